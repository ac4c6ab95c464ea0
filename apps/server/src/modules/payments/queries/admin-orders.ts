/**
 * What operators read (docs/payments.md, "Operator API"): every order with its refunds, filtered by
 * state, product, the buyer's phone or id, the order number and the Beijing days it was created,
 * newest first and paged by cursor; what needs their attention; a day's differences with WeChat Pay.
 */
import { and, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { decodeListCursor, encodeListCursor, type AdminOrder, type OrderState } from '@culture/protocol';
import { orderRefunds, orders, reconciliationDiffs, reconciliationRuns, users } from '../../../db/schema.js';
import type { PaymentsContext } from '../payments-context.js';
import { beijingDay } from '../commands/beijing-date.js';
import { readFailure } from '../commands/reconcile-run.js';

export const ADMIN_ORDER_PAGE_SIZE = 50;
type Ctx = Pick<PaymentsContext, 'db'>;
type OrderRow = typeof orders.$inferSelect;
type RefundRow = typeof orderRefunds.$inferSelect;
type DiffRow = typeof reconciliationDiffs.$inferSelect;

export interface AdminOrderFilters {
  state?: OrderState | undefined;
  product?: string | undefined;
  phone?: string | undefined;
  date?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  user_id?: string | undefined;
  order_no?: string | undefined;
  cursor?: string | undefined;
}

export async function listAdminOrders(ctx: Ctx, filters: AdminOrderFilters) {
  const where: SQL[] = [];
  if (filters.state) where.push(eq(orders.state, filters.state));
  if (filters.product) where.push(eq(orders.productId, filters.product));
  if (filters.phone) where.push(eq(users.phoneE164, filters.phone));
  if (filters.user_id) where.push(eq(orders.userId, BigInt(filters.user_id)));
  if (filters.order_no) where.push(eq(orders.outTradeNo, filters.order_no));
  if (filters.date) {
    const { start, end } = beijingDay(filters.date);
    where.push(sql`${orders.createdAt} >= ${start} and ${orders.createdAt} < ${end}`);
  }
  // A range of Beijing days, both ends included: from the first's start to the last's end.
  if (filters.from) where.push(gte(orders.createdAt, beijingDay(filters.from).start));
  if (filters.to) where.push(lt(orders.createdAt, beijingDay(filters.to).end));
  const after = filters.cursor ? decodeListCursor(filters.cursor) : null;
  if (after) where.push(or(lt(orders.createdAt, after.at), and(eq(orders.createdAt, after.at), lt(orders.id, after.id)))!);
  const found = await ctx.db
    .select({ order: orders, phone: users.phoneE164 })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(and(...where))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(ADMIN_ORDER_PAGE_SIZE + 1);
  const page = found.slice(0, ADMIN_ORDER_PAGE_SIZE);
  const last = page.at(-1);
  return {
    content: await withRefunds(ctx, page),
    next_cursor:
      found.length > ADMIN_ORDER_PAGE_SIZE && last ? encodeListCursor({ at: last.order.createdAt, id: last.order.id }) : null,
  };
}

/** Orders as operators see them, with every refund of each. */
async function withRefunds(ctx: Ctx, page: Array<{ order: OrderRow; phone: string | null }>): Promise<AdminOrder[]> {
  const ids = page.map((p) => p.order.id);
  const refunds = ids.length
    ? await ctx.db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, ids)).orderBy(orderRefunds.createdAt)
    : [];
  return page.map(({ order, phone }) =>
    presentAdminOrder(
      order,
      phone,
      refunds.filter((r) => r.orderId === order.id),
    ),
  );
}

export function presentAdminOrder(order: OrderRow, phone: string | null, refunds: RefundRow[]): AdminOrder {
  return {
    order_no: order.outTradeNo,
    user_id: order.userId?.toString() ?? null,
    phone,
    product_id: order.productId,
    amount_fen: order.amountFen,
    paid_fen: order.paidFen,
    price: order.price as AdminOrder['price'],
    method: order.method as AdminOrder['method'],
    state: order.state as AdminOrder['state'],
    transaction_id: order.transactionId,
    created_at: order.createdAt.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    refunds: refunds.map((r) => ({
      out_refund_no: r.outRefundNo,
      state: r.state as AdminOrder['refunds'][number]['state'],
      amount_fen: r.amountFen,
      reason: r.reason,
      requested_by: r.requestedBy as AdminOrder['refunds'][number]['requested_by'],
      created_at: r.createdAt.toISOString(),
      settled_at: r.settledAt?.toISOString() ?? null,
      decision_note: r.decisionNote,
    })),
  };
}

