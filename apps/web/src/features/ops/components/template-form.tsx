/**
 * A coupon template, new or edited: each text in the three languages side by side, then type,
 * validity and stock. An edit keeps the type and self-claim (stop/resume is the list's button).
 */
import { useState, type FormEvent } from 'react';
import { COUPON_TYPES, type CouponTemplateEditable, type Locale } from '@culture/protocol';
import { couponsApi, templateEditApi, type TemplateDraft } from '../api/coupons-client';
import { useCouponOpsTexts } from '../model/coupon-ops-texts';
import { useCouponsTexts } from '../model/coupons-texts';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { OutcomeLine } from './outcome';
import { LocalizedGrid, LocalizedRow } from './localized-fields';

const TEXT_FIELDS = ['brandName', 'couponName', 'discordValue', 'useCondition', 'useRule'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Texts = Record<TextField, Record<Locale, string>>;

const emptyTexts = (): Texts =>
  Object.fromEntries(TEXT_FIELDS.map((f) => [f, { 'zh-CN': '', 'zh-TW': '', 'en-US': '' }])) as Texts;

/** Simplified Chinese always; the other two only where written (a missing one reads in simplified Chinese). */
function wireText(byLocale: Record<Locale, string>): Record<string, string> {
  const out: Record<string, string> = { 'zh-CN': byLocale['zh-CN'].trim() };
  for (const locale of ['zh-TW', 'en-US'] as const) if (byLocale[locale].trim()) out[locale] = byLocale[locale].trim();
  return out;
}

/** An edited template's texts as the form holds them ('' where not translated). */
function pickTexts(template: CouponTemplateEditable): Texts {
  return Object.fromEntries(TEXT_FIELDS.map((field) => [field, { ...template[field] }])) as Texts;
}

export function TemplateForm({
  onCreated,
  editing,
}: {
  onCreated: (templateId: number) => void;
  /** The template being edited; a new one when absent. */
  editing?: CouponTemplateEditable;
}) {
  const { texts, ops: opsTexts } = useCouponsTexts();
  const editTexts = useCouponOpsTexts().texts.edit;
  const f = texts.form;
  const [values, setValues] = useState<Texts>(() => (editing ? pickTexts(editing) : emptyTexts()));
  const [type, setType] = useState<string>(editing?.type ?? 'DECUCTION');
  const [validDate, setValidDate] = useState(editing?.validDate.replace(/\./g, '-') ?? '');
  const [stock, setStock] = useState(String(editing?.stock ?? 100));
  const [perUserLimit, setPerUserLimit] = useState(String(editing?.perUserLimit ?? 1));
  const [claimable, setClaimable] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const set = (field: TextField, locale: Locale, value: string) =>
    setValues((v) => ({ ...v, [field]: { ...v[field], [locale]: value } }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    const draft: TemplateDraft = {
      ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, wireText(values[field])])) as Pick<TemplateDraft, TextField>),
      type,
      validDate: validDate.replace(/-/g, '.'),
      stock: Number(stock),
      perUserLimit: Number(perUserLimit),
      claimable,
    };
    try {
      if (editing) {
        const { type: _type, claimable: _claimable, ...edit } = draft;
        await templateEditApi.save(editing.templateId, edit);
        setOutcome({ ok: true, message: fill(editTexts.saved, { id: editing.templateId }) });
        onCreated(editing.templateId);
        return;
      }
      const { templateId } = await couponsApi.createTemplate(draft);
      setOutcome({ ok: true, message: fill(f.created, { id: templateId }) });
      setValues(emptyTexts());
      onCreated(templateId);
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message || opsTexts.error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid={editing ? 'coupons-edit' : 'coupons-create'}>
      <LocalizedGrid languages={f.language}>
        {TEXT_FIELDS.map((field) => (
          <LocalizedRow
            key={field}
            label={f[field]}
            values={values[field]}
            multiline={field === 'useRule'}
            // The other languages fall back to simplified Chinese (the spec's field).
            required={field === 'brandName' || field === 'couponName' || field === 'discordValue' ? 'zh-CN' : 'none'}
            testId={(locale) => `coupons-${field}-${locale}`}
            onChange={(locale, value) => set(field, locale, value)}
          />
        ))}
      </LocalizedGrid>
      <Settings
        type={type}
        setType={setType}
        validDate={validDate}
        setValidDate={setValidDate}
        stock={stock}
        setStock={setStock}
        perUserLimit={perUserLimit}
        setPerUserLimit={setPerUserLimit}
        claimable={claimable}
        setClaimable={setClaimable}
        issuedHint={editing ? fill(editTexts.issuedHint, { issued: editing.issued }) : null}
      />
      <OutcomeLine outcome={outcome} testId="coupons-create-outcome" />
      <div className={ops.row}>
        <button type="submit" className={ops.primary} disabled={busy} data-testid="coupons-create-submit">
          {editing ? editTexts.save : f.submit}
        </button>
      </div>
    </form>
  );
}

interface SettingsProps {
  type: string;
  setType: (value: string) => void;
  validDate: string;
  setValidDate: (value: string) => void;
  stock: string;
  setStock: (value: string) => void;
  perUserLimit: string;
  setPerUserLimit: (value: string) => void;
  claimable: boolean;
  setClaimable: (value: boolean) => void;
  /** Editing: how many are issued (the stock's floor); type and self-claim are not edited here. */
  issuedHint: string | null;
}

/** Type, validity, stock, per-member limit and self-claim. */
function Settings(p: SettingsProps) {
  const { texts } = useCouponsTexts();
  const f = texts.form;
  return (
    <>
      <div className={styles.fields}>
        <label>
          {f.type}
          <select
            value={p.type}
            disabled={p.issuedHint !== null}
            onChange={(e) => p.setType(e.target.value)}
            data-testid="coupons-type"
          >
            {COUPON_TYPES.map((option) => (
              <option key={option} value={option}>
                {texts.types[option]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {f.validDate}
          <input
            type="date"
            required
            value={p.validDate}
            onChange={(e) => p.setValidDate(e.target.value)}
            data-testid="coupons-valid-date"
          />
        </label>
        <label>
          {f.stock}
          <input
            type="number"
            min={0}
            required
            value={p.stock}
            onChange={(e) => p.setStock(e.target.value)}
            data-testid="coupons-stock"
          />
        </label>
        <label>
          {f.perUserLimit}
          <input type="number" min={1} required value={p.perUserLimit} onChange={(e) => p.setPerUserLimit(e.target.value)} />
        </label>
      </div>
      {p.issuedHint === null ? (
        <label className={styles.check}>
          <input type="checkbox" checked={p.claimable} onChange={(e) => p.setClaimable(e.target.checked)} />
          {f.claimable}
        </label>
      ) : (
        <p className={ops.hint}>{p.issuedHint}</p>
      )}
    </>
  );
}
