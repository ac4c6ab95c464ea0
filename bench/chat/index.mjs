#!/usr/bin/env node
/**
 * Messaging bench, against the built server on PostgreSQL:
 *  (1) one node, N pairs in private conversations, senders at a fixed total rate (after an
 *      unreported 2 s warm-up): delivered messages/s and end-to-end p50/p99 (send → push
 *      received) at each rate, and the CPU time per delivered message of the server process(es),
 *      of this run's PostgreSQL backends and of this bench client (from /proc: what the work
 *      costs, whatever else the machine is doing); the baseline of the same run is a keepalive
 *      round trip on the idle socket;
 *  (2) `idle` idle authenticated connections on a fresh server warmed up by 500 that came and went:
 *      server memory per connection, the one way docs/decisions.md "Idle socket memory" defines:
 *      RSS after a full GC (forced over the inspector) with them open, minus the same with none;
 *  (3) with REDIS_URL (or BENCH_REDIS_URL): two nodes, senders on one, receivers on the other;
 *  (4) `BENCH_HOLDERS` (default 40) clients that never read, each holding a synced history of
 *      `BENCH_HISTORY` messages of 4 KB (default 6,500, about 26 MB): server RSS idle and the
 *      peak while they hold it (target: within 100 MiB of idle). Each opens, stops reading its
 *      socket, and asks for its history (200 sync requests: a client that pages blindly).
 *
 * BENCH_PHASES=1,2,3,4 (the default) picks phases.
 * Usage: npm run build && node bench/chat/index.mjs [pairs=100] [seconds=5] [rates=1000,3000] [idle=10000]
 * PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
 *
 * Before/after in one run: BENCH_BASELINE_MAIN=<an older build's dist/main.js> runs every phase on
 * both builds, BENCH_ROUNDS times (default 1), alternating which goes first, each on a fresh
 * database; every line says which build and the machine's load average when it was printed.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { createScratchDatabase, pg } from '../lib/scratch-db.mjs';
import { openInspector } from '../lib/inspector.mjs';
import { freePort, repoRoot, startAppServer } from '../lib/server-process.mjs';

const protocol = await import(`${repoRoot}/packages/protocol/dist/index.js`);
const { EnvelopeSchema, EnvelopeType, SyncRequestSchema, decodeFrame, requestFrame, responseFrame, messagingPaths } = protocol;

const PAIRS = Number(process.argv[2] ?? 100);
const SECONDS = Number(process.argv[3] ?? 5);
const RATES = (process.argv[4] ?? '1000,3000').split(',').map(Number);
const IDLE = Number(process.argv[5] ?? 10_000);
const REDIS = process.env.BENCH_REDIS_URL ?? process.env.REDIS_URL;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 1);
const PHASES = new Set((process.env.BENCH_PHASES ?? '1,2,3,4').split(',').map(Number));
const HOLDERS = Number(process.env.BENCH_HOLDERS ?? 40);
const HISTORY = Number(process.env.BENCH_HISTORY ?? 6500);
const CURRENT_MAIN = process.env.BENCH_SERVER_MAIN ?? path.join(repoRoot, 'apps/server/dist/main.js');
const BUILDS = process.env.BENCH_BASELINE_MAIN
  ? [
      { name: 'before', main: path.resolve(process.env.BENCH_BASELINE_MAIN) },
      { name: 'after', main: CURRENT_MAIN },
    ]
  : [{ name: 'this build', main: CURRENT_MAIN }];
const load = () =>
  `[load ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}]`;
const SECRET = 'bench-secret-bench-secret-bench-secret!';
const BASE_ID = 4_000_000_000_000n;
/** Each bench user's login session (a row per user, see runBuild): its id follows from the user's. */
const sessionIdOf = (userId) => `00000000-0000-4000-8000-${(userId - BASE_ID).toString(16).padStart(12, '0')}`;
/** The messaging tokens of the build under test (a build before the token named its session ignores the id). */
let tokens = null;
// Client message ids are unique over the whole run: a repeated one is (rightly) treated as a retry.
let serial = 0;

