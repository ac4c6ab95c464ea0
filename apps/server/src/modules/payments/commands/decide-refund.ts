/**
 * Operators decide a member's refund request, or refund an order directly (docs/payments.md,
 * "Refunds"). Approve sends the refund (start-refund.ts); reject returns the order to fulfilled with
 * the operator's note in its history. A direct refund needs no request: a fulfilled order (or one
 * whose refund failed, or paid but not granted) is refunded at once; a pending member request is
 * approved by it. `audit` writes the operator's row in the transaction that records the decision.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { orderRefunds, orders } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { PaymentsContext } from '../payments-context.js';
import { moveOrder, newRefundNo } from './refund-rows.js';
import { startRefund, type DecisionAudit } from './start-refund.js';
import type { RefundOutcome } from './settle-refund.js';

export interface RefundDecision {
  decision: 'approve' | 'reject';
  note: string;
}

export async function decideRefund(
  ctx: PaymentsContext,
  outRefundNo: string,
  { decision, note }: RefundDecision,
  audit?: DecisionAudit,
): Promise<RefundOutcome | 'rejected'> {
  if (decision === 'approve') {
    const [refund] = await ctx.db.select().from(orderRefunds).where(eq(orderRefunds.outRefundNo, outRefundNo));
    if (!refund) throw new ApiError('orderNotFound');
    if (refund.state !== 'requested') throw new ApiError('refundNotAllowed');
    return startRefund(ctx, outRefundNo, 'operator', audit);
  }
  await ctx.db.transaction(async (tx) => {
    const [refund] = await tx
      .update(orderRefunds)
      // The note is the member's answer: their order shows it (docs/payments.md, "Refunds").
      .set({ state: 'rejected', settledAt: new Date(ctx.now()), decisionNote: note })
      .where(and(eq(orderRefunds.outRefundNo, outRefundNo), eq(orderRefunds.state, 'requested')))
      .returning();
    if (!refund) {
      const [exists] = await tx.select().from(orderRefunds).where(eq(orderRefunds.outRefundNo, outRefundNo));
      throw new ApiError(exists ? 'refundNotAllowed' : 'orderNotFound');
    }
    await moveOrder(tx, ctx.now, {
      orderId: refund.orderId,
      from: ['refund-requested'],
      to: 'fulfilled',
      source: 'operator',
      detail: { out_refund_no: outRefundNo, decision, note },
    });
    await audit?.(tx, outRefundNo);
  });
  return 'rejected';
}

/** States an operator may refund from directly (docs/payments.md, "Order states"). */
const DIRECTLY_REFUNDABLE = ['fulfilled', 'paid', 'refund-failed'] as const;

export async function refundDirectly(
  ctx: PaymentsContext,
  orderNo: string,
  reason: string,
  audit?: DecisionAudit,
): Promise<{ outRefundNo: string; outcome: RefundOutcome }> {
  const { outRefundNo, approves } = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.outTradeNo, orderNo)).for('update');
    if (!order) throw new ApiError('orderNotFound');
    const [pending] = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), inArray(orderRefunds.state, ['requested', 'processing', 'succeeded'])));
    // A member's request waiting for a decision: refunding directly approves it.
    if (pending?.state === 'requested') return { outRefundNo: pending.outRefundNo, approves: true };
    if (pending) throw new ApiError('refundAlreadyRequested');
    if (!(DIRECTLY_REFUNDABLE as readonly string[]).includes(order.state)) throw new ApiError('refundNotAllowed');
    const no = newRefundNo(ctx.now);
    await tx.insert(orderRefunds).values({
      outRefundNo: no,
      orderId: order.id,
      amountFen: order.paidFen ?? order.amountFen,
      reason,
      requestedBy: 'operator',
      state: 'requested',
      createdAt: new Date(ctx.now()),
    });
    await moveOrder(tx, ctx.now, {
      orderId: order.id,
      from: DIRECTLY_REFUNDABLE,
      to: 'refunding',
      source: 'operator',
      detail: { out_refund_no: no, reason },
    });
    await audit?.(tx, no);
    return { outRefundNo: no, approves: false };
  });
  // Approving a member's request: the decision is recorded when the refund starts.
  return { outRefundNo, outcome: await startRefund(ctx, outRefundNo, 'operator', approves ? audit : undefined) };
}
