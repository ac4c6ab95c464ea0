/** The badge events, newest first, a page at a time from the server (its counts live), each with open, close and edit. */
import { useEffect, useMemo, useState } from 'react';
import type { BadgeAdminEvent, BadgeAdminList } from '@culture/protocol';
import { eventsApi } from '../api/events-client';
import { useEventsTexts } from '../model/events-texts';
import { formatTime } from '../model/format-time';
import { useSearchPaging } from '../model/search-paging';
import { fill } from '../model/ops-texts';
import { useVisiblePoll } from '../model/visible-poll';
import styles from './coupons.module.css';
import events from './events.module.css';
import ops from './ops.module.css';
import { DataTable, type DataColumn } from './data-table';
import { SearchBox } from './search-box';
import { Pager } from './pager';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: BadgeAdminList };

export function BadgeEventList({
  onManage,
  onEdit,
}: {
  onManage: (slug: string) => void;
  onEdit: (row: BadgeAdminEvent) => void;
}) {
  const { texts, ops: opsTexts, locale } = useEventsTexts();
  const { q, cursor, walked, search, first, next } = useSearchPaging();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  // Live counts: the page shown is read again while the screen is visible.
  useVisiblePoll(() => setVersion((n) => n + 1));

  useEffect(() => {
    let live = true;
    eventsApi
      .badgeEvents(cursor, q)
      .then((data) => live && setLoad({ status: 'ready', data }))
      .catch((error: Error) => live && setLoad({ status: 'error', message: error.message || opsTexts.error }));
    return () => {
      live = false;
    };
    // Names come in the request's language: a language switch reloads.
  }, [cursor, q, locale, opsTexts.error, version]);

  const act = async (run: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await run();
      setVersion((n) => n + 1);
    } catch (error) {
      setFailure((error as Error).message || opsTexts.error);
    }
  };

  if (load.status === 'loading') return <p className={ops.hint}>…</p>;
  if (load.status === 'error')
    return (
      <p className={ops.error} role="alert">
        {load.message}
      </p>
    );
  const { data } = load;
  const l = texts.list;
  return (
    <div className={styles.panel} data-testid="events-list">
      <SearchBox label={l.search} button={l.searchButton} onSearch={search} testId="events-search" />
      <p className={ops.hint}>
        {fill(l.total, { total: count.format(data.total) })} · {l.live}
      </p>
      {failure && (
        <p className={ops.error} role="alert">
          {failure}
        </p>
      )}
      {data.content.length === 0 ? (
        <p className={ops.hint}>{l.empty}</p>
      ) : (
        <EventTable rows={data.content} count={count} act={act} onManage={onManage} onEdit={onEdit} />
      )}
      <Pager walked={walked} next={data.next} onFirst={first} onNext={next} />
    </div>
  );
}

function EventTable({
  rows,
  count,
  act,
  onManage,
  onEdit,
}: {
  rows: BadgeAdminEvent[];
  count: Intl.NumberFormat;
  act: (run: () => Promise<unknown>) => Promise<void>;
  onManage: (slug: string) => void;
  onEdit: (row: BadgeAdminEvent) => void;
}) {
  const { texts, locale } = useEventsTexts();
  const l = texts.list;
  const columns: DataColumn<BadgeAdminEvent>[] = [
    {
      id: 'name',
      header: l.name,
      cell: (row) => (
        <>
          {row.name}
          <br />
          <small className={ops.hint}>{row.slug}</small>
        </>
      ),
    },
    {
      id: 'window',
      header: l.window,
      cell: (row) => (
        <>
          {formatTime(row.opensAt, locale)} –<br />
          {row.closesAt ? formatTime(row.closesAt, locale) : l.noEnd}
        </>
      ),
    },
    {
      id: 'state',
      header: l.state,
      className: events.nowrap,
      cellProps: (row) => ({ 'data-testid': `events-state-${row.slug}` }),
      cell: (row) => texts.states[row.state],
    },
    {
      id: 'claimed',
      header: l.claimed,
      className: styles.num,
      cell: (row) => (
        <>
          {count.format(row.claimed)} / {row.supply === null ? l.unlimited : count.format(row.supply)}
        </>
      ),
    },
    {
      id: 'remaining',
      header: l.remaining,
      className: styles.num,
      cell: (row) => (row.remaining === null ? '—' : count.format(row.remaining)),
    },
    {
      id: 'codes',
      header: l.codes,
      className: styles.num,
      cell: (row) => (
        <>
          {count.format(row.codesUsed)} / {count.format(row.codesIssued)}
        </>
      ),
    },
    {
      id: 'manage',
      label: l.manage,
      cell: (row) => {
        const running = row.state === 'open' || row.state === 'soldOut';
        return (
          <div className={`${ops.row} ${events.nowrap}`}>
            {running ? (
              <button
                type="button"
                className={ops.secondary}
                onClick={() => void act(() => eventsApi.close(row.slug))}
                data-testid={`events-close-${row.slug}`}
              >
                {l.close}
              </button>
            ) : (
              <button
                type="button"
                className={ops.secondary}
                onClick={() => void act(() => eventsApi.open(row.slug))}
                data-testid={`events-open-${row.slug}`}
              >
                {l.open}
              </button>
            )}
            <button type="button" className={ops.secondary} onClick={() => onEdit(row)} data-testid={`events-edit-${row.slug}`}>
              {l.edit}
            </button>
            <button
              type="button"
              className={ops.secondary}
              onClick={() => onManage(row.slug)}
              data-testid={`events-manage-${row.slug}`}
            >
              {l.manage}
            </button>
          </div>
        );
      },
    },
  ];
  return (
    <DataTable
      rows={rows}
      columns={columns}
      rowKey={(row) => row.slug}
      rowTestId={(row) => `events-row-${row.slug}`}
      className={styles.table}
    />
  );
}
