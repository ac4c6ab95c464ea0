/** Launches Debian's Chromium at phone size (390×844, touch) and records console errors. */
import { chromium, devices, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_WEBGL_ARGS, chromiumPath } from './chromium';
import { suiteUrl } from './server';

export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

export interface PhoneSession {
  page: Page;
  context: BrowserContext;
  /** console.error and uncaught exceptions seen so far */
  errors: string[];
}

/** Records console errors of a page (except those `allow` matches) into `errors`. */
function watch(page: Page, errors: string[], allow?: RegExp[]) {
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    // "Failed to load resource" does not say which: add the address.
    const text = where && !msg.text().includes(where) ? `${msg.text()} (${where})` : msg.text();
    // A request cut off by leaving the page is not the app's error.
    if (/net::ERR_ABORTED/.test(text)) return;
    if (!allow?.some((re) => re.test(text))) errors.push(text);
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

/** `webgl: true` launches with software WebGL (CHROMIUM_WEBGL_ARGS) for the files that draw 3D. */
export function useBrowser({ webgl = false }: { webgl?: boolean } = {}) {
  let browser: Browser;
  const sessions: PhoneSession[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: chromiumPath()!, args: webgl ? CHROMIUM_WEBGL_ARGS : CHROMIUM_ARGS });
  });
  afterEach(async () => {
    for (const s of sessions.splice(0)) {
      // Let requests still in flight finish, so an error they cause is caught every time, not
      // only when the test happened to run long enough.
      await Promise.all(
        s.context.pages().map((p) => p.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined)),
      );
      const errors = [...s.errors];
      await s.context.close();
      expect(errors, 'console errors on the page').toEqual([]);
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  /** Local storage set once per tab before the app's code runs (a reload keeps what the app wrote). */
  async function seedStorage(context: BrowserContext, storage: Record<string, string> | undefined) {
    if (!storage) return;
    await context.addInitScript((entries) => {
      if (sessionStorage.getItem('__seeded')) return;
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      sessionStorage.setItem('__seeded', '1');
    }, storage);
  }

  /** The context's first page, its console errors watched, closed with the suite. */
  async function open(context: BrowserContext, allowErrors: RegExp[] | undefined): Promise<PhoneSession> {
    const page = await context.newPage();
    const errors: string[] = [];
    watch(page, errors, allowErrors);
    const session = { page, context, errors };
    sessions.push(session);
    return session;
  }

  return {
    /** The file's suite server (read when used: a file's own server starts in its beforeAll). */
    get baseUrl() {
      return suiteUrl();
    },
    /** A fresh desktop context (1280×800, mouse), for the operator console. */
    async desktop(options: { storage?: Record<string, string>; allowErrors?: RegExp[] } = {}): Promise<PhoneSession> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, baseURL: suiteUrl() });
      await seedStorage(context, options.storage);
      return open(context, options.allowErrors);
    },
    /** A fresh phone-sized context (its own storage), optionally as WeChat's in-app browser. */
    async phone(
      options: {
        wechat?: boolean;
        storage?: Record<string, string>;
        allowErrors?: RegExp[];
        javaScript?: boolean;
        /** The screen's pixel ratio (the iPhone 13's 3 unless given). */
        deviceScaleFactor?: number;
        /**
         * true: the real consent gate (consent.e2e.ts). Otherwise the gate's read answers "nothing
         * to show", so the other suites see the app as a person who already agreed (docs/privacy.md).
         */
        consentGate?: boolean;
        /**
         * true: the real age question (guardian.e2e.ts). Otherwise its read answers an adult who
         * answered, so the other suites never see it (docs/privacy.md, "Children and guardians").
         */
        ageGate?: boolean;
      } = {},
    ): Promise<PhoneSession> {
      const context = await browser.newContext({
        ...devices['iPhone 13'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        baseURL: suiteUrl(),
        ...(options.wechat ? { userAgent: WECHAT_UA } : {}),
        // false: what the HTML alone shows, before (or without) the app's code.
        javaScriptEnabled: options.javaScript ?? true,
        ...(options.deviceScaleFactor ? { deviceScaleFactor: options.deviceScaleFactor } : {}),
      });
      await seedStorage(context, options.storage);
      if (!options.consentGate) {
        // The real documents and decisions (a separate consent such as the NFT indexers' names the
        // current versions), with nothing for the gate to show.
        await context.route(/\/api\/v2\/consent(\?.*)?$/, async (route) => {
          if (route.request().method() !== 'GET') return route.continue();
          try {
            const real = (await (await route.fetch()).json()) as { data?: Record<string, unknown> };
            const agreed = { documents: [], decisions: [], ...real.data, gate: 'none', changes: [] };
            await route.fulfill({
              contentType: 'application/json',
              body: JSON.stringify({ result: 1, code: 200, data: agreed }),
            });
          } catch {
            // The page closed while the real answer was on its way: nothing is waiting for it.
          }
        });
      }
      if (!options.ageGate) {
        const adult = { birthMonth: '1990-01', child: false, guardian: 'none', limited: false };
        await context.route(/\/api\/v2\/me\/age(\?.*)?$/, (route) =>
          route.request().method() === 'GET'
            ? route.fulfill({ contentType: 'application/json', body: JSON.stringify({ result: 1, code: 200, data: adult }) })
            : route.continue(),
        );
      }
      return open(context, options.allowErrors);
    },
  };
}
