/**
 * A new event session (title and place in the three languages, time, capacity), an existing one
 * edited, and door staff for an event (added or removed).
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { type EventSessionAdmin, type Locale } from '@culture/protocol';
import { eventsApi } from '../api/events-client';
import { useEventsTexts } from '../model/events-texts';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { LocalizedGrid, LocalizedRow } from './localized-fields';

const empty = (): Record<Locale, string> => ({ 'zh-CN': '', 'zh-TW': '', 'en-US': '' });
const instant = (local: string) => new Date(local).toISOString();

/** Runs the form's call and shows its outcome. */
function useOutcome() {
  const { ops: opsTexts } = useEventsTexts();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);
  const run = async (event: FormEvent, call: () => Promise<string>) => {
    event.preventDefault();
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ ok: true, message: await call() });
    } catch (error) {
      setOutcome({ ok: false, message: (error as Error).message || opsTexts.error });
    } finally {
      setBusy(false);
    }
  };
  const shown: ReactNode = outcome && (
    <p className={outcome.ok ? styles.ok : ops.error} role={outcome.ok ? 'status' : 'alert'}>
      {outcome.message}
    </p>
  );
  return { busy, run, shown };
}

export function SessionForm({ onCreated }: { onCreated: () => void }) {
  const { texts } = useEventsTexts();
  const s = texts.sessions;
  const [event, setEvent] = useState('');
  const [title, setTitle] = useState(empty);
  const [place, setPlace] = useState(empty);
  const [startsAt, setStartsAt] = useState('');
  const [endsAt, setEndsAt] = useState('');
  const [capacity, setCapacity] = useState('50');
  const { busy, run, shown } = useOutcome();
  const submit = (e: FormEvent) =>
    run(e, async () => {
      const { sessionId } = await eventsApi.createSession({
        event: event.trim(),
        title,
        place,
        startsAt: instant(startsAt),
        endsAt: instant(endsAt),
        capacity: Number(capacity),
      });
      onCreated();
      return fill(s.created, { id: sessionId });
    });
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="events-session-create">
      <h2>{s.createHeading}</h2>
      <LocalizedGrid languages={texts.form.language}>
        <LocalizedRow label={s.title} values={title} onChange={(locale, value) => setTitle({ ...title, [locale]: value })} />
        <LocalizedRow label={s.place} values={place} onChange={(locale, value) => setPlace({ ...place, [locale]: value })} />
      </LocalizedGrid>
      <div className={styles.fields}>
        <label>
          {s.eventSlug}
          <input required pattern="[a-z0-9\-]{1,40}" value={event} onChange={(e) => setEvent(e.target.value)} />
        </label>
        <label>
          {s.startsAt}
          <input type="datetime-local" required value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
        </label>
        <label>
          {s.endsAt}
          <input type="datetime-local" required value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
        </label>
        <label>
          {s.capacity}
          <input type="number" min={1} max={100000} required value={capacity} onChange={(e) => setCapacity(e.target.value)} />
        </label>
      </div>
      {shown}
      <div className={ops.row}>
        <button type="submit" className={ops.primary} disabled={busy}>
          {s.create}
        </button>
      </div>
    </form>
  );
}

/** An ISO instant as a datetime-local value in the operator's own time zone. */
function localInput(iso: string): string {
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
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
  const [title, setTitle] = useState(() => allLanguages(row.texts.title));
  const [place, setPlace] = useState(() => allLanguages(row.texts.place));
  const [startsAt, setStartsAt] = useState(() => localInput(row.startsAt));
  const [endsAt, setEndsAt] = useState(() => localInput(row.endsAt));
  const [capacity, setCapacity] = useState(String(row.capacity));
  const { busy, run, shown } = useOutcome();
  const submit = (e: FormEvent) =>
    run(e, async () => {
      await eventsApi.editSession({
        sessionId: row.sessionId,
        title,
        place,
        startsAt: instant(startsAt),
        endsAt: instant(endsAt),
        capacity: Number(capacity),
      });
      onSaved();
      return fill(s.saved, { id: row.sessionId });
    });
  return (
    <form className={styles.panel} onSubmit={(e) => void submit(e)} data-testid="events-session-edit">
      <h2>{fill(s.editHeading, { id: row.sessionId })}</h2>
      <LocalizedGrid languages={texts.form.language}>
        <LocalizedRow label={s.title} values={title} onChange={(locale, value) => setTitle({ ...title, [locale]: value })} />
        <LocalizedRow label={s.place} values={place} onChange={(locale, value) => setPlace({ ...place, [locale]: value })} />
      </LocalizedGrid>
      <div className={styles.fields}>
        <label>
          {s.startsAt}
          <input type="datetime-local" required value={startsAt} onChange={(e) => setStartsAt(e.target.value)} />
        </label>
        <label>
          {s.endsAt}
          <input type="datetime-local" required value={endsAt} onChange={(e) => setEndsAt(e.target.value)} />
        </label>
        <label>
          {s.capacity}
          <input type="number" min={1} max={100000} required value={capacity} onChange={(e) => setCapacity(e.target.value)} />
        </label>
      </div>
      {shown}
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
  const { busy, run, shown } = useOutcome();
  // Two submit buttons: add or remove, both behind the form's own validation.
  const submit = (e: FormEvent<HTMLFormElement>) =>
    run(e, async () => {
      const said = { id: memberId.trim(), event: event.trim() };
      if ((e.nativeEvent as SubmitEvent).submitter?.getAttribute('name') === 'remove') {
        const { removed } = await eventsApi.removeStaff(said.event, said.id);
        return fill(removed ? s.removed : s.notStaff, said);
      }
      await eventsApi.grantStaff(said.event, said.id);
      return fill(s.granted, said);
    });
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
      {shown}
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
