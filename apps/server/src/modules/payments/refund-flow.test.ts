/**
 * Refunds from end to end against the app's mounted WeChat Pay fake (docs/payments.md, "Refunds"):
 * a member buys, asks, an operator approves, the fake takes the refund and its REFUND.SUCCESS
 * notification comes through the notify route: the order refunded, the unit back, the grant
 * withdrawn. Also a rejection the member reads, a direct refund, a refund WeChat ends ABNORMAL or
 * CLOSED (shown to operators), and a notification delivered twice settling once. The fake's refunds
 * stay PROCESSING until the test calls completeRefund (site.ts, refundAfterMs null in tests).
 * Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, type OrderView } from '@culture/protocol';
import { orderEvents, orderRefunds, shopProducts, vrAvatars } from '../../db/schema.js';
import type { FakeMode } from '../../integrations/wechatpay/wechat-pay-fake-mount.js';
import { createTestApp } from '../../test/helper.js';
import { insertProduct } from './refund-test-fixtures.js';

const ADMIN = 'refund-flow-admin-token-0123456789ab';
const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN } });
const db = t.database.db;
const { fake } = (t.app as unknown as { wechatPayFake: FakeMode }).wechatPayFake;
await insertProduct(db, 'flow-pocket', 'collectible', { refundDays: 7, supply: 10 });
await insertProduct(db, 'flow-dress', 'dress', { refundDays: 7, supply: null, dressId: 'flow-ink' });
const member = await t.loginWithPhone('13900002222');

async function operator(method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${ADMIN}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  expect(res.statusCode, res.body).toBe(200);
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each operator answer is read in its own shape
  return res.json().data as any;
}

const orderOf = async (orderNo: string) =>
  (await t.get(API_PATHS.order.replace(':orderNo', orderNo), { token: member.token })).json().data as OrderView;
const held = async (id: string) => (await db.select().from(shopProducts).where(eq(shopProducts.id, id)))[0]!.held;
const refundOfOrder = async (orderNo: string) =>
  (
    await db
      .select()
      .from(orderRefunds)
      .where(eq(orderRefunds.orderId, BigInt(orderNo.slice(2))))
  )[0]!;

/** Buys at the fake as the member; the payment's notification fulfils the order. */
async function buy(productId: string): Promise<OrderView> {
  const created = await t.post(API_PATHS.orders, { product_id: productId, method: 'native' }, { token: member.token });
  expect(created.statusCode, created.body).toBe(200);
  const orderNo = (created.json().data.order as OrderView).order_no;
  fake.pay(orderNo);
  await fake.waitForDelivery((d) => d.resource.out_trade_no === orderNo && d.eventType === 'TRANSACTION.SUCCESS' && d.finished);
  const order = await orderOf(orderNo);
  expect(order.state).toBe('fulfilled');
  return order;
}

