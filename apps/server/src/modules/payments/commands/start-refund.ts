/**
 * Sends a refund to WeChat Pay (docs/payments.md, "Refunds"): the refund row goes requested →
 * processing and the order → refunding in one transaction, then WeChat's refund call (out_refund_no
 * is ours, so sending it again after a lost answer refunds once). Its answer settles like a
 * notification. Errors WeChat documents as passing (system error, rate limit, no answer) leave the
 * refund processing for the sweep (refund-sweeps.ts), which asks again; the others fail it and
 * operators see it (GET /api/admin/payments/attention).
 */
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { orderRefunds, orders } from '../../../db/schema.js';
import { WechatPayError } from '../../../integrations/wechatpay/wechat-pay.js';
import type { PaymentsContext } from '../payments-context.js';
import { moveOrder } from './refund-rows.js';
import { settleRefund, type RefundOutcome } from './settle-refund.js';

/** WeChat's refund errors worth sending again unchanged later (its v3 refund error table). */
const PASSING_CODES = new Set(['SYSTEM_ERROR', 'SYSTEMERROR', 'FREQUENCY_LIMITED', 'RATELIMIT_EXCEEDED']);

export function isPassingRefundError(err: WechatPayError): boolean {
  return err.status === null || err.status >= 500 || err.status === 429 || (err.code !== null && PASSING_CODES.has(err.code));
}

/** The operator's audit row, written in the transaction that records their decision. */
export type DecisionAudit = (tx: Database, outRefundNo: string) => Promise<void>;

export async function startRefund(
  ctx: PaymentsContext,
  outRefundNo: string,
  source: string,
  audit?: DecisionAudit,
): Promise<RefundOutcome> {
  const claimed = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ refund: orderRefunds, order: orders })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(eq(orderRefunds.outRefundNo, outRefundNo))
      .for('update', { of: orderRefunds });
    if (!row) return null;
    if (row.refund.state === 'requested') {
      await tx.update(orderRefunds).set({ state: 'processing' }).where(eq(orderRefunds.outRefundNo, outRefundNo));
      await moveOrder(tx, ctx.now, {
        orderId: row.order.id,
        from: ['refund-requested', 'fulfilled', 'paid', 'refund-failed', 'partially-refunded'],
        to: 'refunding',
        source,
        detail: { out_refund_no: outRefundNo },
      });
      await audit?.(tx, outRefundNo);
    } else if (row.refund.state !== 'processing') return null;
    return row;
  });
  if (!claimed) return 'unchanged';
  const { refund, order } = claimed;
  try {
    const result = await ctx.wechatPay.refund({
      outTradeNo: order.outTradeNo,
      outRefundNo,
      refundFen: refund.amountFen,
      totalFen: order.paidFen ?? order.amountFen,
      reason: refund.reason.slice(0, 80),
    });
    return await settleRefund(ctx, { ...result, outTradeNo: order.outTradeNo }, source);
  } catch (err) {
    if (!(err instanceof WechatPayError)) throw err;
    if (isPassingRefundError(err)) {
      ctx.log?.warn({ err, outRefundNo }, 'refund call did not go through; the sweep sends it again');
      return 'processing';
    }
    await failRefund(ctx, outRefundNo, source, { code: err.code, message: err.message, status: err.status });
    ctx.log?.error({ err, outRefundNo }, 'WeChat Pay refused the refund; shown to operators');
    return 'failed';
  }
}

/** WeChat refused the refund for good: the refund failed and the order says so to operators. */
async function failRefund(ctx: PaymentsContext, outRefundNo: string, source: string, detail: Record<string, unknown>) {
  await ctx.db.transaction(async (tx) => {
    const [failed] = await tx
      .update(orderRefunds)
      .set({ state: 'failed', settledAt: new Date(ctx.now()) })
      .where(and(eq(orderRefunds.outRefundNo, outRefundNo), eq(orderRefunds.state, 'processing')))
      .returning({ orderId: orderRefunds.orderId });
    if (!failed) return;
    await moveOrder(tx, ctx.now, {
      orderId: failed.orderId,
      from: ['refunding'],
      to: 'refund-failed',
      source,
      detail: { out_refund_no: outRefundNo, ...detail },
    });
  });
}
