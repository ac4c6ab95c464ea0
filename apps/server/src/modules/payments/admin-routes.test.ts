/**
 * The payments operator API and the certificate routes over HTTP (docs/payments.md, "Operator API",
 * "Certificates"): the operator's token required, products and eligibility, orders filtered, a
 * member's request approved or rejected, a direct refund, reconciliation resolved, attention, and
 * the public certificate check. The orders are paid at the app's mounted fake, whose refunds answer
 * PROCESSING until the fake completes them (start-refund.ts). Runs on PGlite and PostgreSQL.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { orderRefunds, shopEligibility, users } from '../../db/schema.js';
import type { FakeMode } from '../../integrations/wechatpay/wechat-pay-fake-mount.js';
import type { WechatPay } from '../../integrations/wechatpay/wechat-pay.js';
import { createTestApp } from '../../test/helper.js';
import { eligibilityCodeHash } from './commands/add-eligibility.js';
import { insertFulfilledOrder, insertProduct, orderState } from './refund-test-fixtures.js';

const ADMIN = 'refunds-admin-token-0123456789abcdef';
const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN } });
const db = t.database.db;
const L = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, 'en-US': text });

async function operator(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = ADMIN) {
  const res = await t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests read each operator answer's own shape
  return { status: res.statusCode, body: res.json() as { data: any; code: number } };
}
const product = {
  id: 'admin-adoption',
  kind: 'pocket-adoption',
  name: L('Adopt a pocket'),
  description: L('Six hours of embroidery'),
  image: '/images/pocket.png',
  price_fen: 2000,
  member_price_fen: 100,
  supply: 500,
  on_sale: true,
  refund_days: 7,
  dress_id: null,
};

describe('products and eligibility', () => {
  it('needs the operator token', async () => {
    expect((await operator('PUT', API_PATHS.adminProducts, product, 'wrong')).status).toBe(401);
    expect((await operator('GET', API_PATHS.adminPaymentsAttention, undefined, 'wrong')).status).toBe(401);
  });

  it('creates, then changes a product; supply never below what is held; kind never changes', async () => {
    expect((await operator('PUT', API_PATHS.adminProducts, product)).body.data).toEqual({ created: true });
    expect((await operator('PUT', API_PATHS.adminProducts, { ...product, price_fen: 2500 })).body.data).toEqual({
      created: false,
    });
    await db.execute(sql`update shop_products set held = 3 where id = 'admin-adoption'`);
    const tooFew = await operator('PUT', API_PATHS.adminProducts, { ...product, supply: 2 });
    expect(tooFew.status).toBe(400);
    expect((await operator('PUT', API_PATHS.adminProducts, { ...product, supply: 3 })).status).toBe(200);
    expect(
      (await operator('PUT', API_PATHS.adminProducts, { ...product, kind: 'collectible', member_price_fen: null })).status,
    ).toBe(400);
    expect(
      (
        await operator('PUT', API_PATHS.adminProducts, {
          ...product,
          id: 'admin-dress',
          kind: 'dress',
          member_price_fen: null,
          dress_id: 'no-such-dress',
        })
      ).status,
    ).toBe(400);
  });

  it('adds phones and codes once, stores codes as SHA-256 only, and answers generated codes once', async () => {
    const first = await operator('POST', API_PATHS.adminEligibility, {
      product_id: 'admin-adoption',
      phones: ['+8613800138000', '+8613800138000'],
      codes: ['PARTNER-0001'],
      generate: 3,
    });
    expect(first.status).toBe(200);
    expect(first.body.data.added).toBe(5);
    expect(first.body.data.codes).toHaveLength(3);
    const again = await operator('POST', API_PATHS.adminEligibility, {
      product_id: 'admin-adoption',
      phones: ['+8613800138000'],
      codes: ['PARTNER-0001'],
    });
    expect(again.body.data).toEqual({ added: 0, codes: [] });
    const stored = await db.select().from(shopEligibility).where(eq(shopEligibility.productId, 'admin-adoption'));
    expect(stored.map((r) => r.codeHash)).toContain(eligibilityCodeHash('PARTNER-0001'));
    expect(stored.map((r) => r.codeHash)).toContain(eligibilityCodeHash(first.body.data.codes[0]));
    expect(JSON.stringify(stored.map((r) => [r.phoneE164, r.codeHash]))).not.toContain('PARTNER-0001');
    expect((await operator('POST', API_PATHS.adminEligibility, { product_id: 'nothing-here', generate: 1 })).status).toBe(404);
  });
});

describe('orders, refunds and attention', async () => {
  await insertProduct(db, 'admin-pocket', 'collectible', { refundDays: 7, supply: 10, held: 2 });
  const member = await t.loginWithPhone('13900001111');
  const userId = BigInt(member.userId);
  const paidAt = new Date(t.clock.now() - 86_400_000);
  const asked = await insertFulfilledOrder(db, userId, 'admin-pocket', { paidAt });
  const rejected = await insertFulfilledOrder(db, userId, 'admin-pocket', { paidAt });
  const direct = await insertFulfilledOrder(db, userId, 'admin-pocket', { paidAt });
  // WeChat Pay (the mounted fake) must know the payments it is asked to refund.
  const handles = t.app as unknown as { wechatPay: WechatPay; wechatPayFake: FakeMode };
  for (const order of [asked, rejected, direct]) {
    await handles.wechatPay.prepayNative({
      outTradeNo: order.outTradeNo,
      description: 'Pocket',
      amountFen: 990,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    handles.wechatPayFake.fake.pay(order.outTradeNo);
  }

  it('a member asks over HTTP; a second ask is refused', async () => {
    const refund = (orderNo: string) =>
      t.post(API_PATHS.orderRefund.replace(':orderNo', orderNo), { reason: 'too small' }, { token: member.token });
    const res = await refund(asked.outTradeNo);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.out_refund_no).toMatch(/^RF\d+$/);
    const twice = await refund(asked.outTradeNo);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe(40967);
    expect((await refund(rejected.outTradeNo)).statusCode).toBe(200);
  });

  it('lists orders by state and by phone, with their refunds', async () => {
    const waiting = await operator('GET', `${API_PATHS.adminOrders}?state=refund-requested`);
    expect(waiting.body.data.content.map((o: { order_no: string }) => o.order_no).sort()).toEqual(
      [asked.outTradeNo, rejected.outTradeNo].sort(),
    );
    expect(waiting.body.data.content[0].refunds[0]).toMatchObject({
      state: 'requested',
      requested_by: 'member',
      reason: 'too small',
    });
    const [user] = await db.select().from(users).where(eq(users.id, userId));
    const byPhone = await operator('GET', `${API_PATHS.adminOrders}?phone=${encodeURIComponent(user!.phoneE164!)}`);
    expect(byPhone.body.data.content).toHaveLength(3);
    expect((await operator('GET', `${API_PATHS.adminOrders}?phone=%2B8613000000000`)).body.data.content).toHaveLength(0);
    expect((await operator('GET', `${API_PATHS.adminOrders}?date=2026-13-01`)).status).toBe(400);
  });

  it('lists the waiting refund requests on the server, the longest waiting first', async () => {
    const page = (await operator('GET', API_PATHS.adminRefundRequests)).body.data;
    expect(page).toMatchObject({ total: 2, next_cursor: null });
    expect(page.content.map((o: { order_no: string }) => o.order_no)).toEqual([asked.outTradeNo, rejected.outTradeNo]);
    expect((await operator('GET', `${API_PATHS.adminRefundRequests}?cursor=nope`)).status).toBe(400);
  });

  it('approve sends the refund; reject returns the order; a direct refund needs no request', async () => {
    const refundNo = async (orderId: bigint) =>
      (await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0]!.outRefundNo;
    const decide = (no: string, decision: string) =>
      operator('POST', API_PATHS.adminRefundDecision.replace(':outRefundNo', no), { decision, note: 'checked' });
    const approved = await decide(await refundNo(asked.id), 'approve');
    expect(approved.status).toBe(200);
    // WeChat Pay takes the refund (PROCESSING); its notification or the sweep ends it.
    expect(approved.body.data.outcome).toBe('processing');
    expect(await orderState(db, asked.id)).toBe('refunding');
    expect((await decide(await refundNo(rejected.id), 'reject')).body.data.outcome).toBe('rejected');
    expect(await orderState(db, rejected.id)).toBe('fulfilled');
    const directly = await operator('POST', API_PATHS.adminOrderRefund.replace(':orderNo', direct.outTradeNo), {
      reason: 'damaged',
    });
    expect(directly.status).toBe(200);
    expect(await orderState(db, direct.id)).toBe('refunding');
    const twice = await operator('POST', API_PATHS.adminOrderRefund.replace(':orderNo', direct.outTradeNo), { reason: 'again' });
    expect(twice.status).toBe(409);
    expect((await operator('POST', API_PATHS.adminOrderRefund.replace(':orderNo', 'CP000000'), { reason: 'x' })).status).toBe(
      404,
    );
  });

  it('attention lists failed refunds and differences; a difference resolved leaves it', async () => {
    await db.execute(sql`update orders set state = 'refund-failed' where id = ${direct.id}`);
    await db.execute(sql`update order_refunds set state = 'failed' where order_id = ${direct.id}`);
    await db.execute(
      sql`insert into reconciliation_diffs (id, bill_date, out_trade_no, kind) values (77, '2026-11-20', 'CP999999', 'missing-here')`,
    );
    const attention = (await operator('GET', API_PATHS.adminPaymentsAttention)).body.data;
    expect(attention.failed_refunds.map((o: { order_no: string }) => o.order_no)).toEqual([direct.outTradeNo]);
    expect(attention.differences.map((d: { id: string }) => d.id)).toEqual(['77']);
    const day = await operator('POST', API_PATHS.adminReconciliation, { date: '2026-11-20', resolve: ['77'] });
    expect(day.body.data.differences[0].resolved_at).not.toBeNull();
    expect((await operator('GET', API_PATHS.adminPaymentsAttention)).body.data.differences).toEqual([]);
    expect((await operator('GET', `${API_PATHS.adminReconciliation}?date=2026-11-20`)).body.data.differences).toHaveLength(1);
    // Reconciling needs WeChat Pay's bill: without WeChat Pay the operator is told to try later.
    expect((await operator('POST', API_PATHS.adminReconciliation, { date: '2026-11-20' })).status).toBe(503);
  });

  it('certificates: mine, and the public check that says withdrawn and shows no phone', async () => {
    const mine = await t.get(API_PATHS.certificates, { token: member.token, locale: 'zh-CN' });
    expect(mine.statusCode).toBe(200);
    const codes = mine.json().data.content.map((c: { code: string }) => c.code);
    expect(codes.sort()).toEqual([asked, rejected, direct].map((o) => o.certificateCode).sort());
    await db.execute(sql`update certificates set withdrawn_at = now(), owner_name = '13900001111' where order_id = ${asked.id}`);
    const check = await t.get(API_PATHS.certificate.replace(':code', asked.certificateCode!));
    expect(check.statusCode).toBe(200);
    expect(check.json().data).toMatchObject({ withdrawn: true, kind: 'collectible', of: 10, owner_name: '139****1111' });
    expect(check.body).not.toContain('13900001111');
    expect(check.json().data.verify_url).toMatch(new RegExp(`/certificate/${asked.certificateCode}$`));
    expect((await t.get(API_PATHS.certificate.replace(':code', 'NOSUCHCODE0000'))).statusCode).toBe(404);
    expect((await t.get(API_PATHS.certificates)).statusCode).toBe(401);
  });
});