const percentile = (values, p) => {
  const sorted = Float64Array.from(values).sort();
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;
};
/** CPU time (user + system, ms) of processes, from /proc: load-independent cost per message. */
const TICK_MS = 10;
const cpuOf = (pid) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null; // a process that ended
  }
};
const cpuMs = (pids) => pids.reduce((sum, pid) => sum + (cpuOf(pid) ?? 0), 0);
/** CPU used since `start` (pid → ms) by those pids and any started since; ended ones count 0. */
const cpuSince = (start, pids) =>
  [...new Set([...start.keys(), ...pids])].reduce((sum, pid) => {
    const now = cpuOf(pid);
    return now === null ? sum : sum + now - (start.get(pid) ?? 0);
  }, 0);
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))[1]);

class Client {
  constructor(socket) {
    this.socket = socket;
    this.nextId = 1n;
    this.waiting = new Map();
    this.onMessage = null;
    socket.on('message', (data) => {
      const frame = decodeFrame(new Uint8Array(data));
      if (frame.response) {
        this.waiting.get(frame.response.id)?.(frame.response);
        this.waiting.delete(frame.response.id);
        return;
      }
      const request = frame.request;
      if (request.path === messagingPaths.pushMessage && this.onMessage) {
        const envelope = fromBinary(EnvelopeSchema, request.body);
        if (envelope.content.case === 'conversationmessage') this.onMessage(envelope.content.value);
      }
      socket.send(responseFrame({ id: request.id, status: 200 }));
    });
  }
  /** Opens a socket; a 503 (the server shedding load on a busy machine) is retried, as a real client would. */
  static async open(url) {
    for (let attempt = 1; ; attempt++) {
      try {
        return await new Promise((resolve, reject) => {
          const socket = new WebSocket(url, { perMessageDeflate: false });
          socket.once('open', () => resolve(new Client(socket)));
          socket.once('error', reject);
        });
      } catch (error) {
        if (!/503/.test(String(error)) || attempt === 50) throw error;
        Client.shed++;
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }
  static shed = 0;
  request(verb, path, body) {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      this.socket.send(requestFrame({ verb, path, id, body }));
    });
  }
  sync() {
    return this.request('PUT', messagingPaths.sync, toBinary(SyncRequestSchema, create(SyncRequestSchema, {})));
  }
  /**
   * Syncs page after page until the server says nothing is left: live pushes wait for the end of
   * the sync (phase 3 runs after phase 1 left 200 messages in every conversation, more than a page).
   */
  async syncAll() {
    for (let page = 0; page < 1000; page++) {
      const answer = await this.sync();
      const body = answer.body?.length ? JSON.parse(Buffer.from(answer.body).toString('utf8')) : {};
      if (!body.more) return;
    }
  }
  send(conversationid, clientmsgid, content) {
    const body = toBinary(
      EnvelopeSchema,
      create(EnvelopeSchema, {
        type: EnvelopeType.PRIVATE_CONVERSATION,
        content: { case: 'conversationmessage', value: { conversationid, clientmsgid, content } },
      }),
    );
    return this.request('PUT', messagingPaths.send, body);
  }
}

const wsUrl = (server, userId) =>
  `${server.url.replace('http', 'ws')}${messagingPaths.socket}?token=${encodeURIComponent(tokens.issue(userId, sessionIdOf(userId)))}`;

