/**
 * The members' payment routes without WeChat Pay's answers (those are in the end-to-end tests with
 * the fake): products priced for the viewer, the order list and one order for its buyer only,
 * cancelling an order never sent to WeChat, dresses v2, the wardrobe refusing a dress not bought,
 * the unpaid-order sweep, and one order paid through the local fake (the result page's query).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, type OrderView, type ProductView } from '@culture/protocol';
import { orderEvents, orders, shopEligibility, shopProducts, vrDresses } from '../../db/schema.js';
import type { FakeMode } from '../../integrations/wechatpay/wechat-pay-fake-mount.js';
import { createTestApp } from '../../test/helper.js';
import { paymentsFixtures } from '../../test/payments-fixtures.js';
import { RESULT_CHECK_INTERVAL_MS } from './commands/check-order.js';
import { settlePayment } from './commands/settle-payment.js';
import { sweepOrders } from './sweeper.js';

const t = await createTestApp();
const { fake } = (t.app as unknown as { wechatPayFake: FakeMode }).wechatPayFake;
const { db, context, product, reserve, paid } = paymentsFixtures(t);
const buyer = await t.loginWithPhone('13800138201');
const other = await t.loginWithPhone('13800138202');
const buyerId = BigInt(buyer.userId);
const dressText = { 'zh-CN': '衣', 'zh-TW': '衣', 'en-US': 'Robe' };
const colors = { skin: '#000000', body: '#000000', trim: '#000000', legs: '#000000', hat: null };
await db.insert(vrDresses).values([
  { id: 'paid-robe', name: dressText, thumbnail: '/x.svg', colors },
  { id: 'free-robe', name: dressText, thumbnail: '/x.svg', colors },
]);
const dressProduct = await product({ kind: 'dress', priceFen: 600, dressId: 'paid-robe' });
const adoption = await product({ kind: 'pocket-adoption', priceFen: 2_000, memberPriceFen: 100, supply: 500 });
await db.insert(shopEligibility).values({ id: 1n, productId: adoption, phoneE164: '+8613800138201' });

const products = async (token?: string) =>
  (await t.get(API_PATHS.products, token ? { token } : {})).json().data.content as ProductView[];

describe('GET /api/v5/shop/products', () => {
  it('prices the card-holder adoption for the viewer', async () => {
    const forGuest = (await products()).find((p) => p.id === adoption)!;
    expect(forGuest).toMatchObject({ price_fen: 2_000, member_price_fen: 100, member_price: null, remaining: 500, supply: 500 });
    expect((await products(buyer.token)).find((p) => p.id === adoption)!.member_price).toBe('phone');
    expect((await products(other.token)).find((p) => p.id === adoption)!.member_price).toBe('code');
  });

  it('says which dresses the member owns', async () => {
    const order = await reserve(buyerId, dressProduct);
    expect((await products(buyer.token)).find((p) => p.id === dressProduct)!.owned).toBe(false);
    expect(await settlePayment(context, paid(order), 'notification')).toBe('fulfilled');
    expect((await products(buyer.token)).find((p) => p.id === dressProduct)!.owned).toBe(true);
    const bought = await t.get(API_PATHS.dressesPurchase, { token: buyer.token });
    expect(bought.json().data.content).toEqual([
      { dressId: 'paid-robe', order_no: order.outTradeNo, purchased_at: expect.any(String) },
    ]);
    expect((await t.get(API_PATHS.dressesPurchase, { token: other.token })).json().data.content).toEqual([]);
  });
});

describe('the wardrobe and priced dresses', () => {
  it('refuses a priced dress the member has not bought, and wears a free one', async () => {
    const refused = await t.post(API_PATHS.meDress, { dressId: 'paid-robe' }, { token: other.token });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe(40968);
    expect((await t.post(API_PATHS.meDress, { dressId: 'free-robe' }, { token: other.token })).statusCode).toBe(200);
  });
});

describe('orders of a member', () => {
  it('lists them newest first, a page at a time, and shows one to its buyer only', async () => {
    const id = await product();
    const made = [];
    for (let i = 0; i < 22; i += 1) {
      made.push(await reserve(buyerId, id));
      t.clock.advance(1_000);
    }
    const first = (await t.get(API_PATHS.orders, { token: buyer.token })).json().data as {
      content: OrderView[];
      next_cursor: string;
    };
    expect(first.content).toHaveLength(20);
    expect(first.content[0]!.order_no).toBe(made[21]!.outTradeNo);
    const second = (await t.get(`${API_PATHS.orders}?cursor=${first.next_cursor}`, { token: buyer.token })).json().data;
    expect(second.content.map((o: OrderView) => o.order_no)).toContain(made[0]!.outTradeNo);
    const url = API_PATHS.order.replace(':orderNo', made[0]!.outTradeNo);
    expect((await t.get(url, { token: buyer.token })).json().data).toMatchObject({
      state: 'created',
      amount_fen: 990,
      price: 'regular',
    });
    expect((await t.get(url, { token: other.token })).statusCode).toBe(404);
  });

  it('cancels an unpaid order and gives its unit back', async () => {
    const id = await product({ supply: 1 });
    const order = await reserve(buyerId, id);
    const url = API_PATHS.orderCancel.replace(':orderNo', order.outTradeNo);
    expect((await t.post(url, {}, { token: other.token })).statusCode).toBe(404);
    const res = await t.post(url, {}, { token: buyer.token });
    expect(res.json().data.state).toBe('closed');
    expect((await db.select().from(shopProducts).where(eq(shopProducts.id, id)))[0]!.held).toBe(0);
    expect((await t.post(url, {}, { token: buyer.token })).json().code).toBe(40965);
  });

  it('pays through the local fake: the notification fulfils once, the result page shows it', async () => {
    const id = await product({ supply: 3 });
    const created = await t.post(API_PATHS.orders, { product_id: id, method: 'native' }, { token: buyer.token });
    expect(created.statusCode, created.body).toBe(200);
    const { order, pay } = created.json().data as { order: OrderView; pay: { method: string; code_url: string } };
    expect(pay.method).toBe('native');
    expect(pay.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl/);
    expect(order).toMatchObject({ state: 'created', amount_fen: 990 });
    // The same method again: the cached pay action, no second prepay.
    const again = await t.post(
      API_PATHS.orderPay.replace(':orderNo', order.order_no),
      { method: 'native' },
      { token: buyer.token },
    );
    expect(again.json().data.pay).toEqual(pay);
    // Another method: WeChat keeps one trade type per order number, so it is refused.
    const h5 = await t.post(API_PATHS.orderPay.replace(':orderNo', order.order_no), { method: 'h5' }, { token: buyer.token });
    expect(h5.json().code).toBe(40964);
    fake.pay(order.order_no);
    // The fake's notification reaches the notify route in-process and settles the order; wait for its
    // answer, then the result page sees the order fulfilled (asking WeChat again changes nothing).
    await fake.waitForDelivery((d) => d.resource.out_trade_no === order.order_no && d.finished);
    t.clock.advance(RESULT_CHECK_INTERVAL_MS + 1);
    const url = API_PATHS.order.replace(':orderNo', order.order_no);
    const seen = (await t.get(url, { token: buyer.token })).json().data as OrderView;
    expect(seen.state).toBe('fulfilled');
    expect(seen.certificate_code).toMatch(/^[A-Z2-9]{16}$/);
    expect(seen.refundable_until).not.toBeNull();
    const events = await db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.orderId, BigInt(order.order_no.slice(2))));
    expect(events.filter((e) => e.toState === 'fulfilled')).toHaveLength(1);
  });

  it('sends H5 pay back to the result page', async () => {
    const created = await t.post(API_PATHS.orders, { product_id: await product(), method: 'h5' }, { token: buyer.token });
    const { order, pay } = created.json().data as { order: OrderView; pay: { h5_url: string } };
    expect(pay.h5_url).toContain(`&redirect_url=${encodeURIComponent(`${t.config.publicOrigin}/order/${order.order_no}`)}`);
  });

  it('refuses JSAPI without a WeChat sign-in and an unknown product', async () => {
    const id = await product({ supply: 1 });
    expect((await t.post(API_PATHS.orders, { product_id: id, method: 'jsapi' }, { token: buyer.token })).json().code).toBe(40072);
    expect(
      (await t.post(API_PATHS.orders, { product_id: 'no-such-thing', method: 'native' }, { token: buyer.token })).statusCode,
    ).toBe(404);
    expect((await db.select().from(shopProducts).where(eq(shopProducts.id, id)))[0]!.held).toBe(0);
  });
});

describe('the unpaid-order sweep', () => {
  it('closes expired orders and leaves young ones', async () => {
    const id = await product({ supply: 2 });
    const old = await reserve(buyerId, id);
    t.clock.advance(16 * 60_000);
    const young = await reserve(buyerId, id);
    await sweepOrders(context);
    expect((await db.select().from(orders).where(eq(orders.id, old.id)))[0]!.state).toBe('closed');
    expect((await db.select().from(orders).where(eq(orders.id, young.id)))[0]!.state).toBe('created');
    expect((await db.select().from(shopProducts).where(eq(shopProducts.id, id)))[0]!.held).toBe(1);
  });
});

describe('POST /api/v5/payments/wechatpay/notify', () => {
  it('answers FAIL to what it cannot verify', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: API_PATHS.wechatPayNotify,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'FAIL' });
  });
});
