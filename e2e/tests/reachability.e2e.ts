/**
 * Every page of the spec (§2) is reachable from home by tapping: a member holding one coupon
 * starts at `/`, taps the tab bar (the equity tab's modal leads on to the benefits list), and then
 * follows every link of every page it reaches, breadth first, at most four taps deep. /howbottlenfc
 * is the same screen as /howbottle (spec §2), the address an NFC tag opens, so /howbottle stands
 * for it.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';

const b = useBrowser();

const SPEC_ROUTES = [
  '/',
  '/Equity',
  '/My',
  '/MyMedal',
  '/Medal',
  '/BrandEquityDetail/:id',
  '/my-ticket',
  '/ticket-detail/:id',
  '/MobilePage',
  '/pocket',
  '/nuo',
  '/userAgreement',
  '/privacy',
  '/panmen',
  '/haochatongle',
  '/howbottle',
  '/YuanXiao',
  '/YouTing',
  '/ClockIn',
  '/NFC',
  '/joyful',
  '/gloriousstore',
];
const MAX_TAPS = 4;

/** The spec route a path is an instance of (`/ticket-detail/12` → `/ticket-detail/:id`). */
function routeOf(pathname: string): string {
  return SPEC_ROUTES.find((route) => new RegExp(`^${route.replace(/:id/, '[^/]+')}$`).test(pathname)) ?? pathname;
}

async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  const origin = new URL(page.url()).origin;
  return hrefs
    .map((href) => new URL(href, page.url()))
    .filter((url) => url.origin === origin)
    .map((url) => url.pathname);
}

/** Where each tab of the bar leads from home (the equity tab through its modal's link). */
async function tabDestinations(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const tab of ['home', 'certificate', 'medal', 'my']) {
    await page.goto('/');
    await page.getByTestId(`tab-${tab}`).click();
    if (tab !== 'home') await page.waitForURL((url) => url.pathname !== '/');
    found.push(new URL(page.url()).pathname);
  }
  await page.goto('/');
  await page.getByTestId('tab-equity').click();
  await page.getByTestId('equity-modal-see-all').click();
  await page.waitForURL('**/Equity');
  found.push(new URL(page.url()).pathname);
  return found;
}

describe('reachability', () => {
  it('reaches every page of the spec from home in at most four taps', async () => {
    const member = await loginByApi('13700009901');
    const { templateId } = await operator<{ templateId: number }>('/api/admin/coupon-templates', {
      brandName: 'Haocha',
      couponName: 'Crawl tea',
      type: 'DECUCTION',
      discordValue: '20',
      useCondition: '',
      validDate: '2027.12.31',
      useRule: '<p>Show the code.</p>',
      stock: 10,
      perUserLimit: 1,
    });
    await operator('/api/admin/coupons/issue', { templateId, userIds: [member.may_user_id] });

    const { page } = await b.phone({ storage: { ...member, language: 'en-US' } });
    const taps = new Map<string, number>([['/', 0]]);
    const queue: string[] = [];
    for (const path of await tabDestinations(page)) {
      if (!taps.has(path)) {
        taps.set(path, 1);
        queue.push(path);
      }
    }
    queue.unshift('/');
    while (queue.length > 0) {
      const path = queue.shift()!;
      const depth = taps.get(path)!;
      if (depth >= MAX_TAPS) continue;
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      for (const next of await linksOn(page)) {
        if (taps.has(next)) continue;
        taps.set(next, depth + 1);
        queue.push(next);
      }
    }

    const reached = new Set([...taps.keys()].map(routeOf));
    expect(SPEC_ROUTES.filter((route) => !reached.has(route))).toEqual([]);
  }, 240_000); // It opens every page it reaches: about 60 s alone, more beside other suites.
});
