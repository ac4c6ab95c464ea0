/**
 * One order as operators look into it (docs/payments.md, "Operator API"): the order with its
 * refunds, every change of its state oldest first, and the certificate it granted. And every
 * product as operators edit it, with the card-holder list's counts.
 */
import { asc, eq, sql } from 'drizzle-orm';
import type { AdminOrderDetail, AdminProductRow, Locale } from '@culture/protocol';
import { certificates, orderEvents, orderRefunds, orders, shopEligibility, shopProducts, users } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { PaymentsContext } from '../payments-context.js';
import { presentAdminOrder } from './admin-orders.js';

type Ctx = Pick<PaymentsContext, 'db'>;

export async function adminOrderDetail(ctx: Ctx, orderNo: string, locale: Locale): Promise<AdminOrderDetail> {
  const [found] = await ctx.db
    .select({ order: orders, phone: users.phoneE164, product: shopProducts })
    .from(orders)
    .innerJoin(shopProducts, eq(shopProducts.id, orders.productId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.outTradeNo, orderNo));
  if (!found) throw new ApiError('orderNotFound');
  const { order } = found;
  const [refunds, events, [certificate]] = await Promise.all([
    ctx.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)).orderBy(asc(orderRefunds.createdAt)),
    ctx.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id)).orderBy(asc(orderEvents.at), asc(orderEvents.id)),
    ctx.db.select().from(certificates).where(eq(certificates.orderId, order.id)),
  ]);
  return {
    order: presentAdminOrder(order, found.phone, refunds),
    product_name: found.product.name[locale],
    expires_at: order.expiresAt.toISOString(),
    closed_at: order.closedAt?.toISOString() ?? null,
    events: events.map((e) => ({
      from_state: e.fromState,
      to_state: e.toState,
      source: e.source,
      detail: (e.detail as Record<string, unknown> | null) ?? null,
      at: e.at.toISOString(),
    })),
    certificate: certificate
      ? {
          code: certificate.code,
          serial: certificate.serial,
          issued_at: certificate.issuedAt.toISOString(),
          withdrawn_at: certificate.withdrawnAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** Every product (a shop holds a handful), in the shop's order, with the card-holder list's counts. */
export async function adminProducts(ctx: Ctx): Promise<AdminProductRow[]> {
  const [products, counts] = await Promise.all([
    ctx.db.select().from(shopProducts).orderBy(asc(shopProducts.sortOrder), asc(shopProducts.id)),
    ctx.db
      .select({
        productId: shopEligibility.productId,
        phones: sql<number>`count(${shopEligibility.phoneE164})::int`,
        codes: sql<number>`count(${shopEligibility.codeHash})::int`,
        used: sql<number>`count(${shopEligibility.usedAt})::int`,
      })
      .from(shopEligibility)
      .groupBy(shopEligibility.productId),
  ]);
  const byProduct = new Map(counts.map((c) => [c.productId, c]));
  return products.map((p) => {
    const c = byProduct.get(p.id);
    return {
      id: p.id,
      kind: p.kind as AdminProductRow['kind'],
      name: p.name,
      description: p.description,
      image: p.image,
      price_fen: p.priceFen,
      member_price_fen: p.memberPriceFen,
      supply: p.supply,
      on_sale: p.onSale,
      refund_days: p.refundDays,
      dress_id: p.dressId,
      held: p.held,
      issued: p.issued,
      eligibility: { phones: c?.phones ?? 0, codes: c?.codes ?? 0, used: c?.used ?? 0 },
    };
  });
}
