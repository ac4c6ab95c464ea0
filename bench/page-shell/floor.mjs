#!/usr/bin/env node
/**
 * What bounds bench/page-shell's two ratios on this machine, in one run of alternating rounds:
 *   - a minimal Fastify 5 server (fastify-min.mjs) next to bare node:http, both answering /healthz's
 *     JSON: the framework's own cost, which the app's /healthz cannot go below;
 *   - a bare node:http server replaying the app's exact first HTML of /pocket (replay-server.mjs:
 *     the same headers and brotli bytes, no framework) next to bare node:http's JSON: what sending
 *     those bytes costs on this machine (the load generator shares the cores and reads them too);
 *   - the app's /healthz and /pocket, for reference.
 * Prints req/s and server CPU per request of each, and the ratios. The load comes from wrk on one
 * thread, as in index.mjs (bench/lib/wrk.mjs says why).
 * Usage: npm run build && node bench/page-shell/floor.mjs [seconds=5] [rounds=3]
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureServer, median } from '../lib/measure.mjs';
import { startAppServer, startNode, waitFor } from '../lib/server-process.mjs';
import { requireWrk } from '../lib/wrk.mjs';

const seconds = Number(process.argv[2] ?? 5);
const rounds = Number(process.argv[3] ?? 3);
const connections = 50;
const here = path.dirname(fileURLToPath(import.meta.url));
const pageHeaders = {
  'accept-encoding': 'gzip, deflate, br',
  'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148',
};

function record(url) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: pageHeaders }, (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks).toString('base64') }));
      })
      .on('error', reject);
  });
}

requireWrk();
const app = await startAppServer();
const replayFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'culture-replay-')), 'pocket.json');
const recorded = await record(`${app.url}/pocket`);
if (recorded.headers['content-encoding'] !== 'br') throw new Error('/pocket did not answer brotli');
fs.writeFileSync(replayFile, JSON.stringify(recorded));
const bare = await startNode(path.join(here, '../api-baseline/bare-server.mjs'));
const fastify = await startNode(path.join(here, 'fastify-min.mjs'));
const replay = await startNode(path.join(here, 'replay-server.mjs'), { REPLAY: replayFile });
await Promise.all([waitFor(bare.url), waitFor(`${fastify.url}/healthz`), waitFor(replay.url)]);

const cases = [
  ['bare node:http JSON', bare, '/'],
  ['minimal Fastify JSON', fastify, '/healthz'],
  ['bare replay of /pocket', replay, '/'],
  ['app GET /healthz', app, '/healthz'],
  ['app GET /pocket (br)', app, '/pocket'],
];
const runs = new Map(cases.map(([label]) => [label, []]));
try {
  for (let round = 0; round < rounds; round += 1) {
    for (const [label, server, urlPath] of cases) {
      const options = { path: urlPath, connections, seconds, headers: pageHeaders, warmUpSeconds: 1 };
      runs.get(label).push(await measureServer(server, options));
    }
  }
} finally {
  await Promise.all([app.stop(), bare.stop(), fastify.stop(), replay.stop()]);
  fs.rmSync(path.dirname(replayFile), { recursive: true, force: true });
}

const rps = (label) => median(runs.get(label).map((r) => r.rps));
const cpuUs = (label) => median(runs.get(label).map((r) => r.cpuUs));
console.log(
  `wrk, one thread, ${connections} connections, ${seconds} s per run, ${rounds} alternating rounds (medians), loopback`,
);
console.log(`/pocket as sent: ${Buffer.from(recorded.body, 'base64').length} bytes of body`);
console.log(`load average at the end: ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`);
for (const [label] of cases)
  console.log(
    `${label.padEnd(26)}${Math.round(rps(label)).toLocaleString('en-US').padStart(8)} req/s  CPU ${Math.round(cpuUs(label))} µs/request`,
  );
const ratio = (a, b) => `${(rps(a) / rps(b)).toFixed(2)} (CPU ${(cpuUs(b) / cpuUs(a)).toFixed(2)})`;
console.log(`minimal Fastify / bare          ${ratio('minimal Fastify JSON', 'bare node:http JSON')}`);
console.log(`app /healthz / minimal Fastify  ${ratio('app GET /healthz', 'minimal Fastify JSON')}`);
console.log(`bare replay of /pocket / bare   ${ratio('bare replay of /pocket', 'bare node:http JSON')}`);
console.log(`app /pocket / bare replay       ${ratio('app GET /pocket (br)', 'bare replay of /pocket')}`);
