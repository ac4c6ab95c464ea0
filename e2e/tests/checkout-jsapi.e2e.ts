/**
 * Paying by JSAPI inside WeChat (docs/payments.md, "Screens: buying", "The local fake"): a WeChat
 * user agent, a `WeixinJSBridge` stand-in whose invoke POSTs the getBrandWCPayRequest arguments to
 * the fake's bridge endpoint (`/_fake/wechatpay/pay/jsapi`, which checks paySign) and calls back with
 * its answer. The pocket adoption at the card-holder price with a code made through the operator
 * API; a cancel in the bridge brings the sheet back with the order kept.
 *
 * The account's WeChat openid is linked the way the app links it (docs/decisions.md, "WeChat
 * links"): WeChat hands a snsapi_userinfo code (put straight into the fake WeChat's code table
 * here, instead of clicking through its authorise redirect as wechat-flow.e2e.ts does),
 * wechatLogin answers a link ticket, and the phone login's saveUser sends it.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { phonePayload } from '../../packages/protocol/src/api/auth';
import { sealPayload } from '../../packages/protocol/src/payload/aes-envelope';
import { startFakeWeChat, type FakeWeChat } from '../../apps/server/src/integrations/wechat/wechat-fake';
import { useBrowser } from '../support/browser';
import { startExtraServer } from '../support/extra-server';
import { E2E_ADMIN_TOKEN } from '../support/global-setup';

const b = useBrowser();
const APP_ID = 'wx00112233445566ff';
const APP_SECRET = 'e2eSecret0123456789abcdef';

let fake: FakeWeChat;
let server: Awaited<ReturnType<typeof startExtraServer>>;

async function api<T>(pathname: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server.baseUrl}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      channel: 'BROWSER',
      language: 'EN',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(sealPayload(body)),
  });
  const json = (await res.json()) as { result: number; data: T; errmsg?: string };
  if (json.result !== 1) throw new Error(`${pathname}: ${json.errmsg}`);
  return json.data;
}

/** A member logged in by phone on this server, with `openid` linked as the app links it. */
async function wechatLinkedMember(national: string, openid: string): Promise<Record<string, string>> {
  // A follower of the official account: no follow prompt over the page.
  fake.followers.add(openid);
  const code = `0e2e${national}`;
  fake.codes.set(code, { openid, nickname: '荷包', scope: 'snsapi_userinfo' });
  const wechat = await api<{ linkTicket: string | null }>('/h5/world/wechat/wechatLogin', { code });
  expect(wechat.linkTicket).toBeTruthy();
  const phone = phonePayload(national);
  const challenge = await api<Parameters<typeof solveChallenge>[0]['challenge']>('/api/v2/verifycode/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  const altcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  await api('/api/v2/verifycode/request', { phone, altcha });
  const [message] = await api<Array<{ code: string }>>(`/dev/sms-outbox?phone=%2B86${national}`);
  const smsToken = await api<string>('/api/v1/verifycode/verify', { phone, code: message!.code });
  const login = await api<{ token: string; user_id: string }>('/api/v5/auth/sms/login', { phone, code: smsToken });
  const saved = await api<{ wechatLinked?: unknown }>(
    '/h5/world/wechat/saveUser',
    { openId: openid, code: wechat.linkTicket },
    login.token,
  );
  expect(saved.wechatLinked).toBeTruthy();
  return {
    may_uni_token: login.token,
    may_user_id: login.user_id,
    may_uni_JWT: 'true',
    loginType: '2',
    telephone: national,
    openId: openid,
  };
}

/** WeChat's bridge, answered by the fake: `window.__bridgeResult` is what the buyer does (ok by default). */
async function installBridge(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.jWeixin = { config: () => undefined, ready: () => undefined, error: () => undefined };
    w.WeixinJSBridge = {
      invoke(name: string, params: Record<string, unknown>, callback: (answer: unknown) => void) {
        if (name !== 'getBrandWCPayRequest') return;
        void fetch('/_fake/wechatpay/pay/jsapi', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...params, result: w.__bridgeResult ?? 'ok' }),
        })
          .then((r) => r.json())
          .then(callback);
      },
    };
  });
}

async function cardHolderCode(): Promise<string> {
  const res = await fetch(`${server.baseUrl}/api/admin/shop/eligibility`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
    body: JSON.stringify({ product_id: 'pocket-adoption', generate: 1 }),
  });
  const json = (await res.json()) as { result: number; data: { codes: string[] } };
  expect(json.result).toBe(1);
  return json.data.codes[0]!;
}

beforeAll(async () => {
  fake = await startFakeWeChat({ appId: APP_ID, appSecret: APP_SECRET });
  server = await startExtraServer((port) => ({
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    WECHAT_APP_ID: APP_ID,
    WECHAT_APP_SECRET: APP_SECRET,
    WECHAT_API_BASE: fake.url,
    WECHAT_OAUTH_BASE: fake.url,
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '50',
  }));
});
afterAll(async () => {
  await server?.stop();
  await fake?.close();
});

async function openAdoption(language: string, session: Record<string, string>) {
  const phone = await b.phone({ wechat: true, storage: { ...session, language } });
  await installBridge(phone.page);
  await phone.page.goto(`${server.baseUrl}/pocket`);
  const buy = phone.page.getByTestId('buy-pocket-adoption');
  await buy.scrollIntoViewIfNeeded();
  await buy.click();
  await phone.page.getByTestId('checkout-pay').waitFor();
  expect(await phone.page.getByTestId('checkout-method').getAttribute('data-method')).toBe('jsapi');
  return phone;
}

describe('paying by JSAPI inside WeChat', () => {
  it.each(['en-US', 'zh-CN'])('adopts a pocket at the card-holder price with an operator code (%s)', async (language) => {
    const session = await wechatLinkedMember(
      `1362${language === 'en-US' ? '1' : '2'}${String(Date.now() % 1000000).padStart(6, '0')}`,
      `openid-pay-${language}`,
    );
    const { page } = await openAdoption(language, session);
    await page.getByTestId('checkout-code').fill(await cardHolderCode());
    expect(await page.locator('[data-phase]').getByTestId('checkout-price').textContent()).toContain('¥1.00');
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL(/\/order\/[^/?]+/);
    await expect.poll(() => page.getByTestId('order-result').getAttribute('data-state')).toBe('fulfilled');
    expect(await page.getByTestId('receipt-amount').textContent()).toContain('¥1.00');
  });

  it('a cancel in the bridge brings the sheet back with the order kept', async () => {
    const session = await wechatLinkedMember(`13623${String(Date.now() % 1000000).padStart(6, '0')}`, 'openid-pay-cancel');
    const { page } = await openAdoption('en-US', session);
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__bridgeResult = 'cancel'));
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('checkout-stopped').waitFor();
    expect(await page.getByTestId('checkout-stopped').getAttribute('data-why')).toBe('cancel');
    expect(new URL(page.url()).pathname).toBe('/pocket');
    const orders = await api<{ content: Array<{ state: string }> }>('/api/v5/orders', undefined, session.may_uni_token);
    expect(orders.content.map((o) => o.state)).toEqual(['created']);
    // Paying again pays the same order (never a second one).
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__bridgeResult = 'ok'));
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL(/\/order\/[^/?]+/);
    await expect.poll(() => page.getByTestId('order-result').getAttribute('data-state')).toBe('fulfilled');
    const after = await api<{ content: unknown[] }>('/api/v5/orders', undefined, session.may_uni_token);
    expect(after.content).toHaveLength(1);
  });
});
