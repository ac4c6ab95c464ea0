/**
 * What the notify-route tests send: notifications made as WeChat Pay makes them (the envelope, the
 * resource encrypted with the APIv3 key, signed with the fake's key; wechat-pay-fake.ts's
 * signNotification), POSTed to the real route of an app from createTestApp, and orders bought over
 * HTTP through the fake.
 */
import { randomInt } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { API_PATHS, type OrderView } from '@culture/protocol';
import { certificates, orderEvents, orders, reconciliationDiffs } from '../db/schema.js';
import type { FakeMode } from '../integrations/wechatpay/wechat-pay-fake-mount.js';
import { beijingTime } from '../integrations/wechatpay/wechat-pay-results.js';
import type { TestApp } from './helper.js';
import { paymentsFixtures } from './payments-fixtures.js';

const digits = (n: number) => Array.from({ length: n }, () => String(randomInt(10))).join('');

export function notifyFixtures(t: TestApp) {
  const { fake, client } = (t.app as unknown as { wechatPayFake: FakeMode }).wechatPayFake;
  const payments = paymentsFixtures(t);
  const { db } = payments;

  /** POSTs raw bytes to the notify route, as WeChat does (to another app on the same database when given). */
  const post = (body: string | Buffer, headers: Record<string, string>, app: FastifyInstance = t.app) =>
    app.inject({
      method: 'POST',
      url: API_PATHS.wechatPayNotify,
      headers: { 'content-type': 'application/json', ...headers },
      payload: body,
    });

  /** The decrypted resource of WeChat's TRANSACTION.SUCCESS for an order paid in full (overrides: anything else). */
  const paidResource = (outTradeNo: string, totalFen: number, overrides: Record<string, unknown> = {}) => ({
    mchid: client.mchId,
    appid: client.appId,
    out_trade_no: outTradeNo,
    transaction_id: `42000${digits(23)}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    success_time: beijingTime(new Date()),
    payer: { openid: `o${digits(27)}` },
    amount: { total: totalFen, payer_total: totalFen, currency: 'CNY', payer_currency: 'CNY' },
    ...overrides,
  });

  /** A signed, encrypted payment notification (signed `atMs`, now by default). */
  const payment = (outTradeNo: string, totalFen: number, atMs?: number) =>
    fake.signNotification('TRANSACTION.SUCCESS', paidResource(outTradeNo, totalFen), atMs);

  /** A member's order for `productId`, created over HTTP (native pay, prepaid at the fake). */
  async function buy(token: string, productId: string): Promise<OrderView> {
    const created = await t.post(API_PATHS.orders, { product_id: productId, method: 'native' }, { token });
    if (created.statusCode !== 200) throw new Error(`order not created: ${created.body}`);
    return (created.json().data as { order: OrderView }).order;
  }

  const orderOf = async (outTradeNo: string) => (await db.select().from(orders).where(eq(orders.outTradeNo, outTradeNo)))[0]!;

  /** How often the order was fulfilled, and how many certificates it has: both 1 after any number of copies. */
  async function grantsOf(outTradeNo: string): Promise<{ fulfilled: number; certificates: number }> {
    const { id } = await orderOf(outTradeNo);
    const [events] = await db
      .select({ n: count() })
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.toState, 'fulfilled')));
    const [certs] = await db.select({ n: count() }).from(certificates).where(eq(certificates.orderId, id));
    return { fulfilled: events!.n, certificates: certs!.n };
  }

  const differencesOf = (outTradeNo: string) =>
    db.select().from(reconciliationDiffs).where(eq(reconciliationDiffs.outTradeNo, outTradeNo));

  return { ...payments, fake, client, post, paidResource, payment, buy, orderOf, grantsOf, differencesOf };
}
