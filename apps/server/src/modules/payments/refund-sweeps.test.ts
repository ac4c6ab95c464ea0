/**
 * The refunds' timers against the app's mounted WeChat Pay fake (refund-sweeps.ts, docs/payments.md
 * "Refunds" and "Reconciliation"): yesterday's trade bill downloaded after 10:00 Beijing time and
 * reconciled into differences, once per day whatever the number of nodes, a failed day claimed
 * again; refunds still processing asked about and settled, sent again when WeChat never got them,
 * system refunds sent, and two sweeps at once doing each refund's work once. Runs on PGlite and
 * PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, type OrderView } from '@culture/protocol';
import { orderRefunds, reconciliationDiffs, reconciliationRuns } from '../../db/schema.js';
import type { FakeMode } from '../../integrations/wechatpay/wechat-pay-fake-mount.js';
import type { WechatPay } from '../../integrations/wechatpay/wechat-pay.js';
import { createTestApp } from '../../test/helper.js';
import { beijingDate } from './commands/beijing-date.js';
import { refundDirectly } from './commands/decide-refund.js';
import { newRefundNo } from './commands/refund-rows.js';
import type { PaymentsContext } from './payments-context.js';
import { insertFulfilledOrder, insertProduct, orderState } from './refund-test-fixtures.js';
import { REFUND_QUERY_AFTER_MS, sweepDailyBill, sweepRefunds } from './refund-sweeps.js';

const DAY = 86_400_000;
const t = await createTestApp();
const db = t.database.db;
const handles = t.app as unknown as { wechatPay: WechatPay; wechatPayFake: FakeMode };
const { fake } = handles.wechatPayFake;
// The fake dates its trades by the real clock; the app's clock is put at noon (Beijing) of the next
// day, so "yesterday's bill" is the one holding this file's payments.
const billDay = beijingDate(Date.now());
t.clock.set(Date.parse(`${billDay}T12:00:00+08:00`) + DAY);

/** The payments context of a node; `calls` counts its WeChat Pay refund queries and refunds. */
function node() {
  const calls = { queryRefund: 0, refund: 0, tradeBill: 0 };
  const wechatPay: WechatPay = {
    ...handles.wechatPay,
    queryRefund: (no) => ((calls.queryRefund += 1), handles.wechatPay.queryRefund(no)),
    refund: (input) => ((calls.refund += 1), handles.wechatPay.refund(input)),
    tradeBill: (date) => ((calls.tradeBill += 1), handles.wechatPay.tradeBill(date)),
  };
  const ctx: PaymentsContext = { db, wechatPay, now: t.clock.now, config: { publicOrigin: 'https://example.test' } };
  return { ctx, calls };
}

await insertProduct(db, 'sweep-pocket', 'collectible', { refundDays: 7, supply: 50 });
const member = await t.loginWithPhone('13900003333');

/** Bought and paid at the fake; its notification fulfils it. */
async function buy(): Promise<OrderView> {
  const created = await t.post(API_PATHS.orders, { product_id: 'sweep-pocket', method: 'native' }, { token: member.token });
  expect(created.statusCode, created.body).toBe(200);
  const order = created.json().data.order as OrderView;
  fake.pay(order.order_no);
  await fake.waitForDelivery((d) => d.resource.out_trade_no === order.order_no && d.finished);
  return order;
}
const idOf = (order: OrderView) => BigInt(order.order_no.slice(2));
const refundState = async (outRefundNo: string) =>
  (await db.select().from(orderRefunds).where(eq(orderRefunds.outRefundNo, outRefundNo)))[0]!.state;

describe("the daily trade bill (run first: the bill holds this file's payments of the day)", () => {
  it('reconciles yesterday once, with two nodes sweeping at once, into the differences', async () => {
    await buy();
    await buy();
    // A payment we recorded that WeChat Pay never had: the bill lacks it.
    const ours = await insertFulfilledOrder(db, BigInt(member.userId), 'sweep-pocket', { paidAt: new Date() });
    const [a, b] = [node(), node()];
    const done = await Promise.all([sweepDailyBill(a.ctx), sweepDailyBill(b.ctx)]);
    expect(done.filter((d) => d === billDay)).toHaveLength(1);
    expect(done.filter((d) => d === null)).toHaveLength(1);
    expect(a.calls.tradeBill + b.calls.tradeBill).toBe(1);
    const diffs = await db.select().from(reconciliationDiffs).where(eq(reconciliationDiffs.billDate, billDay));
    expect(diffs.map((d) => [d.kind, d.outTradeNo])).toEqual([['missing-there', ours.outTradeNo]]);
    const [run] = await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.billDate, billDay));
    expect(run).toMatchObject({ status: 'done', billLines: 2, added: 1, attempts: 1 });
    expect(run!.finishedAt).not.toBeNull();
    // A minute later the day is done: nobody downloads it again.
    t.clock.advance(60_000);
    expect(await sweepDailyBill(a.ctx)).toBeNull();
    expect(a.calls.tradeBill + b.calls.tradeBill).toBe(1);
  });

  it('before 10:00 Beijing time nothing is asked; a day without a bill fails and is claimed again', async () => {
    const { ctx, calls } = node();
    const saved = t.clock.now();
    t.clock.set(Date.parse(`${billDay}T09:59:00+08:00`) + DAY);
    expect(await sweepDailyBill(ctx)).toBeNull();
    expect(calls.tradeBill).toBe(0);
    // Ten days later: "yesterday" had no trades at the fake (NO_STATEMENT_EXIST).
    t.clock.set(saved + 10 * DAY);
    const empty = beijingDate(t.clock.now() - DAY);
    expect(await sweepDailyBill(ctx)).toBeNull();
    const runOf = async () => (await db.select().from(reconciliationRuns).where(eq(reconciliationRuns.billDate, empty)))[0]!;
    expect(await runOf()).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await sweepDailyBill(ctx)).toBeNull();
    expect(await runOf()).toMatchObject({ status: 'failed', attempts: 2 });
    expect(calls.tradeBill).toBe(2);
    t.clock.set(saved);
  });
});

