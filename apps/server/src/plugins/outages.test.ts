/**
 * PostgreSQL (DATABASE_URL) and Redis (REDIS_URL) outages, against servers this file owns and
 * stops: a request that needs the missing service answers 503 with Retry-After (50301, "busy"),
 * never a 500, and the same server answers normally again once the service is back, without a
 * restart.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { API_PATHS, LANGUAGE_HEADER_VALUE, messagingPaths } from '@culture/protocol';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { users } from '../db/schema.js';
import { nextId } from '../lib/ids.js';
import { createImTokens } from '../modules/messaging/im-token.js';
import { ChatTestClient, seededImToken } from '../test/chat-test-client.js';
import { ownServicesMissing, startOwnPostgres, startOwnRedis, until } from '../test/own-services.js';

const missing = ownServicesMissing();

describe.skipIf(missing)('outages of PostgreSQL and Redis', async () => {
  const postgres = await startOwnPostgres();
  const redis = await startOwnRedis();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    MAX_EVENT_LOOP_DELAY_MS: '0',
    DATABASE_URL: postgres.url,
    REDIS_URL: redis.url,
  });
  const database = await openDatabase({ databaseUrl: postgres.url, dataDir: null, poolMax: 4 });
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    await redis.dispose();
    await postgres.dispose();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: { language: LANGUAGE_HEADER_VALUE['zh-CN'] } });
  // Needs Redis (the per-address counter) and then PostgreSQL (the nonce row).
  const nonce = () => get(`${API_PATHS.walletNonce}?address=0x${'ab'.repeat(20)}&chainId=1`);
  // Needs PostgreSQL only.
  const events = () => get(API_PATHS.badgeEvents);
  const busy = (res: Awaited<ReturnType<typeof get>>) => [
    res.statusCode,
    res.json().code,
    Number(res.headers['retry-after']) > 0,
    res.json().errmsg,
  ];
  const BUSY = [503, 50301, true, '服务繁忙，请稍后再试。'];

  it('answers 503 with Retry-After while Redis is down, and recovers when it returns', async () => {
    expect((await nonce()).statusCode).toBe(200);
    await redis.stop();
    expect(busy(await nonce())).toEqual(BUSY);
    expect((await events()).statusCode).toBe(200);
    await redis.start();
    await until(async () => (await nonce()).statusCode === 200, 'the nonce route after Redis returned');
  });

  it('keeps the messaging socket open while Redis is down, answers 503 to what needs it, and recovers', async () => {
    const base = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const userId = nextId(Date.now);
    await database.db.insert(users).values({ id: userId, isGuest: false });
    // A messaging token names a login session, which must exist (modules/messaging/im-token.ts).
    const { token } = await seededImToken(
      database.db,
      createImTokens({ secret: config.jwtSecret, now: Date.now }),
      userId,
      Date.now(),
    );
    const url = `${base}${messagingPaths.socket}?token=${encodeURIComponent(token)}`;
    const client = await ChatTestClient.open(url);
    const join = (group: string) => client.request('PUT', messagingPaths.instantJoin, { groupname: group });
    expect((await join('outage-before')).status).toBe(200);

    await redis.stop();
    const during = await join('outage-during');
    expect([during.status, during.message]).toEqual([503, 'Service Unavailable: try again shortly']);
    // A socket opened during the outage is accepted too; the process stays up.
    const second = await ChatTestClient.open(url);
    await second.close();

    await redis.start();
    await until(async () => (await join('outage-after')).status === 200, 'instant groups after Redis returned');
    await client.close();
  });

  it('answers 503 with Retry-After while PostgreSQL is down, and recovers when it returns', async () => {
    expect((await events()).statusCode).toBe(200);
    await postgres.stop();
    expect(busy(await events())).toEqual(BUSY);
    expect(busy(await nonce())).toEqual(BUSY);
    await postgres.start();
    await until(async () => (await events()).statusCode === 200, 'the events route after PostgreSQL returned');
    expect((await nonce()).statusCode).toBe(200);
  });
});

if (missing) console.warn(`outages suite skipped: ${missing}`);
