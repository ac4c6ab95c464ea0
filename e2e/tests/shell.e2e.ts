/**
 * The app's frame in a browser: every route renders, translations, the start-up check, guest
 * access, the tab bar, the banner and the language choice. Home, content pages, scrolling,
 * sharing and the legal pages are in shell-content.e2e.ts (split so the two lanes end together).
 */
import { describe, expect, it } from 'vitest';
import { loginByApi } from '../support/api';
import { useBrowser } from '../support/browser';

const b = useBrowser();

const ROUTES: Array<[string, RegExp]> = [
  ['/', /May Universe/],
  ['/Equity', /Member benefits/],
  ['/My', /^Me$/],
  ['/MyMedal', /My badges/],
  ['/Medal', /Badges/],
  ['/BrandEquityDetail/1', /Haocha Tongle/],
  ['/my-ticket', /My coupons/],
  ['/ticket-detail/1', /Coupon detail/],
  ['/MobilePage', /Certificate/],
  ['/pocket', /Embroidered Pockets/],
  ['/nuo', /Nuo/],
  ['/userAgreement', /User Agreement/],
  ['/privacy', /Privacy Policy/],
  ['/panmen', /Panmen/],
  ['/haochatongle', /Haocha Tongle/],
  ['/howbottle', /HowBottle/],
  ['/howbottlenfc', /HowBottle/],
  ['/YuanXiao', /Lanterns Under the Moon/],
  ['/YouTing', /YouTing/],
  ['/ClockIn', /Cultural Check-in/],
  ['/NFC', /NFC Collectibles/],
  ['/joyful', /Joyful/],
  ['/gloriousstore', /Glorious Store/],
];

describe('every route renders its frame', () => {
  it.each(ROUTES)('%s', async (route, title) => {
    const { page } = await b.phone();
    const response = await page.goto(route);
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.getByTestId('page-title').textContent()).toMatch(title);
    await expect.poll(() => page.title()).toContain('May Universe');
    // The layout never grows past 600px and fills a phone's width.
    const width = await page.getByTestId('layout').evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBe(390);
  });

  it('shows a real not-found page for an unknown path, case-sensitively', async () => {
    const { page } = await b.phone({ allowErrors: [/status of 404/] });
    const response = await page.goto('/mobilepage');
    expect(response?.status()).toBe(404);
    await page.getByTestId('not-found').waitFor();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('keeps the layout at 600px on a wide screen', async () => {
    const { page } = await b.phone();
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/');
    expect(await page.getByTestId('layout').evaluate((el) => el.getBoundingClientRect().width)).toBe(600);
  });
});

describe('translations', () => {
  // The catalogue reports a missing key as a console error, which fails the test (support/browser).
  it.each(['en-US', 'zh-CN', 'zh-TW'])(
    'every route renders in %s without a missing key or another language',
    async (language) => {
      const { page } = await b.phone({ storage: { language } });
      for (const [route] of ROUTES) {
        await page.goto(route);
        await page.locator('main[aria-busy="false"]').waitFor();
        const text = (await page.getByTestId('layout').textContent()) ?? '';
        if (language === 'en-US') expect(text, route).not.toMatch(/[\u4e00-\u9fff]{4,}/);
        else expect(text, route).toMatch(/[\u4e00-\u9fff]{4,}/);
      }
    },
    180_000,
  ); // every route in turn: the longest browser test
});

describe('start-up check', () => {
  it('logs a stale session out silently, without a dialog', async () => {
    const { page } = await b.phone({
      storage: { may_uni_token: 'stale', may_user_id: '1', may_uni_JWT: 'true', loginType: '2' },
      allowErrors: [/status of 401/],
    });
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('may_uni_JWT'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('loginType'))).toBeNull();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('login-dialog').count()).toBe(0);
  });
});

describe('guest access', () => {
  it('gives a first visit a guest token without the JWT flag', async () => {
    const { page } = await b.phone();
    await page.goto('/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('may_uni_token'))).toMatch(/^ey/);
    const stored = await page.evaluate(() => ({
      id: localStorage.getItem('may_user_id'),
      jwt: localStorage.getItem('may_uni_JWT'),
    }));
    expect(stored.id).toMatch(/^\d{15,20}$/);
    expect(stored.jwt).toBeNull();
    // A reload keeps the same guest.
    await page.reload();
    await page.getByTestId('tab-bar').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('may_user_id'))).toBe(stored.id);
  });
});

