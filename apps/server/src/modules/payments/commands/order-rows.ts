/**
 * The statements every order command shares (docs/payments.md, "Order states"): a state change is
 * a conditional UPDATE (`where state = <expected>`) plus an order_events row, in the caller's
 * transaction, so two racing callers change an order once.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { OrderState } from '@culture/protocol';
import type { Transaction } from '../../../db/client.js';
import { orderEvents, orders, shopEligibility, shopProducts } from '../../../db/schema.js';
import { nextId } from '../../../lib/ids.js';

export type OrderRow = typeof orders.$inferSelect;
export type ProductRow = typeof shopProducts.$inferSelect;

/** Who caused a change: the payment notification, a result query, the sweeper, the buyer, an operator, the system. */
export type OrderSource = 'notification' | 'query' | 'sweeper' | 'member' | 'operator' | 'system';

export async function recordEvent(
  tx: Transaction,
  order: { id: bigint },
  from: OrderState | null,
  to: OrderState,
  source: OrderSource,
  at: Date,
  detail: Record<string, unknown> | null = null,
): Promise<void> {
  await tx.insert(orderEvents).values({ id: nextId(), orderId: order.id, fromState: from, toState: to, source, detail, at });
}

/** Moves the order from `from` to `to` when it is still in `from`; the changed row, or null. */
export async function transition(
  tx: Transaction,
  orderId: bigint,
  from: OrderState,
  to: OrderState,
  source: OrderSource,
  at: Date,
  set: Partial<typeof orders.$inferInsert> = {},
  detail: Record<string, unknown> | null = null,
): Promise<OrderRow | null> {
  const [row] = await tx
    .update(orders)
    .set({ ...set, state: to, updatedAt: at })
    .where(and(eq(orders.id, orderId), eq(orders.state, from)))
    .returning();
  if (!row) return null;
  await recordEvent(tx, row, from, to, source, at, detail);
  return row;
}

/** Takes one unit of a finite supply; false when none is left. */
export async function takeUnit(tx: Transaction, productId: string): Promise<boolean> {
  const taken = await tx
    .update(shopProducts)
    .set({ held: sql`${shopProducts.held} + 1` })
    .where(and(eq(shopProducts.id, productId), sql`${shopProducts.held} < ${shopProducts.supply}`))
    .returning({ held: shopProducts.held });
  return taken.length > 0;
}

/** Gives back the unit an order holds (closed unpaid, or refunded). */
export async function releaseUnit(tx: Transaction, order: OrderRow, at: Date): Promise<void> {
  if (!order.holdsUnit) return;
  const released = await tx
    .update(orders)
    .set({ holdsUnit: false, updatedAt: at })
    .where(and(eq(orders.id, order.id), eq(orders.holdsUnit, true)))
    .returning({ id: orders.id });
  if (released.length === 0) return;
  await tx
    .update(shopProducts)
    .set({ held: sql`greatest(${shopProducts.held} - 1, 0)` })
    .where(eq(shopProducts.id, order.productId));
}

/** Frees the card-holder eligibility an unpaid order held, for the next order. */
export async function releaseEligibility(tx: Transaction, orderId: bigint): Promise<void> {
  await tx
    .update(shopEligibility)
    .set({ orderId: null })
    .where(and(eq(shopEligibility.orderId, orderId), sql`${shopEligibility.usedAt} is null`));
}

/** The merchant order number WeChat Pay knows an order by (docs/payments.md): `CP` + the id. */
export const outTradeNoOf = (id: bigint): string => `CP${id}`;
