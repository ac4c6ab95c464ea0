/**
 * Notifications that arrive after something went wrong (docs/payments.md, "Order states"): the
 * server settled but died before WeChat got the answer (the retry reaches another instance on the
 * same database), and payments for orders we had closed: granted with a unit left, else refunded by
 * the system end to end through the fake. The payments series move as they go (docs/operations.md,
 * "Metrics"). Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { orderRefunds, shopProducts } from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { scrapeRegistry, valueOf } from '../../test/metrics-text.js';
import { closeOrderLocally } from './commands/close-order.js';
import { notifyFixtures } from '../../test/notify-fixtures.js';
import { sweepRefunds } from './refund-sweeps.js';

const t = await createTestApp();
const { db, context, fake, post, payment, buy, orderOf, grantsOf, product } = notifyFixtures(t);
const buyer = await t.loginWithPhone('13800138311');
const other = await t.loginWithPhone('13800138312');

const heldOf = async (id: string) => (await db.select().from(shopProducts).where(eq(shopProducts.id, id)))[0]!.held;

/** The payments series now (the registry is this process's, so tests compare before and after). */
async function series() {
  const samples = await scrapeRegistry();
  return {
    order: (event: string) => valueOf(samples, 'culture_orders_total', { event }),
    notification: (outcome: string) => valueOf(samples, 'culture_payment_notifications_total', { outcome }),
    wechatpay: (operation: string, outcome = 'ok') =>
      valueOf(samples, 'culture_outbound_calls_total', { service: 'wechatpay', operation, outcome }),
  };
}

describe('the answer never reached WeChat', () => {
  it('settled, then the server died: the retry, to another instance, is answered 204 and grants nothing twice', async () => {
    const crashed = await buildApp({ config: t.config, database: t.database, now: t.clock.now, logger: false });
    await crashed.ready();
    const id = await product({ supply: 10 });
    const { order_no: orderNo } = await buy(buyer.token, id);
    const signed = payment(orderNo, 990);
    // Committed by the first instance; its answer is lost with it.
    await post(signed.body, signed.headers, crashed);
    await crashed.close();
    expect((await orderOf(orderNo)).state).toBe('fulfilled');
    // WeChat sends the same bytes again (same id, fresh signature), here to the instance still up.
    const retry = await post(signed.body, fake.signBody(signed.body));
    expect(retry.statusCode, retry.body).toBe(204);
    expect(await grantsOf(orderNo)).toEqual({ fulfilled: 1, certificates: 1 });
    expect(await heldOf(id)).toBe(1);
  });
});

describe('a payment for an order we closed', () => {
  it('is granted when a unit is left', async () => {
    const id = await product({ supply: 2 });
    const { order_no: orderNo } = await buy(buyer.token, id);
    const before = await series();
    await closeOrderLocally(context, (await orderOf(orderNo)).id, 'sweeper', { reason: 'expired' });
    expect(await heldOf(id)).toBe(0);
    // WeChat's close came too late: the buyer paid at the fake, which notifies.
    fake.pay(orderNo);
    const delivery = await fake.waitForDelivery((d) => d.resource.out_trade_no === orderNo && d.finished);
    expect(delivery.attempts.map((a) => a.status)).toEqual([204]);
    expect(await orderOf(orderNo)).toMatchObject({ state: 'fulfilled', holdsUnit: true });
    expect(await grantsOf(orderNo)).toEqual({ fulfilled: 1, certificates: 1 });
    expect(await heldOf(id)).toBe(1);
    const after = await series();
    expect(after.order('closed') - before.order('closed')).toBe(1);
    expect(after.order('paid') - before.order('paid')).toBe(1);
    expect(after.notification('ok') - before.notification('ok')).toBe(1);
  });

  it('is refunded by the system when the supply is gone: refund at the fake, REFUND.SUCCESS settles it', async () => {
    const id = await product({ supply: 1 });
    const { order_no: late } = await buy(buyer.token, id);
    await closeOrderLocally(context, (await orderOf(late)).id, 'sweeper', { reason: 'expired' });
    const { order_no: last } = await buy(other.token, id);
    const before = await series();
    fake.pay(late);
    await fake.waitForDelivery((d) => d.resource.out_trade_no === late && d.finished);
    expect(await orderOf(late)).toMatchObject({ state: 'paid', holdsUnit: false });
    const lateId = (await orderOf(late)).id;
    const [requested] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, lateId));
    expect(requested).toMatchObject({ requestedBy: 'system', state: 'requested', amountFen: 990 });
    // The refunds' sweep sends it; the fake takes it (PROCESSING until the test ends it).
    await sweepRefunds(context);
    expect(fake.refund(requested!.outRefundNo)).toMatchObject({ status: 'PROCESSING', refundFen: 990 });
    expect((await orderOf(late)).state).toBe('refunding');
    fake.completeRefund(requested!.outRefundNo);
    const notice = await fake.waitForDelivery(
      (d) => d.eventType === 'REFUND.SUCCESS' && d.resource.out_refund_no === requested!.outRefundNo && d.finished,
    );
    expect(notice.attempts.map((a) => a.status)).toEqual([204]);
    expect((await orderOf(late)).state).toBe('refunded');
    const [settled] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, lateId));
    expect(settled).toMatchObject({ state: 'succeeded', refundId: expect.any(String) });
    expect(await grantsOf(late)).toEqual({ fulfilled: 0, certificates: 0 });
    // The other buyer's order keeps the last unit.
    expect((await orderOf(last)).state).toBe('created');
    expect(await heldOf(id)).toBe(1);
    const after = await series();
    expect(after.order('paid') - before.order('paid')).toBe(1);
    expect(after.order('refunded') - before.order('refunded')).toBe(1);
    expect(after.wechatpay('refund') - before.wechatpay('refund')).toBe(1);
    expect(after.notification('ok') - before.notification('ok')).toBe(2);
  });
});

describe('the payments series', () => {
  it('count orders created, notifications refused and ok, and WeChat Pay calls', async () => {
    const before = await series();
    const id = await product({ supply: 5 });
    const { order_no: orderNo } = await buy(buyer.token, id);
    const signed = payment(orderNo, 990);
    await post(signed.body, { ...signed.headers, 'Wechatpay-Signature': 'Zm9yZ2Vk' });
    await post(signed.body, signed.headers);
    const after = await series();
    expect(after.order('created') - before.order('created')).toBe(1);
    expect(after.wechatpay('prepayNative') - before.wechatpay('prepayNative')).toBe(1);
    expect(after.notification('refused') - before.notification('refused')).toBe(1);
    expect(after.notification('ok') - before.notification('ok')).toBe(1);
    expect(after.order('paid') - before.order('paid')).toBe(1);
  });
});
