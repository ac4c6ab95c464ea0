import { describe, expect, it } from 'vitest';
import { WECHATPAY_LIVE_TEST_ENV } from '../integrations/wechatpay/fixtures/live-env.js';
import { createTestApp } from '../test/helper.js';

// Production settings (the SMS provider is configured but never called here).
const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'openapi-test-secret-openapi-test-secret',
  PUBLIC_ORIGIN: 'https://app.example.com',
  SMS_DRIVER: 'aliyun',
  ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:9',
  ALIYUN_SMS_ACCESS_KEY_ID: 'test',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'test',
  ALIYUN_SMS_SIGN_NAME: 'test',
  ALIYUN_SMS_TEMPLATE_CODE: 'test',
  ...WECHATPAY_LIVE_TEST_ENV,
};

describe('API docs', () => {
  it('do not exist in production unless API_DOCS=true', async () => {
    const t = await createTestApp({ env: production });
    for (const url of ['/api/docs', '/api/docs/json']) {
      const res = await t.get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ code: 40401 });
    }
  });

  it('are served in production when API_DOCS=true', async () => {
    const t = await createTestApp({ env: { ...production, API_DOCS: 'true' } });
    const res = await t.get('/api/docs/json');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toContain('/healthz');
  });
});
