#!/usr/bin/env node
/**
 * Checkout under load on PostgreSQL (docs/benchmarks.md, "checkout"; docs/payments.md, "Speed"): the
 * built server in live mode against the WeChat Pay fake running in a process of its own
 * (fake-wechatpay.mjs), as a merchant's server talks to WeChat Pay over the network: the fake's
 * signatures and checks are not the app's work. BENCH_FAKE=in-process mounts the fake in the server
 * instead (WECHATPAY_MODE=fake, as `npm start` does), for comparison.
 *   1. Order creation: POST /api/v5/orders (method native, a collectible with a large supply), one
 *      fresh member per order, offered open-loop at a fixed rate, next to GET /healthz at the same
 *      rate in the same run. Latency counts from the intended send time (a slow server delays the
 *      next sends, which an closed loop would hide). Prints p50/p99/max and errors of each, and the
 *      CPU time the server (and the fake) used.
 *   2. Notifications: a valid signed TRANSACTION.SUCCESS per created order, made with the fake's
 *      keys, each sent DUPLICATES times in a random order, posted by CONCURRENCY clients as fast as
 *      the server answers. Prints notifications/s and p99, then reads the database: every order
 *      fulfilled and holding exactly one certificate (printed, not asserted).
 * Both phases run in development mode (NODE_ENV=development): production refuses the fake and an
 * http:// WECHATPAY_API_BASE.
 *
 * Usage: npm run build && node bench/checkout/index.mjs [seconds=10] [rate=200] [duplicates=2] [concurrency=32]
 * PostgreSQL from BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): a scratch
 * database is created there and dropped afterwards. BENCH_SERVER_MAIN measures another build.
 */
import { spawn } from 'node:child_process';
import { createCipheriv, createPrivateKey, createPublicKey, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createScratchDatabase, pg } from '../lib/scratch-db.mjs';
import { shuffled } from '../lib/measure.mjs';
import { cpuSeconds, repoRoot, startAppServer } from '../lib/server-process.mjs';

const { signToken } = await import(`${repoRoot}/apps/server/dist/lib/jwt.js`);
const { sealPayload } = await import(`${repoRoot}/packages/protocol/dist/index.js`);

const SECONDS = Number(process.argv[2] ?? 10);
const RATE = Number(process.argv[3] ?? 200);
const DUPLICATES = Number(process.argv[4] ?? 2);
const CONCURRENCY = Number(process.argv[5] ?? 32);
const WARM_UP_SECONDS = 2;
const SECRET = 'bench-secret-bench-secret-bench-secret!';
const BASE_ID = 3_000_000_000_000n;
const PRODUCT = 'bench-collectible';
const PRICE_FEN = 990;
// The fake's defaults, which the bench's settings keep (apps/server/src/config/payments.ts).
const MCH_ID = '1900007291';
const APP_ID = 'wx2421b1c4370ec43b';
const members = (WARM_UP_SECONDS + SECONDS) * RATE;

const IN_PROCESS = process.env.BENCH_FAKE === 'in-process';
// One pool of sockets per phase: sockets left idle since phase 1 would be closed by the server's
// keep-alive timeout while phase 2 reuses them ("socket hang up", which is the bench's, not the app's).
let agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
// /healthz has sockets of its own: behind the orders' 512 it would wait in this process's queue
// whenever that many orders are in flight, and that wait would be counted as the server's.
const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

/** One request with node:http (fetch's own overhead would be measured as the server's). */
function request(url, { method = 'GET', headers = {}, body, via = agent } = {}) {
  return new Promise((resolve) => {
    const req = http.request(url, { method, headers, agent: via }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (err) => resolve({ status: 0, body: String(err) }));
    });
    req.on('error', (err) => resolve({ status: 0, body: String(err) }));
    if (body !== undefined) req.end(body);
    else req.end();
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] : NaN;
const figures = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms   p99 ${percentile(sorted, 99).toFixed(1)} ms   max ${sorted.at(-1)?.toFixed(1)} ms`;
};
const load = () =>
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores`;

// WeChat's published test merchant key and APIv3 key (bench/lib/server-process.mjs sets them for the server).
const fixtures = path.join(repoRoot, 'apps/server/src/integrations/wechatpay/fixtures');
const MERCHANT_KEY_FILE = path.join(fixtures, 'merchant-1900007291-test-key.pem');
const API_V3_KEY = 'a7cde1ZJB1kG2e7VfTs3jQzaWizur8Gb';
const FAKE_KEY_ID = 'PUB_KEY_ID_0000000000000000000000000000000000000001';
const METRICS_TOKEN = 'bench-metrics-token-bench-metrics';

