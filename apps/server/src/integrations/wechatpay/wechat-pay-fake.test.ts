import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorization, createTestMerchant, verifyWechatSignature, type TestMerchant } from './wechat-pay-fake-merchant.js';
import { startWechatPayFake, type StartedWechatPayFake } from './wechat-pay-fake.js';

const MCH = '1900007291';
const APP = 'wx2421b1c4370ec43b';
const APIV3 = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';

let fake: StartedWechatPayFake;
let merchant: TestMerchant;
let serial = 0;
const tradeNo = () => `CP${Date.now()}${++serial}`;

const order = (outTradeNo: string, extra: Record<string, unknown> = {}) => ({
  appid: APP,
  mchid: MCH,
  description: '数字口袋藏品',
  out_trade_no: outTradeNo,
  time_expire: new Date(Date.now() + 15 * 60_000).toISOString().replace(/\.\d+Z$/, '+00:00'),
  notify_url: 'http://127.0.0.1:9/notify',
  amount: { total: 990, currency: 'CNY' },
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  ...extra,
});

beforeAll(async () => {
  merchant = createTestMerchant({ baseUrl: () => fake.baseUrl, fakePublicKeyPem: () => fake.publicKeyPem, mchId: MCH });
  // refundAfterMs null: refunds stay PROCESSING until a test completes them.
  fake = await startWechatPayFake({
    merchantPublicKeyPem: merchant.publicKeyPem,
    apiV3Key: APIV3,
    mchId: MCH,
    appId: APP,
    refundAfterMs: null,
  });
});
afterAll(() => fake.close());

