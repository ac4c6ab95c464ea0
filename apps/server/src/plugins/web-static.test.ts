import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/helper.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
fs.mkdirSync(path.join(dist, 'assets'));
fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><div id="root"></div>');
fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
fs.writeFileSync(path.join(dist, 'share.jpg'), 'jpg');

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

  it('serves root files such as share.jpg', async () => {
    expect((await t.get('/share.jpg')).statusCode).toBe(200);
  });
});