/** The server's load-shedding counts by reason so far (culture_requests_shed_total). */
async function shedByReason() {
  const { body } = await request(`${server.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  const counts = {};
  for (const [, reason, n] of body.matchAll(/^culture_requests_shed_total\{reason="([^"]+)"\} (\d+)/gm))
    counts[reason] = Number(n);
  return counts;
}

/** The fake in its own process; answers its base URL, its keys (for the notifications) and its child. */
async function startOwnFake(dataDir) {
  const fakeKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const publicKeyPem = createPublicKey(fakeKey).export({ type: 'spki', format: 'pem' }).toString();
  const publicKeyFile = path.join(dataDir, 'wechatpay-fake-public.pem');
  fs.writeFileSync(publicKeyFile, publicKeyPem);
  const child = spawn(process.execPath, [path.join(repoRoot, 'bench/checkout/fake-wechatpay.mjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  process.once('exit', () => child.exitCode === null && child.kill('SIGTERM'));
  child.stdin.end(
    JSON.stringify({
      merchantPublicKeyPem: createPublicKey(fs.readFileSync(MERCHANT_KEY_FILE))
        .export({ type: 'spki', format: 'pem' })
        .toString(),
      apiV3Key: API_V3_KEY,
      mchId: MCH_ID,
      appId: APP_ID,
      privateKeyPem: fakeKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      publicKeyId: FAKE_KEY_ID,
    }),
  );
  const line = await new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk) => {
      out += chunk;
      if (out.includes('\n')) resolve(out.split('\n')[0]);
    });
    child.once('exit', (code) => reject(new Error(`the WeChat Pay fake exited (code ${code}) before listening`)));
  });
  return {
    baseUrl: JSON.parse(line).baseUrl,
    keys: {
      fakePrivateKeyPem: fakeKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      fakePublicKeyId: FAKE_KEY_ID,
      apiV3Key: API_V3_KEY,
    },
    publicKeyFile,
    child,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

const scratch = await createScratchDatabase();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'culture-bench-checkout-'));
const fake = IN_PROCESS ? null : await startOwnFake(dataDir);
const server = await startAppServer({
  // Production refuses the fake and an http:// WeChat Pay address; development allows both.
  NODE_ENV: 'development',
  ...(fake
    ? {
        WECHATPAY_MODE: 'live',
        WECHATPAY_API_BASE: fake.baseUrl,
        WECHATPAY_PUBLIC_KEY_FILE: fake.publicKeyFile,
        WECHATPAY_PUBLIC_KEY_ID: FAKE_KEY_ID,
      }
    : { WECHATPAY_MODE: 'fake' }),
  DATABASE_URL: scratch.url,
  DATABASE_POOL_MAX: '20',
  SEED_DEMO: 'false',
  JWT_SECRET: SECRET,
  DATA_DIR: dataDir,
  MAX_CONNECTIONS_PER_ADDRESS: '0',
  METRICS_TOKEN: METRICS_TOKEN,
});
const cpu = () => ({ server: cpuSeconds(server.child.pid), fake: fake ? cpuSeconds(fake.child.pid) : 0 });
/** CPU time per order (or notification) between two cpu() readings. */
const cpuPer = (before, after, count) =>
  `server CPU ${(((after.server - before.server) * 1000) / count).toFixed(2)} ms` +
  (fake ? `, fake's ${(((after.fake - before.fake) * 1000) / count).toFixed(2)} ms` : '');
const db = new pg.Client({ connectionString: scratch.url });
await db.connect();

try {
  // ----------------------------------------------------------------------------------- seeding
  await db.query(
    `insert into shop_products (id, kind, name, description, image, price_fen, supply, on_sale, refund_days)
     values ($1, 'collectible', '{"zh-CN":"压测藏品","zh-TW":"壓測藏品","en-US":"Bench collectible"}',
             '{"zh-CN":"压测","zh-TW":"壓測","en-US":"Bench"}', '/images/pages/pocket/adopt-digital.svg', $2, $3, true, 7)`,
    [PRODUCT, PRICE_FEN, members * 10],
  );
  await db.query(
    `insert into users (id, is_guest, phone_e164) select ${BASE_ID} + n, false, '+86137' || lpad(n::text, 8, '0') from generate_series(1, ${members}) n`,
  );
  await db.query(
    `insert into sessions (id, user_id, kind, created_at, expires_at)
     select 'bench-checkout-' || n, ${BASE_ID} + n, 'phone', now(), now() + interval '1 day' from generate_series(1, ${members}) n`,
  );
  await db.query('analyze');
  const now = Math.floor(Date.now() / 1000);
  const bearers = await Promise.all(
    Array.from({ length: members }, async (_, i) => {
      const token = await signToken(
        { sub: String(BASE_ID + BigInt(i + 1)), sid: `bench-checkout-${i + 1}`, iat: now, exp: now + 86400 },
        SECRET,
      );
      return `Bearer ${token}`;
    }),
  );

  // ----------------------------------------------------------------------------- 1. order creation
  // Sealed beforehand, as the browser seals them (the client's work is not the server's).
  const orderBodies = bearers.map(() => JSON.stringify(sealPayload({ product_id: PRODUCT, method: 'native' })));
  let nextMember = 0;
  async function createOrder() {
    const orderBody = orderBodies[nextMember];
    const bearer = bearers[nextMember++];
    return request(`${server.url}/api/v5/orders`, {
      method: 'POST',
      headers: { authorization: bearer, 'content-type': 'application/json', language: 'EN', channel: 'BROWSER' },
      body: orderBody,
    });
  }

  /** Offers `send` at `rate`/s for `seconds`, open-loop; latency from each request's intended send time. */
  async function openLoop(rate, seconds, sends) {
    const results = Object.fromEntries(Object.keys(sends).map((k) => [k, { latencies: [], errors: 0, statuses: {} }]));
    const pending = [];
    const total = rate * seconds;
    const started = performance.now();
    let sent = 0;
    while (sent < total) {
      const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
      for (; sent < due; sent += 1) {
        const intended = started + (sent * 1000) / rate;
        for (const [key, send] of Object.entries(sends)) {
          pending.push(
            send().then(({ status, body }) => {
              const r = results[key];
              r.latencies.push(performance.now() - intended);
              r.statuses[status] = (r.statuses[status] ?? 0) + 1;
              if (status < 200 || status >= 300) {
                r.errors += 1;
                if (r.errors <= 3) console.error(`${key}: ${status} ${body.slice(0, 200)}`);
              }
            }),
          );
        }
      }
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    await Promise.all(pending);
    return { results, elapsed: (performance.now() - started) / 1000 };
  }

  const healthz = () => request(`${server.url}/healthz`, { via: healthAgent });
  await openLoop(RATE, WARM_UP_SECONDS, { orders: createOrder, healthz });
  const loadBefore = load();
  const cpuBefore = cpu();
  const measured = await openLoop(RATE, SECONDS, { orders: createOrder, healthz });
  const cpuAfter = cpu();
  console.log(
    `checkout bench on PostgreSQL, WeChat Pay fake ${fake ? 'in its own process' : 'in-process'}${process.env.BENCH_SERVER_MAIN ? ` (server ${process.env.BENCH_SERVER_MAIN})` : ''}; ${loadBefore}`,
  );
  console.log(
    `(1) ${RATE} orders/s + ${RATE} /healthz/s offered open-loop for ${SECONDS} s (after ${WARM_UP_SECONDS} s warm-up), done in ${measured.elapsed.toFixed(1)} s`,
  );
  for (const [key, label] of [
    ['orders', 'POST /api/v5/orders'],
    ['healthz', 'GET /healthz'],
  ]) {
    const r = measured.results[key];
    console.log(
      `    ${label.padEnd(20)} ${figures(r.latencies)}   errors ${r.errors}/${r.latencies.length} ${JSON.stringify(r.statuses)}`,
    );
  }
  console.log(
    `    per order and its /healthz: ${cpuPer(cpuBefore, cpuAfter, RATE * SECONDS)}; shed so far by reason ${JSON.stringify(await shedByReason())}`,
  );

  // ------------------------------------------------------------------------------ 2. notifications
  const keys = fake ? fake.keys : JSON.parse(fs.readFileSync(path.join(dataDir, 'wechatpay-fake.json'), 'utf8'));
  const fakeKey = createPrivateKey(keys.fakePrivateKeyPem);
  const { rows: created } = await db.query(
    `select out_trade_no, amount_fen from orders where product_id = $1 and state = 'created' order by id`,
    [PRODUCT],
  );
  const beijing = (ms) => `${new Date(ms + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
  /** WeChat's envelope, resource sealed with the APIv3 key (AES-256-GCM, a 12-character nonce, AAD "transaction"). */
  function notification(order, index) {
    const resource = {
      appid: APP_ID,
      mchid: MCH_ID,
      out_trade_no: order.out_trade_no,
      transaction_id: `42000${String(index).padStart(23, '0')}`,
      trade_type: 'NATIVE',
      trade_state: 'SUCCESS',
      trade_state_desc: '支付成功',
      bank_type: 'OTHERS',
      success_time: beijing(Date.now()),
      attach: '',
      payer: {},
      amount: { total: order.amount_fen, payer_total: order.amount_fen, currency: 'CNY', payer_currency: 'CNY' },
      promotion_detail: [],
      scene_info: { device_id: '' },
    };
    const nonce = randomBytes(9).toString('base64url').slice(0, 12);
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(keys.apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from('transaction', 'utf8'));
    const sealed = Buffer.concat([cipher.update(JSON.stringify(resource), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return JSON.stringify({
      id: randomBytes(16).toString('hex'),
      create_time: beijing(Date.now()),
      resource_type: 'encrypt-resource',
      event_type: 'TRANSACTION.SUCCESS',
      summary: '支付成功',
      resource: {
        algorithm: 'AEAD_AES_256_GCM',
        ciphertext: sealed.toString('base64'),
        nonce,
        associated_data: 'transaction',
        original_type: 'transaction',
      },
    });
  }
  /** Each copy as WeChat sends a retry: the same body, a fresh signature. */
  function signed(body) {
    const timestamp = String(Math.floor(Date.now() / 1000));
    const nonce = randomBytes(16).toString('hex').toUpperCase();
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'wechatpay-nonce': nonce,
        'wechatpay-timestamp': timestamp,
        'wechatpay-serial': keys.fakePublicKeyId,
        'wechatpay-signature': createSign('RSA-SHA256').update(`${timestamp}\n${nonce}\n${body}\n`).sign(fakeKey, 'base64'),
        'wechatpay-signature-type': 'WECHATPAY2-SHA256-RSA2048',
      },
    };
  }
  const bodies = created.map((order, i) => notification(order, i + 1));
  const deliveries = shuffled(bodies.flatMap((body) => Array.from({ length: DUPLICATES }, () => signed(body))));

  agent.destroy();
  agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const cpuBeforeNotify = cpu();
  const notifyLatencies = [];
  const notifyStatuses = {};
  let cursor = 0;
  const startedNotify = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (cursor < deliveries.length) {
        const { body, headers } = deliveries[cursor++];
        const t0 = performance.now();
        const res = await request(`${server.url}/api/v5/payments/wechatpay/notify`, { method: 'POST', headers, body });
        notifyLatencies.push(performance.now() - t0);
        notifyStatuses[res.status] = (notifyStatuses[res.status] ?? 0) + 1;
        if (res.status !== 204 && (notifyStatuses[res.status] ?? 0) <= 3)
          console.error(`notify: ${res.status} ${res.body.slice(0, 200)}`);
      }
    }),
  );
  const notifySeconds = (performance.now() - startedNotify) / 1000;
  const cpuAfterNotify = cpu();
  const errors = deliveries.length - (notifyStatuses[204] ?? 0);
  console.log(
    `(2) ${deliveries.length} notifications (${created.length} orders × ${DUPLICATES}, shuffled), ${CONCURRENCY} concurrent: ` +
      `${(deliveries.length / notifySeconds).toFixed(0)} notifications/s   ${figures(notifyLatencies)}   errors ${errors} ${JSON.stringify(notifyStatuses)}   ` +
      `server CPU ${(((cpuAfterNotify.server - cpuBeforeNotify.server) * 1000) / deliveries.length).toFixed(2)} ms per notification   ${load()}`,
  );

  // ------------------------------------------------------------------------------- 3. correctness
  const {
    rows: [check],
  } = await db.query(
    `select count(*)::int as orders,
            count(*) filter (where o.state = 'fulfilled')::int as fulfilled,
            count(*) filter (where c.n = 1)::int as one_certificate,
            count(*) filter (where c.n > 1)::int as several,
            count(*) filter (where coalesce(c.n, 0) = 0)::int as none
     from orders o left join (select order_id, count(*)::int as n from certificates group by order_id) c on c.order_id = o.id
     where o.out_trade_no = any($1)`,
    [created.map((o) => o.out_trade_no)],
  );
  const states = await db.query(`select state, count(*)::int as n from orders where product_id = $1 group by state`, [PRODUCT]);
  console.log(
    `(3) correctness: ${check.orders} notified orders: ${check.fulfilled} fulfilled, ${check.one_certificate} with exactly one certificate, ` +
      `${check.several} with more than one, ${check.none} with none; order states ${JSON.stringify(Object.fromEntries(states.rows.map((r) => [r.state, r.n])))}`,
  );
} finally {
  await db.end();
  agent.destroy();
  healthAgent.destroy();
  await server.stop();
  await fake?.stop();
  await scratch.drop();
}
