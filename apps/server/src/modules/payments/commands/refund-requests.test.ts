/**
 * Members' refund requests and operators' rejections, and settling refunds (docs/payments.md,
 * "Refunds"): the window, one request at a time, the grant intact, identical notifications
 * settling once, the unit released and the grant withdrawn. Runs on PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '../../../db/client.js';
import { certificates, dressPurchases, orderEvents, orderRefunds, shopProducts, vrAvatars } from '../../../db/schema.js';
import type { WechatPay } from '../../../integrations/wechatpay/wechat-pay.js';
import { createTestApp } from '../../../test/helper.js';
import type { PaymentsContext } from '../payments-context.js';
import { insertFulfilledOrder, insertMember, insertProduct, orderState } from '../refund-test-fixtures.js';
import { decideRefund } from './decide-refund.js';
import { requestRefund } from './request-refund.js';
import { settleRefund } from './settle-refund.js';

const t = await createTestApp();
const db = t.database.db;
// These paths never reach WeChat Pay (approving and refunding are tested against the fake).
const ctx: PaymentsContext = {
  db,
  wechatPay: {} as WechatPay,
  now: t.clock.now,
  config: { publicOrigin: 'https://example.test' },
};
const DAY = 86_400_000;

await insertProduct(db, 'refund-pocket', 'collectible', { refundDays: 7, supply: 10, held: 3 });
await insertProduct(db, 'refund-none', 'collectible', { refundDays: 0 });
await insertProduct(db, 'refund-dress', 'dress', { refundDays: 7, supply: null, dressId: 'refund-ink' });

let phones = 0;
const member = () => insertMember(db, `+86139000${String((phones += 1)).padStart(5, '0')}`);
const paidDaysAgo = (days: number) => new Date(t.clock.now() - days * DAY);
const refundOf = async (outRefundNo: string) =>
  (await db.select().from(orderRefunds).where(eq(orderRefunds.outRefundNo, outRefundNo)))[0]!;
const held = async (id: string) => (await db.select().from(shopProducts).where(eq(shopProducts.id, id)))[0]!.held;

describe('a member asks for a refund', () => {
  it('within the window: the order waits for an operator with a member request', async () => {
    const userId = await member();
    const order = await insertFulfilledOrder(db, userId, 'refund-pocket', { paidAt: paidDaysAgo(6.9) });
    const { outRefundNo } = await requestRefund(ctx, userId, order.outTradeNo, 'changed my mind');
    expect(outRefundNo).toMatch(/^RF\d+$/);
    expect(await orderState(db, order.id)).toBe('refund-requested');
    expect(await refundOf(outRefundNo)).toMatchObject({ state: 'requested', requestedBy: 'member', amountFen: 990 });
    const events = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(events.map((e) => [e.fromState, e.toState, e.source])).toEqual([['fulfilled', 'refund-requested', 'member']]);
  });

  it('after the window, or when the product allows none: refused', async () => {
    const userId = await member();
    const late = await insertFulfilledOrder(db, userId, 'refund-pocket', { paidAt: paidDaysAgo(7.01) });
    await expect(requestRefund(ctx, userId, late.outTradeNo, 'late')).rejects.toMatchObject({ errorName: 'refundNotAllowed' });
    const none = await insertFulfilledOrder(db, userId, 'refund-none', { paidAt: paidDaysAgo(0.1) });
    await expect(requestRefund(ctx, userId, none.outTradeNo, 'x')).rejects.toMatchObject({ errorName: 'refundNotAllowed' });
    expect(await orderState(db, late.id)).toBe('fulfilled');
  });

  it('a second request, even at the same moment, is refused and leaves one refund', async () => {
    const userId = await member();
    const order = await insertFulfilledOrder(db, userId, 'refund-pocket', { paidAt: paidDaysAgo(1) });
    const results = await Promise.allSettled([1, 2, 3].map(() => requestRefund(ctx, userId, order.outTradeNo, 'twice')));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toMatchObject({ errorName: 'refundAlreadyRequested' });
    expect(await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id))).toHaveLength(1);
  });

  it("someone else's order is not found, and a withdrawn grant cannot be refunded", async () => {
    const owner = await member();
    const stranger = await member();
    const order = await insertFulfilledOrder(db, owner, 'refund-pocket', { paidAt: paidDaysAgo(1) });
    await expect(requestRefund(ctx, stranger, order.outTradeNo, 'mine?')).rejects.toMatchObject({ errorName: 'orderNotFound' });
    await db
      .update(certificates)
      .set({ withdrawnAt: new Date(t.clock.now()) })
      .where(eq(certificates.orderId, order.id));
    await expect(requestRefund(ctx, owner, order.outTradeNo, 'x')).rejects.toMatchObject({ errorName: 'refundNotAllowed' });
  });
});

describe('an operator rejects a request', () => {
  it('the order is fulfilled again, the note kept, and the member may ask again', async () => {
    const userId = await member();
    const order = await insertFulfilledOrder(db, userId, 'refund-pocket', { paidAt: paidDaysAgo(1) });
    const { outRefundNo } = await requestRefund(ctx, userId, order.outTradeNo, 'please');
    expect(await decideRefund(ctx, outRefundNo, { decision: 'reject', note: 'used already' })).toBe('rejected');
    expect(await orderState(db, order.id)).toBe('fulfilled');
    expect((await refundOf(outRefundNo)).state).toBe('rejected');
    const [last] = rows<{ detail: { note: string } }>(
      await db.execute(sql`select detail from order_events where order_id = ${order.id} order by at desc, id desc limit 1`),
    );
    expect(last!.detail.note).toBe('used already');
    await expect(decideRefund(ctx, outRefundNo, { decision: 'reject', note: 'again' })).rejects.toMatchObject({
      errorName: 'refundNotAllowed',
    });
    await expect(decideRefund(ctx, 'RF404', { decision: 'approve', note: '' })).rejects.toMatchObject({
      errorName: 'orderNotFound',
    });
    await requestRefund(ctx, userId, order.outTradeNo, 'once more');
    expect(await orderState(db, order.id)).toBe('refund-requested');
  });
});

/** An order whose refund WeChat is processing (what start-refund leaves behind). */
async function refunding(productId: string, options: { dressId?: string } = {}) {
  const userId = await member();
  const order = await insertFulfilledOrder(db, userId, productId, { paidAt: paidDaysAgo(1), ...options });
  const { outRefundNo } = await requestRefund(ctx, userId, order.outTradeNo, 'please');
  await db.update(orderRefunds).set({ state: 'processing' }).where(eq(orderRefunds.outRefundNo, outRefundNo));
  await db.execute(sql`update orders set state = 'refunding' where id = ${order.id}`);
  return { userId, order, outRefundNo };
}
const success = (outTradeNo: string, outRefundNo: string) => ({
  outTradeNo,
  outRefundNo,
  refundId: '50000000382019052709732678859',
  status: 'SUCCESS',
  refundFen: 990,
  successTime: new Date(t.clock.now()),
});

