/** The open reports, oldest first, a page at a time, each resolved with an outcome (support.handle). */
import { useCallback, useEffect, useState } from 'react';
import { MAX_MUTE_HOURS, REPORT_OUTCOMES, type QueuedReport, type ReportOutcome } from '@culture/protocol';
import { membersApi } from '../api/members-client';
import { formatTime } from '../model/format-time';
import { useMembersTexts } from '../model/members-texts';
import { fill } from '../model/ops-texts';
import styles from './coupons.module.css';
import ops from './ops.module.css';

function ReportRow({ report, onResolved }: { report: QueuedReport; onResolved: (text: string) => void }) {
  const { texts, ops: opsTexts, locale } = useMembersTexts();
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
    <tr data-testid={`report-${report.id}`}>
      <td>{formatTime(report.created_at, locale)}</td>
      <td>{report.reporter_id}</td>
      <td>
        {report.target_user_id}
        {report.target_nickname ? ` (${report.target_nickname})` : ''}
      </td>
      <td>{report.excerpt ?? t.person}</td>
      <td>{texts.reasons[report.reason]}</td>
      <td>{report.note}</td>
      <td>
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
          <button
            type="button"
            className={ops.primary}
            disabled={busy}
            onClick={() => void resolve()}
            data-testid="report-resolve"
          >
            {t.resolve}
          </button>
        </div>
        {error && (
          <p className={ops.error} role="alert">
            {error}
          </p>
        )}
      </td>
    </tr>
  );
}

export function ReportQueuePanel() {
  const { texts, ops: opsTexts } = useMembersTexts();
  const t = texts.reports;
  const [cursors, setCursors] = useState<string[]>([]);
  const [items, setItems] = useState<QueuedReport[] | null>(null);
  const [next, setNext] = useState<string | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const cursor = cursors.at(-1);

  const load = useCallback(() => {
    membersApi
      .reports(cursor)
      .then((page) => {
        setItems(page.items);
        setNext(page.next);
      })
      .catch((e: Error) => setMessage({ ok: false, text: e.message || opsTexts.error }));
  }, [cursor, opsTexts.error]);
  useEffect(load, [load]);

  return (
    <div className={styles.panel} data-testid="report-queue">
      {message && (
        <p className={message.ok ? styles.ok : ops.error} role={message.ok ? 'status' : 'alert'} data-testid="report-message">
          {message.text}
        </p>
      )}
      {items && items.length === 0 && <p>{t.empty}</p>}
      {items && items.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th>{t.when}</th>
              <th>{t.reporter}</th>
              <th>{t.target}</th>
              <th>{t.what}</th>
              <th>{t.reason}</th>
              <th>{t.note}</th>
              <th>{t.resolve}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((report) => (
              <ReportRow
                key={report.id}
                report={report}
                onResolved={(text) => {
                  setMessage({ ok: true, text });
                  load();
                }}
              />
            ))}
          </tbody>
        </table>
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
