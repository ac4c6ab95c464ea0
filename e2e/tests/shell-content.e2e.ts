/**
 * Home and the content pages in a browser: screenshots of home, every section of /pocket and /nuo
 * from the API, the first screen painted by the HTML and handed over, scrolling and sharing, and
 * the legal pages' key facts in the three languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const b = useBrowser();

describe('screenshots', () => {
  it.each(['en-US', 'zh-CN', 'zh-TW'])('of / in %s', async (language) => {
    const { page } = await b.phone({ storage: { language } });
    await page.goto('/');
    await page.getByTestId('project-card-pocket').waitFor();
    await page.waitForLoadState('networkidle');
    const dir = path.resolve(import.meta.dirname, '../.artifacts');
    fs.mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `home-${language}.png`);
    await page.screenshot({ path: file });
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);
  });
});

describe('content pages', () => {
  it.each(['en-US', 'zh-CN', 'zh-TW'])('render every section of /pocket and /nuo in %s from the API', async (language) => {
    const { page } = await b.phone({ storage: { language } });
    for (const [route, slug, sections] of [
      ['/pocket', 'pocket', ['about', 'previously', 'adopt', 'metaverse', 'crossover', 'partners', 'ip']],
      ['/nuo', 'nuo', ['about', 'music-video', 'characters', 'crossover', 'partners']],
    ] as const) {
      await page.goto(route);
      await page.getByTestId(`project-${slug}`).waitFor();
      for (const id of sections) expect(await page.getByTestId(`section-${id}`).count(), `${route} ${id}`).toBe(1);
      const text = (await page.getByTestId(`project-${slug}`).textContent()) ?? '';
      // No untranslated catalogue key and no text from another language leaks through.
      expect(text).not.toMatch(/projects\.|coupons\.|app\./);
      if (language === 'en-US') expect(text).not.toMatch(/[\u4e00-\u9fff]{4,}/);
      else expect(text).toMatch(/[\u4e00-\u9fff]/);
    }
    expect(await page.getByTestId('page-video').getAttribute('poster')).toBe('/images/pages/nuo/mv-poster.svg');
    // The clip is real and streams the way phones ask for video (byte ranges).
    const clip = await page.request.get('/media/nuo/nuo-mv.mp4', { headers: { range: 'bytes=0-1023' } });
    expect(clip.status()).toBe(206);
    expect(clip.headers()['content-type']).toBe('video/mp4');
    const duration = await page.getByTestId('page-video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise<number>((resolve) => {
          video.preload = 'metadata';
          video.addEventListener('loadedmetadata', () => resolve(video.duration), { once: true });
          video.addEventListener('error', () => resolve(-1), { once: true });
          video.load();
        }),
    );
    expect(duration).toBeGreaterThan(5);
  });

  it('draws home from the HTML it was sent, then sets the session up', async () => {
    const { page } = await b.phone();
    const calls: string[] = [];
    page.on('request', (req) => calls.push(new URL(req.url()).pathname));
    await page.goto('/');
    await page.getByTestId('project-card-pocket').waitFor();
    // The summaries came inlined in the default language: no list request before the cards.
    expect(calls).not.toContain('/api/v3/configuration/resources');
    // The guest token still arrives, after the first screen.
    await expect.poll(() => page.evaluate(() => localStorage.getItem('may_uni_token'))).toMatch(/^ey/);
  });

  it('fetches home in a chosen language the server did not inline', async () => {
    const { page } = await b.phone({ storage: { language: 'zh-TW' } });
    const list = page.waitForRequest((req) => req.url().includes('/api/v3/configuration/resources'));
    await page.goto('/');
    expect((await list).headers().language).toBe('ZH-TW');
    await expect.poll(() => page.getByTestId('project-card-pocket').textContent()).toMatch(/[\u4e00-\u9fff]/);
  });

  it('shows the trending projects on home and opens one', async () => {
    const { page } = await b.phone();
    await page.goto('/');
    await page.getByTestId('project-card-pocket').click();
    await page.waitForURL('**/pocket');
    // Its calls to action are there: the adoption is a buy button for its product.
    // (Its placeholder, with the same test id, shows while the buy button's code arrives.)
    const adopt = page.locator('[data-testid="action-adopt-cardholder"][data-buy-state]');
    await adopt.waitFor();
    expect(await adopt.getAttribute('data-product')).toBe('pocket-adoption');
  });
});

