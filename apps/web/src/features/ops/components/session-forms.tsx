/**
 * A new event session (title and place in the three languages, time, capacity), an existing one
 * edited, and door staff for an event (added or removed).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { type EventSessionAdmin, type Locale } from '@culture/protocol';
import { eventsApi } from '../api/events-client';
import { useEventsTexts } from '../model/events-texts';
import { isoToLocal, localToIso } from '../model/local-time';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { LocalizedGrid, LocalizedRow } from './localized-fields';
import { OutcomeLine, useOutcome } from './outcome';

const empty = (): Record<Locale, string> => ({ 'zh-CN': '', 'zh-TW': '', 'en-US': '' });

/** What the create and edit forms share: texts in the three languages, the times as the inputs hold them, the capacity. */
interface SessionDraft {
  title: Record<Locale, string>;
  place: Record<Locale, string>;
  startsAt: string;
  endsAt: string;
  capacity: string;
}

/** The draft as the session calls send it. */
const sessionBody = (draft: SessionDraft) => ({
  title: draft.title,
  place: draft.place,
  // Both inputs are required: the form is not sent without a time in each.
  startsAt: localToIso(draft.startsAt) ?? '',
  endsAt: localToIso(draft.endsAt) ?? '',
  capacity: Number(draft.capacity),
});

/** The shared fields; `leading` goes before the times (the new session's event). */
function SessionFields({
  draft,
  onChange,
  leading,
}: {
  draft: SessionDraft;
  onChange: (draft: SessionDraft) => void;
  leading?: ReactNode;
}) {
  const { texts } = useEventsTexts();
  const s = texts.sessions;
  const set = <K extends keyof SessionDraft>(key: K, value: SessionDraft[K]) => onChange({ ...draft, [key]: value });
  return (
    <>
      <LocalizedGrid languages={texts.form.language}>
        <LocalizedRow
          label={s.title}
          values={draft.title}
          onChange={(locale, value) => set('title', { ...draft.title, [locale]: value })}
        />
        <LocalizedRow
          label={s.place}
          values={draft.place}
          onChange={(locale, value) => set('place', { ...draft.place, [locale]: value })}
        />
      </LocalizedGrid>
      <div className={styles.fields}>
        {leading}
        <label>
          {s.startsAt}
          <input type="datetime-local" required value={draft.startsAt} onChange={(e) => set('startsAt', e.target.value)} />
        </label>
        <label>
          {s.endsAt}
          <input type="datetime-local" required value={draft.endsAt} onChange={(e) => set('endsAt', e.target.value)} />
        </label>
        <label>
          {s.capacity}
          <input
            type="number"
            min={1}
            max={100000}
            required
            value={draft.capacity}
            onChange={(e) => set('capacity', e.target.value)}
          />
        </label>
      </div>
    </>
  );
}

export function SessionForm({ onCreated }: { onCreated: () => void }) {
  const { texts } = useEventsTexts();
  const s = texts.sessions;
  const [event, setEvent] = useState('');
  const [draft, setDraft] = useState<SessionDraft>(() => ({
    title: empty(),
    place: empty(),
    startsAt: '',
    endsAt: '',
    capacity: '50',
  }));
  const { busy, outcome, run } = useOutcome();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return run(async () => {
      const { sessionId } = await eventsApi.createSession({ event: event.trim(), ...sessionBody(draft) });
      onCreated();
      return fill(s.created, { id: sessionId });
    });
  };
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="events-session-create">
      <h2>{s.createHeading}</h2>
      <SessionFields
        draft={draft}
        onChange={setDraft}
        leading={
          <label>
            {s.eventSlug}
            <input required pattern="[a-z0-9\-]{1,40}" value={event} onChange={(e) => setEvent(e.target.value)} />
          </label>
        }
      />
      <OutcomeLine outcome={outcome} />
      <div className={ops.row}>
        <button type="submit" className={ops.primary} disabled={busy}>
          {s.create}
        </button>
      </div>
    </form>
  );
}

const allLanguages = (text: Record<string, string>): Record<Locale, string> => ({
  'zh-CN': text['zh-CN'] ?? '',
  'zh-TW': text['zh-TW'] ?? '',
  'en-US': text['en-US'] ?? '',
});

/** A session's texts, time and capacity changed; the server refuses a capacity below the places reserved. */
export function SessionEditForm({ row, onSaved, onDone }: { row: EventSessionAdmin; onSaved: () => void; onDone: () => void }) {
  const { texts } = useEventsTexts();
  const s = texts.sessions;
  const [draft, setDraft] = useState<SessionDraft>(() => ({
    title: allLanguages(row.texts.title),
    place: allLanguages(row.texts.place),
    startsAt: isoToLocal(row.startsAt),
    endsAt: isoToLocal(row.endsAt),
    capacity: String(row.capacity),
  }));
  const { busy, outcome, run } = useOutcome();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    return run(async () => {
      await eventsApi.editSession({ sessionId: row.sessionId, ...sessionBody(draft) });
      onSaved();
      return fill(s.saved, { id: row.sessionId });
    });
  };
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="events-session-edit">
      <h2>{fill(s.editHeading, { id: row.sessionId })}</h2>
      <SessionFields draft={draft} onChange={setDraft} />
      <OutcomeLine outcome={outcome} />
      <div className={ops.row}>
        <button type="submit" className={ops.primary} disabled={busy}>
          {s.save}
        </button>
        <button type="button" className={ops.secondary} onClick={onDone}>
          {s.close}
        </button>
      </div>
    </form>
  );
}

export function StaffForm() {
  const { texts } = useEventsTexts();
  const s = texts.sessions;
  const [event, setEvent] = useState('');
  const [memberId, setMemberId] = useState('');
  const { busy, outcome, run } = useOutcome();
  // Two submit buttons: add or remove, both behind the form's own validation.
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    return run(async () => {
      const said = { id: memberId.trim(), event: event.trim() };
      if ((e.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === 'remove') {
        const { removed } = await eventsApi.removeStaff(said.event, said.id);
        return fill(removed ? s.removed : s.notStaff, said);
      }
      await eventsApi.grantStaff(said.event, said.id);
      return fill(s.granted, said);
    });
  };
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="events-staff">
      <h2>{s.staffHeading}</h2>
      <p className={ops.hint}>{s.staffHint}</p>
      <div className={styles.fields}>
        <label>
          {s.eventSlug}
          <input required pattern="[a-z0-9\-]{1,40}" value={event} onChange={(e) => setEvent(e.target.value)} />
        </label>
        <label>
          {s.memberId}
          <input
            required
            inputMode="numeric"
            pattern="[0-9]{1,20}"
            value={memberId}
            onChange={(e) => setMemberId(e.target.value)}
          />
        </label>
      </div>
      <OutcomeLine outcome={outcome} />
      <div className={ops.row}>
        <button type="submit" name="grant" className={ops.primary} disabled={busy}>
          {s.grant}
        </button>
        <button type="submit" name="remove" className={ops.secondary} disabled={busy} data-testid="events-staff-remove">
          {s.remove}
        </button>
      </div>
    </form>
  );
}
