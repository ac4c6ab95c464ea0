#!/usr/bin/env node
/**
 * Wallet sign-in next to phone login, in one run against one server on PostgreSQL: alternating
 * rounds of (a) full phone-login flows (cheapest proof of work → request a code → read it from the
 * outbox → verify → log in; as bench/login-flow) and (b) full wallet flows (GET the EIP-4361
 * message with its nonce → sign it with the wallet's key → POST it to log in; the server checks
 * the strict grammar, the nonce and the signature, creates the account and the session). Every
 * flow is a new person (a new phone, a new key), so both create an account. Prints flows per
 * second of each, their ratio, and p50/p99 of each step.
 *
 * The signing runs in this process (viem, as a wallet would) and competes with the server for the
 * same CPU, like the proof-of-work solving of the phone flow; keys are made before timing starts.
 *
 * Usage: npm run build && node bench/wallet-login/index.mjs [seconds=20] [concurrency=16] [rounds=2]
 * Needs PostgreSQL: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a scratch
 * database is created on that server and dropped afterwards.
 */
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startLoginServer } from '../lib/phone-login.mjs';

const seconds = Number(process.argv[2] ?? 20);
const concurrency = Number(process.argv[3] ?? 16);
const rounds = Number(process.argv[4] ?? 2);
const { call, phoneLogin, stop } = await startLoginServer();

const STEPS = {
  phone: ['flow', 'challenge', 'request', 'outbox', 'verify', 'login'],
  wallet: ['flow', 'nonce', 'sign', 'login'],
};
const timings = { phone: {}, wallet: {} };
const reset = () => {
  for (const kind of Object.keys(STEPS)) for (const step of STEPS[kind]) timings[kind][step] = [];
};
reset();
async function timed(kind, step, fn) {
  const start = performance.now();
  const value = await fn();
  timings[kind][step].push(performance.now() - start);
  return value;
}

async function phoneFlow() {
  const start = performance.now();
  await phoneLogin((step, fn) => timed('phone', step, fn));
  timings.phone.flow.push(performance.now() - start);
}

// Keys are made before timing (a wallet has its key already); deriving an address is not the flow.
const accounts = [];
function refillAccounts(n) {
  for (let i = 0; i < n; i++) accounts.push(privateKeyToAccount(generatePrivateKey()));
}
let nextWallet = 0;
async function walletFlow() {
  const account = accounts[nextWallet++ % accounts.length];
  const ip = `198.19.${(nextWallet >> 8) & 255}.${nextWallet & 255}`;
  const start = performance.now();
  const { message } = await timed('wallet', 'nonce', () =>
    call('GET', `/api/v5/auth/blockchain/nonce?address=${account.address}&chainId=1`, ip),
  );
  const signature = await timed('wallet', 'sign', () => account.signMessage({ message }));
  await timed('wallet', 'login', () => call('POST', '/api/v5/auth/metamask/login', ip, { message, signature }));
  timings.wallet.flow.push(performance.now() - start);
}

let failures = { phone: 0, wallet: 0 };
async function run(kind, flow, ms) {
  const deadline = Date.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (Date.now() < deadline) {
        try {
          await flow();
        } catch (error) {
          failures[kind] += 1;
          if (failures[kind] <= 3) console.error(`${kind}: ${error.message}`);
        }
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

refillAccounts(5000);
// Warm-up of both, not counted.
await Promise.all(Array.from({ length: concurrency }, () => phoneFlow()));
await Promise.all(Array.from({ length: concurrency }, () => walletFlow()));
reset();
failures = { phone: 0, wallet: 0 };

const elapsed = { phone: 0, wallet: 0 };
const slice = (seconds * 1000) / (rounds * 2);
for (let round = 0; round < rounds; round++) {
  elapsed.phone += await run('phone', phoneFlow, slice);
  elapsed.wallet += await run('wallet', walletFlow, slice);
}

await stop();

const pct = (list, p) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
const rate = (kind) => timings[kind].flow.length / elapsed[kind];
console.log(
  `wallet sign-in vs phone login on PostgreSQL: ${concurrency} concurrent clients, ${rounds} alternating rounds, ${seconds} s in all; every flow a new account`,
);
for (const kind of ['phone', 'wallet']) {
  const requests = kind === 'phone' ? 5 : 2;
  console.log(
    `${kind.padEnd(7)} ${timings[kind].flow.length} flows  ${rate(kind).toFixed(1).padStart(7)} flows/s  (${((timings[kind].flow.length * requests) / elapsed[kind]).toFixed(0)} requests/s, failures ${failures[kind]})`,
  );
  for (const step of STEPS[kind]) {
    console.log(
      `  ${step.padEnd(9)} p50 ${pct(timings[kind][step], 50).toFixed(1).padStart(7)} ms   p99 ${pct(timings[kind][step], 99).toFixed(1).padStart(7)} ms`,
    );
  }
}
console.log(`wallet / phone flows per second: ${(rate('wallet') / rate('phone')).toFixed(2)}`);
