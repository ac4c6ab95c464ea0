/**
 * The first screen of a content page painted by the HTML itself: an empty navigation bar and the
 * hero image, exactly where the app will draw them (hero at the top of the 600 px column, under the
 * 48 px bar). People opening a shared link see the page's picture while the app's code is still on
 * its way; the app removes this layer in the same frame it draws the real page
 * (apps/web/src/lib/prepaint.ts), so nothing flashes or moves. It lies over the app's loading
 * spinner, takes no taps and is hidden from assistive technology.
 */
import fs from 'node:fs';
import path from 'node:path';
import { escapeHtml } from './html-text.js';

// Mirrors apps/web: styles/global.css (--max-width, --navbar-height, --color-paper),
// components/layout/nav-bar.module.css (.bar) and features/projects/components/project-content.module.css (.hero).
const STYLE = [
  '#prepaint{position:absolute;top:0;left:0;right:0;z-index:900;pointer-events:none}',
  '#prepaint>div{max-width:600px;min-height:100vh;margin:0 auto;background:#f6f3ec}',
  '#prepaint>div>div{height:48px;background:rgb(246 243 236/94%);border-bottom:1px solid rgb(230 225 214/70%)}',
  '#prepaint img{display:block;width:100%;height:auto;aspect-ratio:8/5;object-fit:cover;background:#e8e2d4}',
].join('');

const PREPAINT_ID = 'prepaint';
// An SVG hero this small travels inside the HTML: the picture needs no request of its own, so it
// is on screen as soon as the HTML is, instead of sharing the connection with the app's code.
const INLINE_SVG_MAX_BYTES = 8 * 1024;

/** data: URL of an SVG, readable in an attribute (only what URLs and HTML need is escaped). */
const svgDataUrl = (svg: string) =>
  `data:image/svg+xml,${encodeURIComponent(svg.trim()).replace(/%20/g, ' ').replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/').replace(/%2C/g, ',').replace(/%3B/g, ';')}`;

/**
 * The source the painted hero uses: the image itself inlined when it is a small SVG in the web
 * build, else its address. Read once per image.
 */
export function createHeroSource(distDir: string): (imagePath: string) => string {
  const cache = new Map<string, string>();
  const root = path.resolve(distDir);
  return (imagePath) => {
    const cached = cache.get(imagePath);
    if (cached !== undefined) return cached;
    let source = imagePath;
    const file = path.resolve(root, `.${imagePath}`);
    if (imagePath.endsWith('.svg') && file.startsWith(`${root}${path.sep}`)) {
      try {
        const svg = fs.readFileSync(file, 'utf8');
        if (Buffer.byteLength(svg) <= INLINE_SVG_MAX_BYTES) source = svgDataUrl(svg);
      } catch {
        /* not in this build: the address still works */
      }
    }
    cache.set(imagePath, source);
    return source;
  };
}

/** Tags for <head> and the layer that follows #root in <body>. */
export function prepaintHero(heroSource: string): { head: string; body: string } {
  return {
    head: `<style>${STYLE}</style>`,
    body: `<div id="${PREPAINT_ID}" aria-hidden="true"><div><div></div><img src="${escapeHtml(heroSource)}" alt="" width="640" height="400" fetchpriority="high"></div></div>`,
  };
}
