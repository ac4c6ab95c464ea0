/**
 * The finance operator's writes (products, eligibility, refund approve / reject / direct) each write
 * their audit row in the transaction that records them; a refused one writes none
 * (docs/operator-console.md, "Audit log"). Refunds go to the app's mounted WeChat Pay fake.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { orderRefunds } from '../../db/schema.js';
import type { FakeMode } from '../../integrations/wechatpay/wechat-pay-fake-mount.js';
import type { WechatPay } from '../../integrations/wechatpay/wechat-pay.js';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith } from '../../test/operators.js';
import { insertFulfilledOrder, insertProduct } from './refund-test-fixtures.js';

const t = await createTestApp();
const db = t.database.db;
const finance = await operatorWith(t, 'fran', ['finance']);
const L = (text: string) => ({ 'zh-CN': text, 'zh-TW': text, 'en-US': text });
const product = {
  id: 'audited-adoption',
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

describe('product and eligibility audit rows', () => {
  it('name the operator, the product, its price before and after; refused changes write none', async () => {
    expect((await finance.put(API_PATHS.adminProducts, product)).statusCode).toBe(200);
    expect((await finance.put(API_PATHS.adminProducts, { ...product, price_fen: 2500 })).statusCode).toBe(200);
    expect(await auditRowsOf(t, 'product.create')).toMatchObject([
      { actor: finance.actor, actorName: 'fran', target: 'product:audited-adoption', before: null, after: { price_fen: 2000 } },
    ]);
    expect(await auditRowsOf(t, 'product.update')).toMatchObject([{ before: { priceFen: 2000 }, after: { price_fen: 2500 } }]);
    await db.execute(sql`update shop_products set held = 3 where id = 'audited-adoption'`);
    expect((await finance.put(API_PATHS.adminProducts, { ...product, supply: 2 })).statusCode).toBe(400);
    expect(await auditRowsOf(t, 'product.update')).toHaveLength(1);
  });

  it('logs counts of an eligibility upload, not the phones or codes', async () => {
    const upload = { product_id: 'audited-adoption', phones: ['+8613900001234'], codes: ['PARTNER-0001'], generate: 2 };
    const res = await finance.post(API_PATHS.adminEligibility, upload);
    expect(res.statusCode, res.body).toBe(200);
    const rows = await auditRowsOf(t, 'eligibility.add');
    expect(rows).toMatchObject([{ actor: finance.actor, after: { phones: 1, codes: 1, generated: 2, added: 4 } }]);
    const logged = JSON.stringify(rows.map((row) => [row.before, row.after, row.target]));
    for (const secret of ['13900001234', 'PARTNER-0001', ...res.json().data.codes]) expect(logged).not.toContain(secret);
    expect((await finance.post(API_PATHS.adminEligibility, { product_id: 'nothing-here', generate: 1 })).statusCode).toBe(404);
    expect(await auditRowsOf(t, 'eligibility.add')).toHaveLength(1);
  });
});

describe('refund audit rows', async () => {
  await insertProduct(db, 'audited-pocket', 'collectible', { refundDays: 7, supply: 10, held: 3 });
  const member = await t.loginWithPhone('13900002222');
  const paidAt = new Date(t.clock.now() - 86_400_000);
  const orders = [];
  for (let i = 0; i < 3; i++) orders.push(await insertFulfilledOrder(db, BigInt(member.userId), 'audited-pocket', { paidAt }));
  const [approved, rejected, direct] = orders as [(typeof orders)[0], (typeof orders)[0], (typeof orders)[0]];
  const handles = t.app as unknown as { wechatPay: WechatPay; wechatPayFake: FakeMode };
  for (const order of orders) {
    await handles.wechatPay.prepayNative({
      outTradeNo: order.outTradeNo,
      description: 'Pocket',
      amountFen: 990,
      expiresAt: new Date(Date.now() + 15 * 60_000),
    });
    handles.wechatPayFake.fake.pay(order.outTradeNo);
  }
  const ask = (orderNo: string) =>
    t.post(API_PATHS.orderRefund.replace(':orderNo', orderNo), { reason: 'too small' }, { token: member.token });
  const refundNo = async (orderId: bigint) =>
    (await db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId)))[0]!.outRefundNo;
  const decide = (no: string, decision: string) =>
    finance.post(API_PATHS.adminRefundDecision.replace(':outRefundNo', no), { decision, note: 'checked' });

  it('approve, reject and a direct refund each name the operator and the refund', async () => {
    expect((await ask(approved.outTradeNo)).statusCode).toBe(200);
    expect((await ask(rejected.outTradeNo)).statusCode).toBe(200);
    const approvedNo = await refundNo(approved.id);
    const rejectedNo = await refundNo(rejected.id);
    expect((await decide(approvedNo, 'approve')).statusCode).toBe(200);
    expect((await decide(rejectedNo, 'reject')).statusCode).toBe(200);
    const directly = await finance.post(API_PATHS.adminOrderRefund.replace(':orderNo', direct.outTradeNo), { reason: 'damaged' });
    expect(directly.statusCode, directly.body).toBe(200);
    expect(await auditRowsOf(t, 'refund.approve')).toMatchObject([
      { actor: finance.actor, target: `refund:${approvedNo}`, before: { state: 'requested' }, after: { state: 'processing' } },
    ]);
    expect(await auditRowsOf(t, 'refund.reject')).toMatchObject([
      { actor: finance.actor, target: `refund:${rejectedNo}`, after: { state: 'rejected', note: 'checked' } },
    ]);
    expect(await auditRowsOf(t, 'order.refund')).toMatchObject([
      {
        actor: finance.actor,
        target: `order:${direct.outTradeNo}`,
        after: { out_refund_no: directly.json().data.out_refund_no },
      },
    ]);
  });

  it('writes no row for a decision or refund that is refused', async () => {
    expect((await decide(await refundNo(rejected.id), 'reject')).statusCode).toBe(409);
    expect((await decide(await refundNo(approved.id), 'approve')).statusCode).toBe(409);
    expect(
      (await finance.post(API_PATHS.adminOrderRefund.replace(':orderNo', direct.outTradeNo), { reason: 'again' })).statusCode,
    ).toBe(409);
    expect(await auditRowsOf(t, 'refund.reject')).toHaveLength(1);
    expect(await auditRowsOf(t, 'refund.approve')).toHaveLength(1);
    expect(await auditRowsOf(t, 'order.refund')).toHaveLength(1);
  });
});
