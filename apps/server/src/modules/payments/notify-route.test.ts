/**
 * WeChat Pay's notifications through the real route (docs/payments.md, "Order states" and "WeChat
 * Pay protocol"): made and signed as WeChat makes them, with the fake's key. Only a verified,
 * fresh, non-probe notification settles; a replay or ten copies at once fulfil once; an unknown
 * order or another amount is answered 204 and listed as a difference; bad bytes never get a 5xx.
 * Runs on PGlite and PostgreSQL.
 */
import { describe, expect, it } from 'vitest';
import { generateFakeKeys, signedHeaders } from '../../integrations/wechatpay/wechat-pay-fake-sign.js';
import { createTestApp } from '../../test/helper.js';
import { notifyFixtures } from '../../test/notify-fixtures.js';

const t = await createTestApp();
const { fake, client, post, paidResource, payment, buy, orderOf, grantsOf, differencesOf, product } = notifyFixtures(t);
const buyer = await t.loginWithPhone('13800138301');
const collectible = await product({ supply: 1_000 });
const notifyUrl = t.config.wechatPay.notifyUrl;

/** An order created over HTTP and still unpaid. */
const newOrder = async () => (await buy(buyer.token, collectible)).order_no;

const expectFail = (res: Awaited<ReturnType<typeof post>>, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ code: 'FAIL' });
};

describe('a genuine notification', () => {
  it('is settled and answered 204 with no body; a replay is answered 204 and grants nothing more', async () => {
    const orderNo = await newOrder();
    const signed = payment(orderNo, 990);
    const first = await post(signed.body, signed.headers);
    expect(first.statusCode, first.body).toBe(204);
    expect(first.body).toBe('');
    expect((await orderOf(orderNo)).state).toBe('fulfilled');
    // The very same request again (within WeChat's five minutes), then the same bytes signed afresh
    // (WeChat's retry keeps the id and body): both answered as received.
    expect((await post(signed.body, signed.headers)).statusCode).toBe(204);
    expect((await post(signed.body, fake.signBody(signed.body))).statusCode).toBe(204);
    expect(await grantsOf(orderNo)).toEqual({ fulfilled: 1, certificates: 1 });
  });

  it('ten copies at once fulfil the order exactly once, with one certificate', async () => {
    const orderNo = await newOrder();
    const signed = payment(orderNo, 990);
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(signed.body, signed.headers)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 10 }, () => 204));
    expect(await grantsOf(orderNo)).toEqual({ fulfilled: 1, certificates: 1 });
  });

  it('for an order we do not know: 204 (WeChat would retry for a day) and a difference for operators', async () => {
    const orderNo = `CP${'9'.repeat(24)}`;
    const signed = payment(orderNo, 990);
    expect((await post(signed.body, signed.headers)).statusCode).toBe(204);
    const [difference] = await differencesOf(orderNo);
    expect(difference).toMatchObject({ kind: 'missing-here', outTradeNo: orderNo });
    expect(difference!.theirs).toMatchObject({ notification_id: signed.id, total_fen: 990 });
  });

  it('for another amount than the order’s (paid at the fake): not fulfilled, a difference listed', async () => {
    const orderNo = await newOrder();
    fake.pay(orderNo, { amountFen: 1 });
    const delivery = await fake.waitForDelivery((d) => d.resource.out_trade_no === orderNo && d.finished);
    expect(delivery.attempts.map((a) => a.status)).toEqual([204]);
    expect((await orderOf(orderNo)).state).toBe('created');
    expect(await grantsOf(orderNo)).toEqual({ fulfilled: 0, certificates: 0 });
    const [difference] = await differencesOf(orderNo);
    expect(difference).toMatchObject({ kind: 'amount', outTradeNo: orderNo });
    expect(difference!.theirs).toMatchObject({ total_fen: 1 });
  });
});

