/**
 * The HTTP client against a tiny WeChat Pay stand-in on 127.0.0.1:0 that checks our Authorization signature and
 * signs its answers with its own key pair (the full fake is wechat-pay-fake.ts). Clock: the client's now() is
 * real time, the stand-in signs with real time too.
 */
import { createHash, createVerify, generateKeyPairSync } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { encryptAeadAes256Gcm } from './aead.js';
import { requestMessage, signMessage } from './signing.js';
import { createWechatPayClient, type WechatPayClientConfig } from './wechat-pay-client.js';
import { WechatPayError, WechatPayNotificationError } from './wechat-pay.js';

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
const wechat = generateKeyPairSync('rsa', { modulusLength: 2048 });
const intruder = generateKeyPairSync('rsa', { modulusLength: 2048 });
const PUB_KEY_ID = 'PUB_KEY_ID_0000000000000024101100397200000001';
const APIV3_KEY = 'k'.repeat(32);
const MCH_ID = '1900007291';

interface Seen {
  method: string;
  url: string;
  body: string;
  authorized: boolean;
}
type Reply = { status: number; body?: unknown; sign?: 'ok' | 'intruder' | 'none'; raw?: string };
let seen: Seen[] = [];
let replies: ((request: Seen) => Reply | 'hang')[] = [];

