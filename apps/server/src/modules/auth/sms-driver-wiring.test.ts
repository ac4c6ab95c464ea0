import { afterAll, describe, expect, it } from 'vitest';
import { startFakeAliyunSms } from '../../integrations/sms/aliyun-fake.js';
import { WECHATPAY_LIVE_TEST_ENV } from '../../integrations/wechatpay/fixtures/live-env.js';
import { createTestApp, phonePayload } from '../../test/helper.js';

// The app with the real Alibaba Cloud driver, pointed at a local fake of the provider.
const fake = await startFakeAliyunSms({ accessKeyId: 'LTAI-app', accessKeySecret: 'app-secret', limited: ['13700000000'] });
afterAll(() => fake.close());

const t = await createTestApp({
  env: {
    SMS_DRIVER: 'aliyun',
    ALIYUN_SMS_ENDPOINT: fake.url,
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-app',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'app-secret',
    ALIYUN_SMS_SIGN_NAME: '五月宇宙',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_900',
  },
});

describe('SMS through Alibaba Cloud', () => {
  it('delivers the code through the provider and logs in with it', async () => {
    const phone = phonePayload('13800138100');
    expect((await t.post('/api/v2/verifycode/request', { phone, altcha: await t.solvedPow() })).json().result).toBe(1);
    const sent = fake.sent.at(-1)!;
    expect(sent).toMatchObject({ phone: '13800138100', templateCode: 'SMS_900' });
    const verified = await t.post('/api/v1/verifycode/verify', { phone, code: sent.templateParam.code });
    const login = await t.post('/api/v5/auth/sms/login', { phone, code: verified.json().data });
    expect(login.json().result).toBe(1);
  });

  it('answers the localised send error when the provider refuses, and lets the person retry at once', async () => {
    const phone = phonePayload('13700000000');
    const res = await t.post('/api/v2/verifycode/request', { phone, altcha: await t.solvedPow() }, { locale: 'zh-CN' });
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ result: 50002, code: 50002, errmsg: '验证码发送失败' });
    expect((await t.post('/api/v2/verifycode/request', { phone, altcha: await t.solvedPow() })).json().result).toBe(50002);
  });

  it('has no outbox in this mode', async () => {
    expect((await t.get('/dev/sms-outbox?phone=%2B8613800138100')).statusCode).toBe(404);
  });
});

describe('production', () => {
  it('has no /dev routes', async () => {
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://app.example.com',
        JWT_SECRET: 'p'.repeat(40),
        SMS_DRIVER: 'aliyun',
        ALIYUN_SMS_ENDPOINT: fake.url,
        ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-app',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'app-secret',
        ALIYUN_SMS_SIGN_NAME: 'x',
        ALIYUN_SMS_TEMPLATE_CODE: 'y',
        ...WECHATPAY_LIVE_TEST_ENV,
      },
    });
    const res = await prod.get('/dev/sms-outbox?phone=%2B8613800138100');
    expect(res.statusCode).toBe(404);
    expect(res.json().result).toBe(40401);
  });
});
