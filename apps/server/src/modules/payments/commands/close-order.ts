/**
 * Closing an unpaid order (docs/payments.md, "Order states"): at WeChat Pay first, so it can no
 * longer be paid, then here, giving back the unit and the card-holder eligibility. A payment that
 * slipped in before the close is settled instead (WeChat answers ORDERPAID, or the query says SUCCESS).
 */
import { eq } from 'drizzle-orm';
import { orders } from '../../../db/schema.js';
import { WechatPayError } from '../../../integrations/wechatpay/wechat-pay.js';
import { paymentsMetrics } from '../../../lib/metrics/business.js';
import type { PaymentsContext } from '../payments-context.js';
import { releaseEligibility, releaseUnit, transition, type OrderRow, type OrderSource } from './order-rows.js';
import { settlePayment } from './settle-payment.js';

/** Closes the order here only (it was never payable at WeChat, or WeChat closed it): true when it was `created`. */
export async function closeOrderLocally(
  context: PaymentsContext,
  orderId: bigint,
  source: OrderSource,
  detail: Record<string, unknown> | null = null,
): Promise<boolean> {
  const at = new Date(context.now());
  const closed = await context.db.transaction(async (tx) => {
    const row = await transition(tx, orderId, 'created', 'closed', source, at, { closedAt: at }, detail);
    if (!row) return false;
    await releaseUnit(tx, row, at);
    await releaseEligibility(tx, orderId);
    return true;
  });
  if (closed) paymentsMetrics.order('closed');
  return closed;
}

export type CloseOutcome = 'closed' | 'paid' | 'not-open';

/**
 * Closes an order at WeChat Pay and here (`reason`: expired or cancelled). 'paid': it turned out
 * paid and was settled; 'not-open': it was no longer `created`.
 */
export async function closeOrder(
  context: PaymentsContext,
  order: OrderRow,
  source: Extract<OrderSource, 'member' | 'sweeper'>,
  reason: 'expired' | 'cancelled',
): Promise<CloseOutcome> {
  const { wechatPay } = context;
  const settleSource = source === 'sweeper' ? 'sweeper' : 'query';
  // An order never sent to WeChat (no pay action yet) has nothing to close there.
  if (order.payAction !== null) {
    const known = await wechatPay.queryOrder(order.outTradeNo);
    if (known?.tradeState === 'SUCCESS') {
      await settlePayment(context, known, settleSource);
      return 'paid';
    }
    if (known) {
      try {
        await wechatPay.closeOrder(order.outTradeNo);
      } catch (err) {
        if (!(err instanceof WechatPayError && err.code === 'ORDERPAID')) throw err;
        const paid = await wechatPay.queryOrder(order.outTradeNo);
        if (paid) await settlePayment(context, paid, settleSource);
        return 'paid';
      }
    }
  }
  const closed = await closeOrderLocally(context, order.id, source, { reason });
  if (closed) return 'closed';
  const [now] = await context.db.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
  return now?.state === 'fulfilled' ? 'paid' : 'not-open';
}
