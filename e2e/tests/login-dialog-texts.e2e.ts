/**
 * The login dialog brings its own texts: opened over the home page (whose texts are the first
 * paint's only), "Log in with a wallet" says it is connecting in the reader's language while the
 * wallet waits for the person, never a raw key (the suite also fails on the missing-key log).
 */
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const b = useBrowser();

const CONNECTING: Record<string, string> = { 'en-US': 'Connecting…', 'zh-CN': '连接中…', 'zh-TW': '連接中…' };

describe('login dialog texts', () => {
  it.each(Object.keys(CONNECTING))('the wallet button says it is connecting in %s while the wallet asks', async (language) => {
    const { page, context } = await b.phone({ storage: { language } });
    // A wallet that leaves the connection request pending, as while a person reads their wallet's prompt.
    await context.addInitScript(() => {
      const pending = new Promise<never>(() => undefined);
      Object.defineProperty(window, 'ethereum', {
        value: { isMetaMask: true, request: () => pending, on: () => undefined, removeListener: () => undefined },
      });
    });
    await page.goto('/');
    await page.getByTestId('tab-my').click();
    await page.getByTestId('login-consent').click();
    await page.getByTestId('login-wallet').click();
    await expect.poll(() => page.getByTestId('login-wallet').textContent()).toContain(CONNECTING[language]);
    expect(await page.getByTestId('login-wallet').textContent()).not.toMatch(/wallet\./);
  });
});
