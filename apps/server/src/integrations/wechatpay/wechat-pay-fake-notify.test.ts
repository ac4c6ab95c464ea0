import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestMerchant, decryptResource, verifyWechatSignature, type TestMerchant } from './wechat-pay-fake-merchant.js';
import { RETRY_SCHEDULE_SECONDS } from './wechat-pay-fake-notifier.js';
import { startWechatPayFake, type StartedWechatPayFake } from './wechat-pay-fake.js';

const MCH = '1900007291';
const APP = 'wx2421b1c4370ec43b';
const APIV3 = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';

interface Envelope {
  id: string;
  create_time: string;
  resource: { ciphertext: string; nonce: string; associated_data: string };
}

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** The merchant's notify endpoint: records what came and answers the scripted statuses (then 204). */
let received: Received[] = [];
let script: number[] = [];
let notifyUrl = '';
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    received.push({ headers: req.headers as Record<string, string>, body: Buffer.concat(chunks).toString('utf8') });
    const status = script.shift() ?? 204;
    if (status === 0) return req.socket.destroy();
    res.writeHead(status, status === 204 ? {} : { 'content-type': 'application/json' });
    res.end(status === 204 ? undefined : JSON.stringify({ code: 'FAIL', message: '失败' }));
  });
});

let fake: StartedWechatPayFake;
let merchant: TestMerchant;
let serial = 0;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  notifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/payments/wechatpay/notify`;
  merchant = createTestMerchant({ baseUrl: () => fake.baseUrl, fakePublicKeyPem: () => fake.publicKeyPem, mchId: MCH });
  // A day of retries in well under a second; refunds finish at once.
  fake = await startWechatPayFake({
    merchantPublicKeyPem: merchant.publicKeyPem,
    apiV3Key: APIV3,
    mchId: MCH,
    appId: APP,
    speedUp: 1_000_000,
    refundAfterMs: 0,
  });
});
afterEach(() => {
  received = [];
  script = [];
});
afterAll(async () => {
  await fake.close();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const newOrder = async () => {
  const outTradeNo = `CP${Date.now()}${++serial}`;
  const answer = await merchant.call('POST', '/v3/pay/transactions/jsapi', {
    appid: APP,
    mchid: MCH,
    description: '口袋认养',
    out_trade_no: outTradeNo,
    notify_url: notifyUrl,
    amount: { total: 100, currency: 'CNY' },
    payer: { openid: 'oBuyer' },
  });
  expect(answer.status).toBe(200);
  return outTradeNo;
};

const paymentDelivery = (outTradeNo: string) => (d: { kind: string; resource: Record<string, unknown>; finished: boolean }) =>
  d.kind === 'notification' && d.resource.out_trade_no === outTradeNo && d.finished;

describe('payment notifications', () => {
  it('POSTs the documented envelope, signed with the fake key, the resource decryptable with the APIv3 key', async () => {
    const outTradeNo = await newOrder();
    fake.pay(outTradeNo);
    const delivery = await fake.waitForDelivery(paymentDelivery(outTradeNo));
    expect(delivery.delivered).toBe(true);
    expect(received).toHaveLength(1);
    const [{ headers, body }] = received as [Received];
    expect(headers['wechatpay-serial']).toBe(fake.publicKeyId);
    expect(verifyWechatSignature(fake.publicKeyPem, headers, body)).toBe(true);
    expect(verifyWechatSignature(fake.publicKeyPem, headers, body.replace('TRANSACTION', 'TRANSACTIOM'))).toBe(false);
    const envelope = JSON.parse(body) as Envelope;
    expect(envelope).toMatchObject({
      id: delivery.id,
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { algorithm: 'AEAD_AES_256_GCM', original_type: 'transaction', associated_data: 'transaction' },
    });
    expect(envelope.create_time).toMatch(/\+08:00$/);
    expect(envelope.resource.nonce).toHaveLength(12);
    const plain = JSON.parse(decryptResource(APIV3, envelope.resource)) as Record<string, unknown>;
    expect(plain).toMatchObject({
      mchid: MCH,
      appid: APP,
      out_trade_no: outTradeNo,
      trade_state: 'SUCCESS',
      trade_type: 'JSAPI',
      payer: { openid: 'oBuyer' },
      amount: { total: 100, payer_total: 100, currency: 'CNY' },
    });
    // Another key cannot open it.
    expect(() => decryptResource('b'.repeat(32), envelope.resource)).toThrow();
  });

  it('retries on non-2xx and on no answer, same id and body, fresh signatures, until a 2xx', async () => {
    script = [500, 0, 404, 200];
    const outTradeNo = await newOrder();
    fake.pay(outTradeNo, { amountFen: 1 });
    const delivery = await fake.waitForDelivery(paymentDelivery(outTradeNo));
    expect(delivery.attempts.map((attempt) => attempt.status)).toEqual([500, null, 404, 200]);
    expect(delivery.delivered).toBe(true);
    expect(received).toHaveLength(4);
    const bodies = new Set(received.map((r) => r.body));
    expect(bodies.size).toBe(1);
    expect(new Set(received.map((r) => r.headers['wechatpay-nonce'])).size).toBe(4);
    for (const r of received) expect(verifyWechatSignature(fake.publicKeyPem, r.headers, r.body)).toBe(true);
    // The amount the test paid, not the order's.
    const plain = JSON.parse(decryptResource(APIV3, JSON.parse(received[0]!.body).resource)) as { amount: { total: number } };
    expect(plain.amount.total).toBe(1);
  });

  it('gives up after the documented schedule (16 attempts)', async () => {
    expect(RETRY_SCHEDULE_SECONDS).toEqual([
      15, 15, 30, 180, 600, 1200, 1800, 1800, 1800, 3600, 10800, 10800, 10800, 21600, 21600,
    ]);
    script = Array.from({ length: 20 }, () => 503);
    const outTradeNo = await newOrder();
    fake.pay(outTradeNo);
    const delivery = await fake.waitForDelivery(paymentDelivery(outTradeNo));
    expect(delivery.attempts).toHaveLength(16);
    expect(delivery.delivered).toBe(false);
  });

  it('sends a notification again on request, with the same id', async () => {
    const outTradeNo = await newOrder();
    fake.pay(outTradeNo);
    const delivery = await fake.waitForDelivery(paymentDelivery(outTradeNo));
    const attempt = await fake.notifyAgain(delivery.id);
    expect(attempt.status).toBe(204);
    expect(received).toHaveLength(2);
    expect(received[1]!.body).toBe(received[0]!.body);
  });
});

describe('refund notifications', () => {
  it('sends REFUND.SUCCESS once the refund succeeds', async () => {
    const outTradeNo = await newOrder();
    fake.pay(outTradeNo);
    await fake.waitForDelivery(paymentDelivery(outTradeNo));
    const answer = await merchant.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: outTradeNo,
      out_refund_no: `RF${outTradeNo}`,
      notify_url: notifyUrl,
      amount: { refund: 100, total: 100, currency: 'CNY' },
    });
    expect(answer.json?.status).toBe('PROCESSING');
    const delivery = await fake.waitForDelivery(
      (d) => d.eventType === 'REFUND.SUCCESS' && d.resource.out_trade_no === outTradeNo && d.finished,
    );
    const envelope = JSON.parse(delivery.body) as Envelope;
    expect(envelope).toMatchObject({ event_type: 'REFUND.SUCCESS', summary: '退款成功', resource: { original_type: 'refund' } });
    const plain = JSON.parse(decryptResource(APIV3, envelope.resource)) as Record<string, unknown>;
    expect(plain).toMatchObject({
      out_refund_no: `RF${outTradeNo}`,
      refund_status: 'SUCCESS',
      amount: { refund: 100, total: 100 },
    });
    expect((await merchant.call('GET', `/v3/refund/domestic/refunds/RF${outTradeNo}`)).json?.status).toBe('SUCCESS');
  });
});

describe('SIGNTEST probes', () => {
  it('carries a WECHATPAY/SIGNTEST/ signature and records whether the merchant accepted it', async () => {
    script = [401];
    const refused = await fake.probe(notifyUrl);
    expect(received[0]!.headers['wechatpay-signature']).toMatch(/^WECHATPAY\/SIGNTEST\//);
    expect(verifyWechatSignature(fake.publicKeyPem, received[0]!.headers, received[0]!.body)).toBe(false);
    expect(refused.accepted).toBe(false);
    script = [204];
    expect((await fake.probe(notifyUrl)).accepted).toBe(true);
  });
});
