#!/usr/bin/env node
/**
 * Requests per second of GET /healthz on the real server next to a bare node:http server, in the
 * same run, and their ratio (target ≥ 0.8). Each server runs in its own process; autocannon runs
 * here. The two are measured in alternating rounds and the medians compared, so a machine that
 * gets slower or faster during the run does not favour either side.
 * Usage: npm run build && node bench/api-baseline/index.mjs [seconds=5] [connections=50] [rounds=3]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startAppServer, startNode, waitFor } from '../lib/server-process.mjs';

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 50);
const rounds = Number(process.argv[4] ?? 3);
const here = path.dirname(fileURLToPath(import.meta.url));

async function load(url) {
  // A short warm-up so JIT and connection set-up do not count.
  await autocannon({ url, connections, duration: 2 });
  const result = await autocannon({ url, connections, duration: seconds });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, total: result.requests.total };
}

const bare = await startNode(path.join(here, 'bare-server.mjs'));
await waitFor(bare.url);
const app = await startAppServer();
const bareRuns = [];
const appRuns = [];
for (let round = 0; round < rounds; round++) {
  bareRuns.push(await load(bare.url));
  appRuns.push(await load(`${app.url}/healthz`));
}
await bare.stop();
await app.stop();

const median = (runs) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];
const bareResult = median(bareRuns);
const appResult = median(appRuns);

const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(`autocannon, ${connections} connections, ${seconds} s per run, ${rounds} alternating rounds (medians), loopback`);
console.log(`bare node:http         ${fmt(bareResult.rps).padStart(8)} req/s  p99 ${bareResult.p99} ms`);
console.log(`app GET /healthz       ${fmt(appResult.rps).padStart(8)} req/s  p99 ${appResult.p99} ms`);
const ratio = appResult.rps / bareResult.rps;
console.log(`ratio app/bare         ${ratio.toFixed(2)}  (target ≥ 0.80: ${ratio >= 0.8 ? 'met' : 'NOT met'})`);
