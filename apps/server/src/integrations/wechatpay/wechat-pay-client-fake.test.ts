/**
 * The real client against the local fake, as `npm start` runs them (WECHATPAY_MODE=fake): the client
 * signs, the fake checks the signature and signs back, the client verifies every answer. Two independent
 * implementations of the protocol agreeing is what lets the fake stand in for WeChat Pay in every other test.
 * The app's own client reaches the fake in-process (app/wechat-pay.ts); the notification test goes over
 * the network both ways.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { createWechatPayClient } from './wechat-pay-client.js';
import { fakeModeClientConfig, type FakeMode } from './wechat-pay-fake-mount.js';
import { WechatPayError, type WechatPay } from './wechat-pay.js';

let t: TestApp;
let pay: WechatPay;
let fake: FakeMode['fake'];
let settings: FakeMode['client'];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const handles = t.app as unknown as { wechatPay: WechatPay; wechatPayFake: FakeMode };
  pay = handles.wechatPay;
  fake = handles.wechatPayFake.fake;
  settings = handles.wechatPayFake.client;
}, 120_000);

const order = (outTradeNo: string, amountFen = 990) => ({
  outTradeNo,
  description: '数字口袋 Digital pocket',
  amountFen,
  expiresAt: new Date(Date.now() + 15 * 60_000),
});

describe('the client against the fake', () => {
  it('prepays by each method and the answers verify', async () => {
    const native = await pay.prepayNative(order('CPclientnative1'));
    expect(native.codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const h5 = await pay.prepayH5({ ...order('CPclienth5000001'), payerClientIp: '203.0.113.9' });
    expect(h5.h5Url).toContain('/_fake/wechatpay/');
    const jsapi = await pay.prepayJsapi({ ...order('CPclientjsapi001'), openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' });
    expect(jsapi.prepayId).toMatch(/^wx/);
    const params = pay.jsapiParams(jsapi.prepayId);
    expect(params).toMatchObject({ package: `prepay_id=${jsapi.prepayId}`, signType: 'RSA' });
    expect(params.paySign.length).toBeGreaterThan(300);
  });

  it('queries an order through its life: unknown, NOTPAY, SUCCESS with the amounts', async () => {
    expect(await pay.queryOrder('CPnosuchorder01')).toBeNull();
    await pay.prepayNative(order('CPclientquery01', 100));
    expect((await pay.queryOrder('CPclientquery01'))?.tradeState).toBe('NOTPAY');
    fake.pay('CPclientquery01');
    const paid = await pay.queryOrder('CPclientquery01');
    expect(paid).toMatchObject({ tradeState: 'SUCCESS', totalFen: 100, payerTotalFen: 100 });
    expect(paid?.transactionId).toMatch(/^\d+$/);
    expect(paid?.successTime).toBeInstanceOf(Date);
  });

  it('closes an unpaid order; closing a paid one is refused with ORDERPAID', async () => {
    await pay.prepayNative(order('CPclientclose01'));
    await pay.closeOrder('CPclientclose01');
    expect((await pay.queryOrder('CPclientclose01'))?.tradeState).toBe('CLOSED');
    await pay.prepayNative(order('CPclientclose02'));
    fake.pay('CPclientclose02');
    const refused = await pay.closeOrder('CPclientclose02').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(WechatPayError);
    expect((refused as WechatPayError).code).toBe('ORDERPAID');
  });

  it('refunds, queries the refund, and the trade bill lists the payment', async () => {
    await pay.prepayNative(order('CPclientrefund1', 990));
    fake.pay('CPclientrefund1');
    const refund = await pay.refund({
      outTradeNo: 'CPclientrefund1',
      outRefundNo: 'RFclientrefund1',
      refundFen: 990,
      totalFen: 990,
      reason: 'test',
    });
    expect(refund.status).toBe('PROCESSING');
    fake.completeRefund('RFclientrefund1');
    expect((await pay.queryRefund('RFclientrefund1'))?.status).toBe('SUCCESS');
    expect(await pay.queryRefund('RFnosuchrefund1')).toBeNull();
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const bill = await pay.tradeBill(today);
    expect(bill).toContain('CPclientrefund1');
  });

  it("verifies the fake's notification and decrypts it; a copy with a changed body is refused", async () => {
    // A merchant endpoint that keeps what arrives, so the test sees the headers WeChat's notification carries.
    const received: Array<{ headers: http.IncomingHttpHeaders; body: Buffer }> = [];
    const endpoint = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks) });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => endpoint.listen(0, '127.0.0.1', resolve));
    const notifyUrl = `http://127.0.0.1:${(endpoint.address() as AddressInfo).port}/notify`;
    const client = createWechatPayClient(fakeModeClientConfig(settings, settings.apiBase(), notifyUrl));
    try {
      await client.prepayNative(order('CPclientnotify1', 990));
      fake.pay('CPclientnotify1');
      await fake.waitForDelivery((d) => d.url === notifyUrl && d.delivered);
      const { headers, body } = received[0]!;
      const verified = client.verifyNotification(headers, body);
      expect(verified.eventType).toBe('TRANSACTION.SUCCESS');
      expect('transaction' in verified && verified.transaction).toMatchObject({ outTradeNo: 'CPclientnotify1', totalFen: 990 });
      const changed = Buffer.from(body.toString().replace('TRANSACTION.SUCCESS', 'TRANSACTION.SUCCESZ'));
      expect(() => client.verifyNotification(headers, changed)).toThrow();
    } finally {
      endpoint.close();
    }
  });
});

describe('the bill at the fake', () => {
  it("a bill day switched to fail answers as WeChat's does: NO_STATEMENT_EXIST, or a download cut off", async () => {
    await pay.prepayNative(order('CPclientbill001', 990));
    fake.pay('CPclientbill001');
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    // Switched over HTTP, as a browser test does.
    const switchTo = (answer: string, date = today) =>
      fetch(`${settings.apiBase()}/bill/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bill_date: date, answer }),
      });
    expect((await switchTo('no-statement')).status).toBe(200);
    const missing = await pay.tradeBill(today).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(WechatPayError);
    expect(missing).toMatchObject({ status: 400, code: 'NO_STATEMENT_EXIST' });

    expect((await switchTo('cut-off')).status).toBe(200);
    const cut = await pay.tradeBill(today).catch((error: unknown) => error);
    expect(cut).toBeInstanceOf(WechatPayError);
    expect(cut).toMatchObject({ status: 200, code: null });
    expect((cut as Error).message).toContain('SHA1');

    expect((await switchTo('bill')).status).toBe(200);
    expect(await pay.tradeBill(today)).toContain('CPclientbill001');
    // The same function for server tests; nonsense is refused.
    fake.billAnswer(today, 'no-statement');
    await expect(pay.tradeBill(today)).rejects.toMatchObject({ code: 'NO_STATEMENT_EXIST' });
    fake.billAnswer(today, 'bill');
    expect((await switchTo('later')).status).toBe(400);
    expect((await switchTo('bill', '2026-13-45')).status).toBe(400);
  });
});
