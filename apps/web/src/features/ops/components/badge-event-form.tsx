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
import { isoToLocal, localToIso } from '../model/local-time';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import events from './events.module.css';
import ops from './ops.module.css';
import { LocalizedGrid, LocalizedRow } from './localized-fields';
import { OutcomeLine, useOutcome } from './outcome';

const TEXT_FIELDS = ['name', 'story', 'benefits'] as const;
type TextField = (typeof TEXT_FIELDS)[number];
type Texts = Record<TextField, Record<Locale, string>>;

const emptyTexts = (): Texts =>
  Object.fromEntries(TEXT_FIELDS.map((f) => [f, { 'zh-CN': '', 'zh-TW': '', 'en-US': '' }])) as Texts;

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

/** The texts and settings as the create and edit calls send them (the slug and the opening time are each call's own). */
function eventFields(values: Texts, settings: Settings) {
  return {
    ...(Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field]])) as Pick<BadgeEventDraft, TextField>),
    artwork: settings.artwork.trim(),
    supply: settings.supply ? Number(settings.supply) : null,
    closesAt: localToIso(settings.closesAt),
    page: settings.page.trim() || null,
    methods: settings.methods,
  };
}

/** Name, story and benefits in the three languages side by side; `prefix` names the inputs for tests. */
function TextsGrid({
  values,
  onChange,
  prefix,
}: {
  values: Texts;
  onChange: (next: (v: Texts) => Texts) => void;
  prefix: string;
}) {
  const f = useEventsTexts().texts.form;
  return (
    <LocalizedGrid languages={f.language}>
      {TEXT_FIELDS.map((field) => (
        <LocalizedRow
          key={field}
          label={f[field]}
          values={values[field]}
          multiline={field !== 'name'}
          testId={(locale) => `${prefix}-${field}-${locale}`}
          onChange={(locale, value) => onChange((v) => ({ ...v, [field]: { ...v[field], [locale]: value } }))}
        />
      ))}
    </LocalizedGrid>
  );
}

export function BadgeEventForm({ onCreated }: { onCreated: () => void }) {
  const { texts } = useEventsTexts();
  const f = texts.form;
  const [values, setValues] = useState<Texts>(emptyTexts);
  const [settings, setSettings] = useState<Settings>(emptySettings);
  const { busy, outcome, run } = useOutcome();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft: BadgeEventDraft = {
      ...eventFields(values, settings),
      slug: settings.slug.trim(),
      opensAt: localToIso(settings.opensAt) ?? new Date().toISOString(),
    };
    return run(async () => {
      await eventsApi.createBadgeEvent(draft);
      setValues(emptyTexts());
      setSettings(emptySettings());
      onCreated();
      return fill(f.created, { slug: draft.slug });
    });
  };

  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="events-create">
      <TextsGrid values={values} onChange={setValues} prefix="events" />
      <SettingsFields settings={settings} set={(patch) => setSettings((s) => ({ ...s, ...patch }))} />
      <OutcomeLine outcome={outcome} testId="events-create-outcome" />
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
  const { texts } = useEventsTexts();
  const f = texts.form;
  const [values, setValues] = useState<Texts>(() => asTexts(detail));
  const [settings, setSettings] = useState<Settings>({
    slug: detail.slug,
    artwork: detail.artwork,
    supply: detail.supply === null ? '' : String(detail.supply),
    opensAt: isoToLocal(detail.opensAt),
    closesAt: isoToLocal(detail.closesAt),
    page: detail.page ?? '',
    methods: detail.methods,
  });
  const { busy, outcome, run } = useOutcome();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await eventsApi.editBadgeEvent({
        ...eventFields(values, settings),
        slug: detail.slug,
        opensAt: localToIso(settings.opensAt) ?? detail.opensAt,
      });
      onSaved();
      return fill(f.saved, { slug: detail.slug });
    });
  };
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="events-edit">
      <h2>{fill(f.editHeading, { slug: detail.slug })}</h2>
      <TextsGrid values={values} onChange={setValues} prefix="events-edit" />
      <SettingsFields
        settings={settings}
        set={(patch) => setSettings((s) => ({ ...s, ...patch }))}
        shown={['artwork', 'supply', 'opensAt', 'closesAt', 'page']}
      />
      <OutcomeLine outcome={outcome} testId="events-edit-outcome" />
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
