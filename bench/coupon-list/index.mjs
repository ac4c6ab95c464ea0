#!/usr/bin/env node
/**
 * Authenticated coupon-list requests per second and p99 on PostgreSQL with 10,000 users × 20
 * coupons, next to GET /healthz on the same server in the same run, and their ratio. Each request
 * is a different user (tokens rotate), so every page comes from the database.
 *
 * Usage: npm run build && node bench/coupon-list/index.mjs [seconds=10] [connections=50]
 * PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a scratch
 * database is created there and dropped afterwards.
 */
import autocannon from 'autocannon';
import { createScratchDatabase, pg } from '../lib/scratch-db.mjs';
import { repoRoot, startAppServer } from '../lib/server-process.mjs';

// Tokens signed exactly as the server signs them (its own build).
const { signToken } = await import(`${repoRoot}/apps/server/dist/lib/jwt.js`);

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const USERS = 10_000;
const PER_USER = 20;
const SECRET = 'bench-secret-bench-secret-bench-secret!';
const scratch = await createScratchDatabase();
const server = await startAppServer({ DATABASE_URL: scratch.url, DATABASE_POOL_MAX: '20', SEED_DEMO: 'false', JWT_SECRET: SECRET });

// Seed straight into the migrated schema: one template, 10k users with a session each, 200k coupons.
const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
const seedStart = Date.now();
await db.query(`insert into coupon_templates (slug, brand_name, coupon_name, type, discord_value, use_condition, valid_until, use_rule, stock, issued)
  values ('bench', 'Haocha', 'Tea coupon', 'DECUCTION', '20', 'Orders over 39', '2030-12-31', '<p>Show the code.</p>', ${USERS * PER_USER}, ${USERS * PER_USER})`);
await db.query(`insert into users (id, is_guest, phone_e164) select 1000000000000 + n, false, '+86139' || lpad(n::text, 8, '0') from generate_series(1, ${USERS}) n`);
await db.query(`insert into sessions (id, user_id, kind, expires_at) select 'bench-' || n, 1000000000000 + n, 'phone', now() + interval '1 day' from generate_series(1, ${USERS}) n`);
await db.query(`insert into customer_coupons (id, template_id, user_id, coupon_code, status, issued_at, status_changed_at)
  select 2000000000000 + n, (select id from coupon_templates where slug = 'bench'), 1000000000000 + 1 + (n % ${USERS}),
         upper(substr(md5(n::text || random()::text), 1, 16)),
         (array['unused','unused','used','voided'])[1 + n % 4], now() - (n || ' seconds')::interval, now()
  from generate_series(1, ${USERS * PER_USER}) n`);
await db.query('analyze');
await db.end();
const seedSeconds = ((Date.now() - seedStart) / 1000).toFixed(1);

const now = Math.floor(Date.now() / 1000);
const tokens = Array.from({ length: USERS }, (_, i) => signToken({ sub: String(1000000000001 + i), sid: `bench-${i + 1}`, iat: now, exp: now + 86400 }, SECRET));

// Sanity check before loading: a real page of 20 coupons.
const probe = await fetch(`${server.url}/h5/world/coupon/list?status=all`, { headers: { authorization: `Bearer ${tokens[0]}`, language: 'EN', channel: 'BROWSER' } });
const probeBody = await probe.json();
if (probeBody.result !== 1 || probeBody.data.content.length !== PER_USER) throw new Error(`unexpected list answer: ${JSON.stringify(probeBody).slice(0, 300)}`);

async function load(path, rotateTokens) {
  let i = 0;
  const options = {
    url: `${server.url}${path}`,
    connections,
    duration: seconds,
    headers: { language: 'EN', channel: 'BROWSER' },
    ...(rotateTokens ? { requests: [{ setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[i++ % tokens.length]}` } }) }] } : {}),
  };
  await autocannon({ ...options, duration: 2 });
  const result = await autocannon(options);
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99 };
}

const health = await load('/healthz', false);
const list = await load('/h5/world/coupon/list?status=all', true);
await server.stop();
await scratch.drop();

const fmt = (n) => Math.round(n).toLocaleString('en-US');
console.log(`PostgreSQL, ${USERS.toLocaleString('en-US')} users × ${PER_USER} coupons (seeded in ${seedSeconds} s); autocannon ${connections} connections, ${seconds} s each`);
console.log(`GET /healthz                      ${fmt(health.rps).padStart(8)} req/s   p99 ${health.p99} ms`);
console.log(`GET /h5/world/coupon/list (auth)  ${fmt(list.rps).padStart(8)} req/s   p99 ${list.p99} ms`);
console.log(`ratio list/healthz                ${(list.rps / health.rps).toFixed(3)}`);
