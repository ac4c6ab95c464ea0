/**
 * One order as its buyer sees it (OrderView on the wire), in their language: the product, the
 * state, the payment, the refund window, the latest refund and the certificate it granted.
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Locale, OrderView } from '@culture/protocol';
import type { Database } from '../../../db/client.js';
import { certificates, orderRefunds, orders, shopProducts } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { OrderRow, ProductRow } from '../commands/order-rows.js';

const DAY_MS = 86_400_000;

type RefundRow = typeof orderRefunds.$inferSelect;

/** The buyer's order by its number; orderNotFound for anyone else's (no hint that it exists). */
export async function findBuyersOrder(db: Database, userId: bigint, orderNo: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.outTradeNo, orderNo), eq(orders.userId, userId)));
  if (!order) throw new ApiError('orderNotFound');
  return order;
}

/** Until when the member may ask for a refund (a fulfilled order inside the product's window), else null. */
export function refundableUntil(order: OrderRow, product: ProductRow, nowMs: number): Date | null {
  if (order.state !== 'fulfilled' || product.refundDays <= 0 || !order.paidAt) return null;
  const until = order.paidAt.getTime() + product.refundDays * DAY_MS;
  return until > nowMs ? new Date(until) : null;
}

export function presentOrder(
  order: OrderRow,
  product: ProductRow,
  refund: RefundRow | null,
  refundedFen: number,
  certificateCode: string | null,
  locale: Locale,
  nowMs: number,
): OrderView {
  return {
    order_no: order.outTradeNo,
    product_id: product.id,
    product_kind: product.kind as OrderView['product_kind'],
    product_name: product.name[locale],
    image: product.image,
    amount_fen: order.amountFen,
    price: order.price as OrderView['price'],
    method: order.method as OrderView['method'],
    state: order.state as OrderView['state'],
    created_at: order.createdAt.toISOString(),
    expires_at: order.expiresAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    transaction_id: order.transactionId,
    refundable_until: refundableUntil(order, product, nowMs)?.toISOString() ?? null,
    refund: refund
      ? {
          state: refund.state as NonNullable<OrderView['refund']>['state'],
          amount_fen: refund.amountFen,
          reason: refund.reason,
          requested_at: refund.createdAt.toISOString(),
          settled_at: refund.settledAt?.toISOString() ?? null,
          decision_note: refund.decisionNote,
        }
      : null,
    refunded_fen: refundedFen,
    certificate_code: certificateCode,
  };
}

/** Presents several orders with three reads (products, latest refunds, certificates), whatever their number. */
export async function presentOrders(db: Database, rows: OrderRow[], locale: Locale, nowMs: number): Promise<OrderView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const [products, refunds, certs] = await Promise.all([
    db.select().from(shopProducts).where(inArray(shopProducts.id, productIds)),
    db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids)).orderBy(desc(orderRefunds.createdAt)),
    db
      .select({ orderId: certificates.orderId, code: certificates.code })
      .from(certificates)
      .where(inArray(certificates.orderId, ids)),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const latestRefund = new Map<bigint, RefundRow>();
  const refundedFen = new Map<bigint, number>();
  for (const refund of refunds) {
    if (!latestRefund.has(refund.orderId)) latestRefund.set(refund.orderId, refund);
    if (refund.state === 'succeeded') refundedFen.set(refund.orderId, (refundedFen.get(refund.orderId) ?? 0) + refund.amountFen);
  }
  const codeByOrder = new Map(certs.map((c) => [c.orderId, c.code]));
  return rows.map((order) =>
    presentOrder(
      order,
      productById.get(order.productId)!,
      latestRefund.get(order.id) ?? null,
      refundedFen.get(order.id) ?? 0,
      codeByOrder.get(order.id) ?? null,
      locale,
      nowMs,
    ),
  );
}
