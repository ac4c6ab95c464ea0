/**
 * The refunds' timers (docs/payments.md, "Refunds" and "Reconciliation"), run each minute from the
 * payments' sweep list (sweeper.ts): refunds WeChat is still processing are asked about (and sent
 * again when WeChat never received them), refunds the system asked for are sent, and once a day
 * after 10:00 Beijing time yesterday's trade bill is reconciled (WeChat publishes it from 10:00).
 * Every step is idempotent, so two nodes sweeping at once change nothing twice.
 */
import { and, asc, eq, lt } from 'drizzle-orm';
import { orderRefunds, orders } from '../../db/schema.js';
import { WechatPayError } from '../../integrations/wechatpay/wechat-pay.js';
import { ApiError } from '../../lib/api-error.js';
import { beijingDate, beijingHour } from './commands/beijing-date.js';
import { reconcile } from './commands/reconcile.js';
import { settleRefund } from './commands/settle-refund.js';
import { startRefund } from './commands/start-refund.js';
import type { PaymentsContext } from './payments-context.js';

/** A refund is asked about once it has been processing this long (its notification usually came first). */
export const REFUND_QUERY_AFTER_MS = 60_000;
/** WeChat Pay's trade bill of a day can be downloaded from 10:00 the next day (Beijing time). */
export const BILL_READY_HOUR = 10;
const SWEEP_BATCH = 100;
const DAY_MS = 86_400_000;

export interface RefundSweepReport {
  queried: number;
  started: number;
  settled: number;
}

export async function sweepRefunds(ctx: PaymentsContext): Promise<RefundSweepReport> {
  const report: RefundSweepReport = { queried: 0, started: 0, settled: 0 };
  const processing = await ctx.db
    .select({ outRefundNo: orderRefunds.outRefundNo, outTradeNo: orders.outTradeNo })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(eq(orderRefunds.state, 'processing'), lt(orderRefunds.createdAt, new Date(ctx.now() - REFUND_QUERY_AFTER_MS))))
    .orderBy(asc(orderRefunds.createdAt))
    .limit(SWEEP_BATCH);
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
  const systemRequests = await ctx.db
    .select({ outRefundNo: orderRefunds.outRefundNo })
    .from(orderRefunds)
    .where(and(eq(orderRefunds.state, 'requested'), eq(orderRefunds.requestedBy, 'system')))
    .orderBy(asc(orderRefunds.createdAt))
    .limit(SWEEP_BATCH);
  for (const { outRefundNo } of systemRequests) {
    await oneStep(ctx, outRefundNo, async () => {
      report.started += 1;
      await startRefund(ctx, outRefundNo, 'system');
    });
  }
  return report;
}

/** One refund's step; a failure is logged and the next minute tries again. */
async function oneStep(ctx: PaymentsContext, outRefundNo: string, step: () => Promise<void>): Promise<void> {
  try {
    await step();
  } catch (err) {
    ctx.log?.warn({ err, outRefundNo }, 'refund sweep failed for one refund');
  }
}

// The day last reconciled by this process; reconciling again is harmless (reconcile.ts), this
// only keeps each node from downloading the bill every minute.
const reconciledDays = new WeakMap<PaymentsContext, string>();

/** After 10:00 Beijing time: reconcile yesterday once. Null when there was nothing to do. */
export async function sweepDailyBill(ctx: PaymentsContext): Promise<string | null> {
  const nowMs = ctx.now();
  if (beijingHour(nowMs) < BILL_READY_HOUR) return null;
  const yesterday = beijingDate(nowMs - DAY_MS);
  if (reconciledDays.get(ctx) === yesterday) return null;
  try {
    const result = await reconcile(ctx, yesterday);
    ctx.log?.info(result, 'trade bill reconciled');
  } catch (err) {
    // No bill yet (WeChat late) or WeChat down: the next minute tries again.
    if (err instanceof WechatPayError || (err instanceof ApiError && err.errorName === 'paymentsUnavailable')) {
      ctx.log?.warn({ err, date: yesterday }, 'trade bill not reconciled yet');
      return null;
    }
    throw err;
  }
  reconciledDays.set(ctx, yesterday);
  return yesterday;
}
