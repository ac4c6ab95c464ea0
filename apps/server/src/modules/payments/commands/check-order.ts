/**
 * Asking WeChat Pay about an order still `created` (docs/payments.md, "Order states"): the result
 * page's polling (at most once every 3 s per order) and the sweeper (orders unpaid after 2 minutes,
 * at most once a minute). The check is claimed with a conditional update of `checked_at`, so many
 * polls of one order ask WeChat once; what WeChat says goes through settlePayment.
 */
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { orders } from '../../../db/schema.js';
import type { PaymentsContext } from '../payments-context.js';
import type { OrderRow } from './order-rows.js';
import { settlePayment, type SettleOutcome } from './settle-payment.js';

/** The result page asks at most this often per order. */
export const RESULT_CHECK_INTERVAL_MS = 3_000;

/** Claims the check of `order` unless it was checked within `intervalMs`; true when this caller should ask. */
async function claimCheck(context: PaymentsContext, order: OrderRow, intervalMs: number): Promise<boolean> {
  const at = new Date(context.now());
  const claimed = await context.db
    .update(orders)
    .set({ checkedAt: at })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.state, 'created'),
        or(isNull(orders.checkedAt), lt(orders.checkedAt, new Date(at.getTime() - intervalMs))),
      ),
    )
    .returning({ id: orders.id });
  return claimed.length > 0;
}

/** Asks WeChat Pay about an unpaid order and settles what it says; null when not asked (checked lately, or not sent yet). */
export async function checkOrder(
  context: PaymentsContext,
  order: OrderRow,
  intervalMs: number,
  source: 'query' | 'sweeper',
  /** The sweeper claimed its orders in its own statement. */
  claimed = false,
): Promise<SettleOutcome | null> {
  if (order.state !== 'created' || order.payAction === null) return null;
  if (!claimed && !(await claimCheck(context, order, intervalMs))) return null;
  const result = await context.wechatPay.queryOrder(order.outTradeNo);
  if (!result) return 'not-paid';
  return settlePayment(context, result, source);
}
