/**
 * A member buys the digital pocket (¥9.90) through the app's local WeChat Pay fake, on a phone:
 * the paid order the console suites refund, list and chart. Answers the order's number and the
 * member's page, left on the order's result.
 */
import { expect } from 'vitest';
import type { useBrowser } from './browser';

type Browser = ReturnType<typeof useBrowser>;

export async function buyPocket(b: Browser, storage: Record<string, string>) {
  const { page, context } = await b.phone({ storage: { ...storage, language: 'en-US', may_world_hint_seen: '1' } });
  await context.setExtraHTTPHeaders({ 'accept-language': 'en-US' });
  await page.goto('/pocket');
  const buy = page.getByTestId('buy-pocket-collectible');
  await buy.scrollIntoViewIfNeeded();
  await buy.click();
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/_fake\/wechatpay\/pay\/h5/);
  await page.locator('button[name="action"][value="pay"]').click();
  await page.waitForURL(/\/order\/[^/?]+/);
  const orderNo = new URL(page.url()).pathname.split('/').pop()!;
  await expect.poll(() => page.getByTestId('order-result').getAttribute('data-state')).toBe('fulfilled');
  return { orderNo, page };
}
