/**
 * What the console's Orders section reads and does beyond the first operator API
 * (docs/payments.md, "Operator API"): orders found by member id, order number and a range of
 * Beijing days; one order with its history, refunds and certificate; a partial direct refund;
 * products as operators edit them with the card-holder list's counts; a day's reconciliation run
 * and a difference resolved with a note, in the audit log. A finance operator signed in with a
 * session calls them. Runs on PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { orderRefunds, shopEligibility } from '../../db/schema.js';
import type { FakeMode } from '../../integrations/wechatpay/wechat-pay-fake-mount.js';
import { WechatPayError, type WechatPay } from '../../integrations/wechatpay/wechat-pay.js';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith } from '../../test/operators.js';
import { failureReason, failureText } from './commands/reconcile-run.js';
import { TradeBillFormatError } from './commands/trade-bill.js';
import { insertFulfilledOrder, insertMember, insertProduct } from './refund-test-fixtures.js';

const t = await createTestApp();
const db = t.database.db;
const finance = await operatorWith(t, 'fin', ['finance']);
const support = await operatorWith(t, 'sup', ['support']);
await insertProduct(db, 'console-pocket', 'collectible', { refundDays: 7 });
const mei = await insertMember(db, '+8613900002222');
const lin = await insertMember(db, '+8613900003333', 'Lin');
// 23:58 on 19 November and 00:01 on 20 November, Beijing time (UTC+8).
const late = await insertFulfilledOrder(db, mei, 'console-pocket', { paidAt: new Date('2026-11-19T15:59:00Z') });
const early = await insertFulfilledOrder(db, lin, 'console-pocket', { paidAt: new Date('2026-11-19T16:02:00Z') });

type Listed = { order_no: string; refunds: Array<{ amount_fen: number; decision_note: string | null }> };
async function list(query: string): Promise<string[]> {
  const res = await finance.get(`${API_PATHS.adminOrders}?product=console-pocket&${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.content.map((o: Listed) => o.order_no);
}

describe('orders found as a finance person looks for them', () => {
  it('by member id, by order number and by a range of Beijing days (both ends included)', async () => {
    expect(await list(`user_id=${mei}`)).toEqual([late.outTradeNo]);
    expect(await list(`order_no=${early.outTradeNo}`)).toEqual([early.outTradeNo]);
    expect(await list('from=2026-11-20')).toEqual([early.outTradeNo]);
    expect(await list('to=2026-11-19')).toEqual([late.outTradeNo]);
    expect(await list('from=2026-11-19&to=2026-11-20')).toEqual([early.outTradeNo, late.outTradeNo]);
    expect(await list('from=2026-11-21')).toEqual([]);
    expect((await finance.get(`${API_PATHS.adminOrders}?user_id=abc`)).statusCode).toBe(400);
    expect((await finance.get(`${API_PATHS.adminOrders}?to=2026-02-30`)).statusCode).toBe(400);
  });

  it("one order: the product's name in the operator's language, the certificate; 404 for nobody's", async () => {
    const res = await finance.get(API_PATHS.adminOrder.replace(':orderNo', late.outTradeNo));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      order: { order_no: late.outTradeNo, state: 'fulfilled', phone: '+8613900002222', amount_fen: 990 },
      product_name: 'Pocket console-pocket',
      certificate: { code: late.certificateCode, withdrawn_at: null },
      events: [],
    });
    expect((await finance.get(API_PATHS.adminOrder.replace(':orderNo', 'CP0000000'))).json().code).toBe(40461);
    expect((await support.get(API_PATHS.adminOrder.replace(':orderNo', late.outTradeNo))).statusCode).toBe(403);
  });
});

describe('a partial direct refund', () => {
  it('refunds what the operator says, never more than was paid; the history and the log show it', async () => {
    // WeChat Pay (the mounted fake) must know the payment it is asked to refund.
    const handles = t.app as unknown as { wechatPay: WechatPay; wechatPayFake: FakeMode };
    await handles.wechatPay.prepayNative({
      outTradeNo: early.outTradeNo,
      description: 'Pocket',
      amountFen: 990,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    handles.wechatPayFake.fake.pay(early.outTradeNo);
    const refund = (body: unknown) => finance.post(API_PATHS.adminOrderRefund.replace(':orderNo', early.outTradeNo), body);

    const tooMuch = await refund({ reason: 'fee kept', amount_fen: 991 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().code).toBe(40076);
    expect(await auditRowsOf(t, 'order.refund')).toEqual([]);

    const res = await refund({ reason: 'fee kept', amount_fen: 500 });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, early.id));
    expect(row).toMatchObject({ amountFen: 500, requestedBy: 'operator', reason: 'fee kept' });
    expect(await auditRowsOf(t, 'order.refund')).toMatchObject([
      { actorName: 'fin', target: `order:${early.outTradeNo}`, after: { amount_fen: 500, reason: 'fee kept' } },
    ]);
    const detail = (await finance.get(API_PATHS.adminOrder.replace(':orderNo', early.outTradeNo))).json().data;
    expect(detail.order.refunds).toMatchObject([{ amount_fen: 500, requested_by: 'operator', decision_note: null }]);
    expect(detail.events[0]).toMatchObject({ from_state: 'fulfilled', to_state: 'refunding', source: 'operator' });
  });
});

describe('several partial refunds', () => {
  it('add up to what was paid and never beyond, two at once included; partially refunded, then refunded', async () => {
    const handles = t.app as unknown as { wechatPay: WechatPay; wechatPayFake: FakeMode };
    const { fake } = handles.wechatPayFake;
    await insertProduct(db, 'console-partial', 'collectible', { refundDays: 7 });
    const order = await insertFulfilledOrder(db, mei, 'console-partial', { paidAt: new Date('2026-11-19T16:10:00Z') });
    await handles.wechatPay.prepayNative({
      outTradeNo: order.outTradeNo,
      description: 'Pocket',
      amountFen: 990,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    fake.pay(order.outTradeNo);
    const refund = (amount_fen?: number) =>
      finance.post(API_PATHS.adminOrderRefund.replace(':orderNo', order.outTradeNo), { reason: 'fee kept', amount_fen });
    const settle = async (outRefundNo: string) => {
      fake.completeRefund(outRefundNo, 'SUCCESS');
      await fake.waitForDelivery(
        (d) => d.eventType === 'REFUND.SUCCESS' && d.resource.out_refund_no === outRefundNo && d.finished,
      );
    };
    const state = async () =>
      (await finance.get(API_PATHS.adminOrder.replace(':orderNo', order.outTradeNo))).json().data.order.state;

    // Two at once, each within what was paid but not together: one is sent, the other refused.
    const both = await Promise.all([refund(600), refund(600)]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((r) => r.statusCode === 409)!.json().code).toBe(40967);
    await settle(both.find((r) => r.statusCode === 200)!.json().data.out_refund_no);
    expect(await state()).toBe('partially-refunded');

    const over = await refund(391);
    expect(over.statusCode).toBe(400);
    expect(over.json()).toMatchObject({ code: 40076 });
    const second = await refund(300);
    expect(second.statusCode, second.body).toBe(200);
    await settle(second.json().data.out_refund_no);
    expect(await state()).toBe('partially-refunded');
    // No amount: what is left.
    const rest = await refund();
    expect(rest.statusCode, rest.body).toBe(200);
    await settle(rest.json().data.out_refund_no);
    expect(await state()).toBe('refunded');
    const rows = await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(rows.filter((r) => r.state === 'succeeded').reduce((sum, r) => sum + r.amountFen, 0)).toBe(990);
    expect((await refund(1)).json().code).toBe(40966);
    // The grant went with the last refund only: the certificate is withdrawn now.
    const detail = (await finance.get(API_PATHS.adminOrder.replace(':orderNo', order.outTradeNo))).json().data;
    expect(detail.certificate.withdrawn_at).not.toBeNull();
    expect(detail.events.map((e: { to_state: string }) => e.to_state)).toContain('partially-refunded');
  });
});

describe('products and reconciliation as the console shows them', () => {
  it('lists products in the three languages with the card-holder counts (shop.manage)', async () => {
    await db.insert(shopEligibility).values([
      { id: 9001n, productId: 'console-pocket', phoneE164: '+8613900002222' },
      { id: 9002n, productId: 'console-pocket', codeHash: 'a'.repeat(64), usedBy: mei, usedAt: new Date() },
    ]);
    const res = await finance.get(API_PATHS.adminProducts);
    expect(res.statusCode, res.body).toBe(200);
    const pocket = res.json().data.content.find((p: { id: string }) => p.id === 'console-pocket');
    expect(pocket).toMatchObject({
      name: { 'zh-CN': '口袋', 'en-US': 'Pocket console-pocket' },
      price_fen: 990,
      issued: 2,
      eligibility: { phones: 1, codes: 1, used: 1 },
    });
    expect((await support.get(API_PATHS.adminProducts)).statusCode).toBe(403);
  });

  it("shows the day's run; a difference resolved keeps the operator's note, in the log too", async () => {
    const day = () => finance.get(`${API_PATHS.adminReconciliation}?date=2026-11-21`);
    expect((await day()).json().data.run).toBeNull();
    await db.execute(
      sql`insert into reconciliation_runs (bill_date, status, bill_lines, added) values ('2026-11-21', 'done', 12, 1)`,
    );
    await db.execute(
      sql`insert into reconciliation_diffs (id, bill_date, out_trade_no, kind) values (88, '2026-11-21', 'CP888888', 'amount')`,
    );
    expect((await day()).json().data).toMatchObject({ run: { status: 'done', bill_lines: 12, added: 1 } });
    const res = await finance.post(API_PATHS.adminReconciliation, { date: '2026-11-21', resolve: ['88'], note: 'bank fee' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.differences).toMatchObject([{ id: '88', resolution_note: 'bank fee' }]);
    expect(await auditRowsOf(t, 'reconciliation.resolve')).toMatchObject([
      { actorName: 'fin', target: 'reconciliation:2026-11-21', after: { resolve: ['88'], note: 'bank fee' } },
    ]);
  });

  it('a failed run says why: WeChat Pay had no bill yet, with its code', async () => {
    const handles = t.app as unknown as { wechatPay: WechatPay };
    const refused = await handles.wechatPay.tradeBill('2099-01-01').catch((err: unknown) => err);
    await db.execute(
      sql`insert into reconciliation_runs (bill_date, status, error) values ('2026-11-22', 'failed', ${failureText(refused)})`,
    );
    await db.execute(
      sql`insert into reconciliation_runs (bill_date, status, error) values ('2026-11-23', 'failed', 'an old row without a reason')`,
    );
    const day = async (date: string) => (await finance.get(`${API_PATHS.adminReconciliation}?date=${date}`)).json().data.run;
    expect(await day('2026-11-22')).toMatchObject({ status: 'failed', bill_lines: null, reason: 'wechat-refused' });
    expect((await day('2026-11-22')).error).toMatch(/^INVALID_REQUEST /);
    expect(await day('2026-11-23')).toMatchObject({ reason: 'internal', error: 'an old row without a reason' });
    expect(await day('2026-11-21')).toMatchObject({ status: 'done', reason: null, error: null });
  });

  it('sorts failures into the reasons the console shows', () => {
    expect(failureReason(new WechatPayError('no bill', 400, 'NO_STATEMENT_EXIST'))).toBe('bill-not-ready');
    expect(failureReason(new WechatPayError('making it', 400, 'STATEMENT_CREATING'))).toBe('bill-not-ready');
    expect(failureReason(new WechatPayError('refused', 403, 'NO_AUTH'))).toBe('wechat-refused');
    expect(failureReason(new WechatPayError('timed out', null, null))).toBe('wechat-unreachable');
    expect(failureReason(new WechatPayError("the bill file does not match WeChat Pay's SHA1", 200, null))).toBe(
      'bill-unreadable',
    );
    expect(failureReason(new TradeBillFormatError('the bill has no column x'))).toBe('bill-unreadable');
    expect(failureReason(new Error('boom'))).toBe('internal');
  });
});