async function runBuild(build) {
  // startAppServer reads the build to start from BENCH_SERVER_MAIN.
  process.env.BENCH_SERVER_MAIN = build.main;
  const { createImTokens } = await import(path.join(path.dirname(build.main), 'modules/messaging/im-token.js'));
  tokens = createImTokens({ secret: SECRET });
  const log = (line) => console.log(`${build.name.padEnd(10)} ${line} ${load()}`);
  const scratch = await createScratchDatabase();
  const db = new pg.Client({ connectionString: scratch.url });
  const servers = [];
  try {
    const env = {
      DATABASE_URL: scratch.url,
      DATABASE_POOL_MAX: '20',
      SEED_DEMO: 'false',
      JWT_SECRET: SECRET,
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    };
    const node1 = await startAppServer(env);
    servers.push(node1);
    await db.connect();
    const users = Math.max(IDLE, PAIRS * 2, HOLDERS);
    await db.query(
      `insert into users (id, is_guest, phone_e164) select ${BASE_ID} + n, false, '+86135' || lpad(n::text, 8, '0') from generate_series(1, ${users}) n`,
    );
    await db.query(
      `insert into sessions (id, user_id, kind, created_at, expires_at)
       select '00000000-0000-4000-8000-' || lpad(to_hex(n), 12, '0'), ${BASE_ID} + n, 'phone', now(), now() + interval '1 day'
       from generate_series(1, ${users}) n`,
    );
    // Pair p: users 2p+1 (sender) and 2p+2 (receiver), conversation id p+1.
    await db.query(
      `insert into chat_conversations (id, kind, pair_key, created_at) overriding system value
       select p + 1, 1, (${BASE_ID} + 2 * p + 1) || ':' || (${BASE_ID} + 2 * p + 2), now() from generate_series(0, ${PAIRS - 1}) p`,
    );
    await db.query(
      `insert into chat_members (conversation_id, user_id, joined_at)
       select p + 1, ${BASE_ID} + 2 * p + 1 + s, now() from generate_series(0, ${PAIRS - 1}) p, generate_series(0, 1) s`,
    );

    /** The PostgreSQL backends serving this run's database (the scratch database is ours alone). */
    const backendPids = async () =>
      (
        await db.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')
      ).rows.map((r) => r.pid);

    async function ratePhase(label, senderServer, receiverServer) {
      const senders = [];
      const receivers = [];
      for (let p = 0; p < PAIRS; p++) {
        senders.push(await Client.open(wsUrl(senderServer, BASE_ID + BigInt(2 * p + 1))));
        receivers.push(await Client.open(wsUrl(receiverServer, BASE_ID + BigInt(2 * p + 2))));
      }
      await Promise.all([...senders, ...receivers].map((c) => c.syncAll()));
      // Baseline: keepalive round trips on idle sockets.
      const idle = [];
      for (let i = 0; i < 500; i++) {
        const t0 = performance.now();
        await senders[i % PAIRS].request('GET', messagingPaths.keepalive);
        idle.push(performance.now() - t0);
      }
      log(
        `${label} baseline keepalive round trip: p50 ${percentile(idle, 50).toFixed(2)} ms, p99 ${percentile(idle, 99).toFixed(2)} ms`,
      );
      // Warm-up (not reported): the server's hot paths compiled before anything is measured.
      for (const [rate, seconds, report] of [[Math.min(...RATES, 500), 2, false], ...RATES.map((r) => [r, SECONDS, true])]) {
        const latencies = [];
        let received = 0;
        let refused = 0;
        let answered = 0;
        for (const r of receivers)
          r.onMessage = (m) => {
            received++;
            latencies.push(performance.now() - Number(m.content));
          };
        const total = rate * seconds;
        const serverPids = [senderServer, receiverServer].filter((v, i, a) => a.indexOf(v) === i).map((x) => x.child.pid);
        const pgPids = await backendPids();
        const cpuBefore = {
          server: cpuMs(serverPids),
          pg: new Map(pgPids.map((pid) => [pid, cpuOf(pid) ?? 0])),
          bench: process.cpuUsage(),
        };
        const started = performance.now();
        let sent = 0;
        await new Promise((resolve) => {
          const tick = setInterval(() => {
            const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
            for (; sent < due; sent++) {
              const p = sent % PAIRS;
              void senders[p].send(BigInt(p + 1), `b${serial++}`, String(performance.now())).then((res) => {
                answered++;
                if (res.status !== 200) {
                  refused++;
                  if (refused === 1) log(`  first refusal: ${res.status} ${res.message}`);
                }
              });
            }
            if (sent >= total) {
              clearInterval(tick);
              resolve();
            }
          }, 2);
        });
        const deadline = performance.now() + 30_000;
        while (received + refused < total && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
        const elapsed = (performance.now() - started) / 1000;
        if (!report) continue;
        const benchCpu = process.cpuUsage(cpuBefore.bench);
        const perMessage = (ms) => ((ms * 1000) / Math.max(1, received)).toFixed(0);
        log(
          `${label} ${rate} msg/s offered for ${SECONDS} s (${PAIRS} pairs): delivered ${(received / elapsed).toFixed(0)} msg/s, ` +
            `${received}/${total} delivered, ${answered} answered, ${refused} refused, end-to-end p50 ${percentile(latencies, 50).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; ` +
            `CPU per message: server ${perMessage(cpuMs(serverPids) - cpuBefore.server)} µs, PostgreSQL ${perMessage(cpuSince(cpuBefore.pg, await backendPids()))} µs, ` +
            `bench client ${perMessage((benchCpu.user + benchCpu.system) / 1000)} µs`,
        );
      }
      for (const c of [...senders, ...receivers]) c.socket.terminate();
    }

    if (PHASES.has(1)) await ratePhase('(1) one node', node1, node1);

    // (2) idle connections, on a server of their own: started, warmed up by a few connections that
    // come and go, then measured with none, then with IDLE.
    if (IDLE > 0 && PHASES.has(2)) {
      // The idle server runs with the inspector: the measure reads its memory after a full GC.
      const inspectPort = await freePort();
      const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS;
      process.env.BENCH_SERVER_NODE_ARGS = `${nodeArgs ?? ''} --inspect=127.0.0.1:${inspectPort}`;
      const idleServer = await startAppServer(env).finally(() => {
        if (nodeArgs === undefined) delete process.env.BENCH_SERVER_NODE_ARGS;
        else process.env.BENCH_SERVER_NODE_ARGS = nodeArgs;
      });
      servers.push(idleServer);
      const pid = idleServer.child.pid;
      const inspector = await openInspector(inspectPort);
      const openIdle = async (from, count) => {
        const list = [];
        for (let i = from; i < from + count; i += 200) {
          const batch = [];
          for (let j = i; j < Math.min(from + count, i + 200); j++)
            batch.push(Client.open(wsUrl(idleServer, BASE_ID + BigInt(j + 1))));
          list.push(...(await Promise.all(batch)));
        }
        return list;
      };
      for (const c of await openIdle(0, 500)) c.socket.terminate();
      await new Promise((r) => setTimeout(r, 2000));
      const before = await inspector.memoryAfterGc();
      const idleSockets = await openIdle(0, IDLE);
      await new Promise((r) => setTimeout(r, 2000));
      const afterNoGc = rssKb(pid) * 1024;
      const after = await inspector.memoryAfterGc();
      const perSocket = (bytes) => `${(bytes / IDLE / 1024).toFixed(1)} KB`;
      log(
        `(2) ${IDLE} idle authenticated connections: ${perSocket(after.rss - before.rss)} per connection ` +
          `[method: server RSS after a full GC (inspector HeapProfiler.collectGarbage, twice) with ${IDLE} open minus the same with none, ` +
          `divided by ${IDLE}; sockets authenticated, never synced, 2 s after the last opened, on a fresh server warmed by 500 that came and went] ` +
          `(RSS ${(before.rss / 2 ** 20).toFixed(1)} → ${(after.rss / 2 ** 20).toFixed(1)} MB; of it V8 heap used ${perSocket(after.heapUsed - before.heapUsed)}; ` +
          `RSS before that GC ${perSocket(afterNoGc - before.rss)}, which also counts the handshakes' garbage not collected yet)` +
          (Client.shed ? ` (${Client.shed} opens shed with 503 and retried so far)` : ''),
      );
      inspector.close();
      for (const c of idleSockets) c.socket.terminate();
      await idleServer.stop();
      servers.splice(servers.indexOf(idleServer), 1);
    }

    if (PHASES.has(4)) await holdersPhase(env, db, servers, log);

    if (!PHASES.has(3)) return;
    if (REDIS) {
      await node1.stop();
      servers.length = 0;
      const a = await startAppServer({ ...env, REDIS_URL: REDIS });
      servers.push(a);
      const b = await startAppServer({ ...env, REDIS_URL: REDIS });
      servers.push(b);
      await ratePhase('(3) two nodes over Redis', a, b);
    } else log('(3) two nodes: skipped (set BENCH_REDIS_URL)');
  } finally {
    for (const server of servers) await server.stop();
    await db.end().catch(() => undefined);
    await scratch.drop();
  }
}

/**
 * (4) Clients that never read: a group of HOLDERS members with HISTORY messages of 4 KB, on a fresh
 * server. Server RSS with no socket (after a warm-up: one member syncs the whole history reading
 * it), then the peak over 10 s while every member holds a socket that reads nothing.
 */
async function holdersPhase(env, db, servers, log) {
  const conversation = 1_000_000;
  await db.query(`insert into chat_conversations (id, kind, name, owner_id, message_count, created_at) overriding system value
                  values (${conversation}, 2, 'holders', ${BASE_ID + 1n}, ${HISTORY}, now())`);
  await db.query(`insert into chat_members (conversation_id, user_id, joined_at)
                  select ${conversation}, ${BASE_ID} + n, now() from generate_series(1, ${HOLDERS}) n`);
  await db.query(`insert into chat_messages (conversation_id, seq, sender_id, content, client_msg_id, created_at)
                  select ${conversation}, n, ${BASE_ID + 1n}, repeat('h', 4000), 'hold-' || n, now() from generate_series(1, ${HISTORY}) n`);
  const server = await startAppServer(env);
  servers.push(server);
  const pid = server.child.pid;
  try {
    // Warm-up: one reading client takes the whole history (page after page where the build pages).
    const reader = await Client.open(wsUrl(server, BASE_ID + 1n));
    let got = 0;
    reader.onMessage = () => got++;
    for (let page = 0; page < 1000 && got < HISTORY; page++) {
      const answer = await reader.sync();
      const body = answer.body?.length ? JSON.parse(Buffer.from(answer.body).toString('utf8')) : {};
      if (!body.more) break;
    }
    while (got < HISTORY) await new Promise((r) => setTimeout(r, 50));
    reader.socket.terminate();
    await new Promise((r) => setTimeout(r, 2000));
    const idle = rssKb(pid);
    const holders = [];
    for (let n = 1; n <= HOLDERS; n++) {
      const client = await Client.open(wsUrl(server, BASE_ID + BigInt(n)));
      client.socket._socket.pause();
      for (let i = 0; i < 200; i++) void client.sync();
      holders.push(client);
    }
    let peak = rssKb(pid);
    const until = performance.now() + 10_000;
    while (performance.now() < until) {
      await new Promise((r) => setTimeout(r, 250));
      peak = Math.max(peak, rssKb(pid));
    }
    const open = holders.filter((c) => c.socket.readyState === WebSocket.OPEN).length;
    log(
      `(4) ${HOLDERS} clients that never read, each holding a synced history of ${HISTORY} messages (${((HISTORY * 4000) / 2 ** 20).toFixed(0)} MiB): ` +
        `server RSS ${(idle / 1024).toFixed(1)} MiB idle (baseline), peak ${(peak / 1024).toFixed(1)} MiB while they hold it ` +
        `(+${((peak - idle) / 1024).toFixed(1)} MiB, target ≤ +100 MiB); ${open} of their sockets still open after 10 s`,
    );
    for (const c of holders) c.socket.terminate();
  } finally {
    await server.stop();
    servers.splice(servers.indexOf(server), 1);
  }
}

console.log(
  `chat bench: ${PAIRS} pairs, ${SECONDS} s per rate, rates ${RATES.join(', ')}, ${IDLE} idle, ${ROUNDS} round(s) ${load()}`,
);
for (let round = 0; round < ROUNDS; round++) {
  const order = round % 2 === 0 ? BUILDS : [...BUILDS].reverse();
  for (const build of order) await runBuild(build);
}
