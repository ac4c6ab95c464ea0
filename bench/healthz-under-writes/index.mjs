#!/usr/bin/env node
/**
 * GET /healthz while 100 connections write profiles, on the embedded default database (PGlite,
 * no DATABASE_URL). First /healthz alone (the baseline, same run), then the same sampling while
 * logged-in users POST /api/v2/me/profile (sealed envelope, a new nickname each time) as fast as
 * autocannon can send. Prints /healthz p50/p99, writes/s, and how many writes were shed (503).
 * Target (issue 10): /healthz p99 ≤ 200 ms while 100 connections write.
 *
 * Usage: npm run build && node bench/healthz-under-writes/index.mjs [seconds=15] [connections=100]
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { CHEAP_POW, solvedPow } from '../lib/proof-of-work.mjs';
import { repoRoot, startAppServer } from '../lib/server-process.mjs';

const { phonePayload, sealPayload } = await import(`${repoRoot}/packages/protocol/dist/index.js`);
const here = path.dirname(fileURLToPath(import.meta.url));

const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 100);
const server = await startAppServer({
  NODE_ENV: 'development',
  SMS_DRIVER: 'outbox',
  SEED_DEMO: 'false',
  TRUST_PROXY: 'true',
  ...CHEAP_POW,
});

async function call(method, route, ip, body, token) {
  const res = await fetch(`${server.url}${route}`, {
    method,
    headers: {
      'content-type': 'application/json',
      channel: 'BROWSER',
      language: 'EN',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(sealPayload(body)),
  });
  const json = await res.json();
  if (json.result !== 1) throw new Error(`${route}: ${JSON.stringify(json)}`);
  return json.data;
}

/** Phone login as the app does it (development server, outbox SMS driver). */
async function logIn(i) {
  const national = String(13900000000 + i);
  const ip = `198.18.${(i >> 8) & 255}.${i & 255}`;
  const phone = phonePayload(national);
  const altcha = await solvedPow(server.url, { 'x-forwarded-for': ip });
  await call('POST', '/api/v2/verifycode/request', ip, { phone, altcha });
  const [message] = await call('GET', `/dev/sms-outbox?phone=%2B86${national}`, ip);
  const smsToken = await call('POST', '/api/v1/verifycode/verify', ip, { phone, code: message.code });
  return (await call('POST', '/api/v5/auth/sms/login', ip, { phone, code: smsToken })).token;
}

// Logged-in users (the profile call refuses guests), one after another before any load.
const tokens = [];
for (let i = 0; i < connections; i++) tokens.push(await logIn(i));

function sample(durationSeconds) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(here, 'sample-healthz.mjs'), server.url, String(durationSeconds)], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out)) : reject(new Error(`sampler exited ${code}`))));
  });
}

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const baseline = await sample(Math.min(seconds, 10));

let n = 0;
const statusCounts = {};
const writers = autocannon({
  url: server.url,
  connections,
  duration: seconds,
  requests: [
    {
      method: 'POST',
      path: '/api/v2/me/profile',
      setupRequest: (req) => {
        const i = n++;
        return {
          ...req,
          headers: {
            'content-type': 'application/json',
            channel: 'BROWSER',
            language: 'EN',
            authorization: `Bearer ${tokens[i % tokens.length]}`,
          },
          body: JSON.stringify(sealPayload({ nickname: `writer ${i % 100000}` })),
        };
      },
      onResponse: (status) => {
        statusCounts[status] = (statusCounts[status] ?? 0) + 1;
      },
    },
  ],
});
// Let the writers ramp up before sampling, and stop sampling before they stop.
await new Promise((resolve) => setTimeout(resolve, 1000));
const loaded = await sample(Math.max(1, seconds - 2));
const result = await writers;
await server.stop();

const ok = statusCounts[200] ?? 0;
const fmt = (ms) => `${ms.toFixed(1)} ms`.padStart(9);
console.log(`Embedded PGlite (worker thread), ${connections} connections writing profiles as logged-in users, ${seconds} s`);
console.log(
  `/healthz alone         p50 ${fmt(percentile(baseline.latencies, 50))}  p99 ${fmt(percentile(baseline.latencies, 99))}  (${baseline.latencies.length} samples, statuses ${JSON.stringify(baseline.statuses)})`,
);
console.log(
  `/healthz under writes  p50 ${fmt(percentile(loaded.latencies, 50))}  p99 ${fmt(percentile(loaded.latencies, 99))}  (${loaded.latencies.length} samples, statuses ${JSON.stringify(loaded.statuses)})`,
);
console.log(
  `writes                 ${(ok / seconds).toFixed(0)} acknowledged/s   answers ${JSON.stringify(statusCounts)}   errors ${result.errors}, timeouts ${result.timeouts}`,
);
console.log(
  `write latency          p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms   (503 = shed by DATABASE_QUEUE_MAX or event-loop delay)`,
);
console.log(`target: /healthz p99 ≤ 200 ms under writes → ${percentile(loaded.latencies, 99) <= 200 ? 'met' : 'NOT met'}`);
