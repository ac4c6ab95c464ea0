import { createHash, randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsSdkSignature, messageSignatureValid } from './js-sdk-signature.js';
import { WeChatApiError, WeChatUnavailable, createWeChatApi } from './wechat-api.js';
import { startFakeWeChat, type FakeWeChat } from './wechat-fake.js';

// A fresh app id per run: the Redis test's keys must not meet another run's on a shared Redis.
const APP = { appId: `wx${randomBytes(8).toString('hex')}`, appSecret: 'secret0123456789abcdef0123456789ab' };

describe('JS-SDK signature', () => {
  it("reproduces WeChat's published example, and ignores the fragment", () => {
    const example = {
      ticket: 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg',
      nonceStr: 'Wm3WZYTPz0wzccnW',
      timestamp: 1414587457,
      url: 'http://mp.weixin.qq.com?params=value',
    };
    expect(jsSdkSignature(example)).toBe('0f9de62fce790f9a083d5c99e95740ceb90c27ed');
    expect(jsSdkSignature({ ...example, url: `${example.url}#wechat_redirect` })).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });

  it('checks the message endpoint signature', () => {
    // sha1("1234567890" + "culture-token" + "nonce") with the three sorted.
    const good = { token: 'culture-token', timestamp: '1234567890', nonce: 'nonce' };
    const signature = createHash('sha1').update([good.token, good.timestamp, good.nonce].sort().join('')).digest('hex');
    expect(messageSignatureValid({ ...good, signature })).toBe(true);
    expect(messageSignatureValid({ ...good, signature: signature.replace(/.$/, (c) => (c === '0' ? '1' : '0')) })).toBe(false);
    expect(messageSignatureValid({ ...good, signature: 'not-hex' })).toBe(false);
  });
});

