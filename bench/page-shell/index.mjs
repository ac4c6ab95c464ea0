#!/usr/bin/env node
/**
 * The first HTML of a content page next to the cheapest route, and that route next to a bare
 * node:http server, in one run: GET /pocket (brotli, as a phone asks for it) and GET /healthz on
 * the real built server (production settings, embedded database), and the same /healthz answer
 * from bench/api-baseline/bare-server.mjs. The three are measured in rounds and the medians
 * compared. Every round starts fresh processes and measures them in a random order: on this
 * 2-core machine one process of a server can be steadily 10–20% faster or slower than another
 * process of the same file, so rounds against the same processes would keep one process's luck
 * (docs/decisions.md), and a machine that gets slower or faster during the run favours none of them.
 * The app serves both routes in each round, as a real process serves many routes.
 * Targets: /pocket ≥ 0.5× /healthz; /healthz ≥ 0.8× bare node. Besides req/s (which a loaded
 * machine makes noisy) each line prints the server process's CPU time per request, the steadier
 * figure when other work shares the cores. BENCH_BASELINE_MAIN=<another build's dist/main.js> adds
 * that build's /healthz to the same alternating rounds (before/after).
 * The load comes from wrk on one thread (bench/lib/wrk.mjs says why not autocannon: it decodes
 * every brotli body as UTF-8 and was the bound of the /pocket figure).
 * Usage: npm run build && node bench/page-shell/index.mjs [seconds=5] [connections=50] [rounds=3] [path=/pocket]
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync } from 'node:zlib';
import fs from 'node:fs';
import { measureServer, median, shuffled } from '../lib/measure.mjs';
import { startAppServer, startNode, waitFor } from '../lib/server-process.mjs';
import { requireWrk } from '../lib/wrk.mjs';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 50);
const rounds = Number(process.argv[4] ?? 3);
const pagePath = process.argv[5] ?? '/pocket';
const here = path.dirname(fileURLToPath(import.meta.url));
// A phone's browser: brotli accepted, no WeChat (the page answers in English).
const pageHeaders = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
};

/** One GET with the bytes as sent (fetch would decompress them). */
function getRaw(url, headers) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

const load = (server, urlPath = '', headers = {}) => measureServer(server, { path: urlPath, headers, connections, seconds });

requireWrk();
const baselineMain = process.env.BENCH_BASELINE_MAIN;

/** One round: fresh processes of each server, measured in a random order, then stopped. */
async function round(runs) {
  const bare = await startNode(path.join(here, '../api-baseline/bare-server.mjs'));
  const app = await startAppServer();
  const baseline = baselineMain ? await startAppServer({}, { main: baselineMain }) : null;
  try {
    await waitFor(bare.url);
    const loads = [
      async () => runs.bare.push(await load(bare)),
      async () => runs.healthz.push(await load(app, '/healthz')),
      async () => runs.page.push(await load(app, pagePath, pageHeaders)),
      ...(baseline ? [async () => runs.baseline.push(await load(baseline, '/healthz'))] : []),
    ];
    for (const measure of shuffled(loads)) await measure();
  } finally {
    await Promise.all([bare.stop(), app.stop(), baseline?.stop()]);
  }
}

{
  // The page must be the real first HTML (compressed, with its inlined document), not a fallback.
  const app = await startAppServer();
  let check;
  try {
    check = await getRaw(`${app.url}${pagePath}`, pageHeaders);
  } finally {
    await app.stop();
  }
  const raw = check.body;
  const encoding = check.headers['content-encoding'];
  const html = encoding === 'br' ? brotliDecompressSync(raw).toString() : raw.toString();
  if (check.status !== 200 || !html.includes('window.__PAGE__='))
    throw new Error(`${pagePath} is not a rendered content page (status ${check.status})`);
  console.log(
    `${pagePath}: ${raw.length} bytes as sent (content-encoding ${encoding ?? 'none'}), ${Buffer.byteLength(html)} bytes of HTML`,
  );
}

const runs = { bare: [], healthz: [], page: [], baseline: [] };
for (let r = 0; r < rounds; r++) await round(runs);

{
  /** The run of median req/s (its p99 is printed with it). */
  const medianRun = (list) => [...list].sort((a, b) => a.rps - b.rps)[Math.floor(list.length / 2)];
  const medianCpu = (list) => median(list.map((r) => r.cpuUs));
  const fmt = (n) => Math.round(n).toLocaleString('en-US');
  const [bareResult, healthResult, pageResult] = [medianRun(runs.bare), medianRun(runs.healthz), medianRun(runs.page)];
  const line = (label, r, list) =>
    console.log(
      `${label.padEnd(28)}${fmt(r.rps).padStart(8)} req/s  p99 ${r.p99Ms.toFixed(1)} ms  CPU ${medianCpu(list).toFixed(1)} µs/request` +
        `  (per round: ${list.map((run) => run.cpuUs.toFixed(1)).join(' ')})`,
    );
  console.log(
    `wrk, one thread, ${connections} connections, ${seconds} s per run, ${rounds} rounds of fresh processes in a random order (medians), loopback`,
  );
  console.log(`load average at the end: ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
  line('bare node:http', bareResult, runs.bare);
  line('app GET /healthz', healthResult, runs.healthz);
  if (baselineMain) line('baseline GET /healthz', medianRun(runs.baseline), runs.baseline);
  line(`app GET ${pagePath} (br)`, pageResult, runs.page);
  const pageRatio = pageResult.rps / healthResult.rps;
  const healthRatio = healthResult.rps / bareResult.rps;
  console.log(
    `ratio ${pagePath}/healthz`.padEnd(28) + `${pageRatio.toFixed(2)}  (target ≥ 0.50: ${pageRatio >= 0.5 ? 'met' : 'NOT met'})`,
  );
  console.log(
    'ratio /healthz/bare'.padEnd(28) + `${healthRatio.toFixed(2)}  (target ≥ 0.80: ${healthRatio >= 0.8 ? 'met' : 'NOT met'})`,
  );
  // The same ratio in CPU per request (bare's CPU / the app's): steadier on a shared machine.
  console.log('ratio /healthz/bare (CPU)'.padEnd(28) + `${(medianCpu(runs.bare) / medianCpu(runs.healthz)).toFixed(2)}`);
  // Each round's own ratio, its two servers measured minutes apart at most: the machine's drift
  // over the run (every server slower for a while) cancels out of these.
  const perRound = runs.bare.map((run, i) => run.cpuUs / runs.healthz[i].cpuUs);
  console.log(
    'ratio /healthz/bare (CPU, median of rounds)'.padEnd(28) +
      ` ${median(perRound).toFixed(2)}` +
      `  (per round: ${perRound.map((ratio) => ratio.toFixed(2)).join(' ')})`,
  );
  if (baselineMain) {
    const b = medianRun(runs.baseline);
    console.log('ratio baseline /healthz/bare'.padEnd(28) + `${(b.rps / bareResult.rps).toFixed(2)}`);
    console.log('ratio baseline (CPU)'.padEnd(28) + `${(medianCpu(runs.bare) / medianCpu(runs.baseline)).toFixed(2)}`);
  }
}
