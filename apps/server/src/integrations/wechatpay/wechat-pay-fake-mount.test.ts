import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';
import { authorization, verifyWechatSignature } from './wechat-pay-fake-merchant.js';
import { FAKE_PREFIX, mountWechatPayFake, type FakeMode } from './wechat-pay-fake-mount.js';

// The fake as `npm start` has it: mounted in the app (WECHATPAY_MODE=fake is the default outside production).
const t = await createTestApp();
const mode = (t.app as unknown as { wechatPayFake: FakeMode }).wechatPayFake;

describe('the fake mounted in the app', () => {
  it('answers signed calls under /_fake/wechatpay with the keys it hands the client', async () => {
    expect(mode).toBeTruthy();
    const publicKeyPem = mode.client.publicKey.export({ type: 'spki', format: 'pem' }).toString();
    const url = `${FAKE_PREFIX}/v3/pay/transactions/native`;
    const body = JSON.stringify({
      appid: mode.client.appId,
      mchid: mode.client.mchId,
      description: '数字口袋',
      out_trade_no: 'CP1234567890',
      notify_url: 'http://127.0.0.1:3000/api/v5/payments/wechatpay/notify',
      amount: { total: 990, currency: 'CNY' },
    });
    const answer = await t.app.inject({
      method: 'POST',
      url,
      headers: {
        'content-type': 'application/json',
        authorization: authorization(mode.client.privateKey, mode.client.mchId, 'POST', url, body, Math.floor(Date.now() / 1000)),
      },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().code_url).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(answer.headers['wechatpay-serial']).toBe(mode.client.publicKeyId);
    expect(verifyWechatSignature(publicKeyPem, answer.headers as Record<string, string>, answer.body)).toBe(true);
    expect(mode.fake.order('CP1234567890')?.state).toBe('NOTPAY');
    // Unsigned: refused as WeChat refuses it.
    const unsigned = await t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload: body });
    expect([unsigned.statusCode, unsigned.json().code]).toEqual([401, 'SIGN_ERROR']);
  });

  it('serves the confirm page', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: `${FAKE_PREFIX}/pay/qr?pr=none`,
      headers: { 'accept-language': 'en-US' },
    });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('No such order');
  });

  it('refuses to mount in production', async () => {
    const app = Fastify();
    await expect(
      mountWechatPayFake(app, {
        production: true,
        mchId: '1900007291',
        appId: 'wx2421b1c4370ec43b',
        dataDir: null,
        publicOrigin: 'https://example.com',
      }),
    ).rejects.toThrow(/production/);
    await app.close();
  });
});
