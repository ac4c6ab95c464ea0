#!/usr/bin/env node
/**
 * Badge claims under contention on PostgreSQL (issue 12): 1,000 logged-in users race to claim a
 * badge with a supply of 100, then one with no limit, each user claiming once, `concurrency` at a
 * time. While they race, /healthz is sampled; first it is sampled alone (the baseline, same run).
 * Prints claim attempts per second, successful claims, p50/p99 of a claim, /healthz p99 alone and
 * under the race, the same users reading their badges (GET /api/v3/badges/mine: token check and
 * one query, the ceiling an authenticated request has on this machine), and the oversell count read back from the database (claims beyond the supply,
 * a person holding two, or a serial out of 1..n) — which must be 0.
 *
 * Usage: npm run build && node bench/badge-claim/index.mjs [rounds=3] [concurrency=64] [users=1000]
 * PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a scratch
 * database is created there and dropped afterwards.
 */
import autocannon from 'autocannon';
import { createScratchDatabase, pg } from '../lib/scratch-db.mjs';
import { repoRoot, startAppServer } from '../lib/server-process.mjs';

const { signToken } = await import(`${repoRoot}/apps/server/dist/lib/jwt.js`);
const { sealPayload } = await import(`${repoRoot}/packages/protocol/dist/index.js`);

const rounds = Number(process.argv[2] ?? 3);
const concurrency = Number(process.argv[3] ?? 64);
const USERS = Number(process.argv[4] ?? 1000);
const SUPPLY = 100;
const SECRET = 'bench-secret-bench-secret-bench-secret!';
const ADMIN = 'bench-admin-token-0123456789abcdef';

const scratch = await createScratchDatabase();
const app = await startAppServer({
  DATABASE_URL: scratch.url,
  DATABASE_POOL_MAX: '20',
  SEED_DEMO: 'false',
  JWT_SECRET: SECRET,
  ADMIN_TOKEN: ADMIN,
  // Every simulated phone comes from loopback: no per-address cap on connections here.
  MAX_CONNECTIONS_PER_ADDRESS: '0',
});
const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
await db.query(
  `insert into users (id, is_guest, phone_e164) select 3000000000000 + n, false, '+86137' || lpad(n::text, 8, '0') from generate_series(1, ${USERS}) n`,
);
await db.query(
  `insert into sessions (id, user_id, kind, expires_at) select 'claim-' || n, 3000000000000 + n, 'phone', now() + interval '1 day' from generate_series(1, ${USERS}) n`,
);
const iat = Math.floor(Date.now() / 1000);
const tokens = await Promise.all(
  Array.from({ length: USERS }, (_, i) =>
    signToken({ sub: String(3000000000001 + i), sid: `claim-${i + 1}`, iat, exp: iat + 86400 }, SECRET),
  ),
);

async function createEvent(slug, supply) {
  const res = await fetch(`${app.url}/api/admin/badges/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
    body: JSON.stringify({
      slug,
      name: { 'zh-CN': '徽章', 'zh-TW': '徽章', 'en-US': 'Badge' },
      story: { 'zh-CN': '故事', 'zh-TW': '故事', 'en-US': 'Story' },
      benefits: { 'zh-CN': '权益', 'zh-TW': '權益', 'en-US': 'Benefit' },
      artwork: '/images/pages/yuanxiao/badge.svg',
      supply,
      opensAt: new Date(Date.now() - 3600_000).toISOString(),
      methods: ['app'],
    }),
  });
  const json = await res.json();
  if (json.result !== 1) throw new Error(`create ${slug}: ${JSON.stringify(json)}`);
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};

/** Samples /healthz back to back until `until` resolves; answers the latencies. */
async function sampleHealthz(until) {
  const ms = [];
  let done = false;
  until.then(() => (done = true));
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${app.url}/healthz`);
    await res.arrayBuffer();
    ms.push(performance.now() - start);
  }
  return ms;
}

/**
 * Every user claims once: autocannon sends exactly USERS requests over `concurrency` connections,
 * each with the next user's token (its client costs far less CPU than fetch, and on 2 cores the
 * client shares the machine with the server and PostgreSQL).
 */