function authorized(header: string | undefined, method: string, url: string, body: string): boolean {
  const fields = Object.fromEntries([...(header ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  if (!header?.startsWith('WECHATPAY2-SHA256-RSA2048 ') || fields.mchid !== MCH_ID || fields.serial_no !== 'SERIAL1')
    return false;
  return merchantSigned(
    requestMessage(method, url, fields.timestamp ?? '', fields.nonce_str ?? '', body),
    fields.signature ?? '',
  );
}

/** Whether `signature` is the merchant's SHA256withRSA over `message` (requests, JSAPI paySign). */
function merchantSigned(message: string, signature: string): boolean {
  return createVerify('RSA-SHA256').update(message).verify(merchant.publicKey, signature, 'base64');
}

function signedHeaders(raw: string, key = wechat.privateKey, timestamp = String(Math.floor(Date.now() / 1000))) {
  const nonce = 'n'.repeat(32);
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Serial': PUB_KEY_ID,
    'Wechatpay-Signature': signMessage(key, `${timestamp}\n${nonce}\n${raw}\n`),
  };
}

const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (chunk: Buffer) => chunks.push(chunk));
  req.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const request = { method: req.method ?? '', url: req.url ?? '', body, authorized: false };
    request.authorized = authorized(req.headers.authorization, request.method, request.url, body);
    seen.push(request);
    const reply = (replies.shift() ?? (() => ({ status: 500, body: { code: 'NO_REPLY', message: 'test set none' } })))(request);
    if (reply === 'hang') return;
    const raw = reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    const headers =
      reply.sign === 'none' ? {} : signedHeaders(raw, reply.sign === 'intruder' ? intruder.privateKey : wechat.privateKey);
    res.writeHead(reply.status, { 'Content-Type': 'application/json', ...headers }).end(raw);
  });
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/_fake/wechatpay`;
afterAll(() => new Promise((resolve) => server.close(resolve)));

const config: WechatPayClientConfig = {
  apiBase: base,
  mchId: MCH_ID,
  appId: 'wx2421b1c4370ec43b',
  certSerial: 'SERIAL1',
  privateKey: merchant.privateKey,
  apiV3Key: APIV3_KEY,
  verification: { publicKeys: new Map([[PUB_KEY_ID, wechat.publicKey]]), platformCerts: new Map() },
  notifyUrl: 'https://app.example.com/api/v5/payments/wechatpay/notify',
  timeoutMs: 1000,
};
const client = createWechatPayClient(config);
const order = { outTradeNo: 'CP123456789', description: '数字口袋', amountFen: 990, expiresAt: new Date('2026-11-27T02:45:00Z') };

beforeEach(() => {
  seen = [];
  replies = [];
});

async function wechatPayError(promise: Promise<unknown>): Promise<WechatPayError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(WechatPayError);
  return error as WechatPayError;
}

describe('prepay', () => {
  it('signs a JSAPI prepay with the documented body and reads the verified prepay_id', async () => {
    replies.push(() => ({ status: 200, body: { prepay_id: 'wx201410272009395522657a690389285100' } }));
    expect(await client.prepayJsapi({ ...order, openId: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' })).toEqual({
      prepayId: 'wx201410272009395522657a690389285100',
    });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/_fake/wechatpay/v3/pay/transactions/jsapi', authorized: true });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      appid: 'wx2421b1c4370ec43b',
      mchid: MCH_ID,
      description: '数字口袋',
      out_trade_no: 'CP123456789',
      time_expire: '2026-11-27T10:45:00+08:00',
      notify_url: config.notifyUrl,
      amount: { total: 990, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    });
    const params = client.jsapiParams('wx201410272009395522657a690389285100');
    const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
    expect(merchantSigned(message, params.paySign)).toBe(true);
  });

  it('sends H5 scene info and reads h5_url; Native reads code_url', async () => {
    replies.push(() => ({ status: 200, body: { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1' } }));
    replies.push(() => ({ status: 200, body: { code_url: 'weixin://wxpay/bizpayurl?pr=abc' } }));
    expect((await client.prepayH5({ ...order, payerClientIp: '203.0.113.9' })).h5Url).toMatch(/^https:\/\/wx\.tenpay\.com/);
    expect(await client.prepayNative(order)).toEqual({ codeUrl: 'weixin://wxpay/bizpayurl?pr=abc' });
    expect(JSON.parse(seen[0]!.body).scene_info).toEqual({ payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } });
    expect(seen.map((s) => [s.url, s.authorized])).toEqual([
      ['/_fake/wechatpay/v3/pay/transactions/h5', true],
      ['/_fake/wechatpay/v3/pay/transactions/native', true],
    ]);
  });

  it("maps WeChat's error answers to WechatPayError and never repeats a prepay", async () => {
    replies.push(() => ({ status: 400, body: { code: 'ORDERPAID', message: '该订单已支付' } }));
    const paid = await wechatPayError(client.prepayNative(order));
    expect([paid.status, paid.code]).toEqual([400, 'ORDERPAID']);
    replies.push(() => ({ status: 500, body: { code: 'SYSTEM_ERROR', message: '系统错误' } }));
    const failed = await wechatPayError(client.prepayNative(order));
    expect([failed.status, failed.code]).toEqual([500, 'SYSTEM_ERROR']);
    expect(seen).toHaveLength(2);
  });

  it('refuses an answer signed with another key, or not signed at all, even an error answer', async () => {
    replies.push(() => ({ status: 200, body: { code_url: 'weixin://forged' }, sign: 'intruder' }));
    replies.push(() => ({ status: 200, body: { code_url: 'weixin://forged' }, sign: 'none' }));
    replies.push(() => ({ status: 404, body: { code: 'ORDER_NOT_EXIST', message: 'forged' }, sign: 'intruder' }));
    expect((await wechatPayError(client.prepayNative(order))).message).toMatch(/not verified/);
    expect((await wechatPayError(client.prepayNative(order))).message).toMatch(/not verified/);
    // A forged "no such order" must not read as null (which would let the sweeper close a paid order).
    replies.push(() => ({ status: 404, body: { code: 'ORDER_NOT_EXIST', message: 'forged' }, sign: 'intruder' }));
    const forged = await wechatPayError(client.queryOrder('CP1234567'));
    expect(forged.code).toBeNull();
  });

  it('gives up after the deadline', async () => {
    const hurried = createWechatPayClient({ ...config, timeoutMs: 100 });
    replies.push(() => 'hang');
    const error = await wechatPayError(hurried.prepayNative(order));
    expect([error.status, error.message]).toEqual([null, 'WeChat Pay did not answer in 100 ms']);
    expect(seen).toHaveLength(1);
  });
});

describe('query and close', () => {
  const paid = {
    mchid: MCH_ID,
    appid: 'wx2421b1c4370ec43b',
    out_trade_no: 'CP123456789',
    transaction_id: '4200000000202611270000000001',
    trade_state: 'SUCCESS',
    success_time: '2026-11-27T10:31:00+08:00',
    amount: { total: 990, payer_total: 990, currency: 'CNY', payer_currency: 'CNY' },
  };

  it('reads a paid order, null for ORDER_NOT_EXIST, and retries once after a 5xx', async () => {
    replies.push(() => ({ status: 500, body: { code: 'SYSTEM_ERROR', message: '系统错误' } }));
    replies.push(() => ({ status: 200, body: paid }));
    expect(await client.queryOrder('CP123456789')).toEqual({
      outTradeNo: 'CP123456789',
      tradeState: 'SUCCESS',
      transactionId: '4200000000202611270000000001',
      totalFen: 990,
      payerTotalFen: 990,
      successTime: new Date('2026-11-27T02:31:00Z'),
    });
    expect(seen.map((s) => [s.method, s.url, s.authorized])).toEqual([
      ['GET', `/_fake/wechatpay/v3/pay/transactions/out-trade-no/CP123456789?mchid=${MCH_ID}`, true],
      ['GET', `/_fake/wechatpay/v3/pay/transactions/out-trade-no/CP123456789?mchid=${MCH_ID}`, true],
    ]);
    replies.push(() => ({ status: 404, body: { code: 'ORDER_NOT_EXIST', message: '订单不存在' } }));
    expect(await client.queryOrder('CP999999')).toBeNull();
  });

  it('closes with the merchant id in the body and a verified 204', async () => {
    replies.push(() => ({ status: 204 }));
    await client.closeOrder('CP123456789');
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/_fake/wechatpay/v3/pay/transactions/out-trade-no/CP123456789/close' });
    expect(JSON.parse(seen[0]!.body)).toEqual({ mchid: MCH_ID });
    expect(seen[0]!.authorized).toBe(true);
  });
});

describe('refunds and bills', () => {
  const refund = {
    refund_id: '50000000382019052709732678859',
    out_refund_no: 'RF42',
    transaction_id: '4200000000202611270000000001',
    out_trade_no: 'CP123456789',
    status: 'PROCESSING',
    amount: { total: 990, refund: 990, payer_total: 990, payer_refund: 990, currency: 'CNY' },
  };

  it('asks for a refund once, reads it, and finds none for RESOURCE_NOT_EXISTS', async () => {
    replies.push(() => ({ status: 200, body: refund }));
    const request = { outTradeNo: 'CP123456789', outRefundNo: 'RF42', refundFen: 990, totalFen: 990, reason: '未使用' };
    expect(await client.refund(request)).toEqual({
      outRefundNo: 'RF42',
      refundId: '50000000382019052709732678859',
      status: 'PROCESSING',
      refundFen: 990,
      successTime: null,
    });
    expect(JSON.parse(seen[0]!.body)).toEqual({
      out_trade_no: 'CP123456789',
      out_refund_no: 'RF42',
      reason: '未使用',
      notify_url: config.notifyUrl,
      amount: { refund: 990, total: 990, currency: 'CNY' },
    });
    replies.push(() => ({ status: 503, body: { code: 'SYSTEM_ERROR', message: '系统繁忙' } }));
    await wechatPayError(client.refund(request));
    expect(seen).toHaveLength(2);
    replies.push(() => ({ status: 404, body: { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' } }));
    expect(await client.queryRefund('RF43')).toBeNull();
    expect(seen[2]!.url).toBe('/_fake/wechatpay/v3/refund/domestic/refunds/RF43');
  });

  it('downloads the trade bill from download_url and checks its SHA1', async () => {
    const csv = '交易时间,公众账号ID,商户号\n`2026-11-26 10:00:00,`wx2421b1c4370ec43b,`1900007291\n';
    const sha1 = createHash('sha1').update(csv).digest('hex');
    const bill = (hash: string) => () => ({
      status: 200,
      body: { hash_type: 'SHA1', hash_value: hash, download_url: `${base}/v3/billdownload/file?token=t1` },
    });
    replies.push(bill(sha1), () => ({ status: 200, raw: csv, sign: 'none' }));
    expect(await client.tradeBill('2026-11-26')).toBe(csv);
    expect(seen.map((s) => [s.url, s.authorized])).toEqual([
      ['/_fake/wechatpay/v3/bill/tradebill?bill_date=2026-11-26&bill_type=ALL', true],
      ['/_fake/wechatpay/v3/billdownload/file?token=t1', true],
    ]);
    replies.push(bill(sha1), () => ({ status: 200, raw: `${csv}x`, sign: 'none' }));
    expect((await wechatPayError(client.tradeBill('2026-11-26'))).message).toMatch(/SHA1/);
  });
});