describe('what is refused, settling nothing', () => {
  it('a forged signature: tampered, made with another key, or another notification’s', async () => {
    const orderNo = await newOrder();
    const signed = payment(orderNo, 990);
    const flipped = signed.headers['Wechatpay-Signature']!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
    expectFail(await post(signed.body, { ...signed.headers, 'Wechatpay-Signature': flipped }), 401);
    const forger = generateFakeKeys(undefined, client.publicKeyId);
    expectFail(await post(signed.body, signedHeaders(forger, signed.body, Math.floor(Date.now() / 1000))), 401);
    const other = payment(await newOrder(), 990);
    expectFail(await post(signed.body, other.headers), 401);
    expect((await orderOf(orderNo)).state).toBe('created');
    // The same notification, genuinely signed, is settled: only the signature was refused.
    expect((await post(signed.body, signed.headers)).statusCode).toBe(204);
  });

  it('a serial we do not know (another public key id, a platform certificate serial)', async () => {
    const orderNo = await newOrder();
    const signed = payment(orderNo, 990);
    for (const serial of [`PUB_KEY_ID_${'1'.repeat(36)}`, '5157F09EFDC096DE15EBE81A47057A7232F1B8E1', '']) {
      expectFail(await post(signed.body, { ...signed.headers, 'Wechatpay-Serial': serial }), 401);
    }
    expect((await orderOf(orderNo)).state).toBe('created');
  });

  it('a timestamp six minutes off, either way', async () => {
    const orderNo = await newOrder();
    for (const offset of [-6 * 60_000, 6 * 60_000]) {
      const stale = payment(orderNo, 990, Date.now() + offset);
      expectFail(await post(stale.body, stale.headers), 401);
    }
    expect((await orderOf(orderNo)).state).toBe('created');
  });

  it('a WECHATPAY/SIGNTEST/ probe, from the fake and on a real order', async () => {
    const probe = await fake.probe(notifyUrl);
    expect(probe.accepted).toBe(false);
    expect(probe.attempts.map((a) => a.status)).toEqual([401]);
    const orderNo = await newOrder();
    const signed = payment(orderNo, 990);
    const probing = `WECHATPAY/SIGNTEST/${signed.headers['Wechatpay-Signature']}`;
    expectFail(await post(signed.body, { ...signed.headers, 'Wechatpay-Signature': probing }), 401);
    expect((await orderOf(orderNo)).state).toBe('created');
  });

  it('no headers, an empty body, not JSON, NUL characters', async () => {
    const orderNo = await newOrder();
    const signed = payment(orderNo, 990);
    expectFail(await post(signed.body, {}), 401);
    expectFail(await post('', fake.signBody('')), 401);
    expectFail(await post('not json {', fake.signBody('not json {')), 401);
    const nul = signed.body.replace('"id":"', '"id":"\u0000');
    expectFail(await post(nul, fake.signBody(nul)), 401);
    // Escaped NUL is valid JSON; PostgreSQL's text and jsonb refuse it, so it never reaches them.
    const escaped = signed.body.replace('"id":"', '"id":"\\u0000');
    expectFail(await post(escaped, fake.signBody(escaped)), 401);
    const inResource = fake.signNotification('TRANSACTION.SUCCESS', paidResource(`CP\u0000${orderNo.slice(2)}`, 990));
    expectFail(await post(inResource.body, inResource.headers), 401);
    expect((await orderOf(orderNo)).state).toBe('created');
  });

  it('a body over 64 kB is refused before anything is read, with the catalogue’s code', async () => {
    const orderNo = await newOrder();
    const signed = fake.signNotification('TRANSACTION.SUCCESS', paidResource(orderNo, 990, { attach: 'x'.repeat(70_000) }));
    const res = await post(signed.body, signed.headers);
    // Not 2xx, so WeChat would send it again; the app's answer for any too-large body (40003).
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ code: 40003 });
    expect((await orderOf(orderNo)).state).toBe('created');
  });
});

describe('resources with wrong types and extreme values (verified, so read): never a 5xx', () => {
  it('an amount that is not a number, ids past 2^31 and 2^63, a date past 9999', async () => {
    const orderNo = await newOrder();
    const text = fake.signNotification('TRANSACTION.SUCCESS', paidResource(orderNo, 990, { amount: { total: '990' } }));
    expect((await post(text.body, text.headers)).statusCode).toBe(204);
    expect((await orderOf(orderNo)).state).toBe('created');
    for (const outTradeNo of ['CP2147483648', `CP${'9'.repeat(40)}`, 'X'.repeat(5_000)]) {
      const unknown = payment(outTradeNo, 990);
      expect((await post(unknown.body, unknown.headers)).statusCode).toBe(204);
    }
    const far = fake.signNotification(
      'TRANSACTION.SUCCESS',
      paidResource(orderNo, 990, { success_time: '+100000-01-01T00:00:00+08:00', transaction_id: 12345 }),
    );
    expect((await post(far.body, far.headers)).statusCode).toBeLessThan(500);
    const wrongShape = fake.signNotification('TRANSACTION.SUCCESS', { out_trade_no: ['CP1'], trade_state: {} });
    expectFail(await post(wrongShape.body, wrongShape.headers), 401);
    const otherMerchant = fake.signNotification('TRANSACTION.SUCCESS', paidResource(orderNo, 990, { mchid: '1230000109' }));
    expectFail(await post(otherMerchant.body, otherMerchant.headers), 401);
  });

  it('another event type is answered 204 and changes nothing', async () => {
    const orderNo = await newOrder();
    const other = fake.signNotification('TRANSACTION.CLOSED', paidResource(orderNo, 990));
    expect((await post(other.body, other.headers)).statusCode).toBe(204);
    expect((await orderOf(orderNo)).state).toBe('created');
  });
});
