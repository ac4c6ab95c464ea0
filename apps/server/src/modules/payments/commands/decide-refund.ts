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
const DIRECTLY_REFUNDABLE = ['fulfilled', 'paid', 'refund-failed', 'partially-refunded'] as const;

/**
 * `amountFen` less than what is left is a partial refund (e.g. a fee kept): the order becomes
 * partially refunded and keeps its grant; more partial refunds may follow, one at a time, until
 * their sum reaches what was paid (never beyond: 40076), when it is refunded and the grant withdrawn
 * (docs/payments.md, "Refunds"). Without an amount, what is left is refunded. The order's row lock
 * makes two refunds at once add up under it; the open-refund index lets one be in flight.
 */
export async function refundDirectly(
  ctx: PaymentsContext,
  orderNo: string,
  { reason, amountFen }: { reason: string; amountFen?: number | undefined },
  audit?: DecisionAudit,
): Promise<{ outRefundNo: string; outcome: RefundOutcome }> {
  const { outRefundNo, approves } = await ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.outTradeNo, orderNo)).for('update');
    if (!order) throw new ApiError('orderNotFound');
    const refunds = await tx
      .select()
      .from(orderRefunds)
      .where(and(eq(orderRefunds.orderId, order.id), inArray(orderRefunds.state, ['requested', 'processing', 'succeeded'])));
    const pending = refunds.find((r) => r.state !== 'succeeded');
    // A member's (or the system's) request waiting: refunding directly approves it. Another operator's
    // refund not yet sent (two at once) is in flight like a processing one.
    if (pending?.state === 'requested' && pending.requestedBy !== 'operator')
      return { outRefundNo: pending.outRefundNo, approves: true };
    if (pending) throw new ApiError('refundAlreadyRequested');
    if (!(DIRECTLY_REFUNDABLE as readonly string[]).includes(order.state)) throw new ApiError('refundNotAllowed');
    const paid = order.paidFen ?? order.amountFen;
    const left = paid - refunds.reduce((sum, r) => sum + r.amountFen, 0);
    if (left <= 0 || (amountFen !== undefined && amountFen > left))
      throw new ApiError('refundAmountTooLarge', {
        details: { paid_fen: String(paid), refundable_fen: String(Math.max(left, 0)) },
      });
    const no = newRefundNo(ctx.now);
    await tx.insert(orderRefunds).values({
      outRefundNo: no,
      orderId: order.id,
      amountFen: amountFen ?? left,
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
