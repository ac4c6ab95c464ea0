#!/usr/bin/env node
/**
 * The authenticated coupon list (GET /h5/world/coupon/list?status=all) with 10,000 users × 20
 * coupons, each request a different user (tokens rotate, so pages come from the database):
 *   1. on PostgreSQL, the app next to a bare Fastify + `pg` peer doing the same work (peer.mjs:
 *      token check, session row, page and total as named prepared statements), in alternating
 *      rounds; the answers are checked byte for byte before anything is measured;
 *   2. the app on the embedded default (PGlite under DATA_DIR, same data) next to PostgreSQL.
 * Prints req/s, p50, p99 and the server process's CPU time per request, and the ratios. The load comes
 * from wrk on one thread (bench/lib/wrk.mjs says why not autocannon).
 *
 * Usage: npm run build && node bench/coupon-list/index.mjs [seconds=10] [connections=50] [rounds=2]
 * PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a scratch
 * database is created there and dropped afterwards. BENCH_SERVER_MAIN measures another build.
 * BENCH_EMBEDDED_BASELINE_MAIN (another build's apps/server/dist/main.js) also runs that build
 * embedded, on its own DATA_DIR holding the same rows, in rounds alternating with this one: a
 * before/after of the embedded engine measured side by side on a machine whose load drifts.
 * BENCH_POSTGRES_BASELINE_MAIN does the same on PostgreSQL: that build runs on the same scratch
 * database, in rounds alternating with this one and the peer.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createScratchDatabase, pg } from '../lib/scratch-db.mjs';
import { measureServer } from '../lib/measure.mjs';
import { repoRoot, startAppServer, startNode, waitFor } from '../lib/server-process.mjs';
import { requireWrk } from '../lib/wrk.mjs';

// Tokens signed exactly as the server signs them (its own build).
const { signToken } = await import(`${repoRoot}/apps/server/dist/lib/jwt.js`);

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 50);
const rounds = Number(process.argv[4] ?? 2);
const USERS = 10_000;
const PER_USER = 20;
/** User 1 holds this many more, so the answers are also compared on cursor pages. */
const EXTRA_FOR_FIRST = 30;
const SECRET = 'bench-secret-bench-secret-bench-secret!';
const LIST = '/h5/world/coupon/list?status=all';

// Deterministic rows (codes, times), so PostgreSQL and the embedded database hold the same data.
const SEED = [
  // English texts given (the same strings), so the app's English answer lists nothing as untranslated.
  `insert into coupon_templates (slug, brand_name, coupon_name, type, discord_value, use_condition, valid_until, use_rule, stock, issued, translations)
   values ('bench', 'Haocha', 'Tea coupon', 'DECUCTION', '20', 'Orders over 39', '2030-12-31', '<p>Show the code.</p>', ${USERS * PER_USER + EXTRA_FOR_FIRST}, ${USERS * PER_USER + EXTRA_FOR_FIRST},
           '{"en-US":{"brandName":"Haocha","couponName":"Tea coupon","discordValue":"20","useCondition":"Orders over 39","useRule":"<p>Show the code.</p>"}}')`,
  `insert into users (id, is_guest, phone_e164) select 1000000000000 + n, false, '+86139' || lpad(n::text, 8, '0') from generate_series(1, ${USERS}) n`,
  `insert into sessions (id, user_id, kind, expires_at) select 'bench-' || n, 1000000000000 + n, 'phone', now() + interval '1 day' from generate_series(1, ${USERS}) n`,
  `insert into customer_coupons (id, template_id, user_id, coupon_code, status, issued_at, status_changed_at)
   select 2000000000000 + n, (select id from coupon_templates where slug = 'bench'),
          case when n > ${USERS * PER_USER} then 1000000000001 else 1000000000000 + 1 + (n % ${USERS}) end,
          upper(substr(md5(n::text), 1, 16)), (array['unused','unused','used','voided'])[1 + n % 4],
          timestamptz '2026-11-01 00:00:00+00' - (n || ' seconds')::interval, timestamptz '2026-11-01 00:00:00+00'
   from generate_series(1, ${USERS * PER_USER + EXTRA_FOR_FIRST}) n`,
  'analyze',
];

const now = Math.floor(Date.now() / 1000);
const tokens = await Promise.all(
  Array.from({ length: USERS }, (_, i) =>
    signToken({ sub: String(1000000000001 + i), sid: `bench-${i + 1}`, iat: now, exp: now + 86400 }, SECRET),
  ),
);
const headersFor = (token) => ({ authorization: `Bearer ${token}`, language: 'EN', channel: 'BROWSER' });

