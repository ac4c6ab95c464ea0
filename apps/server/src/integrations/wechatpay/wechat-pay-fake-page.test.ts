import { createHash } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestMerchant, type TestMerchant } from './wechat-pay-fake-merchant.js';
import { wechatPayFakePlugin, type WechatPayFake } from './wechat-pay-fake.js';

const MCH = '1900007291';
const APP = 'wx2421b1c4370ec43b';
const APIV3 = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';
const PREFIX = '/_fake/wechatpay';

// The fake mounted in a Fastify app as the site mounts it (WECHATPAY_MODE=fake).
let app: FastifyInstance;
let fake: WechatPayFake;
let baseUrl = '';
let merchant: TestMerchant;
let serial = 0;

beforeAll(async () => {
  merchant = createTestMerchant({ baseUrl: () => baseUrl, fakePublicKeyPem: () => fake.publicKeyPem, mchId: MCH });
  app = Fastify();
  await app.register(wechatPayFakePlugin, {
    prefix: PREFIX,
    production: false,
    merchantPublicKeyPem: merchant.publicKeyPem,
    apiV3Key: APIV3,
    mchId: MCH,
    appId: APP,
    refundAfterMs: null,
    onReady: (ready) => (fake = ready),
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `${address}${PREFIX}`;
});
afterAll(() => app.close());

const prepay = async (kind: 'jsapi' | 'h5' | 'native', total = 990) => {
  const outTradeNo = `CP${Date.now()}${++serial}`;
  const answer = await merchant.call('POST', `/v3/pay/transactions/${kind}`, {
    appid: APP,
    mchid: MCH,
    description: '一件礼服',
    out_trade_no: outTradeNo,
    notify_url: 'http://127.0.0.1:9/notify',
    amount: { total, currency: 'CNY' },
    ...(kind === 'jsapi' ? { payer: { openid: 'oBuyer' } } : {}),
    ...(kind === 'h5' ? { scene_info: { payer_client_ip: '203.0.113.9', h5_info: { type: 'Wap' } } } : {}),
  });
  expect(answer.status).toBe(200);
  return { outTradeNo, json: answer.json! };
};

it('refuses to register in production', async () => {
  const production = Fastify();
  await expect(
    production.register(wechatPayFakePlugin, {
      production: true,
      merchantPublicKeyPem: merchant.publicKeyPem,
      apiV3Key: APIV3,
      mchId: MCH,
      appId: APP,
    }),
  ).rejects.toThrow(/production/);
  await production.close().catch(() => undefined);
});

describe('the confirm page', () => {
  it('opens from the h5_url in the visitor language, pays, and follows redirect_url back', async () => {
    const { outTradeNo, json } = await prepay('h5');
    const back = 'http://127.0.0.1:3000/order/123';
    const h5Url = `${json.h5_url as string}&redirect_url=${encodeURIComponent(back)}`;
    expect(h5Url.startsWith(`${baseUrl}/pay/h5?`)).toBe(true);
    const page = await fetch(h5Url, { headers: { 'accept-language': 'zh-TW,zh;q=0.9' } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('確認付款');
    expect(html).toContain('¥9.90');
    expect(html).toContain('name="viewport"');
    const english = await (await fetch(h5Url, { headers: { 'accept-language': 'en-US,en;q=0.8' } })).text();
    expect(english).toContain('Confirm payment');
    const prepayId = /name="prepay_id" value="([^"]+)"/.exec(html)![1]!;
    const confirm = await fetch(`${baseUrl}/pay/confirm`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prepay_id: prepayId, action: 'pay', redirect_url: back }).toString(),
    });
    expect(confirm.status).toBe(303);
    expect(confirm.headers.get('location')).toBe(back);
    expect(fake.order(outTradeNo)?.state).toBe('SUCCESS');
    // Paid: the page no longer offers to pay.
    expect(await (await fetch(h5Url)).text()).not.toContain('name="action"');
  });

  it('opens from a Native code_url pr; cancel changes nothing, "pay fails" gives PAYERROR', async () => {
    const { outTradeNo, json } = await prepay('native');
    const pr = new URL(json.code_url as string).searchParams.get('pr')!;
    const html = await (await fetch(`${baseUrl}/pay/qr?pr=${pr}`, { headers: { 'accept-language': 'zh-CN' } })).text();
    expect(html).toContain('确认付款');
    const prepayId = /name="prepay_id" value="([^"]+)"/.exec(html)![1]!;
    const post = (action: string) =>
      fetch(`${baseUrl}/pay/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'accept-language': 'en' },
        body: new URLSearchParams({ prepay_id: prepayId, action }).toString(),
      });
    expect(await (await post('cancel')).text()).toContain('Payment cancelled');
    expect(fake.order(outTradeNo)?.state).toBe('NOTPAY');
    expect(await (await post('fail')).text()).toContain('Payment failed');
    expect(fake.order(outTradeNo)?.state).toBe('PAYERROR');
  });

  it('takes the JSAPI arguments from a WeixinJSBridge stub and checks their paySign', async () => {
    const { outTradeNo, json } = await prepay('jsapi');
    const params = merchant.jsapiParams(APP, json.prepay_id as string);
    const bridge = (body: unknown) =>
      fetch(`${baseUrl}/pay/jsapi`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ err_msg: string }>);
    expect(
      (await bridge({ ...params, paySign: params.paySign.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')), result: 'ok' })).err_msg,
    ).toBe('get_brand_wcpay_request:fail');
    expect((await bridge({ ...params, result: 'cancel' })).err_msg).toBe('get_brand_wcpay_request:cancel');
    expect(fake.order(outTradeNo)?.state).toBe('NOTPAY');
    expect((await bridge({ ...params, result: 'ok' })).err_msg).toBe('get_brand_wcpay_request:ok');
    expect(fake.order(outTradeNo)?.state).toBe('SUCCESS');
  });

  it('answers hostile input with 4xx, never 5xx', async () => {
    const hostile = ['', 'null', '[]', '{"a":', '"x"', '{"amount":"x"}', '\u0000'];
    for (const body of hostile) {
      for (const path of ['/v3/pay/transactions/jsapi', '/v3/refund/domestic/refunds', '/pay/jsapi', '/pay/confirm']) {
        const signed = path.startsWith('/v3') ? await merchant.call('POST', path, body || undefined) : null;
        const status = signed?.status ?? (await fetch(`${baseUrl}${path}`, { method: 'POST', body })).status;
        expect(status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
        expect(status, `${path} ${body}`).toBeLessThan(500);
      }
    }
    expect((await fetch(`${baseUrl}/pay/qr?pr=%00`)).status).toBe(404);
    expect((await merchant.call('GET', '/v3/pay/transactions/out-trade-no/%E0%A4%A?mchid=' + MCH)).status).toBeLessThan(500);
  });
});

describe('the trade bill', () => {
  it('links to a file in WeChat format whose SHA1 matches, with payment and refund lines and the summary', async () => {
    const one = await prepay('jsapi', 990);
    const two = await prepay('native', 100);
    fake.pay(one.outTradeNo);
    fake.pay(two.outTradeNo);
    await merchant.call('POST', '/v3/refund/domestic/refunds', {
      out_trade_no: two.outTradeNo,
      out_refund_no: `RF${two.outTradeNo}`,
      amount: { refund: 100, total: 100, currency: 'CNY' },
    });
    const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);
    const link = await merchant.call('GET', `/v3/bill/tradebill?bill_date=${today}&bill_type=ALL`);
    expect(link.status).toBe(200);
    expect(link.verified).toBe(true);
    expect(link.json?.hash_type).toBe('SHA1');
    const download = new URL(link.json!.download_url as string);
    expect(download.pathname).toBe(`${PREFIX}/v3/billdownload/file`);
    const file = await merchant.call('GET', `${download.pathname.slice(PREFIX.length)}${download.search}`);
    expect(file.status).toBe(200);
    expect(createHash('sha1').update(file.text).digest('hex')).toBe(link.json?.hash_value);
    const lines = file.text.trimEnd().split('\r\n');
    expect(lines[0]!.split(',')).toHaveLength(27);
    expect(lines[0]!.startsWith('交易时间,公众账号ID,商户号')).toBe(true);
    const rows = lines.slice(1, -2);
    for (const row of rows) {
      expect(row.split(',')).toHaveLength(27);
      expect(row.split(',').every((value) => value.startsWith('`'))).toBe(true);
    }
    const paid = rows.find((row) => row.includes(`\`${one.outTradeNo},`))!.split(',');
    expect(paid[8]).toBe('`JSAPI');
    expect(paid[9]).toBe('`SUCCESS');
    expect(paid[12]).toBe('`9.90');
    const refund = rows.find((row) => row.includes(`\`RF${two.outTradeNo},`))!.split(',');
    expect(refund[9]).toBe('`REFUND');
    expect(refund[16]).toBe('`1.00');
    expect(lines.at(-2)).toBe('总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额');
    const summary = lines.at(-1)!.split(',');
    expect(summary[0]).toBe(`\`${rows.length}`);
    expect(summary[2]).toBe('`1.00');
  });

  it('answers NO_STATEMENT_EXIST for a day without trades and refuses a future day', async () => {
    expect((await merchant.call('GET', '/v3/bill/tradebill?bill_date=2020-01-01')).json?.code).toBe('NO_STATEMENT_EXIST');
    expect((await merchant.call('GET', '/v3/bill/tradebill?bill_date=2999-01-01')).status).toBe(400);
  });
});
