/**
 * Reconciliation with WeChat Pay's daily bill (docs/payments.md, "Reconciliation"): a Beijing day's
 * run and differences, each resolved with a note; run the day again; and what needs a person
 * (failed refunds, system refunds, unresolved differences of any day).
 */
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { ordersApi, type Attention, type Difference, type ReconciliationDay } from '../api/orders-client';
import { formatChinaTime, yesterdayInChina } from '../model/order-filters';
import { useOrdersTexts } from '../model/orders-texts';
import { useReconciliationTexts } from '../model/reconciliation-texts';
import { fill } from '../model/ops-texts';
import { DataTable } from './data-table';
import styles from './coupons.module.css';
import { OrderTable } from './order-list';
import ops from './ops.module.css';

// The resolved cell: the resolution, or a note and the button that resolves this difference.
function ResolveCell({ diff, onResolved }: { diff: Difference; onResolved: (day: ReconciliationDay) => void }) {
  const { texts: t, ops: opsTexts, locale } = useReconciliationTexts();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const resolve = () => {
    ordersApi
      .reconcile({ date: diff.bill_date, resolve: [diff.id], ...(note.trim() ? { note: note.trim() } : {}) })
      .then(onResolved)
      .catch((e: Error) => setError(e.message || opsTexts.error));
  };
  return (
    <>
      {diff.resolved_at ? (
        `${formatChinaTime(diff.resolved_at, locale)}${diff.resolution_note ? ` · ${diff.resolution_note}` : ''}`
      ) : (
        <div className={styles.inline}>
          <input
            aria-label={t.note}
            placeholder={t.notePlaceholder}
            maxLength={200}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
          <button type="button" className={ops.secondary} onClick={resolve} data-testid={`difference-resolve-${diff.id}`}>
            {t.resolve}
          </button>
        </div>
      )}
      {error && (
        <p className={ops.error} role="alert">
          {error}
        </p>
      )}
    </>
  );
}

function Differences({ rows, onResolved }: { rows: Difference[]; onResolved: (day: ReconciliationDay) => void }) {
  const { texts: t } = useReconciliationTexts();
  return (
    <DataTable
      rows={rows}
      columns={[
        { id: 'day', header: t.day, cell: (d) => d.bill_date },
        { id: 'kind', header: t.kind, cell: (d) => t.kinds[d.kind] ?? d.kind },
        { id: 'order', header: t.order, cell: (d) => d.order_no ?? d.transaction_id ?? '—' },
        { id: 'ours', header: t.ours, cell: (d) => (d.ours ? JSON.stringify(d.ours) : '—') },
        { id: 'theirs', header: t.theirs, cell: (d) => (d.theirs ? JSON.stringify(d.theirs) : '—') },
        { id: 'resolved', header: t.resolved, cell: (d) => <ResolveCell diff={d} onResolved={onResolved} /> },
      ]}
      rowKey={(d) => d.id}
      rowTestId={(d) => `difference-${d.id}`}
      className={styles.table}
    />
  );
}

function NeedsAttention({ attention, onResolved }: { attention: Attention; onResolved: (day: ReconciliationDay) => void }) {
  const { texts } = useOrdersTexts();
  const t = texts.attention;
  const empty = attention.failed_refunds.length + attention.system_refunds.length + attention.differences.length === 0;
  return (
    <div className={styles.panel} data-testid="orders-attention">
      <h2>{t.heading}</h2>
      {empty && <p>{t.none}</p>}
      {attention.failed_refunds.length > 0 && (
        <>
          <h3>{t.failed}</h3>
          <OrderTable orders={attention.failed_refunds} />
        </>
      )}
      {attention.system_refunds.length > 0 && (
        <>
          <h3>{t.system}</h3>
          <OrderTable orders={attention.system_refunds} />
        </>
      )}
      {attention.differences.length > 0 && (
        <>
          <h3>{t.differences}</h3>
          <Differences rows={attention.differences} onResolved={onResolved} />
        </>
      )}
    </div>
  );
}

/** A failed run: why in the operator's language (what to do next), then the technical detail. */
function RunFailure({ run }: { run: NonNullable<ReconciliationDay['run']> }) {
  const { texts: t, locale } = useReconciliationTexts();
  const at = run.finished_at ?? run.started_at;
  return (
    <div className={ops.error} role="alert" data-testid="reconciliation-run">
      <p>
        {fill(t.failedLine, {
          attempts: run.attempts,
          at: formatChinaTime(at, locale),
          reason: t.reasons[run.reason ?? 'internal'],
        })}
      </p>
      {run.error && (
        <p>
          {t.detail}: <code data-testid="reconciliation-error">{run.error}</code>
        </p>
      )}
    </div>
  );
}

export function ReconciliationPanel() {
  const { texts: t, ops: opsTexts } = useReconciliationTexts();
  const [date, setDate] = useState(() => yesterdayInChina(Date.now()));
  const [day, setDay] = useState<ReconciliationDay | null>(null);
  const [attention, setAttention] = useState<Attention | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const fail = (e: Error) => setError(e.message || opsTexts.error);
  const loadAttention = useCallback(() => {
    ordersApi.attention().then(setAttention).catch(fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `fail` only names the error text
  }, [opsTexts.error]);
  const show = (event?: FormEvent) => {
    event?.preventDefault();
    setError(null);
    ordersApi.reconciliation(date).then(setDay).catch(fail);
  };
  useEffect(loadAttention, [loadAttention]);
  // Yesterday's day is shown at once: the last one WeChat Pay has a bill for.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the first date
  useEffect(() => show(), []);
  const run = () => {
    setBusy(true);
    setError(null);
    ordersApi
      .reconcile({ date })
      .then(setDay)
      // A run that failed is recorded with its reason: the day, read again, shows why (RunFailure).
      .catch((e: Error) =>
        ordersApi.reconciliation(date).then(
          (d) => {
            setDay(d);
            if (d.run?.status !== 'failed') fail(e);
          },
          () => fail(e),
        ),
      )
      .finally(() => setBusy(false));
  };
  const resolved = (d: ReconciliationDay) => {
    if (d.date === day?.date) setDay(d);
    loadAttention();
  };
  return (
    <div>
      <form className={styles.panel} onSubmit={show} data-testid="reconciliation">
        <div className={styles.inline}>
          <label>
            {t.date}
            <input
              type="date"
              required
              value={date}
              onChange={(e) => setDate(e.target.value)}
              data-testid="reconciliation-date"
            />
          </label>
          <button type="submit" className={ops.primary}>
            {t.show}
          </button>
          <button type="button" className={ops.secondary} disabled={busy} onClick={run}>
            {busy ? t.running : t.run}
          </button>
        </div>
        {error && (
          <p className={ops.error} role="alert">
            {error}
          </p>
        )}
        {day && (
          <>
            {day.run?.status === 'failed' ? (
              <RunFailure run={day.run} />
            ) : (
              <p data-testid="reconciliation-run">
                {day.run
                  ? fill(t.runLine, {
                      status: t.statuses[day.run.status] ?? day.run.status,
                      lines: day.run.bill_lines ?? '—',
                      added: day.run.added ?? '—',
                    })
                  : t.noRun}
              </p>
            )}
            {/* "No differences" only after a finished comparison: a failed or missing run compared nothing. */}
            {day.differences.length > 0 ? (
              <Differences rows={day.differences} onResolved={resolved} />
            ) : (
              day.run?.status === 'done' && <p>{t.none}</p>
            )}
          </>
        )}
      </form>
      {attention && <NeedsAttention attention={attention} onResolved={resolved} />}
    </div>
  );
}
