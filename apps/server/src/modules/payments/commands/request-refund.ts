/**
 * A member asks for a refund (docs/payments.md, "Refunds"): only their own fulfilled order, within
 * the product's refund window after payment, and only while what it granted is intact (a dress not
 * withdrawn, a certificate not withdrawn; collectibles cannot be transferred yet, so intact means
 * not withdrawn). The order becomes refund-requested and waits for an operator's decision.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { certificates, dressPurchases, orderRefunds, orders, shopProducts } from '../../../db/schema.js';
import type { Transaction } from '../../../db/client.js';
import { ApiError } from '../../../lib/api-error.js';
import type { PaymentsContext } from '../payments-context.js';
import { moveOrder, newRefundNo, type OrderRow } from './refund-rows.js';

const DAY_MS = 86_400_000;
const REFUND_STATES = new Set(['refund-requested', 'refunding', 'refunded']);

/** Until when the member may ask (null: the product allows no member refunds or it is not paid). */
export function refundableUntil(order: Pick<OrderRow, 'paidAt'>, refundDays: number): Date | null {
  if (!order.paidAt || refundDays <= 0) return null;
  return new Date(order.paidAt.getTime() + refundDays * DAY_MS);
}

export async function requestRefund(
  ctx: PaymentsContext,
  userId: bigint,
  orderNo: string,
  reason: string,
): Promise<{ outRefundNo: string }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ order: orders, refundDays: shopProducts.refundDays })
      .from(orders)
      .innerJoin(shopProducts, eq(shopProducts.id, orders.productId))
      .where(and(eq(orders.outTradeNo, orderNo), eq(orders.userId, userId)))
      .for('update', { of: orders });
    if (!row) throw new ApiError('orderNotFound');
    const { order } = row;
    if (REFUND_STATES.has(order.state)) throw new ApiError('refundAlreadyRequested');
    if (order.state !== 'fulfilled') throw new ApiError('refundNotAllowed');
    const until = refundableUntil(order, row.refundDays);
    if (!until || ctx.now() > until.getTime()) throw new ApiError('refundNotAllowed');
    if (!(await grantIntact(tx, order.id))) throw new ApiError('refundNotAllowed');
    const outRefundNo = newRefundNo(ctx.now);
    await tx.insert(orderRefunds).values({
      outRefundNo,
      orderId: order.id,
      amountFen: order.paidFen ?? order.amountFen,
      reason,
      requestedBy: 'member',
      state: 'requested',
      createdAt: new Date(ctx.now()),
    });
    await moveOrder(tx, ctx.now, {
      orderId: order.id,
      from: ['fulfilled'],
      to: 'refund-requested',
      source: 'member',
      detail: { out_refund_no: outRefundNo, reason },
    });
    return { outRefundNo };
  });
}

/** Whether what the order granted is still whole: a certificate or a dress, neither withdrawn. */
async function grantIntact(tx: Transaction, orderId: bigint): Promise<boolean> {
  const [certificate] = await tx
    .select({ code: certificates.code })
    .from(certificates)
    .where(and(eq(certificates.orderId, orderId), isNull(certificates.withdrawnAt)));
  if (certificate) return true;
  const [dress] = await tx
    .select({ orderId: dressPurchases.orderId })
    .from(dressPurchases)
    .where(and(eq(dressPurchases.orderId, orderId), isNull(dressPurchases.withdrawnAt)));
  return Boolean(dress);
}
