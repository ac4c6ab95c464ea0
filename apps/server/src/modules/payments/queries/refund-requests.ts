/**
 * Members' refund requests waiting for a decision (docs/operator-console.md, "Orders"): the longest
 * waiting first, since those are the ones to see, paged by (request time, order id) on the server
 * instead of the attention list's newest 200.
 */
import { and, asc, count, eq, gt, inArray, or } from 'drizzle-orm';
import { decodeListCursor, encodeListCursor, type AdminRefundRequestList } from '@culture/protocol';
import { orderRefunds, orders, users } from '../../../db/schema.js';
import type { PaymentsContext } from '../payments-context.js';
import { presentAdminOrder } from './admin-orders.js';

export const REFUND_REQUEST_PAGE_SIZE = 50;

export async function listRefundRequests(
  ctx: Pick<PaymentsContext, 'db'>,
  cursor: string | undefined,
): Promise<AdminRefundRequestList> {
  const waiting = and(eq(orders.state, 'refund-requested'), eq(orderRefunds.state, 'requested'));
  const position = cursor ? decodeListCursor(cursor) : null;
  const after = position
    ? or(gt(orderRefunds.createdAt, position.at), and(eq(orderRefunds.createdAt, position.at), gt(orders.id, position.id)))
    : undefined;
  const [[{ total } = { total: 0 }], found] = await Promise.all([
    ctx.db.select({ total: count() }).from(orderRefunds).innerJoin(orders, eq(orders.id, orderRefunds.orderId)).where(waiting),
    ctx.db
      .select({ order: orders, phone: users.phoneE164, at: orderRefunds.createdAt })
      .from(orderRefunds)
      .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
      .leftJoin(users, eq(users.id, orders.userId))
      .where(and(waiting, after))
      .orderBy(asc(orderRefunds.createdAt), asc(orders.id))
      .limit(REFUND_REQUEST_PAGE_SIZE + 1),
  ]);
  const page = found.slice(0, REFUND_REQUEST_PAGE_SIZE);
  const ids = page.map((p) => p.order.id);
  const refunds = ids.length ? await ctx.db.select().from(orderRefunds).where(inOrders(ids)).orderBy(orderRefunds.createdAt) : [];
  const last = page.at(-1);
  return {
    total: Number(total),
    content: page.map(({ order, phone }) =>
      presentAdminOrder(
        order,
        phone,
        refunds.filter((r) => r.orderId === order.id),
      ),
    ),
    next_cursor: found.length > REFUND_REQUEST_PAGE_SIZE && last ? encodeListCursor({ at: last.at, id: last.order.id }) : null,
  };
}

function inOrders(ids: bigint[]) {
  return inArray(orderRefunds.orderId, ids);
}
