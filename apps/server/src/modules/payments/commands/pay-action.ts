/**
 * The pay action of an order still `created` (docs/payments.md, "Order states"): WeChat Pay's
 * prepay result is cached on the order (`pay_action`) and reused while it can be paid; another
 * method is refused (WeChat keeps one trade type per order). JSAPI's arguments are signed afresh
 * each time (no network).
 */
import { and, eq } from 'drizzle-orm';
import type { PayAction, PayMethod } from '@culture/protocol';
import { orders } from '../../../db/schema.js';
import { WechatPayError } from '../../../integrations/wechatpay/wechat-pay.js';
import { ApiError } from '../../../lib/api-error.js';
import type { PaymentsContext } from '../payments-context.js';
import type { OrderRow } from './order-rows.js';
import { poolOf } from './settle-batcher.js';

/** What WeChat Pay answered for one method, as kept on the order. */
export type CachedPay =
  { method: 'jsapi'; prepayId: string } | { method: 'h5'; h5Url: string } | { method: 'native'; codeUrl: string };

export interface PayRequester {
  openId: string | null;
  clientIp: string;
}

export interface PreparedPay {
  order: OrderRow;
  pay: PayAction;
}

// WeChat shows the description on its payment screen and in the buyer's bill, in one language:
// Chinese, the app's name (docs/payments.md, "Screens: buying"). At most 18 + 1 + 32 of its 127 bytes.
const description = (order: OrderRow) => `五月宇宙订单 ${order.outTradeNo}`;

async function prepay(context: PaymentsContext, order: OrderRow, method: PayMethod, requester: PayRequester): Promise<CachedPay> {
  const { wechatPay } = context;
  const request = {
    outTradeNo: order.outTradeNo,
    description: description(order),
    amountFen: order.amountFen,
    expiresAt: order.expiresAt,
  };
  if (method === 'jsapi') {
    if (!requester.openId) throw new ApiError('payNeedsWechatSignIn');
    const { prepayId } = await wechatPay.prepayJsapi({ ...request, openId: requester.openId });
    return { method, prepayId };
  }
  if (method === 'h5') {
    const { h5Url } = await wechatPay.prepayH5({ ...request, payerClientIp: requester.clientIp });
    // WeChat returns the buyer to this page after paying (docs/payments.md).
    const back = `${context.config.publicOrigin}/order/${order.outTradeNo}`;
    return { method, h5Url: `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}` };
  }
  const { codeUrl } = await wechatPay.prepayNative(request);
  return { method, codeUrl };
}

export function payActionOf(context: PaymentsContext, cached: CachedPay): PayAction {
  if (cached.method === 'jsapi') return { method: 'jsapi', params: context.wechatPay.jsapiParams(cached.prepayId) };
  if (cached.method === 'h5') return { method: 'h5', h5_url: cached.h5Url };
  return { method: 'native', code_url: cached.codeUrl };
}

/** The pay action for `method`: the cached one when it is the same method, else a new prepay kept on the order. */
export async function preparePay(
  context: PaymentsContext,
  order: OrderRow,
  method: PayMethod,
  requester: PayRequester,
): Promise<PreparedPay> {
  const cached = order.payAction as CachedPay | null;
  if (cached && cached.method === method) return { order, pay: payActionOf(context, cached) };
  // WeChat Pay refuses one out_trade_no under another trade type ("201 商户订单号重复"): another
  // method needs a new order (docs/payments.md, "Order states").
  if (cached) throw new ApiError('orderNotPayable');
  let fresh: CachedPay;
  try {
    fresh = await prepay(context, order, method, requester);
  } catch (err) {
    if (!(err instanceof WechatPayError)) throw err;
    context.log?.warn({ err, outTradeNo: order.outTradeNo }, 'WeChat Pay prepay failed');
    throw new ApiError('paymentsUnavailable', { cause: err });
  }
  const updated = await keepPayAction(context, order, method, fresh);
  if (!updated) throw new ApiError('orderNotPayable');
  return { order: updated, pay: payActionOf(context, fresh) };
}

const KEEP_PAY_ACTION = {
  // Named: PostgreSQL parses and plans it once per connection (docs/payments.md, "Speed").
  name: 'payments_keep_pay_action',
  text: `update orders set method = $2, pay_action = $3::jsonb, updated_at = $4 where id = $1 and state = 'created'`,
};

/** The prepay kept on the order while it is still `created`; the order as it now is, or null. */
async function keepPayAction(
  context: PaymentsContext,
  order: OrderRow,
  method: PayMethod,
  fresh: CachedPay,
): Promise<OrderRow | null> {
  const updatedAt = new Date(context.now());
  const pool = poolOf(context.db);
  if (pool === null) {
    const [updated] = await context.db
      .update(orders)
      .set({ method, payAction: fresh, updatedAt })
      .where(and(eq(orders.id, order.id), eq(orders.state, 'created')))
      .returning();
    return updated ?? null;
  }
  const { rowCount } = await pool.query({
    ...KEEP_PAY_ACTION,
    values: [order.id.toString(), method, JSON.stringify(fresh), updatedAt],
  });
  return rowCount === 1 ? { ...order, method, payAction: fresh, updatedAt } : null;
}