/** The member asks for a refund over HTTP. */
async function ask(orderNo: string): Promise<string> {
  const res = await t.post(API_PATHS.orderRefund.replace(':orderNo', orderNo), { reason: 'not for me' }, { token: member.token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.out_refund_no as string;
}

const decide = (outRefundNo: string, decision: 'approve' | 'reject', note = 'checked') =>
  operator('POST', API_PATHS.adminRefundDecision.replace(':outRefundNo', outRefundNo), { decision, note });

/** The fake ends the refund; resolves once its notification was answered by the notify route. */
async function complete(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL' | 'CLOSED') {
  fake.completeRefund(outRefundNo, status);
  const delivery = await fake.waitForDelivery(
    (d) => d.eventType === `REFUND.${status}` && d.resource.out_refund_no === outRefundNo && d.finished,
  );
  expect(delivery.delivered).toBe(true);
  return delivery;
}

describe('a member asks, an operator approves, WeChat Pay refunds', () => {
  it('a collectible: order refunded, unit released, certificate withdrawn', async () => {
    const before = await held('flow-pocket');
    const order = await buy('flow-pocket');
    expect(await held('flow-pocket')).toBe(before + 1);
    expect(order.refundable_until).not.toBeNull();
    const outRefundNo = await ask(order.order_no);
    expect((await orderOf(order.order_no)).state).toBe('refund-requested');
    expect((await decide(outRefundNo, 'approve')).outcome).toBe('processing');
    expect(fake.refund(outRefundNo)).toMatchObject({ status: 'PROCESSING', refundFen: 990 });
    expect((await orderOf(order.order_no)).state).toBe('refunding');

    await complete(outRefundNo, 'SUCCESS');
    const after = await orderOf(order.order_no);
    expect(after).toMatchObject({ state: 'refunded', refund: { state: 'succeeded', amount_fen: 990 } });
    expect(await held('flow-pocket')).toBe(before);
    const check = await t.get(API_PATHS.certificate.replace(':code', order.certificate_code!));
    expect(check.json().data.withdrawn).toBe(true);
  });

  it('a dress: no longer owned, taken off, and the wardrobe refuses it', async () => {
    const order = await buy('flow-dress');
    const owned = async () =>
      ((await t.get(API_PATHS.dressesPurchase, { token: member.token })).json().data.content as Array<{ dressId: string }>).map(
        (d) => d.dressId,
      );
    expect(await owned()).toEqual(['flow-ink']);
    const outRefundNo = await ask(order.order_no);
    await decide(outRefundNo, 'approve');
    await complete(outRefundNo, 'SUCCESS');
    expect((await orderOf(order.order_no)).state).toBe('refunded');
    expect(await owned()).toEqual([]);
    const [avatar] = await db
      .select()
      .from(vrAvatars)
      .where(eq(vrAvatars.userId, BigInt(member.userId)));
    expect(avatar!.dressId).toBeNull();
    const wear = await t.post(API_PATHS.meDress, { dressId: 'flow-ink' }, { token: member.token });
    expect(wear.statusCode).toBe(409);
    expect(wear.json().code).toBe(40968);
  });
});

describe('other ends', () => {
  it('an operator rejects: the member reads why, nothing reaches WeChat Pay, and may ask again', async () => {
    const order = await buy('flow-pocket');
    const outRefundNo = await ask(order.order_no);
    expect((await decide(outRefundNo, 'reject', 'opened and used')).outcome).toBe('rejected');
    const seen = await orderOf(order.order_no);
    expect(seen).toMatchObject({ state: 'fulfilled', refund: { state: 'rejected', decision_note: 'opened and used' } });
    expect(fake.refund(outRefundNo)).toBeUndefined();
    expect(await ask(order.order_no)).not.toBe(outRefundNo);
  });

  it('a direct operator refund needs no request and ends refunded', async () => {
    const before = await held('flow-pocket');
    const order = await buy('flow-pocket');
    const direct = await operator('POST', API_PATHS.adminOrderRefund.replace(':orderNo', order.order_no), {
      reason: 'damaged in the post',
    });
    expect(direct.outcome).toBe('processing');
    expect((await refundOfOrder(order.order_no)).requestedBy).toBe('operator');
    await complete(direct.out_refund_no, 'SUCCESS');
    expect((await orderOf(order.order_no)).state).toBe('refunded');
    expect(await held('flow-pocket')).toBe(before);
  });

  it.each(['ABNORMAL', 'CLOSED'] as const)('WeChat ends the refund %s: refund failed, in the attention list', async (status) => {
    const order = await buy('flow-pocket');
    const outRefundNo = await ask(order.order_no);
    await decide(outRefundNo, 'approve');
    await complete(outRefundNo, status);
    const seen = await orderOf(order.order_no);
    expect(seen).toMatchObject({ state: 'refund-failed', refund: { state: 'failed' } });
    expect(seen.certificate_code).not.toBeNull();
    const check = await t.get(API_PATHS.certificate.replace(':code', seen.certificate_code!));
    expect(check.json().data.withdrawn).toBe(false);
    const attention = await operator('GET', API_PATHS.adminPaymentsAttention);
    expect(attention.failed_refunds.map((o: { order_no: string }) => o.order_no)).toContain(order.order_no);
  });

  it('a refund notification delivered twice settles once', async () => {
    const before = await held('flow-pocket');
    const order = await buy('flow-pocket');
    const outRefundNo = await ask(order.order_no);
    await decide(outRefundNo, 'approve');
    const delivery = await complete(outRefundNo, 'SUCCESS');
    const again = await fake.notifyAgain(delivery.id);
    expect(again.status).toBe(204);
    expect((await orderOf(order.order_no)).state).toBe('refunded');
    expect(await held('flow-pocket')).toBe(before);
    const events = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, BigInt(order.order_no.slice(2))));
    expect(events.filter((e) => e.toState === 'refunded')).toHaveLength(1);
  });
});

describe('bad input to the refund routes', () => {
  it('is answered with the catalogue’s codes, never a 5xx', async () => {
    const order = await buy('flow-pocket');
    const outRefundNo = await ask(order.order_no);
    const send = (url: string, payload: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${ADMIN}`, 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
    const decision = (no: string) => API_PATHS.adminRefundDecision.replace(':outRefundNo', no);
    const direct = (no: string) => API_PATHS.adminOrderRefund.replace(':orderNo', encodeURIComponent(no));
    const answers = await Promise.all([
      send(decision(outRefundNo), { decision: 'reject', note: 'a\u0000b' }),
      send(decision(outRefundNo), { decision: 'reject', note: 'x'.repeat(100_000) }),
      send(decision(outRefundNo), { decision: 'maybe', note: '' }),
      send(decision(outRefundNo), { decision: 'approve', note: 42 }),
      send(decision(outRefundNo), ['approve']),
      send(decision('RF99999999999999999999'), { decision: 'approve', note: '' }),
      send(decision('RF\u0000'), { decision: 'approve', note: '' }),
      send(direct('CP99999999999999999999999'), { reason: 'x' }),
      send(direct(order.order_no), { reason: '' }),
      send(direct(order.order_no), { reason: { nested: true } }),
      // A path segment past the router's limit: 414 (plugins/errors.ts).
      send(direct(`CP${'9'.repeat(5000)}`), { reason: 'x' }),
    ]);
    for (const res of answers) expect(res.statusCode, res.body).toBeLessThan(500);
    expect(answers.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 404, 400, 404, 400, 400, 414]);
    // None of them changed the member's request.
    expect((await orderOf(order.order_no)).state).toBe('refund-requested');
  });
});
