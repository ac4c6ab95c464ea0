/**
 * Event sessions (docs/operator-console.md, "Badges and events"): the list, newest first, a page at
 * a time from the server, with capacity, reserved and checked in, and each session's attendance
 * saved as CSV; a new session and door staff (session-forms.tsx).
 */
import { useEffect, useMemo, useState } from 'react';
import type { EventSessionAdminList } from '@culture/protocol';
import { eventsApi } from '../api/events-client';
import { attendanceCsv, downloadText } from '../model/codes-csv';
import { useEventsTexts } from '../model/events-texts';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import events from './events.module.css';
import ops from './ops.module.css';
import { Pager } from './pager';
import { SessionForm, StaffForm } from './session-forms';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: EventSessionAdminList };

export function SessionsPanel() {
  const { texts, ops: opsTexts, locale } = useEventsTexts();
  const s = texts.sessions;
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const cursor = cursors.at(-1);
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  useEffect(() => {
    let live = true;
    eventsApi
      .sessions(cursor)
      .then((data) => live && setLoad({ status: 'ready', data }))
      .catch((error: Error) => live && setLoad({ status: 'error', message: error.message || opsTexts.error }));
    return () => {
      live = false;
    };
  }, [cursor, locale, opsTexts.error, version]);

  const exportAttendance = async (sessionId: number) => {
    setFailure(null);
    try {
      const sheet = await eventsApi.attendance(sessionId);
      downloadText(`attendance-session-${sessionId}.csv`, attendanceCsv(sheet.rows));
    } catch (error) {
      setFailure((error as Error).message || opsTexts.error);
    }
  };

  return (
    <div className={events.stack}>
      <div className={styles.panel} data-testid="events-sessions">
        {load.status === 'loading' && <p className={ops.hint}>…</p>}
        {load.status === 'error' && (
          <p className={ops.error} role="alert">
            {load.message}
          </p>
        )}
        {failure && (
          <p className={ops.error} role="alert">
            {failure}
          </p>
        )}
        {load.status === 'ready' && (
          <>
            <p className={ops.hint}>{fill(s.total, { total: count.format(load.data.total) })}</p>
            {load.data.content.length === 0 ? (
              <p className={ops.hint}>{s.empty}</p>
            ) : (
              <SessionTable rows={load.data.content} count={count} onAttendance={(id) => void exportAttendance(id)} />
            )}
            <Pager
              walked={cursors.length}
              next={load.data.next}
              onFirst={() => setCursors([undefined])}
              onNext={(next) => setCursors((w) => [...w, next])}
            />
          </>
        )}
      </div>
      <SessionForm onCreated={() => setVersion((n) => n + 1)} />
      <StaffForm />
    </div>
  );
}

function SessionTable({
  rows,
  count,
  onAttendance,
}: {
  rows: EventSessionAdminList['content'];
  count: Intl.NumberFormat;
  onAttendance: (sessionId: number) => void;
}) {
  const { texts, locale } = useEventsTexts();
  const s = texts.sessions;
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th>{s.title}</th>
          <th>{s.event}</th>
          <th>{s.time}</th>
          <th className={styles.num}>{s.capacity}</th>
          <th className={styles.num}>{s.reserved}</th>
          <th className={styles.num}>{s.checkedIn}</th>
          <th aria-label={s.attendance} />
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.sessionId} data-testid={`events-session-${row.sessionId}`}>
            <td>
              {row.title}
              <br />
              <small className={ops.hint}>{row.place}</small>
            </td>
            <td>{row.event}</td>
            <td>
              {formatTime(row.startsAt, locale)} –<br />
              {formatTime(row.endsAt, locale)}
            </td>
            <td className={styles.num}>{count.format(row.capacity)}</td>
            <td className={styles.num}>{count.format(row.reserved)}</td>
            <td className={styles.num}>{count.format(row.checkedIn)}</td>
            <td>
              <button
                type="button"
                className={`${ops.secondary} ${events.nowrap}`}
                onClick={() => onAttendance(row.sessionId)}
                data-testid={`events-attendance-${row.sessionId}`}
              >
                {s.attendance}
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