const bearers = tokens.map((token) => `Bearer ${token}`);

async function load(server) {
  const result = await measureServer(server, {
    path: LIST,
    connections,
    seconds,
    headers: { language: 'EN', channel: 'BROWSER' },
    rotate: { header: 'authorization', values: bearers },
    // JIT, connections, and PostgreSQL's per-backend caches and plans (every server's first round
    // was slower with 2 s: p99 42–53 ms against 23–35 ms in later rounds, the peer's too).
    warmUpSeconds: 5,
  });
  return { rps: result.rps, p50: result.p50Ms, p99: result.p99Ms, cpuMsPerRequest: result.cpuUs / 1000 };
}

/** A page as bytes; a 503 (shed while a freshly started server is still busy) is asked again. */
async function page(url, token) {
  for (let attempt = 1; ; attempt += 1) {
    const res = await fetch(url, { headers: headersFor(token) });
    if (res.status !== 503 || attempt === 10) return res.text();
    await res.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/** The first pages of a few users and every page of user 1, as bytes. */
async function answers(server) {
  const bodies = [];
  for (const token of tokens.slice(0, 5)) bodies.push(await page(`${server.url}${LIST}`, token));
  let next = JSON.parse(bodies[0]).data?.next;
  while (next) {
    const body = await page(`${server.url}${LIST}&cursor=${next}`, tokens[0]);
    bodies.push(body);
    next = JSON.parse(body).data.next;
  }
  return bodies;
}

function sameAnswers(label, expected, actual) {
  const page = JSON.parse(expected[0]);
  if (page.result !== 1 || page.data.content.length !== PER_USER || expected.length !== 7)
    throw new Error(`unexpected list answer: ${expected[0].slice(0, 300)}`);
  const differs = expected.findIndex((body, i) => body !== actual[i]);
  if (differs !== -1 || expected.length !== actual.length) {
    const [a = '', b = ''] = [expected[differs], actual[differs]];
    let at = 0;
    while (at < a.length && a[at] === b[at]) at += 1;
    const from = Math.max(0, at - 120);
    throw new Error(
      `${label} answers differ (answer ${differs}, from character ${at}):\n  ${a.slice(from, at + 200)}\n  ${b.slice(from, at + 200)}`,
    );
  }
}

const mean = (results) => ({
  rps: results.reduce((s, r) => s + r.rps, 0) / results.length,
  p50: Math.max(...results.map((r) => r.p50)),
  p99: Math.max(...results.map((r) => r.p99)),
  cpuMsPerRequest: results.reduce((s, r) => s + r.cpuMsPerRequest, 0) / results.length,
});

requireWrk();
const scratch = await createScratchDatabase();
const seedStart = Date.now();
const app = await startAppServer({ DATABASE_URL: scratch.url, DATABASE_POOL_MAX: '20', SEED_DEMO: 'false', JWT_SECRET: SECRET });
const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
for (const statement of SEED) await db.query(statement);
await db.end();
const seedSeconds = ((Date.now() - seedStart) / 1000).toFixed(1);
const peer = await startNode(path.join(repoRoot, 'bench/coupon-list/peer.mjs'), {
  DATABASE_URL: scratch.url,
  DATABASE_POOL_MAX: '20',
  JWT_SECRET: SECRET,
});
await waitFor(`${peer.url}/healthz`, 30_000, peer.child);

const postgresBaselineMain = process.env.BENCH_POSTGRES_BASELINE_MAIN;
const appBaseline = postgresBaselineMain
  ? await startAppServer(
      { DATABASE_URL: scratch.url, DATABASE_POOL_MAX: '20', SEED_DEMO: 'false', JWT_SECRET: SECRET },
      { main: path.resolve(postgresBaselineMain) },
    )
  : null;

const peerAnswers = await answers(peer);
sameAnswers('app (PostgreSQL) and peer', peerAnswers, await answers(app));
if (appBaseline) sameAnswers('baseline build (PostgreSQL) and peer', peerAnswers, await answers(appBaseline));

const results = { peer: [], postgres: [], embedded: [] };
const onPostgres = { peer, postgres: app };
if (appBaseline) {
  onPostgres.postgresBaseline = appBaseline;
  results.postgresBaseline = [];
}
for (let round = 0; round < rounds; round += 1) {
  // Rotate who goes first: the machine's load drifts.
  const who = Object.keys(onPostgres);
  const order = [...who.slice(round % who.length), ...who.slice(0, round % who.length)];
  for (const key of order) results[key].push(await load(onPostgres[key]));
}
await peer.stop();
await app.stop();
await appBaseline?.stop();

/**
 * The embedded default: let a build create and migrate its database, fill it with the same rows
 * while it is stopped, then start it again on that DATA_DIR. The rows go in through the PGlite of
 * that build's own tree: an earlier build may run an earlier engine, which cannot open a newer one's
 * directory.
 */
async function seededDataDir(main) {
  const first = await startAppServer({ SEED_DEMO: 'false', JWT_SECRET: SECRET });
  await first.stop({ keepData: true });
  const engine = await import(pathToFileURL(createRequire(main).resolve('@electric-sql/pglite')).href);
  const PGlite = engine.PGlite ?? engine.default.PGlite;
  const pglite = new PGlite(path.join(first.dataDir, 'pglite'));
  for (const statement of SEED) await pglite.exec(statement);
  await pglite.close();
  return first.dataDir;
}

/** Starts the build at `main` (BENCH_SERVER_MAIN or the current one when unset) on its own seeded DATA_DIR. */
async function startEmbedded(main) {
  const build = main ?? process.env.BENCH_SERVER_MAIN ?? path.join(repoRoot, 'apps/server/dist/main.js');
  const dataDir = await seededDataDir(build);
  const server = await startAppServer({ SEED_DEMO: 'false', JWT_SECRET: SECRET, DATA_DIR: dataDir }, { main: build });
  return {
    ...server,
    stop: async () => {
      await server.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const baselineMain = process.env.BENCH_EMBEDDED_BASELINE_MAIN;
let baseline = null;
if (baselineMain) {
  baseline = await startEmbedded(path.resolve(baselineMain));
  sameAnswers('baseline build (embedded) and peer', peerAnswers, await answers(baseline));
  results.baseline = [];
}
const embedded = await startEmbedded(null);
sameAnswers('app (embedded) and peer', peerAnswers, await answers(embedded));
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 === 0 ? ['embedded', 'baseline'] : ['baseline', 'embedded'];
  for (const who of order) {
    if (who === 'baseline' && !baseline) continue;
    results[who].push(await load(who === 'baseline' ? baseline : embedded));
  }
}
await embedded.stop();
await baseline?.stop();
await scratch.drop();

const fmt = (n) => Math.round(n).toLocaleString('en-US');
const line = (label, r) =>
  `${label.padEnd(36)} ${fmt(r.rps).padStart(7)} req/s   p50 ${r.p50.toFixed(1).padStart(5)} ms   p99 ${r.p99.toFixed(0).padStart(4)} ms   CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request`;
console.log(
  `${USERS.toLocaleString('en-US')} users × ${PER_USER} coupons (PostgreSQL seeded in ${seedSeconds} s); wrk, one thread, ${connections} connections, ${seconds} s, ${rounds} rounds`,
);
console.log(`answers identical (app on PostgreSQL, app embedded, peer): ${peerAnswers.length} pages`);
for (const [label, key] of [
  ['peer: bare Fastify + pg (PostgreSQL)', 'peer'],
  ['app on PostgreSQL', 'postgres'],
  ['baseline build on PostgreSQL', 'postgresBaseline'],
  ['app embedded (DATA_DIR)', 'embedded'],
  ['baseline build embedded', 'baseline'],
]) {
  (results[key] ?? []).forEach((r, i) => console.log(line(`${label} #${i + 1}`, r)));
}
const [p, a, e] = [mean(results.peer), mean(results.postgres), mean(results.embedded)];
console.log(line('mean peer', p));
console.log(line('mean app PostgreSQL', a));
console.log(line('mean app embedded', e));
console.log(`ratio app/peer on PostgreSQL        ${(a.rps / p.rps).toFixed(2)}   (target ≥ 0.8, p99 ≤ 50 ms)`);
console.log(`ratio embedded/PostgreSQL           ${(e.rps / a.rps).toFixed(2)}   (target ≥ 0.5, p99 ≤ 200 ms)`);
if (results.postgresBaseline) {
  const b = mean(results.postgresBaseline);
  console.log(line('mean baseline build PostgreSQL', b));
  console.log(`ratio app/baseline build on PostgreSQL ${(a.rps / b.rps).toFixed(2)}   (same run, rotating rounds)`);
}
if (results.baseline) {
  const b = mean(results.baseline);
  console.log(line('mean baseline build embedded', b));
  console.log(`ratio embedded/baseline build       ${(e.rps / b.rps).toFixed(2)}   (same run, alternating rounds)`);
}
