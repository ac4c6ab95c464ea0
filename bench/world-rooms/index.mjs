#!/usr/bin/env node
/**
 * The world's server calls under load (docs/decisions.md, "Virtual world: wire contract and server"), on PostgreSQL with the demo seed:
 *   1. GET /api/v2/vr-rooms/exhibition-list, POST /api/v3/vr-rooms/exhibition {id} and
 *      POST /api/v2/vr-rooms/exhibition/check/{id} next to /healthz and the badge event list (similar work) in the same run, with visitors
 *      counted in-process (empty room) and over Redis (30 visitors in the first copy, over the
 *      cap of 24, so the check looks at the next copy too);
 *   2. checking an uploaded avatar model (glTF-Validator + budgets): the generated avatar and a
 *      50,000-triangle model, next to hashing the same bytes.
 * Prints req/s and p99 per call and milliseconds per model check; asserts nothing about time.
 *
 * Usage: npm run build && node bench/world-rooms/index.mjs [seconds=8] [connections=50]
 * PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, a scratch
 * database is created and dropped), Redis from BENCH_REDIS_URL (default redis://127.0.0.1:6379;
 * that half is skipped when it does not answer).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { createScratchDatabase } from '../lib/scratch-db.mjs';
import { repoRoot, startAppServer } from '../lib/server-process.mjs';

const seconds = Number(process.argv[2] ?? 8);
const connections = Number(process.argv[3] ?? 50);
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NUO = '9007199254740995';
const protocol = await import(`${repoRoot}/packages/protocol/dist/index.js`);
const { Redis } = await import(`${repoRoot}/node_modules/ioredis/built/index.js`);
/** Visitors put in the room's first copy on Redis: over the cap, so the check call looks further. */
const CROWD = 30;

async function openRedis(url) {
  try {
    const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000 });
    // An idle connection the server drops during a long run is reopened, not an unhandled error.
    redis.on('error', () => undefined);
    await redis.connect();
    return redis;
  } catch {
    return null;
  }
}

function sealed(body) {
  return JSON.stringify(protocol.sealPayload(body, protocol.DEFAULT_PAYLOAD_KEYS));
}

async function guestToken(url) {
  const res = await fetch(`${url}/api/v5/auth/guest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', channel: 'BROWSER', language: 'EN' },
    body: sealed({}),
  });
  const json = await res.json();
  if (!json.data?.token) throw new Error(`guest token: ${JSON.stringify(json)}`);
  return json.data.token;
}

async function measure(url, request) {
  const options = { url, connections, duration: seconds, requests: [request] };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon(options);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${request.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { 'req/s': Math.round(result.requests.average), 'p99 ms': result.latency.p99 };
}

async function callsOn(label, env, expectedCopy) {
  const scratch = await createScratchDatabase();
  const app = await startAppServer({ DATABASE_URL: scratch.url, DATABASE_POOL_MAX: '20', SEED_DEMO: 'true', ...env });
  try {
    const token = await guestToken(app.url);
    const headers = { channel: 'BROWSER', language: 'EN', authorization: `Bearer ${token}` };
    const check = `/api/v2/vr-rooms/exhibition/check/${NUO}`;
    // The answers are what the web app expects before anything is timed.
    const first = await (await fetch(`${app.url}${check}`, { method: 'POST', headers })).json();
    if (first.data?.group !== `vr-${NUO}-${expectedCopy}`) throw new Error(`check answered ${JSON.stringify(first)}`);
    const rows = {
      '/healthz (baseline)': await measure(app.url, { method: 'GET', path: '/healthz' }),
      // An existing list of similar work (a few rows of per-language jsonb, optional viewer).
      'badges/events (baseline)': await measure(app.url, { method: 'GET', path: '/api/v3/badges/events', headers }),
      'exhibition-list': await measure(app.url, { method: 'GET', path: '/api/v2/vr-rooms/exhibition-list', headers }),
      'exhibition {id}': await measure(app.url, {
        method: 'POST',
        path: '/api/v3/vr-rooms/exhibition',
        headers: { ...headers, 'content-type': 'application/json' },
        body: sealed({ id: NUO }),
      }),
      'check/{id}': await measure(app.url, { method: 'POST', path: check, headers }),
    };
    console.log(`\n${label}: PostgreSQL, autocannon ${connections} connections × ${seconds} s`);
    console.table(rows);
  } finally {
    await app.stop();
    await scratch.drop();
  }
}

async function modelChecks() {
  const { checkModel } = await import(`${repoRoot}/apps/server/dist/modules/world/model-check.js`);
  const { createModelChecker } = await import(`${repoRoot}/apps/server/dist/modules/world/model-checker.js`);
  const checker = createModelChecker();
  // The test models' source (src/test is not built): loaded through tsx, a devDependency of the server.
  const { tsImport } = await import('tsx/esm/api');
  const { makeGlb } = await tsImport(`${repoRoot}/apps/server/src/test/test-glb.ts`, import.meta.url);
  const dir = path.join(repoRoot, 'apps/web/public/world');
  const avatar = fs.readFileSync(
    path.join(
      dir,
      fs.readdirSync(dir).find((f) => /^avatar\.[0-9a-f]{16}\.glb$/.test(f)),
    ),
  );
  const models = { 'generated avatar': avatar, '50,000 triangles': makeGlb({ triangles: 50_000, materials: 25 }) };
  const rows = {};
  for (const [name, bytes] of Object.entries(models)) {
    const time = async (fn) => {
      const samples = [];
      for (let i = 0; i < 10; i++) {
        const started = process.hrtime.bigint();
        await fn();
        samples.push(Number(process.hrtime.bigint() - started) / 1e6);
      }
      return +samples.sort((a, b) => a - b)[5].toFixed(2);
    };
    const result = await checkModel(bytes);
    if (!result.ok) throw new Error(`${name} refused: ${result.reason}`);
    rows[name] = {
      kB: +(bytes.length / 1024).toFixed(1),
      'check ms (median)': await time(() => checkModel(bytes)),
      'in the worker ms (median)': await time(() => checker.check(bytes)),
      'sha256 ms (baseline)': await time(() => createHash('sha256').update(bytes).digest()),
    };
  }
  await checker.close();
  console.log('\nAvatar model checks (glTF-Validator + budgets): on this thread, and through the worker thread the server uses');
  console.table(rows);
}

await callsOn('Visitors counted in-process (empty room)', {}, 1);
const redis = await openRedis(redisUrl);
if (redis) {
  redis.options.maxRetriesPerRequest = 3;
  // The gateway's instant-group key (modules/messaging/instant-groups.ts), filled as joins would.
  const group = `chat:instant:vr-${NUO}-1`;
  await redis
    .multi()
    .sadd(group, ...Array.from({ length: CROWD }, (_, i) => String(1000 + i)))
    .expire(group, 600)
    .exec();
  try {
    await callsOn(`Visitors counted over Redis (${CROWD} in copy 1)`, { REDIS_URL: redisUrl }, 2);
  } finally {
    await redis.del(group);
    await redis.quit();
  }
} else console.log(`\n${redisUrl} does not answer: the Redis half is skipped`);
await modelChecks();
