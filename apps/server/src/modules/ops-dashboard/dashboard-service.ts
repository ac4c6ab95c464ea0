/** The dashboard answer: every chart's series over the period's Beijing days, with totals. */
import {
  OPS_DASHBOARD_CHARTS,
  type Locale,
  type OpsDailySeries,
  type OpsDashboard,
  type OpsDashboardChart,
} from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { beijingPeriod } from './beijing-days.js';
import { createDashboardQueries, MAX_SERIES, type DailyRow } from './dashboard-queries.js';

/** Rows to series: a point for every day (0 where nothing happened), the largest MAX_SERIES series. */
export function toSeries(dates: string[], rows: DailyRow[]): OpsDailySeries[] {
  const byKey = new Map<string, { label: string; values: Map<string, number>; total: number }>();
  for (const row of rows) {
    const entry = byKey.get(row.key) ?? { label: row.label, values: new Map(), total: 0 };
    entry.values.set(row.date, (entry.values.get(row.date) ?? 0) + row.value);
    entry.total += row.value;
    byKey.set(row.key, entry);
  }
  return [...byKey.entries()]
    .sort((a, b) => b[1].total - a[1].total || a[0].localeCompare(b[0]))
    .slice(0, MAX_SERIES)
    .map(([key, entry]) => ({
      key,
      label: entry.label,
      points: dates.map((date) => ({ date, value: entry.values.get(date) ?? 0 })),
    }));
}

export function createDashboardService({ db, now }: { db: Database; now: () => number }) {
  const queries = createDashboardQueries(db);
  return {
    async read(days: number, locale: Locale): Promise<OpsDashboard> {
      const { dates, from } = beijingPeriod(now(), days);
      const [
        activeMembers,
        logins,
        couponsClaimed,
        couponsRedeemed,
        badges,
        signUps,
        checkIns,
        messages,
        paid,
        badgeSupply,
        halls,
      ] = await Promise.all([
        queries.activeMembers(from, locale),
        queries.logins(from, locale),
        queries.couponsClaimed(from, locale),
        queries.couponsRedeemed(from, locale),
        queries.badgeClaims(from, locale),
        queries.eventSignUps(from, locale),
        queries.eventCheckIns(from, locale),
        queries.messages(from, locale),
        queries.ordersAndRevenue(from, locale),
        queries.badgeSupply(locale),
        queries.hallVisitors(from, locale),
      ]);
      const rows: Record<OpsDashboardChart, DailyRow[]> = {
        activeMembers,
        logins,
        couponsClaimed,
        couponsRedeemed,
        badgeClaims: badges,
        eventSignUps: signUps,
        eventCheckIns: checkIns,
        messages,
        hallVisitors: halls,
        orders: paid.orders,
        revenue: paid.revenue,
      };
      const charts = {} as OpsDashboard['charts'];
      const totals = {} as OpsDashboard['totals'];
      for (const chart of OPS_DASHBOARD_CHARTS) {
        charts[chart] = toSeries(dates, rows[chart]);
        // Totals count every series, also those beyond the chart's MAX_SERIES lines.
        totals[chart] = rows[chart].reduce((sum, row) => sum + row.value, 0);
      }
      return { days, dates, charts, totals, badgeSupply };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
