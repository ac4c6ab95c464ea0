#!/usr/bin/env node
/**
 * Full phone-login round trips against PostgreSQL: fetch and solve a proof-of-work challenge
 * (the cheapest the server allows: this measures the server, not the solver) → request a code →
 * read it (outbox driver) → verify → log in, each flow with its own phone number and client
 * address. Prints flows per second and the p50/p99 of a whole flow and of each step, and then
 * how long solving a challenge of the default complexity takes with the browser's solver
 * (altcha/lib over WebCrypto, 4 lanes as the login dialog runs it).
 *
 * Usage: npm run build && node bench/login-flow/index.mjs [seconds=20] [concurrency=16]
 * Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a scratch
 * database is created on that server and dropped afterwards.
 */
import { startLoginServer } from '../lib/phone-login.mjs';
import { timeDefaultSolve } from '../lib/proof-of-work.mjs';

const seconds = Number(process.argv[2] ?? 20);
const concurrency = Number(process.argv[3] ?? 16);
const { phoneLogin, stop } = await startLoginServer();

const timings = { flow: [], challenge: [], request: [], outbox: [], verify: [], login: [] };
async function timed(name, fn) {
  const start = performance.now();
  const value = await fn();
  timings[name].push(performance.now() - start);
  return value;
}

async function flow() {
  const start = performance.now();
  await phoneLogin(timed);
  timings.flow.push(performance.now() - start);
}

let failures = 0;
// Warm-up, not counted.
await Promise.all(Array.from({ length: concurrency }, () => flow()));
for (const key of Object.keys(timings)) timings[key] = [];

const deadline = Date.now() + seconds * 1000;
const started = performance.now();
await Promise.all(
  Array.from({ length: concurrency }, async () => {
    while (Date.now() < deadline) {
      try {
        await flow();
      } catch (error) {
        failures += 1;
        if (failures <= 3) console.error(error.message);
      }
    }
  }),
);
const elapsed = (performance.now() - started) / 1000;

await stop();

const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
console.log(`login flow on PostgreSQL: ${concurrency} concurrent clients, ${seconds} s, every flow a new phone`);
console.log(`flows completed   ${timings.flow.length}  (failures ${failures})`);
console.log(
  `throughput        ${(timings.flow.length / elapsed).toFixed(1)} flows/s  (${((timings.flow.length * 5) / elapsed).toFixed(0)} requests/s)`,
);
for (const name of ['flow', 'challenge', 'request', 'outbox', 'verify', 'login']) {
  console.log(
    `${name.padEnd(8)} p50 ${pct(timings[name], 50).toFixed(1).padStart(7)} ms   p99 ${pct(timings[name], 99).toFixed(1).padStart(7)} ms`,
  );
}

const solves = await timeDefaultSolve(5);
console.log(
  `default proof of work (ALTCHA_COST ${solves.cost}, ALTCHA_MAX_COUNTER ${solves.maxCounter}), browser solver in node: median ${pct(solves.ms, 50).toFixed(0)} ms, max ${Math.max(...solves.ms).toFixed(0)} ms over ${solves.ms.length}`,
);
