import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressHtml, pickEncoding } from './compress-html.js';

describe('compress-html', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    [undefined, null],
  ])('picks an encoding the client accepts for %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });

  it('round-trips', async () => {
    const html = '<!doctype html><p>页面 page</p>'.repeat(50);
    expect(brotliDecompressSync(await compressHtml(html, 'br')).toString()).toBe(html);
    expect(gunzipSync(await compressHtml(html, 'gzip')).toString()).toBe(html);
  });
});