describe('WeChat API client against the fake', () => {
  let fake: FakeWeChat;
  beforeAll(async () => {
    fake = await startFakeWeChat(APP);
  });
  afterAll(() => fake.close());

  it('asks for the ticket once however many share configs want it at once', async () => {
    const api = createWeChatApi({ ...APP, apiBase: fake.url });
    const before = { ...fake.calls };
    const tickets = await Promise.all(Array.from({ length: 100 }, () => api.jsapiTicket()));
    expect(new Set(tickets).size).toBe(1);
    expect(fake.calls.ticket - before.ticket).toBe(1);
    expect(fake.calls.token - before.token).toBe(1);
  });

  it('retries once after 42001 with the new token WeChat hands out, without forcing', async () => {
    const api = createWeChatApi({ ...APP, apiBase: fake.url });
    fake.followers.add('openid-follower-1');
    expect(await api.isFollower('openid-follower-1')).toBe(true);
    const first = await api.accessToken();
    fake.expireToken();
    const before = fake.calls.token;
    expect(await api.isFollower('openid-follower-1')).toBe(true);
    expect(fake.calls.token - before).toBe(1);
    expect(await api.accessToken()).not.toBe(first);
  });

  it('after 40001 forces a new token only when WeChat hands the refused one back, and retries only once', async () => {
    const api = createWeChatApi({ ...APP, apiBase: fake.url });
    const first = await api.accessToken();
    fake.failNext('/cgi-bin/user/info', 40001, 'invalid credential');
    let before = fake.calls.token;
    expect(await api.isFollower('openid-nobody-2')).toBe(false);
    // A normal call (same token back), then a forced one.
    expect(fake.calls.token - before).toBe(2);
    const second = await api.accessToken();
    expect(second).not.toBe(first);

    // Refused twice in a row: the error reaches the caller after one retry.
    fake.failNext('/cgi-bin/user/info', 42001, 'access_token expired');
    fake.failNext('/cgi-bin/user/info', 42001, 'access_token expired');
    before = fake.calls.userInfo;
    await expect(api.isFollower('openid-nobody-2')).rejects.toMatchObject({ errcode: 42001 });
    expect(fake.calls.userInfo - before).toBe(2);
  });

  it('keeps the token until five minutes before it expires, then takes the new one', async () => {
    let clock = Date.parse('2026-11-24T00:00:00Z');
    const timed = await startFakeWeChat({ ...APP, clock: () => clock });
    try {
      const api = createWeChatApi({ ...APP, apiBase: timed.url, now: () => clock });
      const first = await api.accessToken();
      expect(await api.jsapiTicket()).toBe(`ticket-for-${first}`);
      expect([timed.calls.token, timed.calls.ticket]).toEqual([1, 1]);
      clock += (7200 - 300 - 1) * 1000;
      expect(await api.accessToken()).toBe(first);
      expect(await api.jsapiTicket()).toBe(`ticket-for-${first}`);
      expect([timed.calls.token, timed.calls.ticket]).toEqual([1, 1]);
      clock += 1000;
      const second = await api.accessToken();
      expect(second).not.toBe(first);
      expect(await api.jsapiTicket()).toBe(`ticket-for-${second}`);
      expect([timed.calls.token, timed.calls.ticket]).toEqual([2, 2]);
      expect(timed.calls.legacyToken).toBe(0);
    } finally {
      await timed.close();
    }
  });

  it('exchanges codes: bad code 40029, used code 40163, snapshot visitors flagged', async () => {
    const api = createWeChatApi({ ...APP, apiBase: fake.url });
    fake.codes.set('code-a', { openid: 'openid-aaaaaa' });
    fake.codes.set('code-s', { openid: 'openid-snapshot', snapshot: true });
    expect(await api.exchangeCode('code-a')).toMatchObject({ openid: 'openid-aaaaaa', snapshot: false });
    await expect(api.exchangeCode('code-a')).rejects.toMatchObject({ errcode: 40163 });
    await expect(api.exchangeCode('nope')).rejects.toBeInstanceOf(WeChatApiError);
    await expect(api.exchangeCode('nope')).rejects.toMatchObject({ errcode: 40029 });
    expect(await api.exchangeCode('code-s')).toMatchObject({ snapshot: true });
    fake.failNext('/sns/oauth2/access_token', 48001, 'api unauthorized');
    await expect(api.exchangeCode('code-x')).rejects.toMatchObject({ errcode: 48001 });
  });

  it('reads the web profile of a snsapi_userinfo authorisation; WeChat refuses it for snsapi_base and other openids', async () => {
    const api = createWeChatApi({ ...APP, apiBase: fake.url });
    fake.codes.set('code-info', { openid: 'openid-info-1', scope: 'snsapi_userinfo', nickname: '小红' });
    fake.codes.set('code-base', { openid: 'openid-info-2', scope: 'snsapi_base' });
    const info = await api.exchangeCode('code-info');
    expect(info.accessToken).toMatch(/^web-/);
    expect(await api.webUserInfo(info.accessToken, 'openid-info-1')).toEqual({ nickname: '小红' });
    await expect(api.webUserInfo(info.accessToken, 'openid-info-2')).rejects.toMatchObject({ errcode: 40003 });
    await expect(api.webUserInfo('web-unknown', 'openid-info-1')).rejects.toMatchObject({ errcode: 40001 });
    const base = await api.exchangeCode('code-base');
    await expect(api.webUserInfo(base.accessToken, 'openid-info-2')).rejects.toMatchObject({ errcode: 48001 });
  });

  it('creates a temporary QR code for a scene; a wrong secret is an error, a dead server unavailable', async () => {
    const api = createWeChatApi({ ...APP, apiBase: fake.url });
    expect(await api.temporaryQrcode('home')).toBe('http://weixin.qq.com/q/fake-home');
    await expect(createWeChatApi({ ...APP, appSecret: 'wrong', apiBase: fake.url }).accessToken()).rejects.toMatchObject({
      errcode: 40125,
    });
    await expect(createWeChatApi({ ...APP, apiBase: 'http://127.0.0.1:9', timeoutMs: 500 }).accessToken()).rejects.toBeInstanceOf(
      WeChatUnavailable,
    );
  });

  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!redisUrl && process.env.CI !== 'true')('two processes share one token through Redis', async () => {
    const key = `wechat:${APP.appId}:access_token`;
    const a = new Redis(redisUrl!);
    const b = new Redis(redisUrl!);
    await a.del(key, `${key}:lock`, `wechat:${APP.appId}:jsapi_ticket`);
    const before = fake.calls.token;
    const one = createWeChatApi({ ...APP, apiBase: fake.url, redis: a });
    const two = createWeChatApi({ ...APP, apiBase: fake.url, redis: b });
    const tokens = await Promise.all([
      ...Array.from({ length: 10 }, () => one.accessToken()),
      ...Array.from({ length: 10 }, () => two.accessToken()),
    ]);
    expect(new Set(tokens).size).toBe(1);
    expect(fake.calls.token - before).toBe(1);
    await a.del(key, `${key}:lock`);
    await Promise.all([a.quit(), b.quit()]);
  });

  it('never asks /cgi-bin/token (it would invalidate the token other holders of the app id use)', () => {
    expect(fake.calls.token).toBeGreaterThan(0);
    expect(fake.calls.legacyToken).toBe(0);
  });
});
