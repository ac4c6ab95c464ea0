/**
 * A new badge event: name, story and benefits in the three languages, then artwork, supply, window
 * and ways to claim; and an existing event loaded whole (`GET …/badges/events/:slug`) and any of
 * those changed (`POST …/badges/events/edit`, audited as `badge-event.edit`).
 */
import { useEffect, useState, type FormEvent } from 'react';
import {
  BADGE_CLAIM_METHODS,
  type BadgeAdminEvent,
  type BadgeAdminEventDetail,
  type BadgeClaimMethod,
  type Locale,
} from '@culture/protocol';
import { eventsApi, type BadgeEventDraft } from '../api/events-client';
import { useEventsTexts } from '../model/events-texts';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import events from './events.module.css';
import ops from './ops.module.css';
import { LocalizedGrid, LocalizedRow } from './localized-fields';

const TEXT_FIELDS = ['name', 'story', 'benefits'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Texts = Record<TextField, Record<Locale, string>>;

const emptyTexts = (): Texts =>
  Object.fromEntries(TEXT_FIELDS.map((f) => [f, { 'zh-CN': '', 'zh-TW': '', 'en-US': '' }])) as Texts;

/** A datetime-local value (the operator's own time zone) as an ISO instant; null when empty. */
const instant = (local: string) => (local ? new Date(local).toISOString() : null);

/** An ISO instant as a datetime-local value in the operator's own time zone. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

interface Settings {
  slug: string;
  artwork: string;
  supply: string;
  opensAt: string;
  closesAt: string;
  page: string;
  methods: BadgeClaimMethod[];
}
const emptySettings = (): Settings => ({
  slug: '',
  artwork: '/images/',
  supply: '',
  opensAt: '',
  closesAt: '',
  page: '',
  methods: ['app'],
});

export function BadgeEventForm({ onCreated }: { onCreated: () => void }) {
  const { texts, ops: opsTexts } = useEventsTexts();
  const f = texts.form;
  const [values, setValues] = useState<Texts>(emptyTexts);
  const [settings, setSettings] = useState<Settings>(emptySettings);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    const draft: BadgeEventDraft = {
      ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]])) as Pick<BadgeEventDraft, TextField>),
      slug: settings.slug.trim(),
      artwork: settings.artwork.trim(),
      supply: settings.supply ? Number(settings.supply) : null,
      opensAt: instant(settings.opensAt) ?? new Date().toISOString(),
      closesAt: instant(settings.closesAt),
      page: settings.page.trim() || null,
      methods: settings.methods,
    };
    try {
      await eventsApi.createBadgeEvent(draft);
      setOutcome({ ok: true, message: fill(f.created, { slug: draft.slug }) });
      setValues(emptyTexts());
      setSettings(emptySettings());
      onCreated();
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message || opsTexts.error });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="events-create">
      <LocalizedGrid languages={f.language}>
        {TEXT_FIELDS.map((field) => (
          <LocalizedRow
            key={field}
            label={f[field]}
            values={values[field]}
            multiline={field !== 'name'}
            testId={(locale) => `events-${field}-${locale}`}
            onChange={(locale, value) => setValues((v) => ({ ...v, [field]: { ...v[field], [locale]: value } }))}
          />
        ))}
      </LocalizedGrid>
      <SettingsFields settings={settings} set={(patch) => setSettings((s) => ({ ...s, ...patch }))} />
      {outcome && (
        <p
          className={outcome.ok ? styles.ok : ops.error}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="events-create-outcome"
        >
          {outcome.message}
        </p>
      )}
      <div className={ops.row}>
        <button
          type="submit"
          className={ops.primary}
          disabled={busy || settings.methods.length === 0}
          data-testid="events-create-submit"
        >
          {f.submit}
        </button>
      </div>
    </form>
  );
}

type SettingKey = 'slug' | 'artwork' | 'supply' | 'opensAt' | 'closesAt' | 'page';
const ALL_SETTINGS: readonly SettingKey[] = ['slug', 'artwork', 'supply', 'opensAt', 'closesAt', 'page'];

/** An existing event, everything a real operator changes: loaded whole, then prefilled. */
export function BadgeEventEditForm({ row, onDone, onSaved }: { row: BadgeAdminEvent; onDone: () => void; onSaved: () => void }) {
  const { texts, ops: opsTexts } = useEventsTexts();
  const [loaded, setLoaded] = useState<BadgeAdminEventDetail | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    eventsApi.badgeEvent(row.slug).then(
      (detail) => live && setLoaded(detail),
      (error: Error) => live && setFailed(error.message || opsTexts.error),
    );
    return () => {
      live = false;
    };
  }, [row.slug, opsTexts.error]);
  if (failed)
    return (
      <p className={ops.error} role="alert" data-testid="events-edit-outcome">
        {failed}
      </p>
    );
  if (!loaded) return <p className={ops.hint}>{texts.form.loadingEvent}</p>;
  return <LoadedEditForm detail={loaded} onDone={onDone} onSaved={onSaved} />;
}

