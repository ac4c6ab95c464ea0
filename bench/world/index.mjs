#!/usr/bin/env node
/**
 * The virtual world's figures, against the built server:
 *  (1) tap "Enter" on a hall in the list → first frame of the hall drawn, on a throttled mobile
 *      profile (Lighthouse's: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower), cold
 *      (empty caches) and warm (a returning visitor: HTTP cache and the world's Cache Storage);
 *      side by side with the same taps unthrottled (this machine's own speed) and with the list
 *      page's own load on the same profile;
 *  (2) the bytes the first hall costs, by kind (JS, CSS, API, models, pictures), up to the first
 *      frame and up to the network going quiet;
 *  (3) frames per second while walking, in headless Chromium with software WebGL (report only:
 *      phones have GPUs; this is a CPU drawing every pixel);
 *  (4) presence fan-out: 20 visitors in one room copy over the messaging gateway's instant group,
 *      each sending its pose 10 times a second; delivered/s, loss and send→receive p50/p99, with
 *      2 visitors as the baseline of the same run, and the server's CPU.
 *
 * Usage: npm run build && node bench/world/index.mjs [visitors=20] [seconds=10]
 * Prints numbers; asserts nothing about time.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import pw from 'playwright-core';
import WebSocket from 'ws';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { repoRoot, startAppServer } from '../lib/server-process.mjs';

const { chromium, devices } = pw;
const protocol = await import(`${repoRoot}/packages/protocol/dist/index.js`);
const { createImTokens } = await import(`${repoRoot}/apps/server/dist/modules/messaging/im-token.js`);
const { EnvelopeSchema, SyncRequestSchema, decodeFrame, requestFrame, responseFrame, messagingPaths } = protocol;

const VISITORS = Number(process.argv[2] ?? 20);
const SECONDS = Number(process.argv[3] ?? 10);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const WEBGL_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--use-angle=swiftshader',
  '--enable-unsafe-swiftshader',
  '--ignore-gpu-blocklist',
];
/** Lighthouse's mobile throttling ("Slow 4G" and a mid-range phone's CPU). */
const MOBILE = { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8, cpu: 4 };

const percentile = (values, p) => {
  const sorted = Float64Array.from(values).sort();
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const cpuTicks = (pid) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return Number(fields[11]) + Number(fields[12]);
};

// ---------------------------------------------------------------------------------------- browser

function kindOf(url, type) {
  const { pathname } = new URL(url);
  if (pathname.startsWith('/api/') || pathname.startsWith('/h5/')) return 'api';
  if (pathname.endsWith('.glb')) return 'models';
  if (/\.(webp|png|jpe?g|svg)$/.test(pathname)) return 'pictures';
  if (pathname.endsWith('.css')) return 'css';
  if (pathname.endsWith('.js') || type === 'Script') return 'js';
  return 'other';
}

/** Follows the page's network through CDP: bytes per request as they arrive on the wire. */
async function trackBytes(cdp) {
  const requests = new Map();
  const log = [];
  cdp.on('Network.requestWillBeSent', (e) => requests.set(e.requestId, { url: e.request.url, type: e.type, at: e.timestamp }));
  cdp.on('Network.loadingFinished', (e) => {
    const request = requests.get(e.requestId);
    if (request) log.push({ ...request, bytes: e.encodedDataLength, end: e.timestamp });
  });
  await cdp.send('Network.enable');
  return log;
}

async function throttle(cdp, on) {
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: on ? MOBILE.latency : 0,
    downloadThroughput: on ? MOBILE.downloadThroughput : -1,
    uploadThroughput: on ? MOBILE.uploadThroughput : -1,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: on ? MOBILE.cpu : 1 });
}

/** Waits until no request has been in flight for a second (at most 60 s). */
async function networkQuiet(page, cdp) {
  const inFlight = new Set();
  const sent = (e) => inFlight.add(e.requestId);
  const done = (e) => inFlight.delete(e.requestId);
  cdp.on('Network.requestWillBeSent', sent);
  cdp.on('Network.loadingFinished', done);
  cdp.on('Network.loadingFailed', done);
  const deadline = Date.now() + 60_000;
  let quietSince = Date.now();
  while (Date.now() < deadline && Date.now() - quietSince < 1000) {
    await page.waitForTimeout(100);
    if (inFlight.size > 0) quietSince = Date.now();
  }
  cdp.off('Network.requestWillBeSent', sent);
  cdp.off('Network.loadingFinished', done);
  cdp.off('Network.loadingFailed', done);
}

