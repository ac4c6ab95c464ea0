/**
 * What a new user notices first: steady typography, true texts, fonts per language,
 * nothing covering the tagline, a spinner from the first HTML, tap targets, punctuation.
 */
import type { Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { launchServer } from '../support/launch';

const b = useBrowser();
const EXPECTED_HTTP_ERRORS = [/Failed to load resource: the server responded with a status of 4\d\d/];

async function homeReady(page: Page) {
  await page.goto('/');
  await page.locator('main[aria-busy="false"]').waitFor();
}

/** The computed styles a reader sees change when a stylesheet leaks into the app. */
function typography(page: Page) {
  return page.evaluate(() => {
    const pick = (el: Element | null) => {
      if (!el) throw new Error('element missing');
      const s = getComputedStyle(el);
      return { fontSize: s.fontSize, fontFamily: s.fontFamily, color: s.color, lineHeight: s.lineHeight };
    };
    return {
      body: pick(document.body),
      heroTitle: pick(document.querySelector('main section h2')),
      cardTitle: pick(document.querySelector('[data-testid^="project-card-"] h3')),
      cardText: pick(document.querySelector('[data-testid^="project-card-"] p')),
    };
  });
}

/** The font faces Chromium actually drew a node's text with (DevTools protocol). */
async function platformFonts(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  await cdp.detach();
  return fonts.map((f) => f.familyName);
}

describe('typography stays the same for the whole visit', () => {
  it('home keeps its sizes, faces and colours after the login dialog (antd-mobile) has loaded', async () => {
    const { page } = await b.phone();
    await homeReady(page);
    const before = await typography(page);
    expect(before.body.fontSize).toBe('15px');
    await page.getByTestId('tab-my').tap();
    await page.getByTestId('login-dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    expect(await typography(page)).toEqual(before);
  });
});

describe('fonts per language', () => {
  it.each([
    ['en-US', /^(?!Noto Sans CJK)/, 'Latin face first: English punctuation is not drawn full-width'],
    ['zh-CN', /^Noto Sans CJK SC$/, 'simplified-Chinese faces'],
    ['zh-TW', /^Noto Sans CJK TC$/, 'traditional-Chinese faces'],
  ])('%s: <html lang> and the hero drawn with %s (%s)', async (language, face) => {
    const { page } = await b.phone({ storage: { language } });
    await homeReady(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(language);
    const fonts = await platformFonts(page, 'main section h2');
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(face);
  });

  it('en-US: a curly apostrophe is drawn by a Latin face, not a CJK one', async () => {
    const { page } = await b.phone({ storage: { language: 'en-US' } });
    await page.goto('/world');
    const intro = page.locator('main p', { hasText: 'artists’ work' });
    await intro.waitFor();
    await intro.evaluate((el) => el.setAttribute('data-probe', ''));
    const fonts = await platformFonts(page, '[data-probe]');
    expect(fonts.filter((f) => /CJK/.test(f))).toEqual([]);
  });

  it('the first HTML sets <html lang> before the app runs', async () => {
    const { page } = await b.phone({ storage: { language: 'zh-TW' } });
    // Read as soon as the document is parsed, before the entry module has run.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive')
          (window as unknown as { __lang: string }).__lang = document.documentElement.lang;
      });
    });
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { __lang: string }).__lang)).toBe('zh-TW');
  });
});

describe('true texts', () => {
  it.each([
    ['en-US', /ready/i],
    ['zh-CN', /已生成/],
    ['zh-TW', /已生成/],
  ])('%s: the certificate banner does not tell a guest their certificate is ready', async (language, claim) => {
    const { page } = await b.phone({ storage: { language } });
    await homeReady(page);
    const text = (await page.getByTestId('banner-link').textContent()) ?? '';
    expect(text.length).toBeGreaterThan(4);
    expect(text).not.toMatch(claim);
    await page.getByTestId('banner-link').tap();
    await page.waitForURL('**/MobilePage');
  });

  it.each([
    ['/my-ticket', /coupons/],
    ['/ticket-detail/1', /coupon/],
    ['/merchant/redeem', /redeem/],
  ])('%s tells a logged-out visitor what it holds', async (path, holds) => {
    const { page } = await b.phone();
    await page.goto(path);
    await page.getByTestId('login-dialog').waitFor();
    await page.keyboard.press('Escape');
    const text = (await page.getByTestId('login-required').textContent()) ?? '';
    expect(text).not.toMatch(/profile and badges/);
    expect(text).toMatch(holds);
    const picture = page.getByTestId('login-required').locator('[data-illustration]');
    expect(await picture.getAttribute('data-illustration')).toBe('login');
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(96);
  });
});

describe('logging out', () => {
  it('lands on home quietly, without the login dialog', async () => {
    const { page } = await b.phone({ storage: await loginByApi('13733330001') });
    await page.goto('/My');
    await page.getByTestId('profile-logout').tap();
    await page.waitForURL((url) => url.pathname === '/');
    await page.locator('main[aria-busy="false"]').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByTestId('login-dialog').count()).toBe(0);
  });

  it('prefills the phone after the account logged in on another device', async () => {
    const national = '13733330002';
    const first = await loginByApi(national);
    await new Promise((r) => setTimeout(r, 2100)); // the suite's server allows a new code after 2 s
    await loginByApi(national); // supersedes the first session (101105)
    const { page } = await b.phone({ storage: first, allowErrors: EXPECTED_HTTP_ERRORS });
    await page.goto('/');
    await page.getByTestId('login-notice').waitFor();
    expect(await page.getByTestId('login-phone').locator('input').inputValue()).toBe(national);
  });
});

