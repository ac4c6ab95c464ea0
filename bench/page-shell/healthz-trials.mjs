#!/usr/bin/env node
/**
 * /healthz against bare node:http (and an empty Fastify server), each trial in FRESH processes.
 *
 * Why another script beside index.mjs and floor.mjs: on this 2-core machine one process of a server
 * can be steadily 10–20% slower or faster than another process of the very same file (code
 * placement, JIT choices, which core it lands on), so rounds against the same processes, however
 * many, keep one process's luck. Here every trial starts new processes, measures them in a random
 * order and stops them; the medians over trials compare the servers, not their processes.
 * Prints req/s and server CPU per request (user + system) of each, and the ratios.
 * BENCH_BASELINE_MAIN=<another build's dist/main.js> adds that build's /healthz to every trial.
 * Usage: npm run build && node bench/page-shell/healthz-trials.mjs [trials=12] [seconds=3]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { measureServer, median, shuffled } from '../lib/measure.mjs';
import { startAppServer, startNode, waitFor } from '../lib/server-process.mjs';
import { requireWrk } from '../lib/wrk.mjs';

const trials = Number(process.argv[2] ?? 12);
const seconds = Number(process.argv[3] ?? 3);
const connections = 50;
const here = path.dirname(fileURLToPath(import.meta.url));

/** What each case starts: { server, path }. */
const cases = {
  'bare node:http': async () => ({ server: await startNode(path.join(here, '../api-baseline/bare-server.mjs')), path: '/' }),
  'empty Fastify': async () => ({ server: await startNode(path.join(here, 'fastify-min.mjs')), path: '/healthz' }),
  'app /healthz': async () => ({ server: await startAppServer(), path: '/healthz' }),
};
const baselineMain = process.env.BENCH_BASELINE_MAIN;
if (baselineMain) {
  cases['baseline /healthz'] = async () => ({ server: await startAppServer({}, { main: baselineMain }), path: '/healthz' });
}

requireWrk();
const runs = new Map(Object.keys(cases).map((label) => [label, []]));
for (let trial = 0; trial < trials; trial += 1) {
  for (const label of shuffled(Object.keys(cases))) {
    const { server, path: urlPath } = await cases[label]();
    try {
      await waitFor(`${server.url}${urlPath}`, 60_000, server.child);
      runs.get(label).push(await measureServer(server, { path: urlPath, connections, seconds }));
    } finally {
      await server.stop();
    }
  }
}

const rps = (label) => median(runs.get(label).map((r) => r.rps));
const cpuUs = (label) => median(runs.get(label).map((r) => r.cpuUs));
console.log(`wrk, one thread, ${connections} connections, ${seconds} s per run, ${trials} trials of fresh processes (medians)`);
for (const label of runs.keys())
  console.log(
    `${label.padEnd(20)}${Math.round(rps(label)).toLocaleString('en-US').padStart(8)} req/s  CPU ${cpuUs(label).toFixed(1)} µs/request` +
      `  (per trial: ${runs
        .get(label)
        .map((r) => r.cpuUs.toFixed(1))
        .join(' ')})`,
  );
const ratio = (a, b) => `${(rps(a) / rps(b)).toFixed(2)} (CPU ${(cpuUs(b) / cpuUs(a)).toFixed(2)})`;
const healthRatio = rps('app /healthz') / rps('bare node:http');
console.log(
  `app /healthz / bare       ${ratio('app /healthz', 'bare node:http')}  (target ≥ 0.80: ${healthRatio >= 0.8 ? 'met' : 'NOT met'})`,
);
// Each trial's own ratio: its servers ran minutes apart at most, so the machine's drift over the
// run (every server slower for a while) cancels out of these.
const trialRatios = runs.get('bare node:http').map((bare, i) => bare.cpuUs / runs.get('app /healthz')[i].cpuUs);
console.log(
  `app /healthz / bare, CPU, median of trials ${median(trialRatios).toFixed(2)}  (per trial: ${trialRatios
    .map((r) => r.toFixed(2))
    .join(' ')})`,
);
console.log(`empty Fastify / bare      ${ratio('empty Fastify', 'bare node:http')}`);
console.log(`app /healthz / empty Fastify ${ratio('app /healthz', 'empty Fastify')}`);
if (baselineMain) console.log(`baseline /healthz / bare  ${ratio('baseline /healthz', 'bare node:http')}`);
