/** A new badge event: name, story and benefits in the three languages, then artwork, supply, window and ways to claim. */
import { useState, type FormEvent } from 'react';
import { BADGE_CLAIM_METHODS, type BadgeClaimMethod, type Locale } from '@culture/protocol';
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

function SettingsFields({ settings, set }: { settings: Settings; set: (patch: Partial<Settings>) => void }) {
  const { texts } = useEventsTexts();
  const f = texts.form;
  const field = (key: 'slug' | 'artwork' | 'supply' | 'opensAt' | 'closesAt' | 'page', label: string, extra: object) => (
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
