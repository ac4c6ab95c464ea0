/**
 * Buying through the fleet (docs/payments.md "Order states"): a member orders a numbered
 * collectible (H5 pay), pays on WeChat's side (the fake's buyer hook), WeChat's notification
 * reaches a node through the proxy (again after a refusal), and the order reads `fulfilled`.
 * Every order the app acknowledged and every payment WeChat took is kept to be found afterwards.
 */
import type { StartedWechatPayFake } from '../../apps/server/dist/integrations/wechatpay/wechat-pay-fake.js';
import { call, type Tally } from './members';

export interface Purchases {
  /** Order numbers the app answered a create with. */
  created: Set<string>;
  /** Order numbers WeChat Pay took the money for. */
  paid: Set<string>;
  /** Order numbers a member read back as fulfilled. */
  fulfilled: Set<string>;
}

export const newPurchases = (): Purchases => ({ created: new Set(), paid: new Set(), fulfilled: new Set() });

/** A collectible with no supply limit, ¥6.00 (600 fen), through the operator API. */
export async function createProduct(tally: Tally, baseUrl: string, seed: number, token: string): Promise<string> {
  const id = `topology-${seed}`;
  const L = { 'zh-CN': '数字荷包', 'zh-TW': '數位荷包', 'en-US': 'Digital pocket' };
  const answer = await call(tally, baseUrl, 'operator', '/api/admin/shop/products', {
    method: 'PUT',
    plain: true,
    token,
    ip: '10.0.0.1',
    body: {
      id,
      kind: 'collectible',
      name: L,
      description: L,
      image: '/images/pages/yuanxiao/badge.svg',
      price_fen: 600,
      member_price_fen: null,
      supply: null,
      on_sale: true,
      refund_days: 0,
      dress_id: null,
    },
  });
  if (answer.result !== 1) throw new Error(`product: ${answer.raw}`);
  return id;
}

/** Polls `check` until it answers true or `ms` pass (no sleep as synchronisation: a deadline). */
export async function until(check: () => boolean | Promise<boolean>, ms: number, everyMs = 250): Promise<boolean> {
  const deadline = Date.now() + ms;
  for (;;) {
    if (await check()) return true;
    if (Date.now() >= deadline) return false;
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

/** WeChat's notification of this order's payment was answered 2xx by a node. */
export const notified = (fake: StartedWechatPayFake, orderNo: string) =>
  fake
    .deliveries()
    .some((d) => d.kind === 'notification' && d.delivered && (d.resource as { out_trade_no?: string }).out_trade_no === orderNo);

/**
 * One purchase by a logged-in member: order, pay, wait for the notification to be taken, then read
 * the order until it is fulfilled (a failure is recorded when it never is within the deadline).
 */
export async function purchase(
  tally: Tally,
  baseUrl: string,
  fake: StartedWechatPayFake,
  productId: string,
  as: { token: string; ip: string },
  purchases: Purchases,
): Promise<void> {
  const created = await call<{ order: { order_no: string } }>(tally, baseUrl, 'order', '/api/v5/orders', {
    ...as,
    body: { product_id: productId, method: 'h5' },
  });
  if (created.result !== 1) return;
  const orderNo = created.data.order.order_no;
  purchases.created.add(orderNo);
  // The buyer confirms on WeChat's page: WeChat takes the money and notifies.
  fake.pay(orderNo);
  purchases.paid.add(orderNo);
  const startedAt = Date.now();
  await until(() => notified(fake, orderNo), 30_000);
  let state = '';
  await until(async () => {
    const order = await call<{ state: string }>(tally, baseUrl, 'order read', `/api/v5/orders/${orderNo}`, as);
    state = order.data?.state ?? '';
    return state === 'fulfilled';
  }, 30_000);
  if (state === 'fulfilled') purchases.fulfilled.add(orderNo);
  else
    tally.failures.push({
      what: 'order not fulfilled',
      status: 200,
      body: `${orderNo}: ${state}`,
      startedAt,
      endedAt: Date.now(),
    });
}
