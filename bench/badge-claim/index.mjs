#!/usr/bin/env node
/**
 * Badge claims under contention on PostgreSQL: 1,000 logged-in users race to claim a
 * badge with a supply of 100, then one with no limit, each user claiming once, `concurrency` at a
 * time. While they race, /healthz is sampled; first it is sampled alone (the baseline, same run).
 * Prints claim attempts per second, p50/p99 of a claim, /healthz p99 alone and under the race, the
 * same users reading their badges (GET /api/v3/badges/mine: token check and one query), the CPU
 * time per claim of the server process, of its PostgreSQL backends and of this load generator
 * (they share the machine's cores), and the oversell count read back from the database (claims
 * beyond the supply, a person holding two, or a serial out of 1..n) — which must be 0.
 *
 * Next to the app, in alternating rounds of the same run:
 *   - a bare peer (peer.mjs: Fastify + pg, the same envelope, token, session row and ONE named
 *     claim statement): what a claim costs on this machine without the app's framework work;
 *   - BENCH_BASELINE_MAIN=<path to another build's dist/main.js>: that build too (before/after).
 *
 * Usage: npm run build && node bench/badge-claim/index.mjs [rounds=3] [concurrency=64] [users=1000]
 * PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test); a scratch
 * database is created there and dropped afterwards.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { BENCH_API_KEY, insertBenchApiKey } from '../lib/ops-key.mjs';
import { createScratchDatabase, pg } from '../lib/scratch-db.mjs';
import { cpuSeconds, repoRoot, startAppServer, startNode, waitFor } from '../lib/server-process.mjs';

const { signToken } = await import(`${repoRoot}/apps/server/dist/lib/jwt.js`);
const { sealPayload } = await import(`${repoRoot}/packages/protocol/dist/index.js`);

const rounds = Number(process.argv[2] ?? 3);
const concurrency = Number(process.argv[3] ?? 64);
const USERS = Number(process.argv[4] ?? 1000);
const SUPPLY = 100;
const SECRET = 'bench-secret-bench-secret-bench-secret!';

const scratch = await createScratchDatabase();
const scratchName = new URL(scratch.url).pathname.slice(1);
const appEnv = {
  DATABASE_URL: scratch.url,
  DATABASE_POOL_MAX: '20',
  SEED_DEMO: 'false',
  JWT_SECRET: SECRET,
  // Every simulated phone comes from loopback: no per-address cap on connections here.
  MAX_CONNECTIONS_PER_ADDRESS: '0',
};
const servers = { app: await startAppServer(appEnv) };
if (process.env.BENCH_BASELINE_MAIN) {
  // Another build (say the previous commit's dist) on the same database; migrations already ran.
  servers.baseline = await startAppServer(appEnv, { main: process.env.BENCH_BASELINE_MAIN });
}
servers.peer = await startNode(path.join(repoRoot, 'bench/badge-claim/peer.mjs'), {
  DATABASE_URL: scratch.url,
  DATABASE_POOL_MAX: '20',
  JWT_SECRET: SECRET,
});
await waitFor(`${servers.peer.url}/healthz`, 30_000, servers.peer.child);

const db = new pg.Client({ connectionString: scratch.url });
await db.connect();
await insertBenchApiKey(db);
await db.query(
  `insert into users (id, is_guest, phone_e164) select 3000000000000 + n, false, '+86137' || lpad(n::text, 8, '0') from generate_series(1, ${USERS}) n`,
);
await db.query(
  `insert into sessions (id, user_id, kind, expires_at) select 'claim-' || n, 3000000000000 + n, 'phone', now() + interval '1 day' from generate_series(1, ${USERS}) n`,
);
await db.query('analyze');
const iat = Math.floor(Date.now() / 1000);
const tokens = await Promise.all(
  Array.from({ length: USERS }, (_, i) =>
    signToken({ sub: String(3000000000001 + i), sid: `claim-${i + 1}`, iat, exp: iat + 86400 }, SECRET),
  ),
);

async function createEvent(slug, supply) {
  const res = await fetch(`${servers.app.url}/api/admin/badges/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${BENCH_API_KEY}` },
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

/** cpuSeconds, but 0 once the process is gone (a backend may leave the pool mid-run). */
function cpuSecondsOrZero(pid) {
  try {
    return cpuSeconds(pid);
  } catch {
    return 0;
  }
}