const ATTENTION_LIMIT = 200;

/** Orders having a refund matching `where`, newest refund first. */
async function ordersWithRefund(ctx: Ctx, where: SQL): Promise<AdminOrder[]> {
  const found = await ctx.db
    .selectDistinctOn([orderRefunds.orderId], { order: orders, phone: users.phoneE164, at: orderRefunds.createdAt })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(orderRefunds.orderId, desc(orderRefunds.createdAt))
    .limit(ATTENTION_LIMIT);
  found.sort((a, b) => b.at.getTime() - a.at.getTime());
  return withRefunds(ctx, found);
}

export async function paymentsAttention(ctx: Ctx) {
  const differences = await ctx.db
    .select()
    .from(reconciliationDiffs)
    .where(isNull(reconciliationDiffs.resolvedAt))
    .orderBy(desc(reconciliationDiffs.createdAt))
    .limit(ATTENTION_LIMIT);
  return {
    failed_refunds: await ordersWithRefund(ctx, eq(orders.state, 'refund-failed')),
    // Payments the system refunds (paid after close, supply gone): shown until the refund is done.
    system_refunds: await ordersWithRefund(
      ctx,
      and(eq(orderRefunds.requestedBy, 'system'), inArray(orderRefunds.state, ['requested', 'processing', 'failed']))!,
    ),
    waiting_requests: await ordersWithRefund(ctx, eq(orders.state, 'refund-requested')),
    differences: differences.map(presentDifference),
  };
}

export function presentDifference(d: DiffRow) {
  return {
    id: d.id.toString(),
    bill_date: d.billDate,
    kind: d.kind as 'missing-here' | 'missing-there' | 'amount' | 'state' | 'refund',
    order_no: d.outTradeNo,
    transaction_id: d.transactionId,
    ours: (d.ours as Record<string, unknown> | null) ?? null,
    theirs: (d.theirs as Record<string, unknown> | null) ?? null,
    resolved_at: d.resolvedAt?.toISOString() ?? null,
    resolution_note: d.resolutionNote,
    created_at: d.createdAt.toISOString(),
  };
}

/** A day's run (null: never reconciled) and its differences. */
export async function listDifferences(ctx: Ctx, date: string) {
  const found = await ctx.db
    .select()
    .from(reconciliationDiffs)
    .where(eq(reconciliationDiffs.billDate, date))
    .orderBy(reconciliationDiffs.createdAt, reconciliationDiffs.id);
  const [run] = await ctx.db.select().from(reconciliationRuns).where(eq(reconciliationRuns.billDate, date));
  const failure = run?.status === 'failed' ? readFailure(run.error) : null;
  return {
    date,
    run: run
      ? {
          status: run.status,
          bill_lines: run.billLines,
          added: run.added,
          reason: failure?.reason ?? null,
          error: failure?.detail ?? null,
          attempts: run.attempts,
          started_at: run.startedAt.toISOString(),
          finished_at: run.finishedAt?.toISOString() ?? null,
        }
      : null,
    differences: found.map(presentDifference),
  };
}

/**
 * Marks differences of `date` resolved with the operator's note (others' ids are ignored); already
 * resolved ones keep their time and note.
 */
export async function resolveDifferences(
  ctx: Pick<PaymentsContext, 'db' | 'now'>,
  date: string,
  ids: string[],
  note: string | null = null,
) {
  await ctx.db
    .update(reconciliationDiffs)
    .set({ resolvedAt: new Date(ctx.now()), resolutionNote: note })
    .where(
      and(
        eq(reconciliationDiffs.billDate, date),
        inArray(
          reconciliationDiffs.id,
          ids.map((id) => BigInt(id)),
        ),
        isNull(reconciliationDiffs.resolvedAt),
      ),
    );
}
