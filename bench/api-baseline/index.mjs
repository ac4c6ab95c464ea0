#!/usr/bin/env node
/**
 * Requests per second of GET /healthz on the real server next to a bare node:http server, in the
 * same run, and their ratio (target ≥ 0.8). Each server runs in its own process; autocannon runs
 * here. Usage: npm run build && node bench/api-baseline/index.mjs [seconds=10] [connections=50]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startAppServer, startNode, waitFor } from '../lib/server-process.mjs';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
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
const bareResult = await load(bare.url);
await bare.stop();

const app = await startAppServer();
const appResult = await load(`${app.url}/healthz`);
await app.stop();

const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(`autocannon, ${connections} connections, ${seconds} s each, loopback`);
console.log(`bare node:http         ${fmt(bareResult.rps).padStart(8)} req/s  p99 ${bareResult.p99} ms`);
console.log(`app GET /healthz       ${fmt(appResult.rps).padStart(8)} req/s  p99 ${appResult.p99} ms`);
const ratio = appResult.rps / bareResult.rps;
console.log(`ratio app/bare         ${ratio.toFixed(2)}  (target ≥ 0.80: ${ratio >= 0.8 ? 'met' : 'NOT met'})`);
