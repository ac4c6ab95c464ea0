import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { BrandEquity, PageContent } from '@culture/protocol';
import { brands } from '../../db/seed/content/brands/index.js';
import { pages } from '../../db/seed/content/pages/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { createTestApp } from '../../test/helper.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-shell-'));
fs.mkdirSync(path.join(dist, '.vite'));
fs.writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html><head><title>May Universe</title><meta name="description" content="default"><meta property="og:title" content="May Universe"><meta property="og:image" content="/share.jpg"><style>html{background:#e9e5db}</style><script>document.documentElement.dataset.x=1</script><script type="module" crossorigin src="/assets/index-entry.js"></script></head><body><div id="root"></div></body></html>',
);
fs.writeFileSync(
  path.join(dist, '.vite/manifest.json'),
  JSON.stringify({
    'src/main.tsx': { file: 'assets/index-entry.js', isEntry: true, css: ['assets/index-inlined.css'] },
    'src/features/projects/routes/project-page.tsx': {
      file: 'assets/project-page-abc.js',
      imports: ['_shared.js', 'src/main.tsx'],
      css: ['assets/project-page.css'],
    },
    'src/features/legal/routes/privacy-page.tsx': {
      file: 'assets/privacy-page-ghi.js',
      imports: ['_shared.js'],
      css: ['assets/legal.css'],
    },
    'src/features/equity/routes/brand-equity-detail-page.tsx': { file: 'assets/brand-page-jkl.js', imports: ['_shared.js'] },
    '_shared.js': { file: 'assets/shared-def.js' },
  }),
);

const ADMIN = 'operator-token-operator-token-1234';
const ORIGIN = 'https://app.example.com';
const t = await createTestApp({ env: { WEB_DIST_DIR: dist, ADMIN_TOKEN: ADMIN, PUBLIC_ORIGIN: ORIGIN } });
await seedDemoContent(t.database.db);
const WECHAT = 'Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.47';