describe('settling a refund', () => {
  it('ten identical success notifications at once refund once: unit released, certificate withdrawn', async () => {
    const { order, outRefundNo } = await refunding('refund-pocket');
    const before = await held('refund-pocket');
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => settleRefund(ctx, success(order.outTradeNo, outRefundNo), 'notification')),
    );
    expect(outcomes.filter((o) => o === 'succeeded')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'unchanged')).toHaveLength(9);
    expect(await orderState(db, order.id)).toBe('refunded');
    expect(await held('refund-pocket')).toBe(before - 1);
    expect((await refundOf(outRefundNo)).state).toBe('succeeded');
    const [certificate] = await db.select().from(certificates).where(eq(certificates.orderId, order.id));
    expect(certificate!.withdrawnAt).not.toBeNull();
    const refundedEvents = await db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(refundedEvents.filter((e) => e.toState === 'refunded')).toHaveLength(1);
  });

  it('a dress is withdrawn and taken off the avatar', async () => {
    const { userId, order, outRefundNo } = await refunding('refund-dress', { dressId: 'refund-ink' });
    expect(await settleRefund(ctx, success(order.outTradeNo, outRefundNo), 'query')).toBe('succeeded');
    const [purchase] = await db.select().from(dressPurchases).where(eq(dressPurchases.orderId, order.id));
    expect(purchase!.withdrawnAt).not.toBeNull();
    const [avatar] = await db.select().from(vrAvatars).where(eq(vrAvatars.userId, userId));
    expect(avatar!.dressId).toBeNull();
  });

  it('CLOSED or ABNORMAL: the refund failed and the order shows it; PROCESSING changes nothing', async () => {
    const { order, outRefundNo } = await refunding('refund-pocket');
    expect(await settleRefund(ctx, { ...success(order.outTradeNo, outRefundNo), status: 'PROCESSING' }, 'query')).toBe(
      'processing',
    );
    expect(await orderState(db, order.id)).toBe('refunding');
    expect(await settleRefund(ctx, { ...success(order.outTradeNo, outRefundNo), status: 'ABNORMAL' }, 'notification')).toBe(
      'failed',
    );
    expect(await orderState(db, order.id)).toBe('refund-failed');
    expect((await refundOf(outRefundNo)).state).toBe('failed');
    const [certificate] = await db.select().from(certificates).where(eq(certificates.orderId, order.id));
    expect(certificate!.withdrawnAt).toBeNull();
  });

  it('a refund we do not know is recorded for operators, not applied', async () => {
    const { order } = await refunding('refund-pocket');
    expect(await settleRefund(ctx, success(order.outTradeNo, 'RF1'), 'notification')).toBe('unknown');
    const diffs = rows<{ kind: string }>(
      await db.execute(sql`select kind from reconciliation_diffs where out_trade_no = ${order.outTradeNo}`),
    );
    expect(diffs.map((d) => d.kind)).toEqual(['missing-here']);
    expect(await orderState(db, order.id)).toBe('refunding');
  });
});
