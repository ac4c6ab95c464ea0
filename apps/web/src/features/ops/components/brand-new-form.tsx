/**
 * "New brand" above the brand list (docs/operator-console.md, "Content"): the brand's number, its
 * pictures and its first texts in zh-CN | zh-TW | en-US side by side. Creating stores it as a draft
 * members do not see; the editor then opens on it to complete, preview and publish. A taken number
 * is refused by the server (brandIdTaken), shown in the console's language.
 */
import { useState, type FormEvent } from 'react';
import { EQUITY_KINDS, type EquityKind } from '@culture/protocol';
import { brandsApi } from '../api/content-client';
import { emptyNewBrand, newBrandDocument, NEW_BRAND_TEXTS, type NewBrandForm } from '../model/brand-new-draft';
import { useBrandNewTexts } from '../model/brand-new-texts';
import { useContentTexts } from '../model/content-texts';
import styles from './coupons.module.css';
import { LocalizedGrid, LocalizedRow } from './localized-fields';
import ops from './ops.module.css';

/** The button, and the form once it is pressed; `onCreated` opens the new brand in the editor. */
export function NewBrand({ onCreated }: { onCreated: (id: number) => void }) {
  const { texts } = useBrandNewTexts();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <div className={ops.row}>
        <button type="button" className={ops.primary} onClick={() => setOpen(true)} data-testid="brand-new-open">
          {texts.open}
        </button>
      </div>
    );
  return <BrandNewForm onCreated={onCreated} onCancel={() => setOpen(false)} />;
}

function BrandNewForm({ onCreated, onCancel }: { onCreated: (id: number) => void; onCancel: () => void }) {
  const { texts, ops: opsTexts } = useBrandNewTexts();
  const languages = useContentTexts().texts.editor.languages;
  const [form, setForm] = useState<NewBrandForm>(emptyNewBrand);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const set: Set = (key, value) => setForm((f) => ({ ...f, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const brand = newBrandDocument(form);
      await brandsApi.create(brand);
      onCreated(brand.id);
    } catch (err) {
      setError((err as Error).message || opsTexts.error);
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="brand-new-form">
      <h2>{texts.heading}</h2>
      <p className={ops.hint}>{texts.hint}</p>
      <Basics form={form} set={set} />
      <p className={ops.hint}>{texts.idHint}</p>
      <LocalizedGrid languages={languages}>
        {NEW_BRAND_TEXTS.map((field) => (
          <LocalizedRow
            key={field}
            label={texts.fields[field]}
            values={form.texts[field]}
            multiline={field === 'story' || field === 'itemSummary'}
            testId={(locale) => `brand-new-${field}-${locale}`}
            onChange={(locale, value) =>
              setForm((f) => ({ ...f, texts: { ...f.texts, [field]: { ...f.texts[field], [locale]: value } } }))
            }
          />
        ))}
      </LocalizedGrid>
      <KindField kind={form.kind} onChange={(kind) => set('kind', kind)} />
      {error && (
        <p className={ops.error} role="alert" data-testid="brand-new-error">
          {error}
        </p>
      )}
      <div className={ops.row}>
        <button type="submit" className={ops.primary} disabled={busy} data-testid="brand-new-submit">
          {busy ? texts.creating : texts.submit}
        </button>
        <button type="button" className={ops.secondary} onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}

type Set = <K extends keyof NewBrandForm>(key: K, value: NewBrandForm[K]) => void;

/** The brand's number, its place in the members' list and its two pictures (paths under /images or /media). */
function Basics({ form, set }: { form: NewBrandForm; set: Set }) {
  const { texts } = useBrandNewTexts();
  return (
    <div className={styles.fields}>
      <label>
        {texts.id}
        <input
          type="number"
          min={1}
          max={2147483647}
          step={1}
          required
          value={form.id}
          onChange={(e) => set('id', e.target.value)}
          data-testid="brand-new-id"
        />
      </label>
      <label>
        {texts.sortOrder}
        <input type="number" step={1} required value={form.sortOrder} onChange={(e) => set('sortOrder', e.target.value)} />
      </label>
      <label>
        {texts.logo}
        <input
          required
          placeholder={texts.picturePlaceholder}
          value={form.logo}
          onChange={(e) => set('logo', e.target.value)}
          data-testid="brand-new-logo"
        />
      </label>
      <label>
        {texts.cover}
        <input
          required
          placeholder={texts.picturePlaceholder}
          value={form.cover}
          onChange={(e) => set('cover', e.target.value)}
          data-testid="brand-new-cover"
        />
      </label>
    </div>
  );
}

/** The first benefit's kind (the editor's JSON sets its source, conditions and steps). */
function KindField({ kind, onChange }: { kind: EquityKind; onChange: (kind: EquityKind) => void }) {
  const { texts } = useBrandNewTexts();
  return (
    <div className={styles.fields}>
      <label>
        {texts.kind}
        <select value={kind} onChange={(e) => onChange(e.target.value as EquityKind)} data-testid="brand-new-kind">
          {EQUITY_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {texts.kinds[kind]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
