/**
 * What the login benches share (bench/login-flow, bench/wallet-login): an app server on a scratch
 * PostgreSQL database with the SMS outbox and the cheapest proof of work, a new person per flow
 * (a new phone from a new address behind the trusted proxy), sealed calls that throw on any
 * refusal, and the whole phone-login flow with each step timed by the caller.
 */
import { CHEAP_POW, solvedPow } from './proof-of-work.mjs';
import { createScratchDatabase } from './scratch-db.mjs';
import { repoRoot, startAppServer } from './server-process.mjs';

const { phonePayload, sealPayload } = await import(`${repoRoot}/packages/protocol/dist/index.js`);

export async function startLoginServer() {
  const scratch = await createScratchDatabase();
  const server = await startAppServer({
    NODE_ENV: 'development',
    SMS_DRIVER: 'outbox',
    DATABASE_URL: scratch.url,
    DATABASE_POOL_MAX: '20',
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
    ...CHEAP_POW,
  });

  let next = 0;
  function nextClient() {
    const i = next++;
    return { national: String(13900000000 + i), ip: `198.18.${(i >> 8) & 255}.${i & 255}` };
  }

  async function call(method, path, ip, body) {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', channel: 'BROWSER', language: 'EN', 'x-forwarded-for': ip },
      body: body === undefined ? undefined : JSON.stringify(sealPayload(body)),
    });
    const json = await res.json();
    if (json.result !== 1) throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json.data;
  }

  /** One phone login by a new person; `timed(step, fn)` times each step. */
  async function phoneLogin(timed) {
    const { national, ip } = nextClient();
    const phone = phonePayload(national);
    const altcha = await timed('challenge', () => solvedPow(server.url, { 'x-forwarded-for': ip }));
    await timed('request', () => call('POST', '/api/v2/verifycode/request', ip, { phone, altcha }));
    const [message] = await timed('outbox', () => call('GET', `/dev/sms-outbox?phone=%2B86${national}`, ip));
    const smsToken = await timed('verify', () => call('POST', '/api/v1/verifycode/verify', ip, { phone, code: message.code }));
    await timed('login', () => call('POST', '/api/v5/auth/sms/login', ip, { phone, code: smsToken }));
  }

  async function stop() {
    await server.stop();
    await scratch.drop();
  }

  return { server, call, phoneLogin, stop };
}