describe('notifications', () => {
  const transaction = {
    mchid: MCH_ID,
    appid: 'wx2421b1c4370ec43b',
    out_trade_no: 'CP123456789',
    transaction_id: '4200000000202611270000000001',
    trade_state: 'SUCCESS',
    success_time: '2026-11-27T10:31:00+08:00',
    amount: { total: 990, payer_total: 990, currency: 'CNY' },
  };
  const notification = (resource: object, key = APIV3_KEY) =>
    JSON.stringify({
      id: 'EV-2018022511223320873',
      create_time: '2026-11-27T10:31:01+08:00',
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: { original_type: 'transaction', ...encryptAeadAes256Gcm(key, 'transaction', JSON.stringify(resource)) },
    });
  const lower = (headers: Record<string, string>) =>
    Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const problem = (headers: Record<string, string>, raw: string) => {
    try {
      client.verifyNotification(lower(headers), Buffer.from(raw));
    } catch (error) {
      expect(error).toBeInstanceOf(WechatPayNotificationError);
      return (error as WechatPayNotificationError).problem;
    }
    return 'accepted';
  };

  it('verifies, then decrypts a payment notification', () => {
    const raw = notification(transaction);
    expect(client.verifyNotification(lower(signedHeaders(raw)), Buffer.from(raw))).toEqual({
      id: 'EV-2018022511223320873',
      eventType: 'TRANSACTION.SUCCESS',
      transaction: {
        outTradeNo: 'CP123456789',
        tradeState: 'SUCCESS',
        transactionId: '4200000000202611270000000001',
        totalFen: 990,
        payerTotalFen: 990,
        successTime: new Date('2026-11-27T02:31:00Z'),
      },
    });
  });

  it('refuses a forged, a stale, a probing, an undecryptable and another merchant’s notification', () => {
    const raw = notification(transaction);
    expect(problem(signedHeaders(raw, intruder.privateKey), raw)).toBe('signature');
    expect(problem(signedHeaders(raw), raw.replace('EV-', 'EW-'))).toBe('signature');
    expect(problem(signedHeaders(raw, wechat.privateKey, String(Math.floor(Date.now() / 1000) - 600)), raw)).toBe('stale');
    expect(problem({ ...signedHeaders(raw), 'Wechatpay-Signature': 'WECHATPAY/SIGNTEST/abc' }, raw)).toBe('probe');
    expect(problem({ ...signedHeaders(raw), 'Wechatpay-Serial': 'PUB_KEY_ID_0000000000000000000000000000000009' }, raw)).toBe(
      'unknown-serial',
    );
    const otherKey = notification(transaction, 'x'.repeat(32));
    expect(problem(signedHeaders(otherKey), otherKey)).toBe('decrypt');
    const otherMerchant = notification({ ...transaction, mchid: '1900000001' });
    expect(problem(signedHeaders(otherMerchant), otherMerchant)).toBe('malformed');
  });
});
