/**
 * Linking a WeChat to an account (docs/decisions.md, "WeChat links"): only saveUser with the link
 * ticket that "log in with WeChat" (snsapi_userinfo) answered when no account was linked; single
 * use, ten minutes. A code exchanged by wechatAuth (the silent authorisation, or an attacker's link
 * opened in someone else's browser) never links, whatever openId and code saveUser carries.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeWeChat } from '../../integrations/wechat/wechat-fake.js';
import { createTestApp } from '../../test/helper.js';

const APP_ID = 'wx0123456789abcdef';
const APP_SECRET = 'secret0123456789abcdef0123456789';
const fake = await startFakeWeChat({ appId: APP_ID, appSecret: APP_SECRET });
afterAll(() => fake.close());
const wx = await createTestApp({
  env: {
    WECHAT_APP_ID: APP_ID,
    WECHAT_APP_SECRET: APP_SECRET,
    WECHAT_API_BASE: fake.url,
    WECHAT_CALLS_PER_ADDRESS_PER_MINUTE: '1000',
  },
});

let codes = 0;
/** A fresh code of this WeChat, as WeChat's authorise page would hand it out. */
const codeOf = (openid: string, scope: 'snsapi_base' | 'snsapi_userinfo', nickname?: string) => {
  const code = `code-${++codes}`;
  fake.codes.set(code, { openid, scope, nickname });
  return code;
};
const login = async (code: string) => (await wx.post('/h5/world/wechat/wechatLogin', { code })).json().data;
const saveUser = async (token: string, body: Record<string, unknown>) =>
  (await wx.post('/h5/world/wechat/saveUser', body, { token })).json();
const me = async (token: string) => (await wx.get('/api/v2/me', { token })).json().data;

describe('saveUser links a WeChat only with a link ticket', () => {
  it("an attacker's code, exchanged in the victim's browser, never moves the attacker's WeChat onto the victim", async () => {
    const attacker = 'openid-attacker-1';
    const victim = await wx.loginWithPhone('13800138301');
    // Everything today's browser would have stored after opening the attacker's link.
    for (const scope of ['snsapi_base', 'snsapi_userinfo'] as const) {
      const code = codeOf(attacker, scope);
      expect((await wx.post('/h5/world/wechat/wechatAuth', { code })).json().data.openId).toBe(attacker);
      const answer = await saveUser(victim.token, { userId: victim.userId, openId: attacker, code });
      expect([answer.code, answer.data.wechatLinked]).toEqual([200, undefined]);
    }
    // A snsapi_base code at wechatLogin answers no ticket either: the silent round trip never links.
    expect(await login(codeOf(attacker, 'snsapi_base'))).toMatchObject({ login: null, linkTicket: null });
    expect((await login(codeOf(attacker, 'snsapi_userinfo'))).login).toBeNull();
    expect((await me(victim.token)).wechat).toBeNull();
  });

  it('links with the ticket once, names the WeChat, and WeChat then logs that account in', async () => {
    const openId = 'openid-owner-1';
    const first = await login(codeOf(openId, 'snsapi_userinfo', '小红'));
    expect(first).toMatchObject({ openId, login: null, nickname: '小红' });
    expect(first.linkTicket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const a = await wx.loginWithPhone('13800138302');
    // Another openId than the ticket's: nothing linked (and the ticket is spent).
    expect(
      (await saveUser(a.token, { openId: 'openid-someone-else', code: first.linkTicket })).data.wechatLinked,
    ).toBeUndefined();
    expect((await me(a.token)).wechat).toBeNull();

    const second = await login(codeOf(openId, 'snsapi_userinfo', '小红'));
    expect((await saveUser(a.token, { userId: a.userId, openId, code: second.linkTicket })).data.wechatLinked).toEqual({
      nickname: '小红',
    });
    expect((await me(a.token)).wechat).toEqual({ nickname: '小红' });
    // Single use.
    const b = await wx.loginWithPhone('13800138303');
    expect((await saveUser(b.token, { openId, code: second.linkTicket })).data.wechatLinked).toBeUndefined();
    const linked = await login(codeOf(openId, 'snsapi_userinfo'));
    expect(linked).toMatchObject({ openId, login: { user_id: a.userId }, linkTicket: null });
    expect((await me(linked.login.token)).user_id).toBe(a.userId);
  });

  it('a ticket lasts ten minutes; without a nickname from WeChat the link still happens', async () => {
    const openId = 'openid-owner-2';
    fake.failNext('/sns/userinfo', 40001, 'invalid credential');
    const old = await login(codeOf(openId, 'snsapi_userinfo'));
    expect(old.nickname).toBeNull();
    const c = await wx.loginWithPhone('13800138304');
    wx.clock.advance(10 * 60_000 + 1);
    expect((await saveUser(c.token, { code: old.linkTicket })).data.wechatLinked).toBeUndefined();
    fake.failNext('/sns/userinfo', 40001, 'invalid credential');
    const fresh = await login(codeOf(openId, 'snsapi_userinfo'));
    expect((await saveUser(c.token, { code: fresh.linkTicket })).data.wechatLinked).toEqual({ nickname: null });
    expect((await me(c.token)).wechat).toEqual({ nickname: null });
  });
});
