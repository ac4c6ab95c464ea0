/**
 * The Content-Security-Policy is on and the app still works under it: pages with inline parts (the
 * entry stylesheet, the language preloader, the painted hero's styles, the inlined page data) load
 * without a single violation, in Chinese (WeChat) and in English.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const b = useBrowser();

/** Records every CSP violation from the first byte of each document on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

const PAGES: Array<[string, string]> = [
  ['/pocket', 'page-title'],
  ['/nuo', 'page-title'],
  ['/', 'project-card-pocket'],
  ['/BrandEquityDetail/3', 'page-title'],
  ['/privacy', 'page-title'],
];

describe('content security policy', () => {
  it('is sent with the first HTML of a page, refusing framing and inline code it does not list', async () => {
    const res = await fetch(`${b.baseUrl}/pocket`, { headers: { 'user-agent': 'MicroMessenger/8.0.47' } });
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toMatch(/script-src 'self' 'sha256-/);
    expect(policy).not.toContain('unsafe-inline');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  for (const wechat of [true, false]) {
    it.each(PAGES)(`loads %s ${wechat ? 'in zh-CN (WeChat)' : 'in en-US'} with no violation`, async (route, testId) => {
      const { page } = await b.phone({ wechat });
      const violations = await recordViolations(page);
      const calls: string[] = [];
      page.on('request', (req) => calls.push(new URL(req.url()).pathname));
      const response = await page.goto(route);
      expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
      await page.getByTestId(testId).first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      // The inlined page document ran (its hash is in the policy): the page did not ask the API for it.
      if (route === '/pocket' || route === '/nuo') expect(calls).not.toContain('/api/v3/configuration/resource');
    });
  }
});
