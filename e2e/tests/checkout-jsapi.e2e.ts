/**
 * Paying by JSAPI inside WeChat (docs/payments.md, "Screens: buying", "The local fake"): a WeChat
 * user agent, a `WeixinJSBridge` stand-in whose invoke POSTs the getBrandWCPayRequest arguments to
 * the fake's bridge endpoint (`/_fake/wechatpay/pay/jsapi`, which checks paySign) and calls back with
 * its answer. The pocket adoption at the card-holder price with a code made through the operator
 * API; a cancel in the bridge brings the sheet back with the order kept.
 *
 * The account's WeChat openid is linked the way the app links it (support/wechat-link.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { startFakeWeChat, type FakeWeChat } from '../../apps/server/src/integrations/wechat/wechat-fake';
import { callAs, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { launchServer } from '../support/launch';
import { E2E_ADMIN_TOKEN } from '../support/global-setup';
import { wechatLinkedMember } from '../support/wechat-link';

const b = useBrowser();
const APP_ID = 'wx00112233445566ff';
const APP_SECRET = 'e2eSecret0123456789abcdef';

let fake: FakeWeChat;
let server: Awaited<ReturnType<typeof launchServer>>;

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
  const { codes } = await operator<{ codes: string[] }>(
    '/api/admin/shop/eligibility',
    { product_id: 'pocket-adoption', generate: 1 },
    server.baseUrl,
  );
  return codes[0]!;
}

beforeAll(async () => {
  fake = await startFakeWeChat({ appId: APP_ID, appSecret: APP_SECRET });
  server = await launchServer((port) => ({
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

// The sheet and the result page at 390×844 in each language (ignored by git; CHECKOUT_SHOTS moves them).
const SHOTS = process.env.CHECKOUT_SHOTS ?? path.resolve(import.meta.dirname, '../../shots/checkout-jsapi');
fs.mkdirSync(SHOTS, { recursive: true });
// Finite CSS animations (the sheet's rise) are run to their end first, so the shot shows the sheet at rest.
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`), animations: 'disabled' });
const PHONE_DIGIT = { 'en-US': '1', 'zh-CN': '2', 'zh-TW': '4' } as const;

describe('paying by JSAPI inside WeChat', () => {
  it.each(['en-US', 'zh-CN', 'zh-TW'] as const)(
    'adopts a pocket at the card-holder price with an operator code (%s)',
    async (language) => {
      const session = await wechatLinkedMember(
        server.baseUrl,
        fake,
        `1362${PHONE_DIGIT[language]}${String(Date.now() % 1000000).padStart(6, '0')}`,
        `openid-pay-${language}`,
      );
      const { page } = await openAdoption(language, session);
      await page.getByTestId('checkout-code').fill(await cardHolderCode());
      expect(await page.locator('[data-phase]').getByTestId('checkout-price').textContent()).toContain('¥1.00');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
      await shot(page, `sheet-${language}`);
      await page.getByTestId('checkout-pay').click();
      await page.waitForURL(/\/order\/[^/?]+/);
      await expect.poll(() => page.getByTestId('order-result').getAttribute('data-state')).toBe('fulfilled');
      expect(await page.getByTestId('receipt-amount').textContent()).toContain('¥1.00');
      await shot(page, `result-${language}`);
    },
  );

  it('a cancel in the bridge brings the sheet back with the order kept', async () => {
    const session = await wechatLinkedMember(
      server.baseUrl,
      fake,
      `13623${String(Date.now() % 1000000).padStart(6, '0')}`,
      'openid-pay-cancel',
    );
    const { page } = await openAdoption('en-US', session);
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__bridgeResult = 'cancel'));
    await page.getByTestId('checkout-pay').click();
    await page.getByTestId('checkout-stopped').waitFor();
    expect(await page.getByTestId('checkout-stopped').getAttribute('data-why')).toBe('cancel');
    expect(new URL(page.url()).pathname).toBe('/pocket');
    const orders = await callAs<{ content: Array<{ state: string }> }>(
      '/api/v5/orders',
      session.may_uni_token!,
      undefined,
      server.baseUrl,
    );
    expect(orders.content.map((o) => o.state)).toEqual(['created']);
    // Paying again pays the same order (never a second one).
    await page.evaluate(() => ((window as unknown as Record<string, unknown>).__bridgeResult = 'ok'));
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL(/\/order\/[^/?]+/);
    await expect.poll(() => page.getByTestId('order-result').getAttribute('data-state')).toBe('fulfilled');
    const after = await callAs<{ content: unknown[] }>('/api/v5/orders', session.may_uni_token!, undefined, server.baseUrl);
    expect(after.content).toHaveLength(1);
  });
});