describe('content page shell', () => {
  it('serves a project page with its own title, description, Open Graph tags, preloads and data', async () => {
    const res = await t.get('/pocket', { headers: { 'user-agent': WECHAT } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>绣荷包 · 公益认养 · 五月宇宙</title>');
    expect(res.body).toMatch(/<meta name="description" content="[^"]*6 小时/);
    expect(res.body).not.toContain('content="default"');
    expect(res.body).toContain('<meta property="og:image" content="https://app.example.com/share.jpg">');
    expect(res.body).toContain('<link rel="preload" as="image" href="/images/pages/pocket/hero.svg" fetchpriority="high">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/project-page-abc.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-def.js">');
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/project-page.css">');
    // The entry is already named by index.html: a second tag would only fetch it again.
    expect(res.body).not.toContain('<link rel="modulepreload" crossorigin href="/assets/index-entry.js">');
    expect(res.body).not.toContain('index-inlined.css');
    // The hero is painted by the HTML itself, in a layer after #root, hidden from assistive tech.
    expect(res.body).toContain(
      '<div id="root"></div><div id="prepaint" aria-hidden="true"><div><div></div><img src="/images/pages/pocket/hero.svg" alt=""',
    );
    expect(res.body).toMatch(/<style>#prepaint\{[^<]*pointer-events:none/);
    // The page document comes after the painted hero: no script runs before the parser reaches it.
    expect(res.body.indexOf('window.__PAGE__=')).toBeGreaterThan(res.body.indexOf('<div id="prepaint"'));
    expect(res.body.slice(0, res.body.indexOf('<div id="prepaint"'))).not.toContain('__PAGE__');
    const data = JSON.parse(/window\.__PAGE__=(.*?)<\/script>/.exec(res.body)![1]!);
    expect(data).toMatchObject({ slug: 'pocket', locale: 'zh-CN' });
    expect(data.page.sections.length).toBeGreaterThan(3);
  });

  it("describes a brand's equity page for link previews and preloads its cover and code", async () => {
    const res = await t.get('/BrandEquityDetail/3', { headers: { 'user-agent': WECHAT } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>盘门景区 · 五月宇宙</title>');
    expect(res.body).toMatch(/<meta property="og:description" content="古城西南角[^"]*门票 8 折/);
    expect(res.body).toContain('<link rel="preload" as="image" href="/images/pages/panmen/hero.svg" fetchpriority="high">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/brand-page-jkl.js">');
    // An unknown brand gets the plain app, which shows its own not-found state.
    const unknown = await t.get('/BrandEquityDetail/999');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toContain('<title>May Universe</title>');
  });

  it('answers in English outside WeChat and serves /howbottlenfc as /howbottle', async () => {
    const res = await t.get('/howbottlenfc');
    expect(res.body).toMatch(/<title>HowBottle[^<]* · May Universe<\/title>/);
  });

  it('cannot be broken out of by page text', async () => {
    const nfc = structuredClone(pages.find((p) => p.slug === 'nfc')!) as PageContent;
    nfc.summary = { 'zh-CN': '摘要', 'zh-TW': '摘要', 'en-US': '</script><script>alert(1)</script> "quoted"' };
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/pages',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      payload: JSON.stringify({ page: nfc }),
    });
    const res = await t.get('/NFC');
    expect(res.body).not.toContain('<script>alert(1)</script>');
    expect(res.body).toContain('content="&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;"');
    expect(res.body).toContain('\\u003c/script>');
  });

  it('keeps "$" patterns in page text as plain text', async () => {
    const joyful = structuredClone(pages.find((p) => p.slug === 'joyful')!) as PageContent;
    joyful.summary = { 'zh-CN': '摘要', 'zh-TW': '摘要', 'en-US': "Buy now $` $& $' $$5" };
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/pages',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      payload: JSON.stringify({ page: joyful }),
    });
    const res = await t.get('/joyful');
    expect(res.body).toContain('content="Buy now $` $&amp; $\' $$5"');
    const data = JSON.parse(/window\.__PAGE__=(.*?)<\/script>/.exec(res.body)![1]!);
    expect(data.page.summary).toBe("Buy now $` $& $' $$5");
  });

  it('inlines the page summaries into home and preloads the first trending cover', async () => {
    const res = await t.get('/');
    expect(res.statusCode).toBe(200);
    const data = JSON.parse(/window\.__PAGES__=(.*?)<\/script>/.exec(res.body)![1]!);
    expect(data.locale).toBe('en-US');
    const first = data.pages.find((p: { trending: boolean }) => p.trending);
    expect(first.title).toBeTruthy();
    expect(res.body).toContain(`<link rel="preload" as="image" href="${first.cover}" fetchpriority="high">`);
    const wechat = await t.get('/', { headers: { 'user-agent': WECHAT } });
    expect(JSON.parse(/window\.__PAGES__=(.*?)<\/script>/.exec(wechat.body)![1]!).locale).toBe('zh-CN');
  });

  it('preloads the code and styles of the legal pages', async () => {
    const res = await t.get('/privacy');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/privacy-page-ghi.js">');
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/shared-def.js">');
    expect(res.body).toContain('<link rel="preload" as="style" crossorigin href="/assets/legal.css">');
    expect(res.body).not.toContain('__PAGE__');
    // Only content pages have a hero to paint ahead of the app.
    expect(res.body).not.toContain('id="prepaint"');
  });

  it('compresses the page it renders when the browser accepts it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pocket', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(res.rawPayload).toString()).toContain('window.__PAGE__=');
  });

  it('leaves other routes to the plain app', async () => {
    const res = await t.get('/my-ticket');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>May Universe</title>');
    expect(res.body).not.toContain('__PAGE__');
  });

  it('builds absolute URLs from PUBLIC_ORIGIN, never from the Host header', async () => {
    const res = await t.get('/pocket', { headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' } });
    expect(res.body).toContain('<meta property="og:url" content="https://app.example.com/pocket">');
    expect(res.body).toContain('<meta property="og:image" content="https://app.example.com/share.jpg">');
    const brand = await t.get('/BrandEquityDetail/3', { headers: { host: 'evil.example' } });
    expect(brand.body).toContain('<meta property="og:url" content="https://app.example.com/BrandEquityDetail/3">');
    const home = await t.get('/', { headers: { host: 'evil.example' } });
    expect(home.body).toContain('<meta property="og:image" content="https://app.example.com/share.jpg">');
    expect(`${res.body}${brand.body}${home.body}`).not.toContain('evil.example');
  });

  it('answers with a Content-Security-Policy that lists the hash of every inline script and style it sends', async () => {
    for (const url of ['/pocket', '/', '/BrandEquityDetail/3']) {
      const res = await t.get(url, { headers: { 'user-agent': WECHAT } });
      const policy = String(res.headers['content-security-policy']);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toContain('unsafe-inline');
      const inline = [...res.body.matchAll(/<(script|style)>([\s\S]*?)<\/\1>/g)];
      expect(inline.length).toBeGreaterThan(0);
      for (const [, kind, text] of inline) {
        const hash = `'sha256-${createHash('sha256').update(text!).digest('base64')}'`;
        expect(new RegExp(`${kind}-src [^;]*${hash.replace(/[+/]/g, '\\$&')}`).test(policy), `${url}: ${kind} ${hash}`).toBe(
          true,
        );
      }
    }
  });

  it('serves a page from its cache until an operator replaces it', async () => {
    const first = await t.get('/YuanXiao', { headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode).toBe(200);
    // A change behind the services' back (no operator call): the stored page is still what is sent.
    await t.database.db.execute(
      sql`update content_pages set document = jsonb_set(document, '{summary,en-US}', '"Changed in the database only"') where slug = 'yuanxiao'`,
    );
    const second = await t.get('/YuanXiao', { headers: { 'accept-encoding': 'br' } });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(brotliDecompressSync(second.rawPayload).toString()).not.toContain('Changed in the database only');
    // An operator replacing the page drops what was stored: the new text is sent at once.
    const lantern = structuredClone(pages.find((p) => p.slug === 'yuanxiao')!) as PageContent;
    lantern.summary = { ...lantern.summary, 'en-US': 'Replaced by an operator' };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/content/pages',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      payload: JSON.stringify({ page: lantern }),
    });
    expect(saved.statusCode).toBe(200);
    const third = await t.get('/YuanXiao', { headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(third.rawPayload).toString()).toContain(
      '<meta name="description" content="Replaced by an operator">',
    );
  });

  it('drops stored brand pages when an operator replaces a brand', async () => {
    const before = await t.get('/BrandEquityDetail/3');
    expect(before.body).toContain('<title>Panmen');
    const brand = structuredClone(brands.find((b) => b.id === 3)!) as BrandEquity;
    brand.name = { ...brand.name, 'en-US': 'Panmen Renamed' };
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/admin/equity/brands',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      payload: JSON.stringify({ brand }),
    });
    expect(saved.statusCode).toBe(200);
    expect((await t.get('/BrandEquityDetail/3')).body).toContain('<title>Panmen Renamed · May Universe</title>');
  });
});