/**
 * Opens the list, taps the hall, and answers ms from the tap to the hall's first frame (the app's
 * `world:first-frame` mark) plus the bytes that went over the wire meanwhile and until quiet.
 */
async function enterHall(page, cdp, log, hallName) {
  const listStart = Date.now();
  const listFrom = log.length;
  await page.goto('/world');
  const card = page.getByTestId('room-card').filter({ hasText: hallName });
  await card.waitFor({ timeout: 120_000 });
  await page.waitForLoadState('networkidle');
  const listMs = Date.now() - listStart;
  // A person reads the list before tapping; meanwhile the page fetches the hall's code (room-list.tsx).
  // Wait for that (at most 15 s) so the tap is measured as a visitor who looked first.
  await page
    .waitForFunction(() => performance.getEntriesByType('resource').some((r) => /\/world-room-[^/]*\.js$/.test(r.name)), null, {
      timeout: 15_000,
    })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle');
  const from = log.length;
  const listEntries = log.slice(listFrom, from);
  await page.evaluate(() => {
    performance.clearMarks();
    addEventListener('click', () => performance.mark('world:tap'), { capture: true, once: true });
  });
  await card.click();
  await page.locator('[data-testid="world-room"][data-ready]').waitFor({ timeout: 180_000 });
  const stages = await page.evaluate(() => {
    const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
    const tap = at('world:tap');
    return { settings: at('world:settings') - tap, models: at('world:models') - tap, frame: at('world:first-frame') - tap };
  });
  const tapToFrame = stages.frame;
  // What had arrived when the first frame was seen (the wait polls, so a little after it).
  const atFrame = log.length;
  // Playwright's 'networkidle' load state was reached with the list page and answers at once, so
  // quiet is waited for here: the works' pictures start after the first frame.
  await networkQuiet(page, cdp);
  const sum = (entries) => {
    const out = { js: 0, css: 0, api: 0, models: 0, pictures: 0, other: 0, all: 0 };
    for (const e of entries) {
      out[kindOf(e.url, e.type)] += e.bytes;
      out.all += e.bytes;
    }
    return out;
  };
  const entries = log.slice(from);
  return {
    listMs,
    tapToFrame,
    stages,
    list: sum(listEntries),
    listRequests: listEntries.length,
    first: sum(log.slice(from, atFrame)),
    total: sum(entries),
    requests: entries.length,
  };
}

async function browserFigures(server) {
  const browser = await chromium.launch({ executablePath: CHROME, args: WEBGL_ARGS });
  const rows = [];
  try {
    const hallName = 'The 13 Nuo Masks';
    for (const throttled of [false, true]) {
      const context = await browser.newContext({
        ...devices['iPhone 13'],
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
        baseURL: server.url,
      });
      await context.addInitScript(() => {
        localStorage.setItem('language', 'en-US');
        localStorage.setItem('may_world_hint_seen', '1');
      });
      let page = await context.newPage();
      let cdp = await context.newCDPSession(page);
      let log = await trackBytes(cdp);
      await throttle(cdp, throttled);
      const cold = await enterHall(page, cdp, log, hallName);
      // A returning visitor: a new visit in the same browser (HTTP cache, Cache Storage kept).
      await page.close();
      page = await context.newPage();
      cdp = await context.newCDPSession(page);
      log = await trackBytes(cdp);
      await throttle(cdp, throttled);
      const warm = await enterHall(page, cdp, log, hallName);
      rows.push({ profile: throttled ? 'mobile (4× CPU, Slow 4G)' : 'unthrottled (this machine)', cold, warm });
      if (!throttled) {
        // Frames per second while walking (keys held), unthrottled.
        await page.keyboard.down('KeyW');
        const fps = await page.evaluate(
          () =>
            new Promise((resolve) => {
              let frames = 0;
              const start = performance.now();
              const tick = () => {
                frames++;
                if (performance.now() - start < 5000) requestAnimationFrame(tick);
                else resolve((frames * 1000) / (performance.now() - start));
              };
              requestAnimationFrame(tick);
            }),
        );
        await page.keyboard.up('KeyW');
        rows.fps = fps;
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}

// ---------------------------------------------------------------------------------------- fan-out

class Visitor {
  constructor(socket, id) {
    this.socket = socket;
    this.id = id;
    this.nextId = 1n;
    this.waiting = new Map();
    this.delays = [];
    this.received = 0;
    socket.on('message', (data) => {
      const frame = decodeFrame(new Uint8Array(data));
      if (frame.response) {
        this.waiting.get(frame.response.id)?.(frame.response);
        this.waiting.delete(frame.response.id);
        return;
      }
      const request = frame.request;
      if (request.path === messagingPaths.pushMessage) {
        const envelope = fromBinary(EnvelopeSchema, request.body);
        const m = envelope.content.case === 'instantgroupmessage' ? envelope.content.value : null;
        if (m && m.extras === 'pose' && m.senderid !== this.id) {
          this.received++;
          this.delays.push(Date.now() - JSON.parse(m.content).t);
        }
      }
      socket.send(responseFrame({ id: request.id, status: 200 }));
    });
  }
  static open(url, id) {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url, { perMessageDeflate: false });
      socket.once('open', () => resolve(new Visitor(socket, id)));
      socket.once('error', reject);
    });
  }
  request(verb, p, body) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.socket.send(requestFrame({ verb, path: p, id, body }));
    });
  }
  json(p, body) {
    return this.request('PUT', p, new TextEncoder().encode(JSON.stringify(body)));
  }
}

