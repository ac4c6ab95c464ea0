/** The dashboard: a chart per figure over 7, 30 or 90 days (Beijing dates), with each period's total. */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { OPS_DASHBOARD_CHARTS, OPS_DASHBOARD_DAYS, type OpsDashboard, type OpsDashboardChart } from '@culture/protocol';
import { formatFen } from '../../../lib/money';
import { opsApi } from '../api/ops-client';
import { fill } from '../model/ops-texts';
import { useOpsTexts } from '../model/use-ops-texts';
import { DailyChart } from './daily-chart';
import { DataTable } from './data-table';
import styles from './dashboard.module.css';
import ops from './ops.module.css';

type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; data: OpsDashboard };

export function DashboardPage() {
  const { texts, locale } = useOpsTexts();
  const [days, setDays] = useState<number>(OPS_DASHBOARD_DAYS[0]);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    opsApi
      .dashboard(days)
      .then((data) => live && setLoad({ status: 'ready', data }))
      .catch((error: Error) => live && setLoad({ status: 'error', message: error.message || texts.error }));
    return () => {
      live = false;
    };
    // The language is in the request (series labels come translated), so a switch reloads.
  }, [days, attempt, locale, texts.error]);

  const grouping = useMemo(() => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }), [locale]);
  const count = useCallback((value: number) => grouping.format(value), [grouping]);
  const money = useCallback((value: number) => formatFen(Math.round(value)), []);
  const formatOf = (chart: OpsDashboardChart) => (chart === 'revenue' ? money : count);

  return (
    <section data-testid="ops-dashboard">
      <div className={styles.toolbar}>
        <h1>{texts.dashboard.heading}</h1>
        <div role="group" aria-label={texts.dashboard.period} className={styles.periods}>
          {OPS_DASHBOARD_DAYS.map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={option === days}
              onClick={() => setDays(option)}
              data-testid={`ops-days-${option}`}
            >
              {fill(texts.dashboard.days, { days: option })}
            </button>
          ))}
        </div>
      </div>
      {load.status === 'loading' && <p className={ops.hint}>…</p>}
      {load.status === 'error' && (
        <p className={ops.error} role="alert">
          {load.message}{' '}
          <button type="button" className={ops.secondary} onClick={() => setAttempt((n) => n + 1)}>
            {texts.dashboard.retry}
          </button>
        </p>
      )}
      {load.status === 'ready' && (
        <div className={styles.grid}>
          {OPS_DASHBOARD_CHARTS.map((chart) => {
            const series = load.data.charts[chart] ?? [];
            return (
              <article key={chart} className={styles.panel} data-testid={`ops-chart-${chart}`}>
                <header className={styles.panelHead}>
                  <h2>{texts.dashboard.charts[chart]}</h2>
                  <span className={styles.total} data-testid={`ops-total-${chart}`}>
                    {texts.dashboard.total} {formatOf(chart)(load.data.totals[chart] ?? 0)}
                  </span>
                </header>
                {series.length === 0 ? (
                  <p className={ops.hint}>{texts.dashboard.empty}</p>
                ) : (
                  <DailyChart dates={load.data.dates} series={series} format={formatOf(chart)} dateLabel={texts.dashboard.date} />
                )}
              </article>
            );
          })}
          <BadgeSupplyPanel rows={load.data.badgeSupply} count={count} />
        </div>
      )}
    </section>
  );
}

function BadgeSupplyPanel({ rows, count }: { rows: OpsDashboard['badgeSupply']; count: (value: number) => string }) {
  const { texts } = useOpsTexts();
  return (
    <article className={styles.panel} data-testid="ops-badge-supply">
      <header className={styles.panelHead}>
        <h2>{texts.dashboard.remaining}</h2>
      </header>
      {rows.length === 0 ? (
        <p className={ops.hint}>{texts.dashboard.empty}</p>
      ) : (
        <DataTable
          rows={rows}
          columns={[
            { id: 'label', rowHeader: true, cell: (row) => row.label },
            { id: 'claimed', cell: (row) => fill(texts.dashboard.claimedOf, { claimed: count(row.claimed) }) },
            {
              id: 'remaining',
              cell: (row) => (row.remaining === null ? texts.dashboard.unlimited : count(row.remaining)),
            },
          ]}
          rowKey={(row) => row.key}
          className={styles.table}
        />
      )}
    </article>
  );
}