describe('home hero', () => {
  it.each(['en-US', 'zh-CN', 'zh-TW'])('%s: the decorative moon covers no text', async (language) => {
    const { page } = await b.phone({ storage: { language } });
    await homeReady(page);
    const overlaps = await page.evaluate(() => {
      const moon = document.querySelector('[data-testid="hero-moon"]');
      if (!moon) return ['no moon element'];
      const m = moon.getBoundingClientRect();
      const [cx, cy, r] = [m.x + m.width / 2, m.y + m.height / 2, m.width / 2];
      const hits: string[] = [];
      for (const el of Array.from(moon.parentElement!.querySelectorAll('p, h2, a'))) {
        const range = document.createRange();
        range.selectNodeContents(el);
        for (const rect of Array.from(range.getClientRects())) {
          const dx = Math.max(rect.left - cx, 0, cx - rect.right);
          const dy = Math.max(rect.top - cy, 0, cy - rect.bottom);
          if (dx * dx + dy * dy < r * r) hits.push(el.textContent ?? '');
        }
      }
      return hits;
    });
    expect(overlaps).toEqual([]);
  });
});

describe('slow networks', () => {
  it('the first HTML alone shows the page spinner on an app route', async () => {
    // Without JavaScript: exactly what a phone shows while the entry is still on its way.
    const { page } = await b.phone({ javaScript: false });
    await page.goto('/my-ticket');
    const shot = PNG.sync.read(await page.screenshot({ clip: { x: 195 - 60, y: 422 - 60, width: 120, height: 120 } }));
    let jade = 0;
    for (let i = 0; i < shot.data.length; i += 4) {
      const [r, g, bl] = [shot.data[i]!, shot.data[i + 1]!, shot.data[i + 2]!];
      if (r < 40 && g > 180 && bl > 120 && bl < 190) jade++;
    }
    expect(jade, 'pixels of the spinner’s jade arc').toBeGreaterThan(100);
  });

  it('the spinner gives way to the page once the app renders', async () => {
    const { page } = await b.phone();
    await homeReady(page);
    expect(await page.evaluate(() => getComputedStyle(document.getElementById('root')!, '::after').content)).toBe('none');
  });
});

describe('smaller things', () => {
  it('the language button is a 44 px tap target', async () => {
    const { page } = await b.phone();
    await homeReady(page);
    const box = (await page.getByTestId('language-switch').boundingBox())!;
    expect(box.height).toBeGreaterThanOrEqual(44);
    expect(box.width).toBeGreaterThanOrEqual(44);
  });

  it.each([
    ['en-US', /Verification code sent error\. [A-Z]/],
    ['zh-CN', /验证码发送失败：[^\s]/],
    ['zh-TW', /驗證碼發送失敗：[^\s]/],
  ])('%s: the send-failure toast joins its two sentences with the language’s punctuation', async (language, shape) => {
    const { page } = await b.phone({ storage: { language }, allowErrors: EXPECTED_HTTP_ERRORS });
    await homeReady(page);
    await page.getByTestId('tab-my').tap();
    await page.getByTestId('login-phone').locator('input').fill('12345');
    await page.getByTestId('login-get-code').click();
    const toast = page.getByTestId('toast').last();
    await toast.waitFor();
    expect((await toast.textContent()) ?? '').toMatch(shape);
  });

  it('not-found has its own picture', async () => {
    const { page } = await b.phone({ allowErrors: [/status of 404/] });
    await page.goto('/no-such-page');
    expect(await page.getByTestId('not-found').locator('[data-illustration]').getAttribute('data-illustration')).toBe(
      'not-found',
    );
  });
});

describe('follow dialog without a follow link', () => {
  let server: Awaited<ReturnType<typeof launchServer>>;
  beforeAll(async () => {
    server = await launchServer({ WECHAT_FOLLOW_URL: undefined });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it.each([
    ['en-US', /How to find it/],
    ['zh-CN', /如何找到我们/],
    ['zh-TW', /如何找到我們/],
  ])('%s: names the account and says how to find it, with no error in the console', async (language, howTo) => {
    const { page } = await b.phone({ storage: { language } });
    await page.goto(`${server.baseUrl}/`);
    await page.locator('main[aria-busy="false"]').waitFor();
    await page.getByTestId('footer-follow').tap();
    await page.getByTestId('subscribe-account-name').waitFor();
    expect(await page.getByTestId('subscribe-account-name').textContent()).toContain('五月宇宙');
    expect(await page.getByTestId('subscribe-fallback').textContent()).toMatch(howTo);
    expect(await page.getByTestId('subscribe-fallback').locator('li').count()).toBe(3);
    expect(await page.getByTestId('subscribe-qr').count()).toBe(0);
    // (support/browser fails the test on any console error, such as a 404 for the link.)
  });
});
