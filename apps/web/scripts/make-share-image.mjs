#!/usr/bin/env node
// Renders public/share.jpg (1200×630, the link-preview image) with Debian's Chromium from the
// project's own artwork. Run after changing the artwork: node apps/web/scripts/make-share-image.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../../e2e/package.json'));
const { chromium } = require('playwright-core');
const art = (name) =>
  `data:image/svg+xml;base64,${fs.readFileSync(path.join(here, '../public/images/pages', name)).toString('base64')}`;

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;display:grid;grid-template-columns:1fr 1fr 1fr;background:#0f4d3d">
  <img src="${art('pocket/hero.svg')}" style="width:400px;height:630px;object-fit:cover">
  <img src="${art('nuo/hero.svg')}" style="width:400px;height:630px;object-fit:cover">
  <img src="${art('yuanxiao/hero.svg')}" style="width:400px;height:630px;object-fit:cover">
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: path.join(here, '../public/share.jpg'), type: 'jpeg', quality: 82 });
await browser.close();
console.log('wrote apps/web/public/share.jpg');
