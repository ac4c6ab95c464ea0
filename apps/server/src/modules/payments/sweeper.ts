/**
 * The payments' timers (docs/payments.md, "Order states"): a small list of sweeps that run every
 * minute on every node; each sweep takes its rows with `for update skip locked`, so two nodes never
 * handle the same order.
 */
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { orders } from '../../db/schema.js';
import { checkOrder } from './commands/check-order.js';
import { closeOrder } from './commands/close-order.js';
import type { OrderRow } from './commands/order-rows.js';
import type { PaymentsContext } from './payments-context.js';
import { sweepDailyBill, sweepRefunds } from './refund-sweeps.js';

/** Unpaid orders are asked about once they are this old (the notification usually came first)… */
export const UNPAID_QUERY_AFTER_MS = 2 * 60_000;
/** …and at most this often. */
export const UNPAID_QUERY_INTERVAL_MS = 60_000;
/** Orders handled per sweep; the next minute takes the rest. */
const SWEEP_BATCH = 100;

export interface SweepReport {
  checked: number;
  fulfilled: number;
  closed: number;
}

/**
 * Orders `created` more than 2 minutes ago and not checked in the last minute: asked at WeChat Pay
 * and settled; expired ones are closed at WeChat Pay and here (the unit and eligibility go back).
 * Each order is claimed by moving its `checked_at` under `for update skip locked`, so two nodes
 * sweeping at once never take the same order.
 */
export async function sweepOrders(context: PaymentsContext): Promise<SweepReport> {
  const nowMs = context.now();
  const at = new Date(nowMs);
  const due = await context.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.state, 'created'),
          lt(orders.createdAt, new Date(nowMs - UNPAID_QUERY_AFTER_MS)),
          or(isNull(orders.checkedAt), lt(orders.checkedAt, new Date(nowMs - UNPAID_QUERY_INTERVAL_MS))),
        ),
      )
      .orderBy(asc(orders.expiresAt))
      .limit(SWEEP_BATCH)
      .for('update', { skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(orders)
      .set({ checkedAt: at })
      .where(
        sql`${orders.id} in (${sql.join(
          rows.map((r) => sql`${r.id}`),
          sql`, `,
        )})`,
      );
    return rows;
  });
  const report: SweepReport = { checked: 0, fulfilled: 0, closed: 0 };
  for (const order of due) {
    try {
      await sweepOne(context, order, nowMs, report);
    } catch (err) {
      context.log?.warn({ err, outTradeNo: order.outTradeNo }, 'unpaid order sweep failed for one order');
    }
  }
  return report;
}

async function sweepOne(context: PaymentsContext, order: OrderRow, nowMs: number, report: SweepReport): Promise<void> {
  report.checked += 1;
  if (order.expiresAt.getTime() <= nowMs) {
    const outcome = await closeOrder(context, order, 'sweeper', 'expired');
    if (outcome === 'closed') report.closed += 1;
    if (outcome === 'paid') report.fulfilled += 1;
    return;
  }
  const outcome = await checkOrder(context, order, UNPAID_QUERY_INTERVAL_MS, 'sweeper', true);
  if (outcome === 'fulfilled') report.fulfilled += 1;
}

/** The payments' sweeps, in the order they run each minute; the refunds add theirs here. */
export const PAYMENT_SWEEPS: Array<{ name: string; run: (context: PaymentsContext) => Promise<unknown> }> = [
  { name: 'unpaid orders', run: sweepOrders },
  { name: 'refunds', run: sweepRefunds },
  { name: 'daily trade bill', run: sweepDailyBill },
];