/** CPU seconds of every PostgreSQL backend connected to the scratch database (the servers' pools). */
async function postgresSeconds() {
  const { rows } = await db.query('select pid from pg_stat_activity where datname = $1', [scratchName]);
  return new Map(rows.map((r) => [r.pid, cpuSecondsOrZero(r.pid)]));
}
function postgresDelta(before, after) {
  let total = 0;
  for (const [pid, seconds] of after) total += seconds - (before.get(pid) ?? 0);
  return total;
}

/** Samples /healthz back to back until `until` resolves; answers the latencies. */
async function sampleHealthz(url, until) {
  const ms = [];
  let done = false;
  until.then(() => (done = true));
  while (!done) {
    const start = performance.now();
    const res = await fetch(`${url}/healthz`);
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
async function race(server, slug, read = false) {
  const body = JSON.stringify(sealPayload({ event: slug }));
  let next = 0;
  let last = 0;
  const outcomes = {};
  const pgBefore = await postgresSeconds();
  const serverBefore = cpuSecondsOrZero(server.child.pid);
  const selfBefore = process.cpuUsage();
  const started = performance.now();
  const work = autocannon({
    // `read`: the same users each read their badges (token check + one query).
    url: read ? `${server.url}/api/v3/badges/mine` : `${server.url}/api/v3/badges/claim`,
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
  const healthz = sampleHealthz(server.url, work);
  const result = await work;
  // From the first request to the last answer (autocannon itself resolves on its next 1 s tick).
  const seconds = (last - started) / 1000;
  const self = process.cpuUsage(selfBefore);
  const cpu = {
    server: ((cpuSecondsOrZero(server.child.pid) - serverBefore) * 1000) / USERS,
    postgres: (postgresDelta(pgBefore, await postgresSeconds()) * 1000) / USERS,
    // Includes the 1 s tail autocannon waits before resolving, idle, and the /healthz sampling.
    client: (self.user + self.system) / 1000 / USERS,
  };
  return { seconds, p50: result.latency.p50, p99: result.latency.p99, outcomes, cpu, healthz: await healthz };
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

/** The peer must answer what the app answers: same envelope, same fields, same refusal. */
async function sameShape() {
  const claim = async (server, slug, token) =>
    (
      await fetch(`${server.url}/api/v3/badges/claim`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', channel: 'BROWSER', language: 'EN', authorization: `Bearer ${token}` },
        body: JSON.stringify(sealPayload({ event: slug })),
      })
    ).json();
  await createEvent('shape-app', 1);
  await createEvent('shape-peer', 1);
  const shape = (answer) => JSON.stringify({ ...answer, data: answer.data && Object.keys(answer.data), errmsg: undefined });
  const pairs = [
    [await claim(servers.app, 'shape-app', tokens[0]), await claim(servers.peer, 'shape-peer', tokens[0])],
    [await claim(servers.app, 'shape-app', tokens[1]), await claim(servers.peer, 'shape-peer', tokens[1])],
    [await claim(servers.app, 'shape-app', tokens[0]), await claim(servers.peer, 'shape-peer', tokens[0])],
  ];
  for (const [a, p] of pairs) {
    if (shape(a) !== shape(p))
      throw new Error(`the peer answers differently:\n  app  ${JSON.stringify(a)}\n  peer ${JSON.stringify(p)}`);
  }
  const [first] = pairs[0];
  if (first.data?.serial !== 1 || first.data.name !== 'Badge')
    throw new Error(`unexpected claim answer ${JSON.stringify(first)}`);
}
await sameShape();

// A warm-up race per server (JIT, pools, prepared statements), not counted.
for (const [who, server] of Object.entries(servers)) {
  await createEvent(`warm-${who}`, SUPPLY);
  await race(server, `warm-${who}`);
}

// /healthz alone first: the baseline of the same run.
const alone = await sampleHealthz(servers.app.url, new Promise((r) => setTimeout(r, 3000)));

const report = [];
const names = Object.keys(servers);
for (let round = 0; round < rounds; round += 1) {
  // Alternating order, so a machine that gets busier during the run favours none of them.
  const order = round % 2 === 0 ? names : [...names].reverse();
  for (const who of order) {
    for (const [kind, supply] of [
      ['supply 100', SUPPLY],
      ['unlimited', null],
    ]) {
      const slug = `bench-${who}-${round}-${supply ?? 'open'}`;
      await createEvent(slug, supply);
      const result = await race(servers[who], slug);
      report.push({ who, kind, round, ...result, oversell: await oversell(slug, supply) });
    }
    if (who !== 'peer') report.push({ who, kind: 'read mine', round, ...(await race(servers[who], 'none', true)), oversell: 0 });
  }
}
const load = fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
await db.end();
for (const server of Object.values(servers)) await server.stop();
await scratch.drop();

const fmt = (n) => n.toFixed(1);
const labels = {
  peer: 'peer (bare Fastify + pg)',
  app: 'app (this build)',
  baseline: `baseline (${process.env.BENCH_BASELINE_MAIN})`,
};
console.log(`badge claims on PostgreSQL: ${USERS} users, ${concurrency} at a time, ${rounds} alternating rounds (pool 20)`);
console.log(`load average at the end: ${load} (2 cores shared with other work)`);
console.log(
  `/healthz alone: p50 ${fmt(percentile(alone, 50))} ms, p99 ${fmt(percentile(alone, 99))} ms (${alone.length} samples)`,
);
const means = {};
for (const who of names) {
  console.log(`\n${labels[who]}`);
  for (const kind of ['supply 100', 'unlimited', 'read mine']) {
    const runs = report.filter((r) => r.who === who && r.kind === kind);
    if (runs.length === 0) continue;
    const rates = runs.map((r) => USERS / r.seconds);
    const mean = rates.reduce((s, v) => s + v, 0) / rates.length;
    (means[kind] ??= {})[who] = mean;
    const avg = (pick) => runs.reduce((s, r) => s + pick(r), 0) / runs.length;
    const p99 = Math.max(...runs.map((r) => r.p99));
    const healthz = runs.flatMap((r) => r.healthz);
    const outcomes = runs.map((r) => JSON.stringify(r.outcomes)).join(' ');
    console.log(
      `  ${kind.padEnd(10)}: ${fmt(Math.min(...rates))}–${fmt(Math.max(...rates))} ${kind === 'read mine' ? 'reads' : 'claims'}/s ` +
        `(mean ${fmt(mean)}), p99 ${fmt(p99)} ms (worst round); CPU ms per request: server ${avg((r) => r.cpu.server).toFixed(2)}, ` +
        `PostgreSQL ${avg((r) => r.cpu.postgres).toFixed(2)}, load generator ${avg((r) => r.cpu.client).toFixed(2)}; ` +
        `/healthz during: p99 ${fmt(percentile(healthz, 99))} ms; oversell ${runs.reduce((s, r) => s + r.oversell, 0)}; answers by code ${outcomes}`,
    );
  }
}
console.log('');
for (const kind of ['supply 100', 'unlimited']) {
  const m = means[kind];
  const parts = [`app/peer ${(m.app / m.peer).toFixed(2)}`];
  if (m.baseline)
    parts.push(`app/baseline ${(m.app / m.baseline).toFixed(2)}`, `baseline/peer ${(m.baseline / m.peer).toFixed(2)}`);
  console.log(`${kind.padEnd(10)}: ${parts.join(', ')} (mean claims/s; target ≥ 2,000 claims/s)`);
}
const oversold = report.reduce((s, r) => s + r.oversell, 0);
if (oversold !== 0) {
  console.error(`OVERSELL: ${oversold}`);
  process.exitCode = 1;
}
