/**
 * The HTML a content page's first request gets: index.html with the page's own title,
 * description and Open Graph tags (link previews and crawlers do not run JavaScript), the page
 * document inlined (no API round trip before the first paint), and preloads for its hero image
 * and its code. The language is the app's default for the visitor (zh-CN inside WeChat, en-US
 * elsewhere); a visitor who chose another language gets the right one from the API as usual.
 */
import fs from 'node:fs';
import path from 'node:path';
import { APP_ROUTES, defaultLocale, isWeChatUserAgent, type Locale, type PageView } from '@culture/protocol';
import type { ContentService } from './content-service.js';

const PROJECT_PAGE_SOURCE = 'src/features/projects/routes/project-page.tsx';
// Routes that show another route's page (spec §2: /howbottlenfc is the same screen as /howbottle).
const ROUTE_ALIASES: Record<string, string> = { [APP_ROUTES.howbottlenfc]: APP_ROUTES.howbottle };

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
// JSON inside <script>: no "</script>" or "<!--" can close or confuse it.
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

export function createPageShell({ distDir, content }: { distDir: string; content: ContentService }) {
  let indexHtml: string | null = null;
  let preloads: string | null = null;

  function projectPreloads(): string {
    if (preloads !== null) return preloads;
    preloads = '';
    try {
      const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
      const files = new Set<string>();
      const css = new Set<string>();
      const visit = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || files.has(chunk.file)) return;
        files.add(chunk.file);
        chunk.css?.forEach((c) => css.add(c));
        chunk.imports?.forEach(visit);
      };
      visit(PROJECT_PAGE_SOURCE);
      preloads = [...[...files].map((f) => `<link rel="modulepreload" href="/${f}">`), ...[...css].map((c) => `<link rel="stylesheet" href="/${c}">`)].join('');
    } catch {
      /* no manifest (development build): the page still works, it just loads its code later */
    }
    return preloads;
  }

  return {
    /** The page's HTML, or null when the path is not a content page. */
    async render(pathname: string, userAgent: string | undefined, origin: string): Promise<string | null> {
      const route = ROUTE_ALIASES[pathname] ?? pathname;
      const locale: Locale = defaultLocale(isWeChatUserAgent(userAgent));
      const page: PageView | null = await content.getByRoute(route, locale);
      if (!page) return null;
      indexHtml ??= fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
      const title = `${page.title} · ${locale === 'en-US' ? 'May Universe' : '五月宇宙'}`;
      const url = `${origin}${pathname}`;
      const head = [
        `<meta name="description" content="${escapeHtml(page.summary)}">`,
        `<meta property="og:title" content="${escapeHtml(title)}">`,
        `<meta property="og:description" content="${escapeHtml(page.summary)}">`,
        `<meta property="og:url" content="${escapeHtml(url)}">`,
        `<meta property="og:image" content="${escapeHtml(`${origin}/share.jpg`)}">`,
        `<link rel="preload" as="image" href="${escapeHtml(page.hero.image)}" fetchpriority="high">`,
        projectPreloads(),
        `<script>window.__PAGE__=${safeJson({ slug: page.slug, locale, page })}</script>`,
      ].join('');
      return indexHtml
        // Function replacers: page text may contain "$&" and the like, which string replacements expand.
        .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
        .replace(/<meta name="description"[^>]*>/, '')
        .replace(/<meta property="og:(title|description|image)"[^>]*>/g, '')
        .replace('</head>', () => `${head}</head>`);
    },
  };
}

export type PageShell = ReturnType<typeof createPageShell>;
