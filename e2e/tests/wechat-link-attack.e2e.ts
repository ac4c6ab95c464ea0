/**
 * The WeChat account takeover, driven in Chromium with WeChat's user agent against the local
 * WeChat fake (docs/decisions.md, "WeChat links"): an attacker sends a victim a link of our site
 * carrying the attacker's own authorisation code (with our old constant state, or a guessed one),
 * or leaves an openId and code in the victim's storage; the victim then logs in by phone. The
 * attacker's "log in with WeChat" with a fresh code of their WeChat must not reach the victim's
 * account, and the victim's account must have no WeChat linked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sealPayload } from '../../packages/protocol/src/payload/aes-envelope';
import { startFakeWeChat, type FakeWeChat } from '../../apps/server/src/integrations/wechat/wechat-fake';
import { useBrowser } from '../support/browser';
import { launchServer } from '../support/launch';

const b = useBrowser();
const APP_ID = 'wx00112233445566aa';
const APP_SECRET = 'e2eSecretAttack0123456789';
const ATTACKER = 'openid-e2e-attacker';
const HANDLED_HTTP_ERRORS = [/Failed to load resource: the server responded with a status of 40\d/];

let fake: FakeWeChat;
let server: Awaited<ReturnType<typeof launchServer>>;
beforeAll(async () => {
  fake = await startFakeWeChat({ appId: APP_ID, appSecret: APP_SECRET });
  server = await launchServer((port) => ({
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    WECHAT_APP_ID: APP_ID,
    WECHAT_APP_SECRET: APP_SECRET,
    WECHAT_API_BASE: fake.url,
    WECHAT_OAUTH_BASE: fake.url,
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '50',
  }));
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

/** Calls the server as the attacker's own client would (sealed body, as the web app sends it). */
async function api<T>(path: string, body?: unknown, token?: string): Promise<{ code: number; data: T }> {
  const res = await fetch(`${server.baseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      channel: 'WECHAT',
      language: 'EN',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(sealPayload(body)),
  });
  return (await res.json()) as { code: number; data: T };
}

let codes = 0;
/** A fresh code of the attacker's WeChat, from the attacker's own authorisation. */
function attackerCode(scope: 'snsapi_base' | 'snsapi_userinfo' = 'snsapi_userinfo'): string {
  const code = `0attack${++codes}${Date.now().toString(36)}`;
  fake.codes.set(code, { openid: ATTACKER, scope, nickname: 'attacker' });
  return code;
}

/** The victim logs in by phone in the login dialog at /My; answers the account's session. */
async function phoneLogin(page: Page, national: string): Promise<{ token: string; userId: string }> {
  await page.goto(`${server.baseUrl}/My`);
  await page.getByTestId('login-dialog').waitFor();
  await page.getByTestId('login-phone').locator('input').fill(national);
  await page.getByTestId('login-get-code').click();
  const outbox = async () =>
    (await (await fetch(`${server.baseUrl}/dev/sms-outbox?phone=%2B86${national}`)).json()) as { data: Array<{ code: string }> };
  await expect.poll(async () => (await outbox()).data.length).toBe(1);
  await page
    .getByTestId('login-code')
    .locator('input')
    .fill((await outbox()).data[0]!.code);
  if (!(await page.getByTestId('login-consent').locator('input').isChecked())) await page.getByTestId('login-consent').click();
  const saved = page.waitForResponse((r) => r.url().includes('/h5/world/wechat/saveUser'));
  await page.getByTestId('login-submit').click();
  expect((await saved).status()).toBe(200);
  await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
  return page.evaluate(() => ({ token: localStorage.getItem('may_uni_token')!, userId: localStorage.getItem('may_user_id')! }));
}

/** What the attacker gets from "log in with WeChat" now, and which WeChat the victim's account has. */
async function aftermath(victim: { token: string; userId: string }) {
  const attempt = await api<{ login: { user_id: string } | null }>('/h5/world/wechat/wechatLogin', { code: attackerCode() });
  expect(attempt.code).toBe(200);
  expect(attempt.data.login?.user_id).not.toBe(victim.userId);
  expect(attempt.data.login).toBeNull();
  const me = await api<{ user_id: string; wechat?: unknown }>('/api/v2/me', undefined, victim.token);
  expect(me.data.user_id).toBe(victim.userId);
  expect(me.data.wechat).toBeNull();
}

describe("an attacker's WeChat link", () => {
  it.each([
    ['our old constant state', 'culture-wx'],
    ['the login state', 'culture-wx-login'],
    ['a guessed state', '6b1f0c2d9e8a4f3b7c5d1e0f2a3b4c5d'],
  ])(
    "opened in the victim's WeChat with %s, then a phone login: the attacker gets no session for the victim",
    async (_name, state) => {
      const { page } = await b.phone({ wechat: true, allowErrors: HANDLED_HTTP_ERRORS });
      const code = attackerCode(state === 'culture-wx' ? 'snsapi_base' : 'snsapi_userinfo');
      await page.goto(`${server.baseUrl}/pocket?code=${code}&state=${state}#wechat_redirect`);
      // The page goes through its own silent authorisation instead, and comes back clean.
      await expect.poll(() => page.evaluate(() => localStorage.getItem('openId'))).toMatch(/^o/);
      expect(await page.evaluate(() => localStorage.getItem('openId'))).not.toBe(ATTACKER);
      expect(new URL(page.url()).search).toBe('');
      expect(await page.evaluate(() => localStorage.getItem('code'))).toBeNull();
      const victim = await phoneLogin(page, `1360000${String(10 + codes).padStart(4, '0')}`);
      await aftermath(victim);
    },
  );

  it("an openId and code left in the victim's storage never link on the next phone login", async () => {
    const code = attackerCode('snsapi_base');
    expect((await api<{ openId: string }>('/h5/world/wechat/wechatAuth', { code })).data.openId).toBe(ATTACKER);
    const { page } = await b.phone({ wechat: true, storage: { openId: ATTACKER, code }, allowErrors: HANDLED_HTTP_ERRORS });
    const victim = await phoneLogin(page, '13600009999');
    await aftermath(victim);
  });
});