describe('tab bar', () => {
  it('marks home with a dot and pushes /MobilePage from tab 2', async () => {
    const { page } = await b.phone();
    await page.goto('/');
    await expect.poll(() => page.getByTestId('tab-dot').isVisible()).toBe(true);
    await page.getByTestId('tab-certificate').tap();
    await page.waitForURL('**/MobilePage');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('opens the equity modal from tab 3 instead of navigating; close icon and cancel close it', async () => {
    const { page } = await b.phone();
    await page.goto('/pocket');
    await page.getByTestId('tab-equity').tap();
    await page.getByTestId('equity-modal').waitFor();
    expect(new URL(page.url()).pathname).toBe('/pocket');
    const background = await page.getByTestId('equity-modal').evaluate((el) => getComputedStyle(el).backgroundImage);
    expect(background).toContain('equity-modal.svg');
    await page.getByTestId('equity-modal-close').tap();
    await page.getByTestId('equity-modal').waitFor({ state: 'detached' });
    await page.getByTestId('tab-equity').tap();
    await page.getByTestId('equity-modal-cancel').tap();
    await page.getByTestId('equity-modal').waitFor({ state: 'detached' });
  });

  it.each(['medal', 'my'])('opens the login dialog from tab %s when logged out', async (tab) => {
    const { page } = await b.phone();
    await page.goto('/');
    await page.getByTestId(`tab-${tab}`).tap();
    await page.getByTestId('login-dialog').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it.each([
    ['medal', '/MyMedal', '13511110001'],
    ['my', '/My', '13511110002'],
  ])('replaces the route with tab %s when logged in', async (tab, target, national) => {
    const { page } = await b.phone({ storage: await loginByApi(national) });
    await page.goto('/');
    await page.getByTestId('tab-certificate').tap();
    await page.waitForURL('**/MobilePage');
    await page.getByTestId(`tab-${tab}`).tap();
    await page.waitForURL(`**${target}`);
    // Replaced, not pushed: going back skips /MobilePage's successor and lands on home.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('banner', () => {
  it('leads to /MobilePage and can be hidden', async () => {
    const { page } = await b.phone();
    await page.goto('/');
    await expect.poll(() => page.getByTestId('banner-link').textContent()).toContain('certificate');
    await page.getByTestId('banner-link').tap();
    await page.waitForURL('**/MobilePage');
    await page.goto('/');
    await page.getByTestId('banner-hide').tap();
    await page.getByTestId('banner').waitFor({ state: 'detached' });
    await page.getByTestId('tab-certificate').tap();
    await page.waitForURL('**/MobilePage');
    await page.goto('/pocket');
    expect(await page.getByTestId('banner').count()).toBe(0);
  });
});

describe('languages', () => {
  it('defaults to English in a browser and Chinese inside WeChat', async () => {
    const browserPhone = await b.phone();
    await browserPhone.page.goto('/');
    await expect.poll(() => browserPhone.page.getByTestId('tab-home').textContent()).toBe('Home');
    const wechat = await b.phone({ wechat: true });
    await wechat.page.goto('/');
    await expect.poll(() => wechat.page.getByTestId('tab-home').textContent()).toBe('首页');
  });

  it('switches language and keeps it across a reload', async () => {
    const { page } = await b.phone();
    await page.goto('/');
    await page.getByTestId('language-switch').tap();
    await page.getByTestId('language-zh-TW').tap();
    await expect.poll(() => page.getByTestId('tab-home').textContent()).toBe('首頁');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('zh-TW');
    await page.reload();
    await expect.poll(() => page.getByTestId('tab-home').textContent()).toBe('首頁');
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('zh-TW');
  });

  it('reads the legacy stored value fz-CN as traditional Chinese', async () => {
    const { page } = await b.phone({ storage: { language: 'fz-CN' } });
    await page.goto('/');
    await expect.poll(() => page.getByTestId('tab-my').textContent()).toBe('我的');
    await expect.poll(() => page.getByTestId('tab-home').textContent()).toBe('首頁');
  });

  it('sends the language and channel headers the server reads', async () => {
    const { page } = await b.phone({ wechat: true, storage: { language: 'en-US' } });
    const request = page.waitForRequest((req) => req.url().includes('/api/v5/auth/guest'));
    await page.goto('/');
    const headers = (await request).headers();
    expect(headers.language).toBe('EN');
    expect(headers.channel).toBe('WECHAT');
    expect(JSON.parse((await request).postData() ?? '{}')).toHaveProperty('params');
  });
});
