/** The open reports, oldest first, a page at a time, each resolved with an outcome (support.handle). */
import { useCallback, useEffect, useState } from 'react';
import { MAX_MUTE_HOURS, REPORT_OUTCOMES, type QueuedReport, type ReportOutcome } from '@culture/protocol';
import { membersApi } from '../api/members-client';
import { formatTime } from '../model/format-time';
import { useMembersTexts } from '../model/members-texts';
import { fill } from '../model/ops-texts';
import { DataTable } from './data-table';
import styles from './coupons.module.css';
import ops from './ops.module.css';
import { OutcomeLine } from './outcome';

// The resolve cell: the outcome chosen (and a mute's hours), then resolved on the server.
function ResolveCell({ report, onResolved }: { report: QueuedReport; onResolved: (text: string) => void }) {
  const { texts, ops: opsTexts } = useMembersTexts();
  const t = texts.reports;
  const [outcome, setOutcome] = useState<ReportOutcome>('dismissed');
  const [hours, setHours] = useState(24);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const resolve = async () => {
    setBusy(true);
    setError(null);
    try {
      await membersApi.resolve(
        outcome === 'muted'
          ? { report_id: report.id, outcome, mute_hours: hours }
          : { report_id: report.id, outcome: outcome as 'dismissed' | 'banned' },
      );
      onResolved(fill(t.resolved, { id: report.id, outcome: texts.outcomes[outcome] }));
    } catch (e) {
      setError((e as Error).message || opsTexts.error);
      setBusy(false);
    }
  };
  return (
    <>
      <div className={styles.inline}>
        <select
          aria-label={t.resolve}
          value={outcome}
          onChange={(e) => setOutcome(e.target.value as ReportOutcome)}
          data-testid="report-outcome"
        >
          {REPORT_OUTCOMES.map((o) => (
            <option key={o} value={o}>
              {texts.outcomes[o]}
            </option>
          ))}
        </select>
        {outcome === 'muted' && (
          <label>
            {t.hours}
            <input
              type="number"
              min={1}
              max={MAX_MUTE_HOURS}
              value={hours}
              onChange={(e) => setHours(Number(e.target.value))}
              data-testid="report-hours"
            />
          </label>
        )}
        <button type="button" className={ops.primary} disabled={busy} onClick={() => void resolve()} data-testid="report-resolve">
          {t.resolve}
        </button>
      </div>
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

export function ReportQueuePanel() {
  const { texts, ops: opsTexts, locale } = useMembersTexts();
  const t = texts.reports;
  const [cursors, setCursors] = useState<string[]>([]);
  const [items, setItems] = useState<QueuedReport[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; message: string } | null>(null);
  const cursor = cursors.at(-1);

  const load = useCallback(() => {
    membersApi
      .reports(cursor)
      .then((page) => {
        setItems(page.items);
        setNext(page.next);
      })
      .catch((e: Error) => setMessage({ ok: false, message: e.message || opsTexts.error }));
  }, [cursor, opsTexts.error]);
  useEffect(load, [load]);
  const onResolved = (text: string) => {
    setMessage({ ok: true, message: text });
    load();
  };

  return (
    <div className={styles.panel} data-testid="report-queue">
      <OutcomeLine outcome={message} testId="report-message" />
      {items && items.length === 0 && <p>{t.empty}</p>}
      {items && items.length > 0 && (
        <DataTable
          rows={items}
          columns={[
            { id: 'when', header: t.when, cell: (report) => formatTime(report.created_at, locale) },
            { id: 'reporter', header: t.reporter, cell: (report) => report.reporter_id },
            {
              id: 'target',
              header: t.target,
              cell: (report) => (
                <>
                  {report.target_user_id}
                  {report.target_nickname ? ` (${report.target_nickname})` : ''}
                </>
              ),
            },
            { id: 'what', header: t.what, cell: (report) => report.excerpt ?? t.person },
            { id: 'reason', header: t.reason, cell: (report) => texts.reasons[report.reason] },
            { id: 'note', header: t.note, cell: (report) => report.note },
            { id: 'resolve', header: t.resolve, cell: (report) => <ResolveCell report={report} onResolved={onResolved} /> },
          ]}
          rowKey={(report) => report.id}
          rowTestId={(report) => `report-${report.id}`}
          className={styles.table}
        />
      )}
      <div className={styles.inline}>
        {cursors.length > 0 && (
          <button type="button" className={ops.secondary} onClick={() => setCursors([])}>
            {t.first}
          </button>
        )}
        {next && (
          <button type="button" className={ops.secondary} onClick={() => setCursors((c) => [...c, next])}>
            {t.next}
          </button>
        )}
      </div>
    </div>
  );
}