const asTexts = (detail: BadgeAdminEventDetail): Texts =>
  Object.fromEntries(
    TEXT_FIELDS.map((f) => [
      f,
      { 'zh-CN': detail[f]['zh-CN'] ?? '', 'zh-TW': detail[f]['zh-TW'] ?? '', 'en-US': detail[f]['en-US'] ?? '' },
    ]),
  ) as Texts;

function LoadedEditForm({ detail, onDone, onSaved }: { detail: BadgeAdminEventDetail; onDone: () => void; onSaved: () => void }) {
  const { texts, ops: opsTexts } = useEventsTexts();
  const f = texts.form;
  const [values, setValues] = useState<Texts>(() => asTexts(detail));
  const [settings, setSettings] = useState<Settings>({
    slug: detail.slug,
    artwork: detail.artwork,
    supply: detail.supply === null ? '' : String(detail.supply),
    opensAt: localInput(detail.opensAt),
    closesAt: localInput(detail.closesAt),
    page: detail.page ?? '',
    methods: detail.methods,
  });
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      await eventsApi.editBadgeEvent({
        slug: detail.slug,
        ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]])) as Pick<BadgeEventDraft, TextField>),
        artwork: settings.artwork.trim(),
        supply: settings.supply ? Number(settings.supply) : null,
        opensAt: instant(settings.opensAt) ?? detail.opensAt,
        closesAt: instant(settings.closesAt),
        page: settings.page.trim() || null,
        methods: settings.methods,
      });
      setOutcome({ ok: true, message: fill(f.saved, { slug: detail.slug }) });
      onSaved();
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message || opsTexts.error });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="events-edit">
      <h2>{fill(f.editHeading, { slug: detail.slug })}</h2>
      <LocalizedGrid languages={f.language}>
        {TEXT_FIELDS.map((field) => (
          <LocalizedRow
            key={field}
            label={f[field]}
            values={values[field]}
            multiline={field !== 'name'}
            testId={(locale) => `events-edit-${field}-${locale}`}
            onChange={(locale, value) => setValues((v) => ({ ...v, [field]: { ...v[field], [locale]: value } }))}
          />
        ))}
      </LocalizedGrid>
      <SettingsFields
        settings={settings}
        set={(patch) => setSettings((s) => ({ ...s, ...patch }))}
        shown={['artwork', 'supply', 'opensAt', 'closesAt', 'page']}
      />
      {outcome && (
        <p
          className={outcome.ok ? styles.ok : ops.error}
          role={outcome.ok ? 'status' : 'alert'}
          data-testid="events-edit-outcome"
        >
          {outcome.message}
        </p>
      )}
      <div className={ops.row}>
        <button
          type="submit"
          className={ops.primary}
          disabled={busy || settings.methods.length === 0}
          data-testid="events-edit-submit"
        >
          {f.save}
        </button>
        <button type="button" className={ops.secondary} onClick={onDone}>
          {f.cancel}
        </button>
      </div>
    </form>
  );
}

function SettingsFields({
  settings,
  set,
  shown = ALL_SETTINGS,
}: {
  settings: Settings;
  set: (patch: Partial<Settings>) => void;
  shown?: readonly SettingKey[];
}) {
  const { texts } = useEventsTexts();
  const f = texts.form;
  const field = (key: SettingKey, label: string, extra: object) =>
    shown.includes(key) && (
      <label>
        {label}
        <input value={settings[key]} onChange={(e) => set({ [key]: e.target.value })} data-testid={`events-${key}`} {...extra} />
      </label>
    );
  const toggle = (method: BadgeClaimMethod, on: boolean) =>
    set({ methods: BADGE_CLAIM_METHODS.filter((m) => (m === method ? on : settings.methods.includes(m))) });
  return (
    <>
      <div className={styles.fields}>
        {field('slug', f.slug, { required: true, pattern: '[a-z0-9\\-]{1,40}' })}
        {field('artwork', f.artwork, { required: true })}
        {field('supply', f.supply, { type: 'number', min: 1 })}
        {field('opensAt', f.opensAt, { type: 'datetime-local', required: true })}
        {field('closesAt', f.closesAt, { type: 'datetime-local' })}
        {field('page', f.page, { pattern: '[a-z0-9\\-]{1,40}' })}
      </div>
      <fieldset className={events.methods}>
        <legend>{f.methods}</legend>
        {BADGE_CLAIM_METHODS.map((method) => (
          <label key={method}>
            <input
              type="checkbox"
              checked={settings.methods.includes(method)}
              onChange={(e) => toggle(method, e.target.checked)}
              data-testid={`events-method-${method}`}
            />
            {texts.methods[method]}
          </label>
        ))}
      </fieldset>
    </>
  );
}
