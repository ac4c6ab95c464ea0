#!/usr/bin/env node
/**
 * The embedded engine's transport alone, without HTTP: the built `startEmbeddedServer` (PGlite in
 * its worker, in memory) and a `pg` pool sized as the app sizes it, running either a list-like
 * named prepared statement (20 rows and a window total per call) or a small transaction (BEGIN,
 * UPDATE, COMMIT), 50 at a time. Prints calls/s and the CPU per call of both threads.
 *
 * BENCH_BASELINE_DIST=<another build's apps/server/dist> with BENCH_BASELINE_POOL=<its pool size>
 * runs that build too, in the same process, in alternating rounds.
 *
 * Usage: npm run build && node bench/coupon-list/embedded-transport.mjs [calls=3000] [list|tx] [rounds=3]
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { repoRoot } from '../lib/server-process.mjs';

const pg = createRequire(`${repoRoot}/apps/server/package.json`)('pg');
const calls = Number(process.argv[2] ?? 3000);
const mode = process.argv[3] ?? 'list';
const rounds = Number(process.argv[4] ?? 3);
const CONCURRENCY = 50;
const POOL_SIZE = 4; // EMBEDDED_POOL_SIZE in apps/server/src/db/client.ts

const builds = [{ label: 'this build', dist: path.join(repoRoot, 'apps/server/dist'), pool: POOL_SIZE }];
if (process.env.BENCH_BASELINE_DIST)
  builds.push({
    label: 'baseline build',
    dist: process.env.BENCH_BASELINE_DIST,
    pool: Number(process.env.BENCH_BASELINE_POOL ?? 1),
  });

for (const build of builds) {
  const { startEmbeddedServer } = await import(path.join(build.dist, 'db/embedded-server.js'));
  build.server = await startEmbeddedServer({
    pgliteDir: null,
    socketDir: null,
    maxConnections: build.pool + 1,
    migrationsFolder: path.join(repoRoot, 'apps/server/drizzle'),
  });
  build.client = new pg.Pool({
    host: build.server.host,
    port: build.server.port,
    user: 'postgres',
    database: 'template1',
    max: build.pool,
  });
  await build.client.query('create table items (id int primary key, owner int not null, label text not null)');
  await build.client.query("insert into items select n, n % 1000, 'label ' || n from generate_series(1, 20000) n");
  await build.client.query('create index on items (owner, id)');
  build.results = [];
}

const LIST = 'select id, label, count(*) over () as total from items where owner = $1 order by id desc limit 20';
async function once(pool, i) {
  if (mode === 'list') return pool.query({ name: 'bench_list', text: LIST, values: [i % 1000] });
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('update items set label = $1 where id = $2', [`w${i}`, 1 + (i % 20000)]);
    await client.query('commit');
  } finally {
    client.release();
  }
}

async function measure(pool) {
  let next = 0;
  const worker = async () => {
    while (next < calls) await once(pool, next++);
  };
  const started = performance.now();
  const cpu = process.cpuUsage();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  const used = process.cpuUsage(cpu);
  return { perSecond: calls / ((performance.now() - started) / 1000), cpuMs: (used.user + used.system) / 1000 / calls };
}

for (let round = 0; round < rounds; round += 1)
  for (const build of round % 2 === 0 ? builds : [...builds].reverse()) build.results.push(await measure(build.client));
for (const build of builds) {
  await build.client.end();
  await build.server.close();
}

const mean = (values) => values.reduce((s, v) => s + v, 0) / values.length;
console.log(
  `${mode === 'list' ? 'prepared list statement' : 'transaction (BEGIN, UPDATE, COMMIT)'}, ${calls} calls, ${CONCURRENCY} at a time; load average ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}`,
);
for (const { label, pool, results } of builds)
  console.log(
    `${`${label} (pool ${pool})`.padEnd(26)} ${results.map((r) => Math.round(r.perSecond)).join(' / ')} calls/s   CPU ${results.map((r) => r.cpuMs.toFixed(2)).join(' / ')} ms/call`,
  );
if (builds.length === 2) {
  const [a, b] = builds;
  console.log(
    `this/baseline: calls/s ${(mean(a.results.map((r) => r.perSecond)) / mean(b.results.map((r) => r.perSecond))).toFixed(2)}, CPU per call ${(mean(a.results.map((r) => r.cpuMs)) / mean(b.results.map((r) => r.cpuMs))).toFixed(2)}`,
  );
}
