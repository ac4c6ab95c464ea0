#!/usr/bin/env node
/**
 * Prints the gzip bytes of the JavaScript and CSS a browser needs for the first paint of `/`:
 * the entry script and stylesheets named by the built index.html (plus its modulepreloads), the
 * entry's static imports, and the chunks the entry loads before it can paint `/` (the home page
 * route and the default language's catalogue), found through Vite's manifest.
 *
 * Usage: npm run build -w @culture/web && node bench/bundle-size/index.mjs
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(root, 'apps/web/dist');
const TARGET_JS_GZIP = 110 * 1000;
// What `/` renders before first paint: the home route and the catalogue of the default language
// outside WeChat (en-US; zh-CN inside WeChat is the same size within a few hundred bytes).
const FIRST_PAINT_SOURCES = ['src/features/home/routes/home-page.tsx', 'src/i18n/resources/en-US.ts'];

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build -w @culture/web` first');
  process.exit(1);
}
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
// The entry's stylesheet is inlined into index.html (vite.config.ts inlineEntryCss): counted from
// there, not as the file the build also writes.
const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');

const files = new Set();
for (const match of html.matchAll(/<script[^>]+src="\/([^"]+)"/g)) files.add(match[1]);
for (const match of html.matchAll(/<link[^>]+rel="(?:modulepreload|stylesheet)"[^>]+href="\/([^"]+)"/g)) files.add(match[1]);
for (const match of html.matchAll(/<link[^>]+href="\/([^"]+)"[^>]+rel="(?:modulepreload|stylesheet)"/g)) files.add(match[1]);

const byFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, { key, ...chunk }]));
// Chunks may import each other in a circle (a shared chunk and the entry): each is visited once.
const visited = new Set();
function addChunk(key) {
  if (visited.has(key)) return;
  visited.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`manifest has no entry ${key}`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) if (!chunk.isEntry || html.includes(`/${css}"`)) files.add(css);
  for (const imported of chunk.imports ?? []) addChunk(imported);
}
for (const file of [...files]) {
  const chunk = byFile.get(file);
  if (chunk) addChunk(chunk.key);
}
// A source bundled into the entry has no chunk of its own; that is fine, it is counted already.
for (const source of FIRST_PAINT_SOURCES) if (manifest[source]) addChunk(source);

const rows = [...files]
  .map((file) => {
    const bytes = fs.readFileSync(path.join(dist, file));
    return { file, kind: file.endsWith('.css') ? 'css' : 'js', raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  })
  .concat(
    inlineCss
      ? [
          {
            file: 'index.html <style> (inlined)',
            kind: 'css',
            raw: inlineCss.length,
            gzip: gzipSync(inlineCss, { level: 9 }).length,
          },
        ]
      : [],
  )
  .sort((a, b) => b.gzip - a.gzip);

const kb = (n) => (n / 1000).toFixed(1).padStart(7);
console.log('First paint of / — files the browser needs');
console.log(`${'file'.padEnd(52)} ${'raw kB'.padStart(7)} ${'gzip kB'.padStart(7)}`);
for (const row of rows) console.log(`${row.file.padEnd(52)} ${kb(row.raw)} ${kb(row.gzip)}`);
const total = (kind) => rows.filter((r) => r.kind === kind).reduce((sum, r) => sum + r.gzip, 0);
const js = total('js');
const css = total('css');
console.log('');
console.log(
  `JavaScript gzip: ${js} bytes (${(js / 1000).toFixed(1)} kB) — target ≤ ${TARGET_JS_GZIP / 1000} kB: ${js <= TARGET_JS_GZIP ? 'met' : 'NOT met'}`,
);
console.log(`CSS gzip:        ${css} bytes (${(css / 1000).toFixed(1)} kB)`);
