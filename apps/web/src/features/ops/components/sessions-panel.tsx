/**
 * Event sessions (docs/operator-console.md, "Badges and events"): the list, newest first, a page at
 * a time from the server (searched there by title or id), with capacity, reserved and checked in, and each session's attendance
 * saved as CSV; a session edited, a new session and door staff (session-forms.tsx).
 */
import { useEffect, useMemo, useState } from 'react';
import type { EventSessionAdmin, EventSessionAdminList } from '@culture/protocol';
import { eventsApi } from '../api/events-client';
import { attendanceCsv, downloadText } from '../model/codes-csv';
import { useEventsTexts } from '../model/events-texts';
import { formatTime } from '../model/format-time';
import { useSearchPaging } from '../model/search-paging';
import { fill } from '../model/ops-texts';
import { useVisiblePoll } from '../model/visible-poll';
import { DataTable } from './data-table';
import styles from './coupons.module.css';
import events from './events.module.css';
import ops from './ops.module.css';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { SessionEditForm, SessionForm, StaffForm } from './session-forms';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: EventSessionAdminList };

export function SessionsPanel() {
  const { texts, ops: opsTexts, locale } = useEventsTexts();
  const s = texts.sessions;
  const { q, cursor, walked, search, first, next } = useSearchPaging();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const [editing, setEditing] = useState<EventSessionAdmin | null>(null);
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  // Live counts: the page shown is read again while the screen is visible.
  useVisiblePoll(() => setVersion((n) => n + 1));

  useEffect(() => {
    let live = true;
    eventsApi
      .sessions(cursor, q)
      .then((data) => live && setLoad({ status: 'ready', data }))
      .catch((error: Error) => live && setLoad({ status: 'error', message: error.message || opsTexts.error }));
    return () => {
      live = false;
    };
  }, [cursor, q, locale, opsTexts.error, version]);

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
        <SearchBox label={s.search} button={texts.list.searchButton} onSearch={search} testId="events-session-search" />
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
              <p className={ops.hint} data-testid="events-sessions-empty">
                {q ? fill(s.noMatch, { q }) : s.empty}
              </p>
            ) : (
              <SessionTable
                rows={load.data.content}
                count={count}
                onAttendance={(id) => void exportAttendance(id)}
                onEdit={setEditing}
              />
            )}
            <Pager walked={walked} next={load.data.next} onFirst={first} onNext={next} />
          </>
        )}
      </div>
      {editing && (
        <SessionEditForm
          key={editing.sessionId}
          row={editing}
          onSaved={() => setVersion((n) => n + 1)}
          onDone={() => setEditing(null)}
        />
      )}
      <SessionForm onCreated={() => setVersion((n) => n + 1)} />
      <StaffForm />
    </div>
  );
}

function SessionTable({
  rows,
  count,
  onAttendance,
  onEdit,
}: {
  rows: EventSessionAdminList['content'];
  count: Intl.NumberFormat;
  onAttendance: (sessionId: number) => void;
  onEdit: (row: EventSessionAdmin) => void;
}) {
  const { texts, locale } = useEventsTexts();
  const s = texts.sessions;
  return (
    <DataTable
      rows={rows}
      columns={[
        {
          id: 'title',
          header: s.title,
          cell: (row) => (
            <>
              {row.title}
              <br />
              <small className={ops.hint}>{row.place}</small>
            </>
          ),
        },
        { id: 'event', header: s.event, cell: (row) => row.event },
        {
          id: 'time',
          header: s.time,
          cell: (row) => (
            <>
              {formatTime(row.startsAt, locale)} –<br />
              {formatTime(row.endsAt, locale)}
            </>
          ),
        },
        { id: 'capacity', header: s.capacity, className: styles.num, cell: (row) => count.format(row.capacity) },
        { id: 'reserved', header: s.reserved, className: styles.num, cell: (row) => count.format(row.reserved) },
        { id: 'checkedIn', header: s.checkedIn, className: styles.num, cell: (row) => count.format(row.checkedIn) },
        {
          id: 'attendance',
          label: s.attendance,
          cell: (row) => (
            <>
              <button
                type="button"
                className={`${ops.secondary} ${events.nowrap}`}
                onClick={() => onAttendance(row.sessionId)}
                data-testid={`events-attendance-${row.sessionId}`}
              >
                {s.attendance}
              </button>{' '}
              <button
                type="button"
                className={`${ops.secondary} ${events.nowrap}`}
                onClick={() => onEdit(row)}
                data-testid={`events-session-edit-${row.sessionId}`}
              >
                {s.edit}
              </button>
            </>
          ),
        },
      ]}
      rowKey={(row) => row.sessionId}
      rowTestId={(row) => `events-session-${row.sessionId}`}
      className={styles.table}
    />
  );
}
