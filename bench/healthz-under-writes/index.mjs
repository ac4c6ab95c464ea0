#!/usr/bin/env node
/**
 * GET /healthz while 100 connections write profiles, on the embedded default database (PGlite,
 * no DATABASE_URL). First /healthz alone (the baseline, same run), then the same sampling while
 * logged-in users POST /api/v2/me/profile (sealed envelope, a new nickname each time) as fast as
 * autocannon can send. Prints /healthz p50/p99, writes/s, how many writes were shed (503), and the
 * server's CPU per write (every thread, the database worker's included).
 * Target: /healthz p99 ≤ 200 ms while 100 connections write.
 *
 * BENCH_BASELINE_MAIN (another build's apps/server/dist/main.js) starts that build too, and the
 * two are measured in alternating rounds (the machine's load drifts); ratios are this/baseline.
 *
 * Usage: npm run build && node bench/healthz-under-writes/index.mjs [seconds=15] [connections=100] [rounds=1]
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { CHEAP_POW, solvedPow } from '../lib/proof-of-work.mjs';
import { cpuSeconds, repoRoot, startAppServer } from '../lib/server-process.mjs';

const { phonePayload, sealPayload } = await import(`${repoRoot}/packages/protocol/dist/index.js`);
const here = path.dirname(fileURLToPath(import.meta.url));

const seconds = Number(process.argv[2] ?? 15);
const connections = Number(process.argv[3] ?? 100);
const rounds = Number(process.argv[4] ?? 1);
const ENV = { NODE_ENV: 'development', SMS_DRIVER: 'outbox', SEED_DEMO: 'false', TRUST_PROXY: 'true', ...CHEAP_POW };

async function call(server, method, route, ip, body, token) {
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
async function logIn(server, i) {
  const national = String(13900000000 + i);
  const ip = `198.18.${(i >> 8) & 255}.${i & 255}`;
  const phone = phonePayload(national);
  const altcha = await solvedPow(server.url, { 'x-forwarded-for': ip });
  await call(server, 'POST', '/api/v2/verifycode/request', ip, { phone, altcha });
  const [message] = await call(server, 'GET', `/dev/sms-outbox?phone=%2B86${national}`, ip);
  const smsToken = await call(server, 'POST', '/api/v1/verifycode/verify', ip, { phone, code: message.code });
  return (await call(server, 'POST', '/api/v5/auth/sms/login', ip, { phone, code: smsToken })).token;
}

/** Starts a build and logs its users in, one after another, before any load. */
async function startWithUsers(label, main) {
  const server = await startAppServer(ENV, { main });
  const tokens = [];
  for (let i = 0; i < connections; i++) tokens.push(await logIn(server, i));
  return { label, server, tokens, rounds: [] };
}

function sample(server, durationSeconds) {
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

const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function measure({ server, tokens }) {
  const baseline = await sample(server, Math.min(seconds, 10));
  const cpuBefore = cpuSeconds(server.child.pid);
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
  const loaded = await sample(server, Math.max(1, seconds - 2));
  const result = await writers;
  const cpu = cpuSeconds(server.child.pid) - cpuBefore;
  return { baseline, loaded, result, statusCounts, cpu, load: loadAverage() };
}

const subjects = [await startWithUsers('this build', undefined)];
if (process.env.BENCH_BASELINE_MAIN) subjects.push(await startWithUsers('baseline build', process.env.BENCH_BASELINE_MAIN));
for (let round = 0; round < rounds; round += 1) {
  for (const subject of round % 2 === 0 ? subjects : [...subjects].reverse()) subject.rounds.push(await measure(subject));
}
await Promise.all(subjects.map(({ server }) => server.stop()));

const fmt = (ms) => `${ms.toFixed(1)} ms`.padStart(9);
const writesPerSecond = (r) => (r.statusCounts[200] ?? 0) / seconds;
const cpuPerWrite = (r) => (r.cpu * 1000) / Math.max(1, r.result.requests.total);
console.log(`Embedded PGlite (worker thread), ${connections} connections writing profiles as logged-in users, ${seconds} s`);
for (const { label, rounds: results } of subjects) {
  results.forEach((r, i) => {
    console.log(`${label} #${i + 1} (load average ${r.load})`);
    console.log(
      `  /healthz alone         p50 ${fmt(percentile(r.baseline.latencies, 50))}  p99 ${fmt(percentile(r.baseline.latencies, 99))}  (${r.baseline.latencies.length} samples, statuses ${JSON.stringify(r.baseline.statuses)})`,
    );
    console.log(
      `  /healthz under writes  p50 ${fmt(percentile(r.loaded.latencies, 50))}  p99 ${fmt(percentile(r.loaded.latencies, 99))}  (${r.loaded.latencies.length} samples, statuses ${JSON.stringify(r.loaded.statuses)})`,
    );
    console.log(
      `  writes                 ${writesPerSecond(r).toFixed(0)} acknowledged/s   answers ${JSON.stringify(r.statusCounts)}   errors ${r.result.errors}, timeouts ${r.result.timeouts}`,
    );
    console.log(
      `  write latency          p50 ${r.result.latency.p50} ms  p99 ${r.result.latency.p99} ms   (503 = shed by DATABASE_QUEUE_MAX or event-loop delay)`,
    );
    console.log(`  server CPU             ${cpuPerWrite(r).toFixed(2)} ms per write (all threads)`);
  });
}
const worstP99 = Math.max(...subjects[0].rounds.map((r) => percentile(r.loaded.latencies, 99)));
console.log(
  `target: /healthz p99 ≤ 200 ms under writes → ${worstP99 <= 200 ? 'met' : 'NOT met'} (worst round of this build: ${worstP99.toFixed(1)} ms)`,
);
if (subjects.length === 2) {
  const sum = (subject, f) => subject.rounds.reduce((s, r) => s + f(r), 0);
  const [a, b] = subjects;
  console.log(
    `writes/s this/baseline            ${(sum(a, writesPerSecond) / sum(b, writesPerSecond)).toFixed(2)}   (same run, alternating rounds)`,
  );
  console.log(`CPU per write this/baseline       ${(sum(a, cpuPerWrite) / sum(b, cpuPerWrite)).toFixed(2)}`);
}
