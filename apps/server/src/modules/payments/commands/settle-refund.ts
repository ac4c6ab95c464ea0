/**
 * Records what WeChat Pay says about a refund (docs/payments.md, "Refunds"): from REFUND.SUCCESS /
 * REFUND.ABNORMAL / REFUND.CLOSED notifications and from queryRefund (the sweep, start-refund's own
 * answer). The one path for all of them; the refund row is locked, so ten identical notifications
 * at once settle it once. Success: the order is refunded once the refunds add up to what was paid,
 * its unit released and its grant withdrawn in the same transaction; partially refunded before that.
 */
import { and, eq, sql } from 'drizzle-orm';
import { orderRefunds, orders } from '../../../db/schema.js';
import type { RefundResult } from '../../../integrations/wechatpay/wechat-pay.js';
import { paymentsMetrics } from '../../../lib/metrics/business.js';
import { withdrawGrant } from '../grants.js';
import type { PaymentsContext } from '../payments-context.js';
import { recordDifference } from './record-difference.js';
import { moveOrder, releaseUnit } from './refund-rows.js';

export type RefundOutcome = 'succeeded' | 'failed' | 'processing' | 'unchanged' | 'unknown';

export async function settleRefund(
  ctx: PaymentsContext,
  refund: RefundResult & { outTradeNo: string },
  source: string,
): Promise<RefundOutcome> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ refund: orderRefunds, order: orders })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .where(eq(orderRefunds.outRefundNo, refund.outRefundNo))
      .for('update', { of: orderRefunds });
    if (!row || row.order.outTradeNo !== refund.outTradeNo) {
      await recordDifference(tx, ctx, {
        kind: 'missing-here',
        outTradeNo: refund.outTradeNo,
        transactionId: null,
        theirs: { out_refund_no: refund.outRefundNo, status: refund.status, refund_fen: refund.refundFen, source },
      });
      return 'unknown' as const;
    }
    // Settled before (a retried notification, the sweep after the notification): nothing to do.
    if (row.refund.state !== 'processing' && row.refund.state !== 'requested') return 'unchanged' as const;
    const at = new Date(ctx.now());
    const detail = { out_refund_no: refund.outRefundNo, refund_id: refund.refundId, status: refund.status };
    if (refund.status === 'SUCCESS') {
      await tx
        .update(orderRefunds)
        .set({ state: 'succeeded', refundId: refund.refundId, settledAt: refund.successTime ?? at })
        .where(eq(orderRefunds.outRefundNo, refund.outRefundNo));
      // Refunded once the succeeded refunds add up to what was paid; partially refunded before that,
      // keeping the unit and the grant (docs/payments.md, "Refunds").
      const [done] = await tx
        .select({ fen: sql<string>`coalesce(sum(${orderRefunds.amountFen}), 0)` })
        .from(orderRefunds)
        .where(and(eq(orderRefunds.orderId, row.order.id), eq(orderRefunds.state, 'succeeded')));
      const full = Number(done?.fen ?? 0) >= (row.order.paidFen ?? row.order.amountFen);
      const before = await moveOrder(tx, ctx.now, {
        orderId: row.order.id,
        from: ['refunding', 'refund-requested', 'refund-failed', 'paid', 'fulfilled', 'partially-refunded'],
        to: full ? 'refunded' : 'partially-refunded',
        source,
        detail: { ...detail, refunded_fen: Number(done?.fen ?? 0) },
      });
      if (before && full) {
        await releaseUnit(tx, before);
        await withdrawGrant(tx, before, at);
      }
      return 'succeeded' as const;
    }
    if (refund.status === 'CLOSED' || refund.status === 'ABNORMAL') {
      await tx
        .update(orderRefunds)
        .set({ state: 'failed', refundId: refund.refundId, settledAt: at })
        .where(eq(orderRefunds.outRefundNo, refund.outRefundNo));
      await moveOrder(tx, ctx.now, { orderId: row.order.id, from: ['refunding'], to: 'refund-failed', source, detail });
      return 'failed' as const;
    }
    return 'processing' as const;
  });
  if (outcome === 'succeeded') paymentsMetrics.order('refunded');
  if (outcome === 'unknown') ctx.log?.warn({ refund, source }, 'refund result for a refund we do not know');
  if (outcome === 'failed') ctx.log?.error({ refund, source }, 'refund failed at WeChat Pay; shown to operators');
  return outcome;
}
