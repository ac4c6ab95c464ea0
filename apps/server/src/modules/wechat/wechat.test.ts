import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';
import { createWeChatService, type FollowLinkSource } from './wechat-service.js';

const FOLLOW_URL = 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzIwMTk5NTE2MA==#wechat_redirect';

const configured = await createTestApp({ env: { WECHAT_FOLLOW_URL: FOLLOW_URL } });
const unconfigured = await createTestApp();

describe('GET /h5/world/wechat/getQrcode', () => {
  it('answers the configured follow link in data.url, for guests too, never cached', async () => {
    const res = await configured.get('/h5/world/wechat/getQrcode');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 1, code: 200, data: { url: FOLLOW_URL } });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a 200 with url null when no follow link is configured (a state, not an error)', async () => {
    const res = await unconfigured.get('/h5/world/wechat/getQrcode', { locale: 'zh-CN' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: 1, code: 200, data: { url: null } });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('is listed in the OpenAPI document', async () => {
    const res = await configured.get('/api/docs/json');
    expect(Object.keys(res.json().paths)).toContain('/h5/world/wechat/getQrcode');
  });
});

describe('WeChat service', () => {
  it('reads the link from its source each time (a QR-code API source can change it)', async () => {
    const links = ['https://example.com/a', null];
    const source: FollowLinkSource = { followLink: async () => links.shift() ?? null };
    const service = createWeChatService({ followLinks: source });
    await expect(service.followQrcode()).resolves.toEqual({ url: 'https://example.com/a' });
    await expect(service.followQrcode()).resolves.toEqual({ url: null });
  });
});
