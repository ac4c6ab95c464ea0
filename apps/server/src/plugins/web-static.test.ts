import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
const INLINE_STYLE = 'html{background:#e9e5db}';
fs.writeFileSync(
  path.join(dist, 'index.html'),
  `<!doctype html><title>app</title><style>${INLINE_STYLE}</style><div id="root"></div>`,
);
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
fs.writeFileSync(path.join(dist, 'share.jpg'), 'jpg');
fs.mkdirSync(path.join(dist, 'world', 'textures'), { recursive: true });
fs.writeFileSync(path.join(dist, 'world', 'hall.0123456789abcdef.glb'), 'glTF');
fs.writeFileSync(path.join(dist, 'world', 'textures', 'nuo-kaishan.0123456789abcdef.webp'), 'RIFF');
fs.writeFileSync(path.join(dist, 'world', 'notes.txt'), 'not hashed');

const t = await createTestApp({ env: { WEB_DIST_DIR: dist } });

describe('web app serving', () => {
  it.each(['/', '/Equity', '/MobilePage', '/ticket-detail/42', '/BrandEquityDetail/7', '/howbottlenfc'])(
    'answers the app route %s with index.html',
    async (url) => {
      const res = await t.get(url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    },
  );

  it('answers an unknown page with index.html and status 404', async () => {
    const res = await t.get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('is case-sensitive like the router', async () => {
    expect((await t.get('/mobilepage')).statusCode).toBe(404);
  });

  it('serves hashed assets with a long cache lifetime', async () => {
    const res = await t.get('/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('serves the world’s content-hashed files for a year, and nothing else there', async () => {
    const scene = await t.get('/world/hall.0123456789abcdef.glb');
    expect(scene.statusCode).toBe(200);
    expect(scene.headers['content-type']).toBe('model/gltf-binary');
    expect(scene.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const texture = await t.get('/world/textures/nuo-kaishan.0123456789abcdef.webp');
    expect(texture.headers['content-type']).toBe('image/webp');
    expect(texture.headers['cache-control']).toContain('immutable');
    expect((await t.get('/world/notes.txt')).headers['cache-control']).toBe('no-cache');
  });

  it('serves root files such as share.jpg', async () => {
    expect((await t.get('/share.jpg')).statusCode).toBe(200);
  });

  it("sends security headers with the app, its policy allowing index.html's inline style by hash", async () => {
    const res = await t.get('/Equity');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain(`style-src 'self' 'sha256-${createHash('sha256').update(INLINE_STYLE).digest('base64')}'`);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("img-src 'self' data: blob:");
    // The world's meshopt decoder compiles WebAssembly; JavaScript eval stays forbidden.
    expect(policy).toContain("'wasm-unsafe-eval'");
    expect(policy).not.toContain("'unsafe-eval'");
    expect(policy).toContain("connect-src 'self'");
    expect(policy).not.toContain('unsafe-inline');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    // HSTS belongs to the TLS terminator (docs/production.md).
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it("lets the console's phone preview frame a page from our own origin, and nothing else be framed", async () => {
    for (const url of ['/Equity?contentPreview=1', '/?lang=en-US&contentPreview=1']) {
      const res = await t.get(url);
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'self'");
      expect(String(res.headers['content-security-policy']), url).not.toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
    for (const url of ['/Equity?contentPreview=10', '/Equity?xcontentPreview=1', '/assets/index-abc123.js?contentPreview=1']) {
      const res = await t.get(url);
      expect(String(res.headers['content-security-policy']), url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('DENY');
    }
  });

  it('sends them with API answers and files too, but not with the health probe', async () => {
    for (const url of ['/api/v2/no-such-call', '/assets/index-abc123.js', '/share.jpg']) {
      expect((await t.get(url)).headers['x-content-type-options'], url).toBe('nosniff');
    }
    const health = await t.get('/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-security-policy']).toBeUndefined();
  });
});

describe('world files from a CDN', () => {
  it('lets pages load pictures, media and files from the CDN origin, and nothing more', async () => {
    const cdn = await createTestApp({ env: { WEB_DIST_DIR: dist, WORLD_ASSET_BASE_URL: 'https://cdn.example.com/world/' } });
    const policy = String((await cdn.get('/Equity')).headers['content-security-policy']);
    // Pictures come from any https host already (NFT artwork), the CDN included.
    expect(policy).toContain("img-src 'self' data: blob: https:");
    expect(policy).toContain("media-src 'self' https://cdn.example.com");
    expect(policy).toContain("connect-src 'self' https://cdn.example.com");
    expect(policy).toMatch(/script-src 'self'[^;]*'wasm-unsafe-eval'(;|$)/);
    expect(policy).not.toMatch(/script-src[^;]*cdn\.example\.com/);
    expect((await cdn.get('/api/v3/general/rbu')).json().data.avatar.url).toMatch(
      /^https:\/\/cdn\.example\.com\/world\/avatar\./,
    );
  });
});
