import { createHash, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { wechatFollowers } from '../../db/schema.js';
import { jsSdkSignature } from '../../integrations/wechat/js-sdk-signature.js';
import { startFakeWeChat } from '../../integrations/wechat/wechat-fake.js';

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

const APP_ID = 'wx0123456789abcdef';
const APP_SECRET = 'secret0123456789abcdef0123456789';
const TOKEN = 'cultureToken';
const ORIGIN = 'https://app.example.com';
const fake = await startFakeWeChat({ appId: APP_ID, appSecret: APP_SECRET });
afterAll(() => fake.close());
const wx = await createTestApp({
  env: {
    WECHAT_APP_ID: APP_ID,
    WECHAT_APP_SECRET: APP_SECRET,
    WECHAT_API_BASE: fake.url,
    WECHAT_TOKEN: TOKEN,
    WECHAT_FOLLOW_URL: FOLLOW_URL,
    PUBLIC_ORIGIN: ORIGIN,
  },
});

/** Signed now, with a fresh nonce: the endpoint refuses old timestamps and replays (wechat-guards.test.ts). */
function signedQuery(extra: Record<string, string> = {}, token = TOKEN) {
  const timestamp = String(Math.floor(wx.clock.now() / 1000));
  const nonce = randomBytes(6).toString('hex');
  const signature = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest('hex');
  return new URLSearchParams({ signature, timestamp, nonce, ...extra }).toString();
}

const followEvent = (openId: string, event: 'subscribe' | 'unsubscribe') =>
  `<xml><ToUserName><![CDATA[gh_123456789abc]]></ToUserName><FromUserName><![CDATA[${openId}]]></FromUserName><CreateTime>1700000000</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${event}]]></Event></xml>`;

describe('GET /h5/world/wechat/getWechatShare', () => {
  it('signs our own pages with the jsapi ticket (asked of WeChat once for 100 configs)', async () => {
    const url = `${ORIGIN}/pocket?from=timeline#top`;
    const before = fake.calls.ticket;
    const answers = await Promise.all(
      Array.from({ length: 100 }, () => wx.get(`/h5/world/wechat/getWechatShare?url=${encodeURIComponent(url)}`)),
    );
    expect(fake.calls.ticket - before).toBe(1);
    const { data } = answers[0]!.json().data as {
      data: { appId: string; timestamp: number; nonceStr: string; signature: string };
    };
    expect(data.appId).toBe(APP_ID);
    expect(data.nonceStr).toMatch(/^[A-Za-z0-9]{16}$/);
    const ticket = `ticket-for-${fake.currentToken()}`;
    expect(data.signature).toBe(
      jsSdkSignature({ ticket, nonceStr: data.nonceStr, timestamp: data.timestamp, url: `${ORIGIN}/pocket?from=timeline` }),
    );
  });

  it('refuses other sites; without WeChat settings answers null (share) and "not configured" (auth)', async () => {
    const foreign = await wx.get(`/h5/world/wechat/getWechatShare?url=${encodeURIComponent('https://evil.example.com/x')}`);
    expect([foreign.statusCode, foreign.json().code]).toEqual([400, 40015]);
    const none = await unconfigured.get(
      `/h5/world/wechat/getWechatShare?url=${encodeURIComponent(`${unconfigured.config.publicOrigin}/pocket`)}`,
    );
    expect([none.statusCode, none.json().data]).toEqual([200, { data: null }]);
    // Without PUBLIC_ORIGIN, the page opened at 127.0.0.1 (the address the server prints) is ours too.
    const loopback = unconfigured.config.publicOrigin.replace('localhost', '127.0.0.1');
    const atLoopback = await unconfigured.get(`/h5/world/wechat/getWechatShare?url=${encodeURIComponent(`${loopback}/pocket`)}`);
    expect([atLoopback.statusCode, atLoopback.json().data]).toEqual([200, { data: null }]);
    const off = await unconfigured.post('/h5/world/wechat/wechatAuth', { code: 'abc' }, { locale: 'zh-CN' });
    expect([off.statusCode, off.json().code, off.json().errmsg]).toEqual([404, 40403, '本服务器未接入微信，请在浏览器中继续。']);
    const follow = await unconfigured.post('/h5/world/wechat/isSubcribe', { openId: 'openid-anyone-1' });
    expect([follow.statusCode, follow.json().code]).toEqual([404, 40403]);
  });
});

describe('POST /h5/world/wechat/wechatAuth', () => {
  it('answers the openId and follow status for a fresh code', async () => {
    fake.codes.set('code-follower', { openid: 'openid-follower-9' });
    fake.codes.set('code-visitor', { openid: 'openid-visitor-9' });
    fake.followers.add('openid-follower-9');
    expect((await wx.post('/h5/world/wechat/wechatAuth', { code: 'code-follower' })).json().data).toEqual({
      openId: 'openid-follower-9',
      isSubcribe: true,
    });
    expect((await wx.post('/h5/world/wechat/wechatAuth', { code: 'code-visitor' })).json().data).toEqual({
      openId: 'openid-visitor-9',
      isSubcribe: false,
    });
  });

  it('maps WeChat errors: bad or used code, no permission, snapshot visitors', async () => {
    const used = await wx.post('/h5/world/wechat/wechatAuth', { code: 'code-follower' }, { locale: 'en-US' });
    expect([used.statusCode, used.json().code]).toEqual([400, 40014]);
    expect((await wx.post('/h5/world/wechat/wechatAuth', { code: 'no-such-code' })).json().code).toBe(40014);
    fake.failNext('/sns/oauth2/access_token', 48001, 'api unauthorized');
    expect((await wx.post('/h5/world/wechat/wechatAuth', { code: 'any' })).json().code).toBe(40306);
    fake.codes.set('code-snapshot', { openid: 'openid-snapshot-9', snapshot: true });
    const snapshot = await wx.post('/h5/world/wechat/wechatAuth', { code: 'code-snapshot' });
    expect([snapshot.statusCode, snapshot.json().code]).toEqual([403, 40305]);
    const rows = await wx.database.db.select().from(wechatFollowers).where(eq(wechatFollowers.openId, 'openid-snapshot-9'));
    expect(rows).toEqual([]);
    expect((await wx.post('/h5/world/wechat/wechatAuth', { code: 'bad code!' })).statusCode).toBe(400);
  });
});

/** Every table's rows, as text: a snapshot visitor must leave all of it as it was. */
async function everyRow(t: TestApp): Promise<Record<string, string>> {
  const tables = (
    await t.database.db.execute<{ name: string }>(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    )
  ).rows.map((row) => row.name);
  const dump: Record<string, string> = {};
  for (const table of tables) {
    const { rows } = await t.database.db.execute(sql`select * from ${sql.identifier(table)}`);
    dump[table] = JSON.stringify(rows.map((row) => JSON.stringify(row)).sort(), (_k, v: unknown) =>
      typeof v === 'bigint' ? v.toString() : v,
    );
  }
  return dump;
}

describe('snapshot visitors', () => {
  it('change nothing in the database, by wechatAuth or by wechatLogin, and get 40305', async () => {
    fake.codes.set('code-snap-a', { openid: 'openid-snapshot-a', snapshot: true });
    fake.codes.set('code-snap-b', { openid: 'openid-snapshot-b', snapshot: true, scope: 'snsapi_userinfo' });
    const before = await everyRow(wx);
    expect(Object.keys(before)).toEqual(expect.arrayContaining(['users', 'wechat_followers', 'wechat_codes', 'sessions']));
    const auth = await wx.post('/h5/world/wechat/wechatAuth', { code: 'code-snap-a' });
    const login = await wx.post('/h5/world/wechat/wechatLogin', { code: 'code-snap-b' }, { locale: 'zh-CN' });
    expect([auth.statusCode, auth.json().code, login.statusCode, login.json().code]).toEqual([403, 40305, 403, 40305]);
    expect(login.json().errmsg).toBe('微信正在以预览模式显示本页，请打开完整页面后登录。');
    expect(await everyRow(wx)).toEqual(before);
  });
});

describe('log in with WeChat', () => {
  const login = (code: string) => wx.post('/h5/world/wechat/wechatLogin', { code });

  it('maps WeChat errors as wechatAuth does, and says "not configured" without settings', async () => {
    fake.codes.set('code-login-used', { openid: 'openid-login-used', scope: 'snsapi_userinfo' });
    expect((await login('code-login-used')).json().code).toBe(200);
    expect((await login('code-login-used')).json().code).toBe(40014);
    fake.failNext('/sns/oauth2/access_token', 48001, 'api unauthorized');
    expect((await login('any-code')).json().code).toBe(40306);
    const off = await unconfigured.post('/h5/world/wechat/wechatLogin', { code: 'abc' });
    expect([off.statusCode, off.json().code]).toEqual([404, 40403]);
  });
});

describe('WeChat not answering', () => {
  it('is 50303 for a code, and the last known follow status for isSubcribe', async () => {
    // Nothing listens on port 9: every WeChat call fails at once.
    const down = await createTestApp({
      env: { WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: APP_SECRET, WECHAT_API_BASE: 'http://127.0.0.1:9', PUBLIC_ORIGIN: ORIGIN },
    });
    const auth = await down.post('/h5/world/wechat/wechatAuth', { code: 'code-down-1' });
    expect([auth.statusCode, auth.json().code]).toEqual([503, 50303]);
    const share = await down.get(`/h5/world/wechat/getWechatShare?url=${encodeURIComponent(`${ORIGIN}/pocket`)}`);
    expect([share.statusCode, share.json().code]).toEqual([503, 50303]);
    expect((await down.post('/h5/world/wechat/isSubcribe', { openId: 'openid-down-1' })).json().code).toBe(50303);
    await down.database.db
      .insert(wechatFollowers)
      .values({ openId: 'openid-down-1', subscribed: false, updatedAt: new Date(down.clock.now() - 3600_000) });
    expect((await down.post('/h5/world/wechat/isSubcribe', { openId: 'openid-down-1' })).json().data).toEqual({
      isSubcribe: false,
    });
    // getQrcode still gives a way to follow: the plain link when there is one, else null.
    expect((await down.get('/h5/world/wechat/getQrcode?scene=pocket')).json().data).toEqual({ url: null });
  });
});

describe('follow status and the message endpoint', () => {
  it("answers WeChat's URL check only when signed with our token", async () => {
    const good = await wx.get(`/h5/world/wechat/messages?${signedQuery({ echostr: 'echo-123' })}`);
    expect([good.statusCode, good.body]).toEqual([200, 'echo-123']);
    const forged = await wx.get(`/h5/world/wechat/messages?${signedQuery({ echostr: 'echo-123' }, 'otherToken')}`);
    expect(forged.statusCode).toBe(403);
  });

  it('keeps followers from subscribe/unsubscribe events, so isSubcribe needs no WeChat call', async () => {
    const post = (xml: string, query = signedQuery()) =>
      wx.app.inject({
        method: 'POST',
        url: `/h5/world/wechat/messages?${query}`,
        headers: { 'content-type': 'text/xml' },
        payload: xml,
      });
    const openId = 'openid-event-42';
    const subscribed = await post(followEvent(openId, 'subscribe'));
    expect([subscribed.statusCode, subscribed.body]).toEqual([200, 'success']);
    const calls = fake.calls.userInfo;
    expect((await wx.post('/h5/world/wechat/isSubcribe', { openId })).json().data).toEqual({ isSubcribe: true });
    expect(fake.calls.userInfo).toBe(calls);
    await post(followEvent(openId, 'unsubscribe'));
    expect((await wx.post('/h5/world/wechat/isSubcribe', { openId })).json().data).toEqual({ isSubcribe: false });
    expect(fake.calls.userInfo).toBe(calls);

    // A forged event changes nothing; broken XML is a 400, never a 500.
    expect((await post(followEvent(openId, 'subscribe'), signedQuery({}, 'otherToken'))).statusCode).toBe(403);
    expect((await wx.post('/h5/world/wechat/isSubcribe', { openId })).json().data).toEqual({ isSubcribe: false });
    expect((await post('<xml><Event>subscribe')).statusCode).toBeLessThan(500);
    expect((await post('<!DOCTYPE x [<!ENTITY a "b">]><xml>&a;</xml>')).statusCode).toBeLessThan(500);
  });

  it('never fails on hostile query values', async () => {
    for (const value of ['%00', '%FF', 'a'.repeat(5000), '%E2%80%AE', '1e309', '<script>']) {
      for (const field of ['signature', 'timestamp', 'nonce', 'echostr']) {
        const res = await wx.get(`/h5/world/wechat/messages?${field}=${value}`);
        expect(res.statusCode, `${field}=${value.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
        expect(res.statusCode, `${field}=${value.slice(0, 20)}`).toBeLessThan(500);
      }
    }
  });

  it('asks WeChat about someone it has not heard of, and refuses a malformed openId', async () => {
    fake.followers.add('openid-unknown-7');
    const calls = fake.calls.userInfo;
    expect((await wx.post('/h5/world/wechat/isSubcribe', { openId: 'openid-unknown-7' })).json().data).toEqual({
      isSubcribe: true,
    });
    expect(fake.calls.userInfo).toBe(calls + 1);
    expect((await wx.post('/h5/world/wechat/isSubcribe', { openId: 'x' })).statusCode).toBe(400);
  });

  it('draws a temporary QR code for the scene when WeChat is configured', async () => {
    const res = await wx.get('/h5/world/wechat/getQrcode?scene=pocket');
    expect(res.json().data).toEqual({ url: 'http://weixin.qq.com/q/fake-pocket' });
    expect((await wx.get('/h5/world/wechat/getQrcode?scene=bad%20scene')).statusCode).toBe(400);
  });
});
