/**
 * The WeChat routes' guards (docs/security.md, "WeChat"): the message endpoint refuses stale,
 * future and replayed signatures (memory, and Redis when TEST_REDIS_URL is set), and the
 * unauthenticated routes that spend the official account's API quota are limited per client
 * address, with isSubcribe storing no row for openIds it has never heard of that do not follow.
 */
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { wechatFollowers } from '../../db/schema.js';
import { startFakeWeChat } from '../../integrations/wechat/wechat-fake.js';
import { createTestApp, type TestApp } from '../../test/helper.js';

const APP_ID = 'wx0123456789abcdef';
const APP_SECRET = 'secret0123456789abcdef0123456789';
const TOKEN = 'cultureToken';
const fake = await startFakeWeChat({ appId: APP_ID, appSecret: APP_SECRET });
afterAll(() => fake.close());
const env = { WECHAT_APP_ID: APP_ID, WECHAT_APP_SECRET: APP_SECRET, WECHAT_API_BASE: fake.url, WECHAT_TOKEN: TOKEN };

const signed = (timestamp: number, nonce = randomBytes(6).toString('hex')) => {
  const t = String(timestamp);
  const signature = createHash('sha1').update([TOKEN, t, nonce].sort().join('')).digest('hex');
  return new URLSearchParams({ signature, timestamp: t, nonce }).toString();
};
const event = (openId: string, name: 'subscribe' | 'unsubscribe') =>
  `<xml><ToUserName><![CDATA[gh_123456789abc]]></ToUserName><FromUserName><![CDATA[${openId}]]></FromUserName><CreateTime>1700000000</CreateTime><MsgType><![CDATA[event]]></MsgType><Event><![CDATA[${name}]]></Event></xml>`;
const deliver = (t: TestApp, query: string, xml: string) =>
  t.app.inject({
    method: 'POST',
    url: `/h5/world/wechat/messages?${query}`,
    headers: { 'content-type': 'text/xml' },
    payload: xml,
  });
const following = async (t: TestApp, openId: string) =>
  (await t.post('/h5/world/wechat/isSubcribe', { openId })).json().data.isSubcribe as boolean;

function messageEndpointSuite(name: string, extraEnv: Record<string, string>) {
  describe(`the message endpoint (${name})`, async () => {
    const t = await createTestApp({ env: { ...env, ...extraEnv } });
    const seconds = () => Math.floor(t.clock.now() / 1000);

    it('refuses a correctly signed timestamp more than five minutes old or ahead, for events and the URL check', async () => {
      const openId = `openid-stale-${randomBytes(3).toString('hex')}`;
      for (const timestamp of [1_400_000_000, seconds() - 301, seconds() + 301]) {
        expect((await deliver(t, signed(timestamp), event(openId, 'subscribe'))).statusCode).toBe(403);
        expect((await t.get(`/h5/world/wechat/messages?${signed(timestamp)}&echostr=e1`)).statusCode).toBe(403);
      }
      expect(await following(t, openId)).toBe(false);
      // Within the window either way it is WeChat's.
      expect((await deliver(t, signed(seconds() + 290), event(openId, 'subscribe'))).body).toBe('success');
      expect((await t.get(`/h5/world/wechat/messages?${signed(seconds() - 290)}&echostr=e2`)).body).toBe('e2');
      expect(await following(t, openId)).toBe(true);
    });

    it('refuses a replayed nonce within the window, so an old unsubscribe cannot undo a newer subscribe', async () => {
      const openId = `openid-replay-${randomBytes(3).toString('hex')}`;
      const unsubscribe = signed(seconds());
      expect((await deliver(t, unsubscribe, event(openId, 'unsubscribe'))).body).toBe('success');
      t.clock.advance(60_000);
      expect((await deliver(t, signed(seconds()), event(openId, 'subscribe'))).body).toBe('success');
      const replay = await deliver(t, unsubscribe, event(openId, 'unsubscribe'));
      expect(replay.statusCode).toBe(403);
      expect(await following(t, openId)).toBe(true);
      // Once the window has passed the same signature is simply too old.
      t.clock.advance(10 * 60_000);
      expect((await deliver(t, unsubscribe, event(openId, 'unsubscribe'))).statusCode).toBe(403);
    });
  });
}

messageEndpointSuite('memory', {});
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === 'true') {
  it('runs the Redis message endpoint suite under CI', () => {
    throw new Error('CI=true requires TEST_REDIS_URL');
  });
}
if (redisUrl) messageEndpointSuite('Redis', { REDIS_URL: redisUrl });

describe('per-address limits of the quota-spending routes', () => {
  it('answer 429 with Retry-After past WECHAT_CALLS_PER_ADDRESS_PER_MINUTE, and WeChat sees a bounded number of calls', async () => {
    const t = await createTestApp({ env: { ...env, WECHAT_CALLS_PER_ADDRESS_PER_MINUTE: '5' } });
    const from = { remoteAddress: '203.0.113.7' };
    const before = fake.calls.userInfo;
    const answers = [];
    for (let i = 0; i < 100; i++)
      answers.push(await t.post('/h5/world/wechat/isSubcribe', { openId: `openid-probe-${String(i).padStart(3, '0')}` }, from));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(95);
    expect(refused[0]!.json().code).toBe(42901);
    expect(Number(refused[0]!.headers['retry-after'])).toBeGreaterThan(0);
    expect(fake.calls.userInfo - before).toBe(5);
    // Nobody of those follows us, and none came from a code we exchanged: nothing stored.
    expect(await t.database.db.select().from(wechatFollowers)).toEqual([]);

    for (const path of ['/h5/world/wechat/wechatAuth', '/h5/world/wechat/wechatLogin']) {
      const oauth = fake.calls.oauth;
      const codes = [];
      for (let i = 0; i < 8; i++) codes.push((await t.post(path, { code: `no-such-code-${i}` }, from)).statusCode);
      expect(codes).toEqual([400, 400, 400, 400, 400, 429, 429, 429]);
      expect(fake.calls.oauth - oauth).toBe(5);
    }
    const qrcodes = [];
    for (let i = 0; i < 8; i++)
      qrcodes.push((await t.app.inject({ url: `/h5/world/wechat/getQrcode?scene=s${i}`, ...from })).statusCode);
    expect(qrcodes).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);

    // Another address has its own allowance; the window ends after a minute.
    expect(
      (await t.post('/h5/world/wechat/isSubcribe', { openId: 'openid-other-1' }, { remoteAddress: '203.0.113.8' })).statusCode,
    ).toBe(200);
    t.clock.advance(60_000);
    expect((await t.post('/h5/world/wechat/isSubcribe', { openId: 'openid-probe-000' }, from)).statusCode).toBe(200);
  });

  it('stores a row for an openId that follows us', async () => {
    const t = await createTestApp({ env });
    fake.followers.add('openid-follows-1');
    expect(await following(t, 'openid-follows-1')).toBe(true);
    expect((await t.database.db.select().from(wechatFollowers)).map((row) => row.openId)).toEqual(['openid-follows-1']);
  });
});