/** The fan-out's visitors of `count`: ids base+1… (members with a login session each, see seededServer). */
const visitorBase = (count) => 5_000_000_000_000n + BigInt(count) * 1000n;
/** A visitor's login session id follows from its user id. */
const sessionIdOf = (id) => `00000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}`;

/**
 * The server on an embedded database that holds the fan-out's visitors and their login sessions
 * (a messaging token names its session): created and migrated by a first start, filled while
 * stopped through the build's own PGlite, then started again on it.
 */
async function seededServer(env) {
  const first = await startAppServer(env);
  await first.stop({ keepData: true });
  const main = path.join(repoRoot, 'apps/server/dist/main.js');
  const engine = await import(pathToFileURL(createRequire(main).resolve('@electric-sql/pglite')).href);
  const PGlite = engine.PGlite ?? engine.default.PGlite;
  const pglite = new PGlite(path.join(first.dataDir, 'pglite'));
  for (const count of new Set([2, VISITORS])) {
    const base = visitorBase(count);
    await pglite.exec(`insert into users (id, is_guest) select ${base} + n, false from generate_series(1, ${count}) n;
      insert into sessions (id, user_id, kind, created_at, expires_at)
      select '00000000-0000-4000-8000-' || lpad(to_hex(${base} + n), 12, '0'), ${base} + n, 'phone', now(), now() + interval '1 day'
      from generate_series(1, ${count}) n;`);
  }
  await pglite.close();
  const server = await startAppServer({ ...env, DATA_DIR: first.dataDir });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(first.dataDir, { recursive: true, force: true });
    },
  };
}

async function fanOut(server, count, seconds) {
  const tokens = createImTokens({ secret: 'bench-secret-bench-secret-bench-secret!' });
  // Not a `vr-*` name: those admit only visitors holding a place from the check call (a session
  // each); the fan-out of an instant group is the same under any name.
  const group = `bench-room-${9_000_000 + count}`;
  const base = visitorBase(count);
  const visitors = [];
  for (let i = 1; i <= count; i++) {
    const id = base + BigInt(i);
    const url = `${server.url.replace('http', 'ws')}${messagingPaths.socket}?token=${encodeURIComponent(tokens.issue(id, sessionIdOf(id)))}`;
    const visitor = await Visitor.open(url, id);
    await visitor.request('PUT', messagingPaths.sync, toBinary(SyncRequestSchema, create(SyncRequestSchema, {})));
    const joined = await visitor.json(messagingPaths.instantJoin, { groupname: group });
    if (joined.status !== 200) throw new Error(`join answered ${joined.status}`);
    visitors.push(visitor);
  }
  await new Promise((r) => setTimeout(r, 500));
  for (const v of visitors) {
    v.delays = [];
    v.received = 0;
  }
  let sent = 0;
  let refused = 0;
  const ticksBefore = cpuTicks(server.child.pid);
  const started = Date.now();
  // Each visitor sends 10 poses a second, spread over the tenth of a second like real phones.
  const timers = visitors.map((v, i) =>
    setTimeout(
      () => {
        const send = () => {
          const t = Date.now();
          sent++;
          void v
            .json(messagingPaths.instantSend, {
              groupname: group,
              type: 1,
              extras: 'pose',
              content: JSON.stringify({ x: Math.sin(t / 1000), z: Math.cos(t / 1000), y: 0.5, t }),
            })
            .then((answer) => answer.status !== 200 && refused++);
        };
        send();
        timers.push(setInterval(send, 100));
      },
      (i * 100) / count,
    ),
  );
  await new Promise((r) => setTimeout(r, seconds * 1000));
  for (const t of timers) {
    clearTimeout(t);
    clearInterval(t);
  }
  const elapsed = (Date.now() - started) / 1000;
  await new Promise((r) => setTimeout(r, 1000));
  // /proc counts in clock ticks of 1/100 s (USER_HZ on Linux).
  const cpu = (cpuTicks(server.child.pid) - ticksBefore) / 100;
  const delays = visitors.flatMap((v) => v.delays);
  const received = visitors.reduce((n, v) => n + v.received, 0);
  const expected = sent * (count - 1);
  for (const v of visitors) v.socket.close();
  return {
    count,
    sentPerSecond: sent / elapsed,
    deliveredPerSecond: received / elapsed,
    loss: expected ? 1 - received / expected : 0,
    refused,
    p50: percentile(delays, 50),
    p99: percentile(delays, 99),
    cpuShare: cpu / elapsed,
  };
}