describe('signatures', () => {
  it('answers a signed JSAPI prepay with a prepay_id, signed with its key and public key id', async () => {
    const answer = await merchant.call('POST', '/v3/pay/transactions/jsapi', order(tradeNo()));
    expect(answer.status).toBe(200);
    expect(answer.json?.prepay_id).toMatch(/^wx\d{34}$/);
    expect(answer.verified).toBe(true);
    expect(answer.headers.get('Wechatpay-Serial')).toBe(fake.publicKeyId);
    expect(fake.publicKeyId).toMatch(/^PUB_KEY_ID_\d{36}$/);
    // The signature covers the body: another body does not verify.
    expect(verifyWechatSignature(fake.publicKeyPem, answer.headers, answer.text.replace('wx', 'wy'))).toBe(false);
  });

  it.each(['wrong-key', 'none', 'stale'] as const)('refuses a request signed %s with 401 SIGN_ERROR, signed', async (sign) => {
    const outTradeNo = tradeNo();
    const answer = await merchant.call('POST', '/v3/pay/transactions/jsapi', order(outTradeNo), { sign });
    expect(answer.status).toBe(401);
    expect(answer.json?.code).toBe('SIGN_ERROR');
    expect(answer.verified).toBe(true);
    expect(fake.order(outTradeNo)).toBeUndefined();
  });

  it('refuses a body changed after signing', async () => {
    const outTradeNo = tradeNo();
    const signedBody = JSON.stringify(order(outTradeNo));
    const sentBody = signedBody.replace('"total":990', '"total":1');
    const path = '/v3/pay/transactions/jsapi';
    const header = authorization(merchant.privateKey, MCH, 'POST', path, signedBody, Math.floor(Date.now() / 1000));
    const response = await fetch(`${fake.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: header, 'content-type': 'application/json' },
      body: sentBody,
    });
    expect(response.status).toBe(401);
    expect(fake.order(outTradeNo)).toBeUndefined();
    // The same header with the body it was made for is accepted.
    const honest = await fetch(`${fake.baseUrl}${path}`, {
      method: 'POST',
      headers: { authorization: header, 'content-type': 'application/json' },
      body: signedBody,
    });
    expect(honest.status).toBe(200);
  });
});

describe('prepay', () => {
  it.each([
    ['description over 127 bytes', { description: '口'.repeat(43) }],
    ['out_trade_no too short', { out_trade_no: 'CP1' }],
    ['out_trade_no with a dot', { out_trade_no: 'CP123.456' }],
    ['amount 0', { amount: { total: 0, currency: 'CNY' } }],
    ['amount in yuan', { amount: { total: 9.9, currency: 'CNY' } }],
    ['another currency', { amount: { total: 990, currency: 'USD' } }],
    ['no openid', { payer: {} }],
    ['a notify_url that is not http(s)', { notify_url: 'ftp://example.com/notify' }],
    ['a notify_url with a query', { notify_url: 'https://example.com/notify?x=1' }],
    ['time_expire not RFC 3339', { time_expire: '2026-11-27 10:00:00' }],
  ])('refuses %s with 400 PARAM_ERROR', async (_name, extra) => {
    const answer = await merchant.call('POST', '/v3/pay/transactions/jsapi', order(tradeNo(), extra));
    expect(answer.status).toBe(400);
    expect(answer.json?.code).toBe('PARAM_ERROR');
    expect(answer.verified).toBe(true);
  });

  it('accepts 127 bytes of description', async () => {
    const answer = await merchant.call(
      'POST',
      '/v3/pay/transactions/jsapi',
      order(tradeNo(), { description: `${'口'.repeat(42)}a` }),
    );
    expect(answer.status).toBe(200);
  });

  it('refuses another appid or mchid', async () => {
    expect(
      (await merchant.call('POST', '/v3/pay/transactions/jsapi', order(tradeNo(), { appid: 'wx0000000000000000' }))).json?.code,
    ).toBe('APPID_MCHID_NOT_MATCH');
    expect(
      (await merchant.call('POST', '/v3/pay/transactions/jsapi', order(tradeNo(), { mchid: '1900000001' }))).json?.code,
    ).toBe('MCH_NOT_EXISTS');
  });

  it('needs payer_client_ip and h5_info.type for H5, and answers an h5_url to its confirm page', async () => {
    const base = order(tradeNo(), { payer: undefined });
    const noIp = await merchant.call('POST', '/v3/pay/transactions/h5', { ...base, scene_info: { h5_info: { type: 'Wap' } } });
    expect(noIp.json?.code).toBe('PARAM_ERROR');
    const noType = await merchant.call('POST', '/v3/pay/transactions/h5', {
      ...base,
      scene_info: { payer_client_ip: '1.2.3.4', h5_info: {} },
    });
    expect(noType.json?.code).toBe('PARAM_ERROR');
    const ok = await merchant.call('POST', '/v3/pay/transactions/h5', {
      ...base,
      scene_info: { payer_client_ip: '1.2.3.4', h5_info: { type: 'Wap' } },
    });
    expect(ok.status).toBe(200);
    expect(ok.json?.h5_url).toMatch(new RegExp(`^${fake.baseUrl}/pay/h5\\?prepay_id=wx\\d+&package=\\d+$`));
    expect(fake.order(base.out_trade_no)?.tradeType).toBe('MWEB');
  });

  it('answers Native with a weixin:// code_url', async () => {
    const ok = await merchant.call('POST', '/v3/pay/transactions/native', order(tradeNo(), { payer: undefined }));
    expect(ok.json?.code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=[A-Za-z0-9_-]+$/);
  });

  it('answers the same prepay for the same order, refuses other parameters, then ORDERPAID once paid', async () => {
    const outTradeNo = tradeNo();
    const first = await merchant.call('POST', '/v3/pay/transactions/jsapi', order(outTradeNo));
    const again = await merchant.call('POST', '/v3/pay/transactions/jsapi', order(outTradeNo));
    expect(again.json?.prepay_id).toBe(first.json?.prepay_id);
    const other = await merchant.call(
      'POST',
      '/v3/pay/transactions/jsapi',
      order(outTradeNo, { amount: { total: 100, currency: 'CNY' } }),
    );
    expect([other.status, other.json?.code]).toEqual([400, 'INVALID_REQUEST']);
    fake.pay(outTradeNo);
    const paid = await merchant.call('POST', '/v3/pay/transactions/jsapi', order(outTradeNo));
    expect([paid.status, paid.json?.code]).toEqual([400, 'ORDERPAID']);
  });
});

describe('query and close', () => {
  const query = (outTradeNo: string) => merchant.call('GET', `/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${MCH}`);
  const close = (outTradeNo: string) =>
    merchant.call('POST', `/v3/pay/transactions/out-trade-no/${outTradeNo}/close`, { mchid: MCH });

  it('answers ORDER_NOT_EXIST for an unknown order', async () => {
    const answer = await query('CP000000000');
    expect([answer.status, answer.json?.code, answer.verified]).toEqual([404, 'ORDER_NOT_EXIST', true]);
  });

  it('follows an order from NOTPAY to SUCCESS (another amount when the test pays one)', async () => {
    const outTradeNo = tradeNo();
    await merchant.call('POST', '/v3/pay/transactions/jsapi', order(outTradeNo));
    const unpaid = await query(outTradeNo);
    expect(unpaid.json).toMatchObject({ trade_state: 'NOTPAY', out_trade_no: outTradeNo, amount: { total: 990 } });
    expect(unpaid.json?.transaction_id).toBeUndefined();
    fake.pay(outTradeNo, { amountFen: 1 });
    const paid = await query(outTradeNo);
    expect(paid.verified).toBe(true);
    expect(paid.json).toMatchObject({
      appid: APP,
      mchid: MCH,
      trade_state: 'SUCCESS',
      trade_type: 'JSAPI',
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
      amount: { total: 1, payer_total: 1, currency: 'CNY' },
    });
    expect(paid.json?.transaction_id).toMatch(/^42000\d{23}$/);
    expect(paid.json?.success_time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+08:00$/);
  });

  it('closes an unpaid order (204, then CLOSED), refuses to close a paid one (ORDERPAID)', async () => {
    const open = tradeNo();
    await merchant.call('POST', '/v3/pay/transactions/jsapi', order(open));
    const closed = await close(open);
    expect([closed.status, closed.text, closed.verified]).toEqual([204, '', true]);
    expect((await query(open)).json?.trade_state).toBe('CLOSED');
    expect((await merchant.call('POST', '/v3/pay/transactions/jsapi', order(open))).json?.code).toBe('ORDER_CLOSED');
    const paid = tradeNo();
    await merchant.call('POST', '/v3/pay/transactions/jsapi', order(paid));
    fake.pay(paid);
    expect([(await close(paid)).status, (await close(paid)).json?.code]).toEqual([400, 'ORDERPAID']);
  });

  it('reports PAYERROR after a failed payment', async () => {
    const outTradeNo = tradeNo();
    await merchant.call('POST', '/v3/pay/transactions/jsapi', order(outTradeNo));
    fake.payFails(outTradeNo);
    expect((await query(outTradeNo)).json?.trade_state).toBe('PAYERROR');
  });

  it('carries out a request whose answer it drops', async () => {
    const outTradeNo = tradeNo();
    fake.dropNextAnswer('/v3/pay/transactions/jsapi');
    await expect(merchant.call('POST', '/v3/pay/transactions/jsapi', order(outTradeNo))).rejects.toThrow();
    expect((await query(outTradeNo)).json?.trade_state).toBe('NOTPAY');
  });
});

describe('refunds', () => {
  const refund = (outTradeNo: string, outRefundNo: string, refundFen: number, totalFen = 990) =>
    merchant.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: outTradeNo,
      out_refund_no: outRefundNo,
      reason: '会员申请退款',
      notify_url: 'http://127.0.0.1:9/notify',
      amount: { refund: refundFen, total: totalFen, currency: 'CNY' },
    });
  const paidOrder = async () => {
    const outTradeNo = tradeNo();
    await merchant.call('POST', '/v3/pay/transactions/jsapi', order(outTradeNo));
    fake.pay(outTradeNo);
    return outTradeNo;
  };

  it('refunds a paid order: PROCESSING, then SUCCESS; the order turns REFUND', async () => {
    const outTradeNo = await paidOrder();
    const outRefundNo = `RF${outTradeNo}`;
    const answer = await refund(outTradeNo, outRefundNo, 990);
    expect(answer.verified).toBe(true);
    expect(answer.json).toMatchObject({
      out_refund_no: outRefundNo,
      out_trade_no: outTradeNo,
      status: 'PROCESSING',
      amount: { refund: 990, total: 990 },
    });
    expect(answer.json?.refund_id).toMatch(/^50\d{30}$/);
    // The same request again answers the same refund.
    expect((await refund(outTradeNo, outRefundNo, 990)).json?.refund_id).toBe(answer.json?.refund_id);
    fake.completeRefund(outRefundNo);
    const queried = await merchant.call('GET', `/v3/refund/domestic/refunds/${outRefundNo}`);
    expect(queried.json).toMatchObject({ status: 'SUCCESS', channel: 'ORIGINAL' });
    expect(queried.json?.success_time).toMatch(/\+08:00$/);
    const view = await merchant.call('GET', `/v3/pay/transactions/out-trade-no/${outTradeNo}?mchid=${MCH}`);
    expect(view.json?.trade_state).toBe('REFUND');
    const more = await refund(outTradeNo, `RF2${outTradeNo}`, 1);
    expect([more.status, more.json?.code]).toEqual([400, 'INVALID_REQUEST']);
  });

  it('answers the documented errors', async () => {
    const unpaid = tradeNo();
    await merchant.call('POST', '/v3/pay/transactions/jsapi', order(unpaid));
    expect((await refund(unpaid, `RF${unpaid}`, 990)).json?.code).toBe('INVALID_REQUEST');
    expect((await refund('CP999999999', 'RF999999999', 990)).status).toBe(404);
    const paid = await paidOrder();
    expect((await refund(paid, `RF${paid}`, 991)).json?.code).toBe('INVALID_REQUEST');
    expect((await refund(paid, `RF${paid}`, 10, 1000)).json?.code).toBe('INVALID_REQUEST');
    expect((await refund(paid, `RF${paid}`, 0)).json?.code).toBe('PARAM_ERROR');
    fake.setBalance(100);
    const poor = await refund(paid, `RF${paid}`, 500);
    expect([poor.status, poor.json?.code]).toEqual([403, 'NOT_ENOUGH']);
    fake.setBalance(Infinity);
    expect((await refund(paid, `RF${paid}`, 500)).json?.status).toBe('PROCESSING');
    expect((await refund(paid, `RF${paid}`, 400)).json?.code).toBe('INVALID_REQUEST');
    const missing = await merchant.call('GET', '/v3/refund/domestic/refunds/RF000');
    expect([missing.status, missing.json?.code]).toEqual([404, 'RESOURCE_NOT_EXISTS']);
  });
});
