/** The member's orders, newest first, a page at a time (cursor: the last one's time and id). */
import { and, desc, eq, sql } from 'drizzle-orm';
import { decodeListCursor, encodeListCursor, type Locale, type OrderView } from '@culture/protocol';
import { orders } from '../../../db/schema.js';
import type { PaymentsContext } from '../payments-context.js';
import { presentOrders } from './order-view.js';

export const ORDER_PAGE_SIZE = 20;

export async function listOrders(
  context: PaymentsContext,
  userId: bigint,
  cursor: string | undefined,
  locale: Locale,
): Promise<{ content: OrderView[]; next_cursor: string | null }> {
  const after = cursor ? decodeListCursor(cursor) : null;
  const rows = await context.db
    .select()
    .from(orders)
    .where(
      and(eq(orders.userId, userId), after ? sql`(${orders.createdAt}, ${orders.id}) < (${after.at}, ${after.id})` : undefined),
    )
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ORDER_PAGE_SIZE + 1);
  const page = rows.slice(0, ORDER_PAGE_SIZE);
  const last = page[page.length - 1];
  return {
    content: await presentOrders(context.db, page, locale, context.now()),
    next_cursor: rows.length > ORDER_PAGE_SIZE && last ? encodeListCursor({ at: last.createdAt, id: last.id }) : null,
  };
}
