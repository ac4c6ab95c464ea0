/**
 * The session row cache: rows are served from memory for a few seconds, but logout, a login
 * elsewhere (single session) and account deletion end a session at once, on this process and,
 * through Redis, on every other one.
 */
import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGUAGE_HEADER_VALUE, phonePayload, sealPayload } from '@culture/protocol';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { sessions, smsTokens } from '../../db/schema.js';
import type { Database } from '../../db/client.js';
import { createTestApp, manualClock, openTestDatabase } from '../../test/helper.js';

const headers = (token?: string) => ({
  channel: 'BROWSER',
  language: LANGUAGE_HEADER_VALUE['en-US'],
  ...(token ? { authorization: `Bearer ${token}` } : {}),
});

/** One server process as the tests see it. */
function client(app: FastifyInstance, keys: { key: string; iv: string }) {
  return {
    get: async (url: string, token?: string) =>
      (await app.inject({ method: 'GET', url, headers: headers(token) })).json() as { result: number },
    post: async (url: string, body: unknown, token?: string) =>
      (
        await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json', ...headers(token) },
          payload: JSON.stringify(sealPayload(body, keys)),
        })
      ).json() as {
        result: number;
        data: unknown;
      },
  };
}
type Client = ReturnType<typeof client>;

/**
 * Logs in through the real login call with an SMS token written straight into the table, so these
 * tests depend on the session rules only, not on how codes are requested and verified.
 */
async function login(db: Database, via: Client, nationalNumber: string, nowMs: number): Promise<string> {
  const phone = phonePayload(nationalNumber, '86');
  const smsToken = randomBytes(16).toString('base64url');
  await db.insert(smsTokens).values({
    tokenHash: createHash('sha256').update(smsToken).digest('hex'),
    phoneE164: phone.number,
    expiresAt: new Date(nowMs + 600_000),
  });
  const res = await via.post('/api/v5/auth/sms/login', { phone, code: smsToken });
  if (res.result !== 1) throw new Error(`login failed: ${JSON.stringify(res)}`);
  return (res.data as { token: string }).token;
}

const sessionIdOf = (token: string) =>
  (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;

describe('session cache on one server', async () => {
  const t = await createTestApp();
  const api = client(t.app, t.config.payloadKeys);
  const db = t.database.db;

  it('serves a session row from memory for a few seconds', async () => {
    const token = await login(db, api, '13800001001', t.clock.now());
    expect((await api.get('/api/v2/me', token)).result).toBe(1);
    // Changed behind the server's back (no invalidation): the cached row still answers…
    await db
      .update(sessions)
      .set({ revokedAt: new Date(t.clock.now()), revokedReason: 'logout' })
      .where(eq(sessions.id, sessionIdOf(token)));
    expect((await api.get('/api/v2/me', token)).result).toBe(1);
    // …until it has lived its few seconds.
    t.clock.advance(t.config.sessionCacheMs);
    expect((await api.get('/api/v2/me', token)).result).toBe(101101);
  });

  it('ends a session at once on logout', async () => {
    const token = await login(db, api, '13800001002', t.clock.now());
    expect((await api.get('/api/v2/me', token)).result).toBe(1);
    expect((await api.post('/api/v5/auth/logout', {}, token)).result).toBe(1);
    expect((await api.get('/api/v2/me', token)).result).toBe(101101);
  });

  it('ends the other sessions at once when the account logs in elsewhere', async () => {
    const first = await login(db, api, '13800001003', t.clock.now());
    expect((await api.get('/h5/world/coupon/list', first)).result).toBe(1);
    const second = await login(db, api, '13800001003', t.clock.now());
    expect((await api.get('/h5/world/coupon/list', first)).result).toBe(101105);
    expect((await api.get('/h5/world/coupon/list', second)).result).toBe(1);
  });

  it('ends every session at once when the account is deleted', async () => {
    const token = await login(db, api, '13800001004', t.clock.now());
    expect((await api.get('/h5/world/coupon/list', token)).result).toBe(1);
    expect((await api.post('/api/v2/me/delete', {}, token)).result).toBe(1);
    expect((await api.get('/h5/world/coupon/list', token)).result).toBe(101101);
  });
});

// Two server processes sharing one database and Redis (CI sets TEST_REDIS_URL; under CI it must run).
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === 'true') {
  it('runs the two-server session cache suite under CI', () => {
    throw new Error('CI=true requires TEST_REDIS_URL for the two-server session cache suite');
  });
}

describe.runIf(Boolean(redisUrl))('session cache across two servers (Redis)', async () => {
  const { database, dispose } = await openTestDatabase();
  const clock = manualClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    JWT_SECRET: randomBytes(24).toString('hex'),
    REDIS_URL: redisUrl!,
  });
  // The clock never moves, so no cached row ever expires here: only an invalidation can end it.
  const apps = [
    await buildApp({ config, database, now: clock.now, logger: false }),
    await buildApp({ config, database, now: clock.now, logger: false }),
  ];
  const [a, b] = apps.map((app) => client(app, config.payloadKeys)) as [Client, Client];
  afterAll(async () => {
    for (const app of apps) await app.close();
    await dispose();
  });

  // Each server caches only once its Redis subscription is live: wait until a row changed behind
  // its back is still served from its memory (so the tests below prove the invalidation messages).
  it('caches on both servers once they listen for invalidations', async () => {
    let n = 0;
    for (const server of [a, b]) {
      await expect
        .poll(
          async () => {
            const token = await login(database.db, server, `138000029${String((n += 1)).padStart(2, '0')}`, clock.now());
            await server.get('/api/v2/me', token);
            await database.db
              .update(sessions)
              .set({ revokedAt: new Date(clock.now()), revokedReason: 'logout' })
              .where(eq(sessions.id, sessionIdOf(token)));
            return (await server.get('/api/v2/me', token)).result;
          },
          { timeout: 10_000, interval: 50 },
        )
        .toBe(1);
    }
  });

  /** Both servers have the session cached. */
  async function cachedOnBoth(token: string, url = '/h5/world/coupon/list') {
    expect((await a.get(url, token)).result).toBe(1);
    expect((await b.get(url, token)).result).toBe(1);
  }
  /** Redis delivers the message to the other server within milliseconds; allow a loaded machine 5 s. */
  const onB = (token: string, url = '/h5/world/coupon/list') =>
    expect.poll(async () => (await b.get(url, token)).result, { timeout: 5000, interval: 20 });

  it('a logout on one server ends the session on the other', async () => {
    const token = await login(database.db, a, '13800002001', clock.now());
    await cachedOnBoth(token);
    expect((await a.post('/api/v5/auth/logout', {}, token)).result).toBe(1);
    expect((await a.get('/h5/world/coupon/list', token)).result).toBe(101101);
    await onB(token).toBe(101101);
  });

  it('a login on one server supersedes the session cached on the other', async () => {
    const first = await login(database.db, a, '13800002002', clock.now());
    await cachedOnBoth(first);
    await login(database.db, a, '13800002002', clock.now());
    expect((await a.get('/h5/world/coupon/list', first)).result).toBe(101105);
    await onB(first).toBe(101105);
  });

  it('deleting the account on one server ends its session on the other', async () => {
    const token = await login(database.db, b, '13800002003', clock.now());
    await cachedOnBoth(token);
    expect((await b.post('/api/v2/me/delete', {}, token)).result).toBe(1);
    expect((await b.get('/h5/world/coupon/list', token)).result).toBe(101101);
    await expect
      .poll(async () => (await a.get('/h5/world/coupon/list', token)).result, { timeout: 5000, interval: 20 })
      .toBe(101101);
  });
});
