/**
 * Paying in the browser, end to end through the app's local WeChat Pay fake (docs/payments.md,
 * "Screens: buying", "Screens: certificates and dresses", "The local fake"): a member in a phone
 * browser buys the digital pocket through H5 — the sheet, the fake's confirm page, back to the
 * result page, which asks the server — then finds the certificate in My certificates, its public
 * page genuine, and the order with its receipt in My orders. Screenshots at 390×844 in the three
 * languages go to shots/ (not committed) for a person to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginByApi } from '../support/api';
import { useBrowser } from '../support/browser';

const b = useBrowser();
const SHOTS = path.resolve(import.meta.dirname, '../../shots');
const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'] as const;

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  // Let the sheet's entrance settle before the picture.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

let phoneSeq = 0;
/** A fresh member per test (the number differs by run, so a rerun against the same data is a new buyer). */
function freshPhone(): string {
  phoneSeq += 1;
  return `137${String(Date.now() % 100000).padStart(5, '0')}${String(phoneSeq).padStart(3, '0')}`;
}

describe('buying through H5 in a phone browser', () => {
  it.each(LANGUAGES)('the digital pocket, paid on the confirm page, gives a genuine certificate (%s)', async (language) => {
    const session = await loginByApi(freshPhone());
    const { page, context } = await b.phone({ storage: { ...session, language, may_world_hint_seen: '1' } });
    // The fake's confirm page speaks the browser's language, as WeChat's cashier does.
    await context.setExtraHTTPHeaders({ 'accept-language': language });

    await page.goto('/pocket');
    const buy = page.getByTestId('buy-pocket-collectible');
    await buy.scrollIntoViewIfNeeded();
    await buy.click();
    await page.getByTestId('checkout-pay').waitFor();
    expect(await page.locator('[data-phase]').getByTestId('checkout-price').textContent()).toContain('¥9.90');
    expect(await page.getByTestId('checkout-method').getAttribute('data-method')).toBe('h5');
    await shot(page, `${language}-1-sheet`);

    await page.getByTestId('checkout-pay').click();
    await page.waitForURL(/\/_fake\/wechatpay\/pay\/h5/);
    expect(await page.locator('body').textContent()).toContain('9.90');
    await shot(page, `${language}-2-confirm`);
    await page.locator('button[name="action"][value="pay"]').click();

    await page.waitForURL(/\/order\/[^/?]+/);
    const orderNo = new URL(page.url()).pathname.split('/').pop()!;
    await expect.poll(() => page.getByTestId('order-result').getAttribute('data-state')).toBe('fulfilled');
    await page.getByTestId('order-outcome').waitFor();
    expect(await page.getByTestId('receipt-amount').textContent()).toContain('¥9.90');
    await shot(page, `${language}-3-result`);

    await page.getByTestId('order-goto').click();
    await page.waitForURL(/\/MobilePage/);
    const row = page.getByTestId('certificate-row').first();
    await row.waitFor();
    await row.scrollIntoViewIfNeeded();
    await shot(page, `${language}-4-my-certificates`);
    const code = (await row.getAttribute('data-code'))!;
    await row.click();
    await page.getByTestId('certificate-card').waitFor();
    await shot(page, `${language}-5-certificate`);
    await page.getByTestId('certificate-open-public').click();
    await page.waitForURL(new RegExp(`/certificate/${code}`));
    await page.getByTestId('certificate-genuine').waitFor();
    await shot(page, `${language}-6-public`);

    await page.goto('/my-orders');
    const order = page.getByTestId('my-order').first();
    await order.waitFor();
    expect(await order.textContent()).toContain('¥9.90');
    await shot(page, `${language}-7-my-orders`);
    await order.click();
    await page.waitForURL(new RegExp(`/order/${orderNo}`));
    expect(await page.getByTestId('receipt-order-no').textContent()).toContain(orderNo);
    expect(await page.getByTestId('receipt-transaction').textContent()).toMatch(/\d{10,}/);
  });
});

describe('the buy buttons while their product loads', () => {
  it('keep the height they will have, so the page below does not move when prices arrive', async () => {
    const { page } = await b.phone({ storage: { language: 'en-US', may_world_hint_seen: '1' } });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/shop\/products/, async (route) => {
      await held;
      await route.continue();
    });
    const heights = () =>
      page.$$eval('[data-buy-state]', (actions) => actions.map((action) => Math.round(action.getBoundingClientRect().height)));

    await page.goto('/pocket');
    await expect.poll(() => page.locator('[data-buy-state="loading"]').count()).toBe(2);
    const loading = await heights();
    release();
    await expect.poll(() => page.locator('[data-buy-state="open"]').count()).toBe(2);
    // The guest sees the price and the units left of both (finite supply): the lines kept for them.
    expect(await page.getByTestId('checkout-price').count()).toBe(2);
    expect(await heights()).toEqual(loading);
  });
});
