/** The badge events, newest first, a page at a time from the server, each with open and close. */
import { useEffect, useMemo, useState } from 'react';
import type { BadgeAdminEvent, BadgeAdminList } from '@culture/protocol';
import { eventsApi } from '../api/events-client';
import { useEventsTexts } from '../model/events-texts';
import { formatTime } from '../model/format-time';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import events from './events.module.css';
import ops from './ops.module.css';
import { Pager } from './pager';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: BadgeAdminList };

export function BadgeEventList({ onManage }: { onManage: (slug: string) => void }) {
  const { texts, ops: opsTexts, locale } = useEventsTexts();
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const cursor = cursors.at(-1);
  const count = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  useEffect(() => {
    let live = true;
    eventsApi
      .badgeEvents(cursor)
      .then((data) => live && setLoad({ status: 'ready', data }))
      .catch((error: Error) => live && setLoad({ status: 'error', message: error.message || opsTexts.error }));
    return () => {
      live = false;
    };
    // Names come in the request's language: a language switch reloads.
  }, [cursor, locale, opsTexts.error, version]);

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
      <p className={ops.hint}>{fill(l.total, { total: count.format(data.total) })}</p>
      {failure && (
        <p className={ops.error} role="alert">
          {failure}
        </p>
      )}
      {data.content.length === 0 ? (
        <p className={ops.hint}>{l.empty}</p>
      ) : (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{l.name}</th>
              <th>{l.window}</th>
              <th>{l.state}</th>
              <th className={styles.num}>{l.claimed}</th>
              <th className={styles.num}>{l.remaining}</th>
              <th className={styles.num}>{l.codes}</th>
              <th aria-label={l.manage} />
            </tr>
          </thead>
          <tbody>
            {data.content.map((row) => (
              <EventRow key={row.id} row={row} count={count} act={act} onManage={onManage} />
            ))}
          </tbody>
        </table>
      )}
      <Pager
        walked={cursors.length}
        next={data.next}
        onFirst={() => setCursors([undefined])}
        onNext={(next) => setCursors((walked) => [...walked, next])}
      />
    </div>
  );
}

function EventRow({
  row,
  count,
  act,
  onManage,
}: {
  row: BadgeAdminEvent;
  count: Intl.NumberFormat;
  act: (run: () => Promise<unknown>) => Promise<void>;
  onManage: (slug: string) => void;
}) {
  const { texts, locale } = useEventsTexts();
  const l = texts.list;
  const running = row.state === 'open' || row.state === 'soldOut';
  return (
    <tr data-testid={`events-row-${row.slug}`}>
      <td>
        {row.name}
        <br />
        <small className={ops.hint}>{row.slug}</small>
      </td>
      <td>
        {formatTime(row.opensAt, locale)} –<br />
        {row.closesAt ? formatTime(row.closesAt, locale) : l.noEnd}
      </td>
      <td className={events.nowrap} data-testid={`events-state-${row.slug}`}>
        {texts.states[row.state]}
      </td>
      <td className={styles.num}>
        {count.format(row.claimed)} / {row.supply === null ? l.unlimited : count.format(row.supply)}
      </td>
      <td className={styles.num}>{row.remaining === null ? '—' : count.format(row.remaining)}</td>
      <td className={styles.num}>
        {count.format(row.codesUsed)} / {count.format(row.codesIssued)}
      </td>
      <td>
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
          <button
            type="button"
            className={ops.secondary}
            onClick={() => onManage(row.slug)}
            data-testid={`events-manage-${row.slug}`}
          >
            {l.manage}
          </button>
        </div>
      </td>
    </tr>
  );
}
