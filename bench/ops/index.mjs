#!/usr/bin/env node
/**
 * The console's CSV issue on PostgreSQL (docs/operator-console.md, "Coupons"): 100,000 members
 * named by phone in one CSV, previewed (nothing written) and committed in one audited operation,
 * while members' coupon lists are loaded with wrk. Prints the preview's and the commit's times,
 * a retried commit (same batch id: nothing issued again), and the list's p99 idle and during the
 * commit side by side. The list is measured in back-to-back windows of WINDOW seconds (the same
 * for idle and during) and each side reports the worst window's p99 and the median window's.
 *
 * Two loads, each with a commit of its own (a template each, the same 100,000 members):
 * - steady, the target's: each connection pauses between requests so that the members ask for
 *   about half of what the server can answer (measured in the same run). A p99 is a latency only
 *   below capacity; at capacity it is mostly the queue, which any other work lengthens.
 * - saturated, for reference: as many requests as the server takes, as bench/ops measured before;
 *   what the commit costs members there shows in req/s as much as in p99.
 *
 * Usage: npm run build && node bench/ops/index.mjs [connections=10]
 * PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a scratch
 * database is created there and dropped afterwards.
 */
import { randomUUID } from 'node:crypto';
import { createScratchDatabase, pg } from '../lib/scratch-db.mjs';
import { median } from '../lib/measure.mjs';
import { BENCH_API_KEY, insertBenchApiKey } from '../lib/ops-key.mjs';
import { repoRoot, startAppServer } from '../lib/server-process.mjs';
import { requireWrk, runWrk } from '../lib/wrk.mjs';

const { signToken } = await import(`${repoRoot}/apps/server/dist/lib/jwt.js`);

const connections = Number(process.argv[2] ?? 10);
const MEMBERS = 100_000;
/** Members whose lists are loaded, each holding PER_READER coupons of another template. */
const READERS = 1_000;
const PER_READER = 20;
const WINDOW = 2;
const IDLE_WINDOWS = 8;
const SECRET = 'bench-secret-bench-secret-bench-secret!';
const LIST = '/h5/world/coupon/list?status=all';
const phoneOf = (n) => `139${String(n).padStart(8, '0')}`;

const SEED = [
  `insert into coupon_templates (slug, brand_name, coupon_name, type, discord_value, use_condition, valid_until, use_rule, stock, issued)
   values ('bench-held', 'Haocha', 'Tea coupon', 'DECUCTION', '20', '', '2030-12-31', '', ${READERS * PER_READER}, ${READERS * PER_READER}),
          ('bench-csv-steady', 'Haocha', 'Console coupon', 'DECUCTION', '10', '', '2030-12-31', '', ${MEMBERS}, 0),
          ('bench-csv-saturated', 'Haocha', 'Console coupon', 'DECUCTION', '10', '', '2030-12-31', '', ${MEMBERS}, 0)`,
  `insert into users (id, is_guest, phone_e164) select 1000000000000 + n, false, '+86' || '139' || lpad(n::text, 8, '0') from generate_series(1, ${MEMBERS}) n`,
  `insert into sessions (id, user_id, kind, expires_at) select 'bench-' || n, 1000000000000 + n, 'phone', now() + interval '1 day' from generate_series(1, ${READERS}) n`,
  `insert into customer_coupons (id, template_id, user_id, coupon_code, status, issued_at, status_changed_at)
   select 2000000000000 + n, (select id from coupon_templates where slug = 'bench-held'), 1000000000001 + (n % ${READERS}),
          upper(substr(md5(n::text), 1, 16)), 'unused', timestamptz '2026-11-01 00:00:00+00' - (n || ' seconds')::interval,
          timestamptz '2026-11-01 00:00:00+00'
   from generate_series(1, ${READERS * PER_READER}) n`,
  'analyze',
];

const now = Math.floor(Date.now() / 1000);
const bearers = await Promise.all(
  Array.from(
    { length: READERS },
    async (_, i) =>
      `Bearer ${await signToken({ sub: String(1000000000001 + i), sid: `bench-${i + 1}`, iat: now, exp: now + 86400 }, SECRET)}`,
  ),
);

async function admin(server, path, body) {
  const started = performance.now();
  const res = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_API_KEY}`, language: 'EN' },
    body: JSON.stringify(body),
  });
  const json = await res.json();
  if (json.result !== 1) throw new Error(`${path}: ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
  return { data: json.data, seconds: (performance.now() - started) / 1000 };
}

const listWindow = (server, pauseMs, seconds = WINDOW) =>
  runWrk({
    url: `${server.url}${LIST}`,
    connections,
    seconds,
    headers: { language: 'EN', channel: 'BROWSER' },
    rotate: { header: 'authorization', values: bearers },
    pauseMs,
  });

/** List windows back to back until `done` settles (at least one). */
async function windowsUntil(server, pauseMs, done) {
  let finished = false;
  void done.finally(() => (finished = true)).catch(() => undefined);
  const windows = [];
  do windows.push(await listWindow(server, pauseMs));
  while (!finished);
  return windows;
}