describe('first screen of a content page', () => {
  it.each([false, true])('is painted by the HTML where the app draws it, then handed over (WeChat: %s)', async (wechat) => {
    const heroBox = (page: Page, selector: string) =>
      page.locator(selector).evaluate((img: HTMLImageElement) => {
        const r = img.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height, loaded: img.complete && img.naturalWidth > 0 };
      });
    // The HTML alone (no code run yet) shows the nav bar's place and the hero.
    const bare = await b.phone({ wechat, javaScript: false });
    await bare.page.goto('/pocket');
    await expect.poll(async () => (await heroBox(bare.page, '#prepaint img')).loaded).toBe(true);
    const painted = await heroBox(bare.page, '#prepaint img');
    // The app draws its hero in the same place and takes the painted layer away.
    const { page } = await b.phone({ wechat });
    await page.goto('/pocket');
    await page.getByTestId('project-pocket').waitFor();
    expect(await page.locator('#prepaint').count()).toBe(0);
    const drawn = await heroBox(page, '[data-testid="project-pocket"] figure img');
    for (const key of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(drawn[key] - painted[key]), key).toBeLessThan(1);
    expect(painted.y).toBe(48);
  });
});

describe('scroll and sharing', () => {
  it('starts a new page at the top and returns to the old position on back', async () => {
    const { page } = await b.phone();
    await page.goto('/');
    await page.getByTestId('project-card-panmen').waitFor();
    await page.getByTestId('project-card-panmen').scrollIntoViewIfNeeded();
    await page.waitForTimeout(300);
    const homeY = await page.evaluate(() => window.scrollY);
    expect(homeY).toBeGreaterThan(300);
    await page.getByTestId('project-card-panmen').click();
    await page.getByTestId('project-panmen').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await page.getByTestId('project-card-panmen').waitFor();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(homeY - 40);
  });

  it('gives each content page its own title and description', async () => {
    const { page } = await b.phone();
    await page.goto('/nuo');
    await page.getByTestId('project-nuo').waitFor();
    await expect.poll(() => page.title()).toMatch(/^Nuo .* · May Universe$/);
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toMatch(/13|thirteen/i);
    // Absolute, from PUBLIC_ORIGIN (the suite's server sets it to its own address).
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toMatch(
      /^http:\/\/127\.0\.0\.1:\d+\/share\.jpg$/,
    );
    expect((await page.request.get('/share.jpg')).headers()['content-type']).toBe('image/jpeg');
  });
});

describe('legal pages', () => {
  const FACTS: Record<string, { privacy: RegExp[]; agreement: RegExp[] }> = {
    'en-US': {
      privacy: [/27 November 2026/, /15 working days/, /14/, /30 days/, /mainland China/, /SMS/, /delete/i, /support@/],
      agreement: [
        /Hong Kong/,
        /arbitrat/i,
        /number of arbitrators shall be one|one arbitrator/i,
        /confidential/i,
        /English/,
        /Huangpu/,
        /Privacy Policy/,
      ],
    },
    'zh-CN': {
      privacy: [/2026年11月27日/, /15个工作日/, /14/, /30\s?日|30\s?天/, /中国境内|中国大陆|境内/, /短信/, /注销/],
      agreement: [/香港/, /仲裁/, /黄浦区/, /隐私政策/],
    },
    'zh-TW': {
      privacy: [/2026年11月27日/, /15個工作天/, /14/, /30\s?日|30\s?天/, /中國境內|中國大陸|境內/, /簡訊/],
      agreement: [/香港/, /仲裁/, /黃浦區/, /隱私權政策/],
    },
  };
  it.each(Object.keys(FACTS))('state their key facts in %s, with a table of contents', async (language) => {
    const { page } = await b.phone({ storage: { language } });
    await page.goto('/privacy');
    const privacy = (await page.getByTestId('legal-document').textContent()) ?? '';
    for (const fact of FACTS[language]!.privacy) expect(privacy, `privacy ${fact}`).toMatch(fact);
    expect(await page.locator('nav a[href^="#"]').count()).toBeGreaterThan(10);
    await page.goto('/userAgreement');
    const agreement = (await page.getByTestId('legal-document').textContent()) ?? '';
    for (const fact of FACTS[language]!.agreement) expect(agreement, `agreement ${fact}`).toMatch(fact);
    await page.locator('[data-testid="legal-document"] a[href="/privacy"]').first().click();
    await page.waitForURL('**/privacy');
  });
});