describe('refunds still processing', () => {
  it('are asked about after a minute and settled with the answer (their notification was lost)', async () => {
    const order = await buy();
    const { outRefundNo, outcome } = await refundDirectly(node().ctx, order.order_no, { reason: 'damaged' });
    expect(outcome).toBe('processing');
    // WeChat finished the refund but its notification never arrived: only the query can tell.
    Object.assign(fake.refund(outRefundNo)!, { status: 'SUCCESS', successTime: Date.now() });
    const { ctx, calls } = node();
    expect(await sweepRefunds(ctx)).toMatchObject({ queried: 0 });
    t.clock.advance(REFUND_QUERY_AFTER_MS + 1);
    expect(await sweepRefunds(ctx)).toMatchObject({ queried: 1, settled: 1 });
    expect(calls.queryRefund).toBe(1);
    expect(await refundState(outRefundNo)).toBe('succeeded');
    expect(await orderState(db, idOf(order))).toBe('refunded');
  });

  it('are sent again when WeChat Pay never received them', async () => {
    const order = await buy();
    const outRefundNo = newRefundNo(t.clock.now);
    await db.insert(orderRefunds).values({
      outRefundNo,
      orderId: idOf(order),
      amountFen: 990,
      reason: 'lost on the way',
      requestedBy: 'operator',
      state: 'processing',
      createdAt: new Date(t.clock.now()),
    });
    await db.execute(sql`update orders set state = 'refunding' where id = ${idOf(order)}`);
    t.clock.advance(REFUND_QUERY_AFTER_MS + 1);
    const { ctx, calls } = node();
    await sweepRefunds(ctx);
    expect(calls).toMatchObject({ queryRefund: 1, refund: 1 });
    expect(fake.refund(outRefundNo)).toMatchObject({ status: 'PROCESSING' });
    fake.completeRefund(outRefundNo, 'SUCCESS');
    await fake.waitForDelivery((d) => d.resource.out_refund_no === outRefundNo && d.finished);
    expect(await orderState(db, idOf(order))).toBe('refunded');
  });

  it('two nodes sweeping at once ask about each refund once, and not again within the minute', async () => {
    const refunds: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const order = await buy();
      refunds.push((await refundDirectly(node().ctx, order.order_no, { reason: 'batch' })).outRefundNo);
    }
    t.clock.advance(REFUND_QUERY_AFTER_MS + 1);
    const [a, b] = [node(), node()];
    const reports = await Promise.all([sweepRefunds(a.ctx), sweepRefunds(b.ctx)]);
    expect(reports[0]!.queried + reports[1]!.queried).toBe(3);
    expect(a.calls.queryRefund + b.calls.queryRefund).toBe(3);
    expect(await sweepRefunds(a.ctx)).toMatchObject({ queried: 0 });
    // The next minute, still processing at WeChat: asked again (the oldest-checked first).
    t.clock.advance(60_001);
    expect(await sweepRefunds(a.ctx)).toMatchObject({ queried: 3, settled: 0 });
    for (const no of refunds) expect(await refundState(no)).toBe('processing');
  });
});

describe('system refunds', () => {
  it('are sent by the sweep once, even by two nodes at once', async () => {
    const order = await buy();
    const outRefundNo = newRefundNo(t.clock.now);
    await db.insert(orderRefunds).values({
      outRefundNo,
      orderId: idOf(order),
      amountFen: 990,
      reason: 'sold out before the payment',
      requestedBy: 'system',
      state: 'requested',
      createdAt: new Date(t.clock.now()),
    });
    await db.execute(sql`update orders set state = 'paid' where id = ${idOf(order)}`);
    const [a, b] = [node(), node()];
    const reports = await Promise.all([sweepRefunds(a.ctx), sweepRefunds(b.ctx)]);
    expect(reports[0]!.started + reports[1]!.started).toBe(1);
    expect(a.calls.refund + b.calls.refund).toBe(1);
    expect(await refundState(outRefundNo)).toBe('processing');
    expect(await orderState(db, idOf(order))).toBe('refunding');
    expect(fake.refund(outRefundNo)).toMatchObject({ status: 'PROCESSING', refundFen: 990 });
  });
});