/** Idle windows under one load, then a commit of `templateId` with windows under the same load beside it. */
async function commitUnderLoad(server, pauseMs, templateId, csv) {
  const idle = [];
  for (let i = 0; i < IDLE_WINDOWS; i += 1) idle.push(await listWindow(server, pauseMs));
  const batchId = randomUUID();
  const commit = admin(server, '/api/admin/coupons/issue-csv', { templateId, csv, batchId });
  const during = await windowsUntil(server, pauseMs, commit);
  const committed = await commit;
  if (committed.data.issued !== MEMBERS) throw new Error(`commit: ${JSON.stringify(committed.data).slice(0, 300)}`);
  return { idle, during, committed, batchId };
}

requireWrk();
const scratch = await createScratchDatabase();
const app = await startAppServer({
  DATABASE_URL: scratch.url,
  DATABASE_POOL_MAX: '20',
  SEED_DEMO: 'false',
  JWT_SECRET: SECRET,
});
try {
  const db = new pg.Client({ connectionString: scratch.url });
  await db.connect();
  await insertBenchApiKey(db);
  const seedStart = Date.now();
  for (const statement of SEED) await db.query(statement);
  const seedSeconds = (Date.now() - seedStart) / 1000;
  const { rows: templates } = await db.query(`select id, slug from coupon_templates where slug like 'bench-csv-%'`);
  const templateOf = (slug) => templates.find((t) => t.slug === slug).id;
  const csv = `phone\n${Array.from({ length: MEMBERS }, (_, i) => phoneOf(i + 1)).join('\n')}\n`;

  // Warm-up (JIT, connections, plans), then a window at capacity, which sets the steady load's pause:
  // each connection asks once per 2 × connections / capacity seconds, about half of what the server answers.
  await listWindow(app, 0, 3);
  const warm = await listWindow(app, 0);
  const pauseMs = Math.max(1, Math.round((2000 * connections) / warm.rps));

  const preview = await admin(app, '/api/admin/coupons/issue-csv/preview', { templateId: templateOf('bench-csv-steady'), csv });
  if (preview.data.issuable !== MEMBERS) throw new Error(`preview: ${JSON.stringify(preview.data).slice(0, 300)}`);

  const steady = await commitUnderLoad(app, pauseMs, templateOf('bench-csv-steady'), csv);
  const retry = await admin(app, '/api/admin/coupons/issue-csv', {
    templateId: templateOf('bench-csv-steady'),
    csv,
    batchId: steady.batchId,
  });
  const saturated = await commitUnderLoad(app, 0, templateOf('bench-csv-saturated'), csv);
  const {
    rows: [{ n: held }],
  } = await db.query(`select count(*)::int as n from customer_coupons where template_id = $1`, [templateOf('bench-csv-steady')]);
  await db.end();
  if (!retry.data.replayed || held !== MEMBERS) throw new Error(`retry issued again: ${held} coupons`);

  const side = (windows) => ({
    worst: Math.max(...windows.map((w) => w.p99Ms)),
    median: median(windows.map((w) => w.p99Ms)),
    rps: windows.reduce((s, w) => s + w.requests, 0) / (windows.length * WINDOW),
    n: windows.length,
    failed: windows.reduce((s, w) => s + w.failed, 0),
  });
  const ms = (v) => `${v.toFixed(1).padStart(7)} ms`;
  const report = (title, { idle, during, committed }, target) => {
    const [i, d] = [side(idle), side(during)];
    console.log(title);
    console.log(
      `  commit: ${MEMBERS.toLocaleString('en-US')} coupons issued   ${committed.seconds.toFixed(2)} s   (target ≤ 60 s)`,
    );
    console.log(
      `                          idle (${String(i.n).padStart(2)} windows)   during commit (${String(d.n).padStart(2)} windows)`,
    );
    console.log(
      `  p99, worst window      ${ms(i.worst)}          ${ms(d.worst)}      ratio ${(d.worst / i.worst).toFixed(2)}${target ? ' (target ≤ 2)' : ''}`,
    );
    console.log(
      `  p99, median window     ${ms(i.median)}          ${ms(d.median)}      ratio ${(d.median / i.median).toFixed(2)}${target ? ' (target ≤ 2)' : ''}`,
    );
    console.log(`  req/s                  ${i.rps.toFixed(0).padStart(7)}             ${d.rps.toFixed(0).padStart(7)}`);
    // Which part of the commit a slow window falls in (reading the file, the lookups, the writes, the commit).
    console.log(`  p99 per window during, in order (ms): ${during.map((w) => w.p99Ms.toFixed(0)).join(' ')}`);
    console.log(`  failed requests        ${i.failed + d.failed}`);
  };
  console.log(
    `${MEMBERS.toLocaleString('en-US')} members by phone in one CSV (${(csv.length / 1e6).toFixed(2)} MB); PostgreSQL seeded in ${seedSeconds.toFixed(1)} s`,
  );
  console.log(`preview (writes nothing)            ${preview.seconds.toFixed(2)} s`);
  console.log(
    `retried commit, same batch id       ${retry.seconds.toFixed(2)} s   replayed, ${held.toLocaleString('en-US')} coupons in all`,
  );
  console.log(
    `coupon list: ${READERS} members, wrk ${connections} connections, ${WINDOW} s windows; capacity after warm-up ${warm.rps.toFixed(0)} req/s`,
  );
  report(`steady load, the target's (each connection pauses ${pauseMs} ms: about half the capacity)`, steady, true);
  report('saturated, for reference (as many requests as the server answers)', saturated, false);
} finally {
  await app.stop();
  await scratch.drop();
}
