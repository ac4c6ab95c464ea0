import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createHeroSource, prepaintHero } from './prepaint.js';

const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-prepaint-'));
fs.mkdirSync(path.join(dist, 'images/pages/nuo'), { recursive: true });
const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 400"><rect width="640" height="400" fill="#c8443a"/><text x="10" y="50">100% "Nuo" &amp; masks</text></svg>\n';
fs.writeFileSync(path.join(dist, 'images/pages/nuo/hero.svg'), SVG);
fs.writeFileSync(
  path.join(dist, 'images/pages/nuo/big.svg'),
  `<svg xmlns="http://www.w3.org/2000/svg">${' '.repeat(9000)}</svg>`,
);
fs.writeFileSync(path.join(dist, 'images/pages/nuo/photo.webp'), 'RIFF');
const outside = path.join(dist, '..', `outside-${path.basename(dist)}.svg`);
fs.writeFileSync(outside, SVG);

describe('painted hero', () => {
  const source = createHeroSource(dist);

  it('inlines a small SVG hero as a data: URL that decodes to the same picture', () => {
    const url = source('/images/pages/nuo/hero.svg');
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(url).not.toMatch(/["#<>%](?![0-9A-F]{2})/);
    expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(SVG.trim());
  });

  it('keeps the address of a large SVG, a raster image, a missing file and a path leaving the build', () => {
    expect(source('/images/pages/nuo/big.svg')).toBe('/images/pages/nuo/big.svg');
    expect(source('/images/pages/nuo/photo.webp')).toBe('/images/pages/nuo/photo.webp');
    expect(source('/images/pages/nuo/none.svg')).toBe('/images/pages/nuo/none.svg');
    const escape = `/images/../../${path.basename(outside)}`;
    expect(source(escape)).toBe(escape);
  });

  it('writes the layer with the source escaped for its attribute, hidden from assistive technology', () => {
    const { body, head } = prepaintHero('/images/a"b.svg');
    expect(body).toContain('src="/images/a&quot;b.svg"');
    expect(body).toContain('aria-hidden="true"');
    expect(head).toMatch(/^<style>#prepaint\{/);
  });
});
