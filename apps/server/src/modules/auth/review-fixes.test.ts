import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { WECHATPAY_LIVE_TEST_ENV } from '../../integrations/wechatpay/fixtures/live-env.js';
import { createTestApp, phonePayload } from '../../test/helper.js';
import { GUESTS_PER_IP_PER_HOUR } from './session-service.js';

const t = await createTestApp({ env: { ADMIN_TOKEN: 'operator-token-operator-token-1234' } });

describe('safe defaults', () => {
  it('listens on loopback outside production and on all interfaces in production', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(
      loadConfig({
        NODE_ENV: 'production',
        PUBLIC_ORIGIN: 'https://app.example.com',
        JWT_SECRET: 'x'.repeat(32),
        SMS_DRIVER: 'aliyun',
        ALIYUN_SMS_ACCESS_KEY_ID: 'a',
        ALIYUN_SMS_ACCESS_KEY_SECRET: 'b',
        ALIYUN_SMS_SIGN_NAME: 'c',
        ALIYUN_SMS_TEMPLATE_CODE: 'd',
        ...WECHATPAY_LIVE_TEST_ENV,
      }).host,
    ).toBe('0.0.0.0');
  });
  it('has no built-in session secret: without JWT_SECRET it is random per process', () => {
    const secret = loadConfig({}).jwtSecret;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({ JWT_SECRET: 'y'.repeat(32) }).jwtSecret).toBe('y'.repeat(32));
  });
  it('reads TRUST_PROXY as a switch, a hop count or proxy addresses', () => {
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1,10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });
});

describe('one session per account under concurrent logins', () => {
  it('leaves exactly one of two simultaneous logins valid', async () => {
    const phone = phonePayload('13400000001');
    const smsToken = async () => {
      await t.post('/api/v2/verifycode/request', { phone, altcha: await t.solvedPow() });
      const code = (await t.get('/dev/sms-outbox?phone=%2B8613400000001')).json().data[0].code;
      const token = (await t.post('/api/v1/verifycode/verify', { phone, code })).json().data as string;
      t.clock.advance(61_000);
      return token;
    };
    const [a, b] = [await smsToken(), await smsToken()];
    const logins = await Promise.all([a, b].map((code) => t.post('/api/v5/auth/sms/login', { phone, code })));
    const tokens = logins.map((r) => r.json().data.token as string);
    const answers = await Promise.all(tokens.map((token) => t.get('/api/v2/me', { token })));
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });
});

describe('avatar caching', () => {
  const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
  it('caches only the current version for long', async () => {
    const { token, userId } = await t.loginWithPhone('13400000002');
    const url = (await t.post('/api/v2/me/profile', { avatar: `data:image/png;base64,${PNG}` }, { token })).json().data
      .avatar as string;
    expect((await t.get(url)).headers['cache-control']).toContain('immutable');
    expect((await t.get(`/api/v2/users/${userId}/avatar`)).headers['cache-control']).toBe('no-cache');
    expect((await t.get(`/api/v2/users/${userId}/avatar?v=old`)).headers['cache-control']).toBe('no-cache');
  });
});

describe('ids beyond bigint', () => {
  it('answer 400, not 500', async () => {
    const { token } = await t.loginWithPhone('13400000003');
    expect((await t.get('/api/v2/users/99999999999999999999/avatar')).statusCode).toBe(400);
    expect((await t.post('/h5/world/coupon/detail', { customerCouponId: '99999999999999999999' }, { token })).statusCode).toBe(
      400,
    );
    const cursor = Buffer.from('1:9999999999999999999').toString('base64url');
    expect((await t.get(`/h5/world/coupon/list?cursor=${cursor}`, { token })).statusCode).toBe(400);
  });
});

describe('guest tokens', () => {
  it(`allow ${GUESTS_PER_IP_PER_HOUR} per address per hour`, async () => {
    const ip = '198.51.100.77';
    for (let i = 0; i < GUESTS_PER_IP_PER_HOUR; i++)
      expect((await t.post('/api/v5/auth/guest', {}, { remoteAddress: ip })).statusCode).toBe(200);
    const over = await t.post('/api/v5/auth/guest', {}, { remoteAddress: ip });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect((await t.post('/api/v5/auth/guest', {}, { remoteAddress: '198.51.100.78' })).statusCode).toBe(200);
  });
});

describe('operator issue to phones', () => {
  it('refuses numbers that are not canonical and creates no account for them', async () => {
    const templateId = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/coupon-templates',
        headers: { 'content-type': 'application/json', authorization: 'Bearer operator-token-operator-token-1234' },
        payload: JSON.stringify({
          brandName: 'B',
          couponName: 'C',
          type: 'EXCHANGE',
          discordValue: 'x',
          validDate: '2027.01.01',
          stock: 5,
        }),
      })
    ).json().data.templateId;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons/issue',
      headers: { 'content-type': 'application/json', authorization: 'Bearer operator-token-operator-token-1234' },
      payload: JSON.stringify({ templateId, phones: ['+8612345'] }),
    });
    expect(res.json()).toMatchObject({ result: 40002, details: { phones: expect.stringContaining('+8612345') } });
  });
});
