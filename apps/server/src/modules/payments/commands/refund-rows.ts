/**
 * What the refund commands share (docs/payments.md, "Refunds"): the conditional state change of an
 * order with its order_events row, and new refund numbers. Every change is `where state = <one of
 * the expected>`, so two callers racing change it once.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderState } from '@culture/protocol';
import { orderEvents, orders } from '../../../db/schema.js';
import type { Transaction } from '../../../db/client.js';
import { nextId } from '../../../lib/ids.js';

export type OrderRow = typeof orders.$inferSelect;

/** WeChat's out_refund_no: `RF` + a snowflake id (≤ 32 of [0-9A-Za-z_-|*]). */
export const newRefundNo = (now: () => number): string => `RF${nextId(now)}`;

export interface OrderMove {
  orderId: bigint;
  from: readonly OrderState[];
  to: OrderState;
  /** What caused it: member, operator, notification, query, sweeper, system. */
  source: string;
  detail?: Record<string, unknown>;
}

/** Moves the order if it is in one of `from`; the row as it was, or null when it was not. */
export async function moveOrder(tx: Transaction, now: () => number, move: OrderMove): Promise<OrderRow | null> {
  const [before] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, move.orderId), inArray(orders.state, [...move.from])))
    .for('update');
  if (!before) return null;
  const at = new Date(now());
  await tx
    .update(orders)
    .set({ state: move.to, updatedAt: at })
    .where(and(eq(orders.id, move.orderId), eq(orders.state, before.state)));
  await tx.insert(orderEvents).values({
    id: nextId(now),
    orderId: move.orderId,
    fromState: before.state,
    toState: move.to,
    source: move.source,
    detail: move.detail ?? null,
    at,
  });
  return before;
}

/** Releases the finite-supply unit an order holds (a refund succeeded); once per order. */
export async function releaseUnit(tx: Transaction, order: OrderRow): Promise<void> {
  if (!order.holdsUnit) return;
  const [released] = await tx
    .update(orders)
    .set({ holdsUnit: false })
    .where(and(eq(orders.id, order.id), eq(orders.holdsUnit, true)))
    .returning({ productId: orders.productId });
  if (!released) return;
  await tx.execute(sql`update shop_products set held = held - 1 where id = ${released.productId} and held > 0`);
}
