#!/usr/bin/env node
// Makes the short Nuo music-video clip (public/media/nuo/nuo-mv.mp4) from the project's own mask
// artwork: Chromium renders the frames, ffmpeg (Debian package) turns them into an H.264/AAC clip
// with a plucked pentatonic tune. Run again after changing the artwork.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const require = createRequire(path.join(here, '../../../e2e/package.json'));
const { chromium } = require('playwright-core');
const art = path.join(here, '../public/images/pages/nuo');
const uri = (file) => `data:image/svg+xml;base64,${fs.readFileSync(path.join(art, file)).toString('base64')}`;
const masks = ['kaishan', 'panguan', 'leigong', 'tudi', 'nuogong', 'nuomu', 'zhongkui', 'kuixing'];
const frames = [uri('mv-poster.svg'), ...masks.map((m) => uri(`${m}.svg`))];

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nuo-clip-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
for (const [i, src] of frames.entries()) {
  const background = i === 0 ? '#1d2b2a' : ['#0f4d3d', '#7a2e26', '#1d2b2a', '#8a6a2f'][i % 4];
  await page.setContent(`<body style="margin:0;background:${background};display:flex;align-items:center;justify-content:center;height:360px">
    <img src="${src}" style="${i === 0 ? 'width:640px;height:360px' : 'height:300px'}"></body>`);
  await page.screenshot({ path: path.join(dir, `f${String(i).padStart(2, '0')}.png`) });
}
await browser.close();

const out = path.join(here, '../public/media/nuo/nuo-mv.mp4');
const seconds = frames.length * 1.5;
execFileSync('ffmpeg', [
  '-y',
  '-loglevel',
  'error',
  '-framerate',
  '2/3',
  '-i',
  path.join(dir, 'f%02d.png'),
  '-f',
  'lavfi',
  '-i',
  `aevalsrc=0.25*sin(2*PI*t*(261.63*pow(2\\,(floor(mod(t*2\\,5))*2+gt(floor(mod(t*2\\,5))\\,2))/12)))*exp(-4*mod(t\\,0.5)):s=44100:d=${seconds}`,
  '-vf',
  'fps=24,format=yuv420p,scale=640:360',
  '-c:v',
  'libx264',
  '-profile:v',
  'baseline',
  '-crf',
  '30',
  '-preset',
  'slow',
  '-c:a',
  'aac',
  '-b:a',
  '64k',
  '-shortest',
  '-movflags',
  '+faststart',
  out,
]);
fs.rmSync(dir, { recursive: true, force: true });
console.log(`wrote ${path.relative(process.cwd(), out)} (${fs.statSync(out).size} bytes)`);
