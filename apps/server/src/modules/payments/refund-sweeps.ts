/**
 * The refunds' timers (docs/payments.md, "Refunds" and "Reconciliation"), run each minute from the
 * payments' sweep list (sweeper.ts) on every node: refunds WeChat is still processing are asked
 * about (and sent again when WeChat never received them), refunds the system asked for are sent,
 * and once a day after 10:00 Beijing time yesterday's trade bill is reconciled (WeChat publishes
 * it from 10:00). Nodes do not repeat each other's work: a refund is claimed by moving its
 * `checked_at` under `for update skip locked`, a day by its `reconciliation_runs` row.
 */
import { and, asc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { orderRefunds, orders } from '../../db/schema.js';
import { WechatPayError } from '../../integrations/wechatpay/wechat-pay.js';
import { beijingDate, beijingHour } from './commands/beijing-date.js';
import { runReconciliation } from './commands/reconcile-run.js';
import { settleRefund } from './commands/settle-refund.js';
import { startRefund } from './commands/start-refund.js';
import type { PaymentsContext } from './payments-context.js';

/** A refund is asked about once it has been processing this long (its notification usually came first)… */
export const REFUND_QUERY_AFTER_MS = 60_000;
/** …and at most this often, whichever node asks. */
export const REFUND_QUERY_INTERVAL_MS = 60_000;
/** WeChat Pay's trade bill of a day can be downloaded from 10:00 the next day (Beijing time). */
export const BILL_READY_HOUR = 10;
const SWEEP_BATCH = 100;
const DAY_MS = 86_400_000;

export interface RefundSweepReport {
  queried: number;
  started: number;
  settled: number;
}

interface Claimed {
  outRefundNo: string;
  outTradeNo: string;
}

/**
 * Takes up to a batch of refunds matching `where` that no node checked in the last interval, the
 * oldest-checked first, and marks them checked now; rows another node holds are skipped.
 */
async function claimRefunds(ctx: PaymentsContext, where: SQL): Promise<Claimed[]> {
  const nowMs = ctx.now();
  return ctx.db.transaction(async (tx) => {
    const due = await tx
      .select({ outRefundNo: orderRefunds.outRefundNo, outTradeNo: orders.outTradeNo })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(
        and(where, or(isNull(orderRefunds.checkedAt), lt(orderRefunds.checkedAt, new Date(nowMs - REFUND_QUERY_INTERVAL_MS)))),
      )
      .orderBy(sql`${orderRefunds.checkedAt} asc nulls first`, asc(orderRefunds.createdAt))
      .limit(SWEEP_BATCH)
      .for('update', { of: orderRefunds, skipLocked: true });
    if (due.length === 0) return [];
    await tx
      .update(orderRefunds)
      .set({ checkedAt: new Date(nowMs) })
      .where(
        inArray(
          orderRefunds.outRefundNo,
          due.map((r) => r.outRefundNo),
        ),
      );
    return due;
  });
}

export async function sweepRefunds(ctx: PaymentsContext): Promise<RefundSweepReport> {
  const report: RefundSweepReport = { queried: 0, started: 0, settled: 0 };
  const processing = await claimRefunds(
    ctx,
    and(eq(orderRefunds.state, 'processing'), lt(orderRefunds.createdAt, new Date(ctx.now() - REFUND_QUERY_AFTER_MS)))!,
  );
  for (const refund of processing) {
    await oneStep(ctx, refund.outRefundNo, async () => {
      report.queried += 1;
      const result = await ctx.wechatPay.queryRefund(refund.outRefundNo);
      // WeChat never received it (the call's answer was lost before it arrived): send it again.
      const outcome = result
        ? await settleRefund(ctx, { ...result, outTradeNo: refund.outTradeNo }, 'sweeper')
        : await startRefund(ctx, refund.outRefundNo, 'sweeper');
      if (outcome === 'succeeded' || outcome === 'failed') report.settled += 1;
    });
  }
  const systemRequests = await claimRefunds(
    ctx,
    and(eq(orderRefunds.state, 'requested'), eq(orderRefunds.requestedBy, 'system'))!,
  );
  for (const { outRefundNo } of systemRequests) {
    await oneStep(ctx, outRefundNo, async () => {
      report.started += 1;
      await startRefund(ctx, outRefundNo, 'system');
    });
  }
  return report;
}

/** One refund's step; a failure is logged and a later sweep tries again. */
async function oneStep(ctx: PaymentsContext, outRefundNo: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (err) {
    ctx.log?.warn({ err, outRefundNo }, 'refund sweep failed for one refund');
  }
}

/**
 * After 10:00 Beijing time: reconcile yesterday, on the one node that claims the day. Answers the
 * date reconciled, or null when there was nothing to do here (too early, done, another node's, no
 * bill yet).
 */
export async function sweepDailyBill(ctx: PaymentsContext): Promise<string | null> {
  const nowMs = ctx.now();
  if (beijingHour(nowMs) < BILL_READY_HOUR) return null;
  const yesterday = beijingDate(nowMs - DAY_MS);
  try {
    const result = await runReconciliation(ctx, yesterday);
    if (!result) return null;
    ctx.log?.info(result, 'trade bill reconciled');
    return yesterday;
  } catch (err) {
    // No bill yet (WeChat late) or WeChat down: the run is failed and the next minute claims it again.
    if (err instanceof WechatPayError) {
      ctx.log?.warn({ err, date: yesterday }, 'trade bill not reconciled yet');
      return null;
    }
    throw err;
  }
}