// ------------------------------------------------------------------------------------------- main

const server = await seededServer({ MAX_CONNECTIONS_PER_ADDRESS: '0', WORLD_VISITOR_CAP: '100' });
try {
  console.log(
    `World bench — ${new Date().toISOString()}, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}\n`,
  );
  const rows = await browserFigures(server);
  console.log('(1) Tap "Enter" → first frame of the hall (target: cold ≤ 3 s, warm ≤ 1 s on the mobile profile)');
  console.log('profile                          list page   cold: tap→frame   warm: tap→frame');
  for (const row of rows) {
    console.log(
      `${row.profile.padEnd(32)} ${`${row.cold.listMs} ms`.padStart(9)}   ${`${Math.round(row.cold.tapToFrame)} ms`.padStart(15)}   ${`${Math.round(row.warm.tapToFrame)} ms`.padStart(15)}`,
    );
  }
  console.log('\nstages after the tap (ms): settings answered / data and models in / first frame drawn');
  for (const row of rows) {
    const f = (x) => `${Math.round(x.settings)} / ${Math.round(x.models)} / ${Math.round(x.frame)}`;
    console.log(`${row.profile.padEnd(32)} cold ${f(row.cold.stages).padEnd(20)} warm ${f(row.warm.stages)}`);
  }
  console.log(
    "\n(2) Bytes on the wire (mobile profile): the list page (it prefetches the hall's code when idle), then from the tap",
  );
  console.log('visit  span             requests       JS      CSS      API   models  pictures     total');
  const mobile = rows.find((r) => r.profile.startsWith('mobile')) ?? rows[0];
  for (const [name, m] of [
    ['cold', mobile.cold],
    ['warm', mobile.warm],
  ]) {
    for (const [span, t, requests] of [
      ['list page', m.list, m.listRequests],
      ['tap→1st frame', m.first, ''],
      ['tap→quiet', m.total, m.requests],
    ]) {
      console.log(
        `${name.padEnd(6)} ${span.padEnd(15)} ${String(requests).padStart(9)} ${kb(t.js).padStart(8)} ${kb(t.css).padStart(8)} ${kb(t.api).padStart(8)} ${kb(t.models).padStart(8)} ${kb(t.pictures).padStart(9)} ${kb(t.all).padStart(9)}`,
      );
    }
  }
  console.log(`\n(3) Walking, unthrottled, software WebGL: ${rows.fps?.toFixed(1)} frames/s (report only)`);

  console.log(`\n(4) Presence fan-out, ${SECONDS} s, poses at 10/s per visitor`);
  console.log('visitors  sent/s  delivered/s  expected/s   loss  refused   p50     p99   server CPU');
  for (const count of [2, VISITORS]) {
    const r = await fanOut(server, count, SECONDS);
    console.log(
      `${String(r.count).padStart(8)} ${r.sentPerSecond.toFixed(0).padStart(7)} ${r.deliveredPerSecond.toFixed(0).padStart(12)} ${(r.sentPerSecond * (count - 1)).toFixed(0).padStart(11)} ${`${(r.loss * 100).toFixed(1)}%`.padStart(6)} ${String(r.refused).padStart(8)} ${`${r.p50} ms`.padStart(6)} ${`${r.p99} ms`.padStart(7)} ${`${(r.cpuShare * 100).toFixed(0)}%`.padStart(11)}`,
    );
  }
} finally {
  await server.stop();
}
