/**
 * The HTML a page's first request gets, so the first screen needs no round trip the server could
 * have saved:
 * - a content page: index.html with the page's own title, description and Open Graph tags (link
 *   previews and crawlers do not run JavaScript), the page document inlined, preloads for its
 *   hero image and its code, and its hero painted by the HTML itself (prepaint.ts);
 * - home: the page summaries inlined (the trending list) and the first trending cover preloaded;
 * - a brand's equity detail: its name, tagline and Open Graph tags (shared links preview well), and
 *   preloads for its cover and code;
 * - the legal pages: preloads for their code.
 * The language is the app's default for the visitor (zh-CN inside WeChat, en-US elsewhere); a
 * visitor who chose another language gets the right one from the API as usual. Absolute URLs use
 * the configured PUBLIC_ORIGIN. What depends only on route, language and encoding is rendered
 * once and cached (page-shell-cache.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_ROUTES, brandIdParamSchema, defaultLocale, isWeChatUserAgent, type Locale, type PageView } from '@culture/protocol';
import type { EquityService } from '../equity/equity-service.js';
import type { ContentService } from './content-service.js';
import { escapeHtml } from './html-text.js';
import { createHeroSource, prepaintHero } from './prepaint.js';
import { BRAND_PAGE_SOURCE, PROJECT_PAGE_SOURCE, createRoutePreloads, routeSource } from './route-preloads.js';

// Routes that show another route's page (spec §2: /howbottlenfc is the same screen as /howbottle).
const ROUTE_ALIASES: Record<string, string> = { [APP_ROUTES.howbottlenfc]: APP_ROUTES.howbottle };

// JSON inside <script>: no "</script>" or "<!--" can close or confuse it.
const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
const ROOT = '<div id="root"></div>';
const BRAND_ROUTE_PREFIX = APP_ROUTES.brandEquityDetail.replace(':id', '');
const siteName = (locale: Locale) => (locale === 'en-US' ? 'May Universe' : '五月宇宙');
const imagePreload = (href: string) => `<link rel="preload" as="image" href="${escapeHtml(href)}" fetchpriority="high">`;

/** The language a visitor's first HTML is in: the app's default for their browser. */
export const shellLocale = (userAgent: string | undefined): Locale => defaultLocale(isWeChatUserAgent(userAgent));

export interface PageShellOptions {
  distDir: string;
  content: ContentService;
  equity: EquityService;
  /** PUBLIC_ORIGIN: absolute URLs (og:url, og:image) never come from the request's Host header. */
  publicOrigin: string;
}

export function createPageShell({ distDir, content, equity, publicOrigin: origin }: PageShellOptions) {
  let indexHtml: string | null = null;
  const readIndex = () => (indexHtml ??= fs.readFileSync(path.join(distDir, 'index.html'), 'utf8'));
  // index.html without the site-wide description and Open Graph tags a page replaces with its own.
  let indexWithoutMeta: string | null = null;
  const readIndexWithoutMeta = () =>
    (indexWithoutMeta ??= readIndex()
      .replace(/<meta name="description"[^>]*>/, '')
      .replace(/<meta property="og:(title|description|image)"[^>]*>/g, ''));
  // index.html as the shell sends it: its site-wide og:image made absolute (crawlers need a full URL).
  let indexWithOrigin: string | null = null;
  const readIndexWithOrigin = () =>
    (indexWithOrigin ??= readIndex().replace(
      /(<meta property="og:image" content=")\/(?!\/)/,
      (_all, start: string) => `${start}${origin}/`,
    ));
  const preloadsFor = createRoutePreloads(distDir, readIndex);
  const heroSource = createHeroSource(distDir);

  /** index.html with extra tags at the end of <head> (function replacer: "$&" in text stays text). */
  const withHead = (html: string, head: string) => html.replace('</head>', () => `${head}</head>`);

  /** index.html titled and described for one page, with its Open Graph tags and extra head tags. */
  function withMeta(meta: { title: string; description: string; url: string }, extraHead: string): string {
    const head = [
      `<meta name="description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:title" content="${escapeHtml(meta.title)}">`,
      `<meta property="og:description" content="${escapeHtml(meta.description)}">`,
      `<meta property="og:url" content="${escapeHtml(meta.url)}">`,
      `<meta property="og:image" content="${escapeHtml(`${origin}/share.jpg`)}">`,
      extraHead,
    ].join('');
    const html = readIndexWithoutMeta().replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`);
    return withHead(html, head);
  }

  async function contentPage(pathname: string, locale: Locale): Promise<string | null> {
    const page: PageView | null = await content.getByRoute(ROUTE_ALIASES[pathname] ?? pathname, locale);
    if (!page) return null;
    const meta = { title: `${page.title} · ${siteName(locale)}`, description: page.summary, url: `${origin}${pathname}` };
    const prepaint = prepaintHero(heroSource(page.hero.image));
    const html = withMeta(meta, [imagePreload(page.hero.image), preloadsFor(PROJECT_PAGE_SOURCE), prepaint.head].join(''));
    // The page document follows the painted hero: the parser reaches the hero's <img> (a data: URL,
    // loaded as it is parsed) before running any script, so the picture never waits behind one.
    // The app's module scripts run after parsing ends, so the document is there when they look.
    const pageScript = `<script>window.__PAGE__=${safeJson({ slug: page.slug, locale, page })}</script>`;
    return html.replace(ROOT, () => `${ROOT}${prepaint.body}${pageScript}`);
  }

  async function brandPage(id: number, pathname: string, locale: Locale): Promise<string | null> {
    const brand = await equity.find(id, locale);
    if (!brand) return null;
    const meta = {
      title: `${brand.name} · ${siteName(locale)}`,
      description: `${brand.tagline} · ${brand.items.map((item) => item.title).join(' · ')}`,
      url: `${origin}${pathname}`,
    };
    return withMeta(meta, [imagePreload(brand.cover.image), preloadsFor(BRAND_PAGE_SOURCE)].join(''));
  }

  async function homePage(locale: Locale): Promise<string> {
    const pages = await content.list(locale);
    const cover = pages.find((p) => p.trending)?.cover;
    return withHead(
      readIndexWithOrigin(),
      `${cover ? imagePreload(cover) : ''}<script>window.__PAGES__=${safeJson({ locale, pages })}</script>`,
    );
  }

  return {
    /** The page's HTML in `locale` (see shellLocale), or null when plain index.html is all the path needs. */
    async render(pathname: string, locale: Locale): Promise<string | null> {
      if (pathname === APP_ROUTES.home) return homePage(locale);
      if (pathname.startsWith(BRAND_ROUTE_PREFIX)) {
        const brand = brandIdParamSchema.safeParse({ id: pathname.slice(BRAND_ROUTE_PREFIX.length) });
        return brand.success ? brandPage(brand.data.id, pathname, locale) : null;
      }
      const source = routeSource(pathname);
      if (source) {
        const preloads = preloadsFor(source);
        return preloads ? withHead(readIndexWithOrigin(), preloads) : null;
      }
      return contentPage(pathname, locale);
    },
  };
}

export type PageShell = ReturnType<typeof createPageShell>;