async function race(slug, read = false) {
  const body = JSON.stringify(sealPayload({ event: slug }));
  let next = 0;
  let last = 0;
  const outcomes = {};
  const started = performance.now();
  const work = autocannon({
    // `read`: the same users each read their badges (token check + one query): the machine's
    // ceiling for an authenticated request, to read the claim figure against.
    url: read ? `${app.url}/api/v3/badges/mine` : `${app.url}/api/v3/badges/claim`,
    method: read ? 'GET' : 'POST',
    connections: concurrency,
    amount: USERS,
    headers: { 'content-type': 'application/json', channel: 'BROWSER', language: 'EN' },
    body: read ? undefined : body,
    requests: [
      {
        setupRequest: (req) => ({ ...req, headers: { ...req.headers, authorization: `Bearer ${tokens[next++ % USERS]}` } }),
        onResponse: (_status, resBody) => {
          last = performance.now();
          const code = /"code":(\d+)/.exec(String(resBody))?.[1] ?? 'unparsed';
          outcomes[code] = (outcomes[code] ?? 0) + 1;
        },
      },
    ],
  });
  const healthz = sampleHealthz(work);
  const result = await work;
  // From the first request to the last answer (autocannon itself resolves on its next 1 s tick).
  const seconds = (last - started) / 1000;
  return { seconds, p50: result.latency.p50, p99: result.latency.p99, outcomes, healthz: await healthz };
}

async function oversell(slug, supply) {
  const { rows } = await db.query(
    `select count(*)::int as claims, count(distinct c.user_id)::int as people, coalesce(max(c.serial), 0)::int as top,
            min(e.claimed_count)::int as counted
     from badge_events e left join badge_claims c on c.event_id = e.id where e.slug = $1`,
    [slug],
  );
  const { claims, people, top, counted } = rows[0];
  const beyondSupply = supply === null ? 0 : Math.max(0, claims - supply);
  return beyondSupply + (claims - people) + Math.abs(top - claims) + Math.abs(counted - claims);
}

// /healthz alone first: the baseline of the same run.
const alone = await sampleHealthz(new Promise((r) => setTimeout(r, 3000)));

const report = [];
for (let round = 0; round < rounds; round += 1) {
  for (const [kind, supply] of [
    ['supply 100', SUPPLY],
    ['unlimited', null],
  ]) {
    const slug = `bench-${round}-${supply ?? 'open'}`;
    await createEvent(slug, supply);
    const result = await race(slug);
    report.push({ kind, round, ...result, oversell: await oversell(slug, supply) });
  }
  report.push({ kind: 'read mine', round, ...(await race('none', true)), oversell: 0 });
}
await db.end();
await app.stop();
await scratch.drop();

const fmt = (n) => n.toFixed(1);
console.log(`badge claims on PostgreSQL: ${USERS} users, ${concurrency} at a time, ${rounds} rounds (pool 20)`);
console.log(
  `/healthz alone: p50 ${fmt(percentile(alone, 50))} ms, p99 ${fmt(percentile(alone, 99))} ms (${alone.length} samples)`,
);
for (const kind of ['supply 100', 'unlimited', 'read mine']) {
  const runs = report.filter((r) => r.kind === kind);
  const attempts = runs.map((r) => USERS / r.seconds);
  const p50 = Math.max(...runs.map((r) => r.p50));
  const p99 = Math.max(...runs.map((r) => r.p99));
  const healthz = runs.flatMap((r) => r.healthz);
  const outcomes = runs.map((r) => JSON.stringify(r.outcomes)).join(' ');
  console.log(
    `${kind.padEnd(10)}: ${fmt(Math.min(...attempts))}–${fmt(Math.max(...attempts))} ${kind === 'read mine' ? 'reads' : 'claims'}/s ` +
      `(mean ${fmt(attempts.reduce((s, v) => s + v, 0) / attempts.length)}), p50 ${fmt(p50)} ms, ` +
      `p99 ${fmt(p99)} ms (worst round); /healthz during: p99 ${fmt(percentile(healthz, 99))} ms; ` +
      `oversell ${runs.reduce((s, r) => s + r.oversell, 0)}; answers by code ${outcomes}`,
  );
}
