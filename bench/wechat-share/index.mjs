#!/usr/bin/env node
/**
 * JS-SDK share configs under load: the built server, configured for a local fake of
 * WeChat's API, answers `GET /h5/world/wechat/getWechatShare?url=…` to `connections` clients at
 * once for `seconds`; beside it, the same server's `GET /healthz` (the baseline, same run). Prints
 * requests per second and p50/p99 of both, and how many times WeChat was asked for a token and a
 * ticket during the whole run (the cache's promise: once each).
 *
 * Usage: npm run build && node bench/wechat-share/index.mjs [seconds=5] [connections=64]
 */
import autocannon from 'autocannon';
import { repoRoot, startAppServer } from '../lib/server-process.mjs';

const { startFakeWeChat } = await import(`${repoRoot}/apps/server/dist/integrations/wechat/wechat-fake.js`);

const seconds = Number(process.argv[2] ?? 5);
const connections = Number(process.argv[3] ?? 64);
const appId = 'wx0123456789abcdef';
const appSecret = 'benchSecret0123456789abcdef';
const origin = 'https://bench.example.com';

const fake = await startFakeWeChat({ appId, appSecret });
const app = await startAppServer({
  WECHAT_APP_ID: appId,
  WECHAT_APP_SECRET: appSecret,
  WECHAT_API_BASE: fake.url,
  PUBLIC_ORIGIN: origin,
  MAX_CONNECTIONS_PER_ADDRESS: '0',
});

async function run(path) {
  const result = await autocannon({ url: `${app.url}${path}`, connections, duration: seconds, headers: { channel: 'WECHAT' } });
  return {
    path: path.split('?')[0],
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    non2xx: result.non2xx,
    statuses: Object.entries(result.statusCodeStats ?? {})
      .map(([code, { count }]) => `${code}×${count}`)
      .join(' '),
  };
}

try {
  const rows = [
    await run('/healthz'),
    await run(`/h5/world/wechat/getWechatShare?url=${encodeURIComponent(`${origin}/pocket?from=timeline`)}`),
  ];
  console.table(rows);
  console.log(
    `WeChat asked during the run: stable_token ${fake.calls.token}, getticket ${fake.calls.ticket}, /cgi-bin/token ${fake.calls.legacyToken}`,
  );
} finally {
  await app.stop();
  await fake.close();
}
