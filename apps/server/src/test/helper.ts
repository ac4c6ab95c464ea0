/**
 * Builds the real app for `app.inject` tests. The database is PGlite in memory by default; the
 * PostgreSQL project (vitest.postgres.config.ts) sets TEST_DB=postgres and every test file then
 * gets its own freshly created database on the server named by TEST_DATABASE_URL.
 */
import type { FastifyInstance, InjectOptions } from 'fastify';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { afterAll, onTestFinished } from 'vitest';
import { phonePayload, sealPayload, type Locale, LANGUAGE_HEADER_VALUE } from '@culture/protocol';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { pgliteTestImage } from './pglite-image.js';
import { postgresTemplate, scratchDatabase } from './scratch-postgres.js';

export const usingPostgres = process.env.TEST_DB === 'postgres';

/** A clock the test moves by hand. */
export function manualClock(start = Date.parse('2026-11-21T08:00:00Z')) {
  let now = start;
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms;
    },
    set: (ms: number) => {
      now = ms;
    },
  };
}

export interface TestDatabase {
  database: DatabaseHandle;
  dispose: () => Promise<void>;
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (usingPostgres) {
    const scratch = await scratchDatabase('test', { template: await postgresTemplate() });
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: null, poolMax: 20 });
    await database.migrate();
    return {
      database,
      dispose: async () => {
        await database.close();
        await scratch.drop();
      },
    };
  }
  const database = await openDatabase({ dataDir: null, memoryImage: await pgliteTestImage() });
  // Nothing to apply when the image holds every migration; this still checks that it does.
  await database.migrate();
  return { database, dispose: () => database.close() };
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: AppConfig;
  clock: ReturnType<typeof manualClock>;
  /** POSTs `body` sealed in the params envelope, as the web client does. */
  post: (
    url: string,
    body?: unknown,
    options?: { token?: string; locale?: Locale; headers?: Record<string, string>; remoteAddress?: string },
  ) => ReturnType<FastifyInstance['inject']>;
  get: (
    url: string,
    options?: { token?: string; locale?: Locale; headers?: Record<string, string> },
  ) => ReturnType<FastifyInstance['inject']>;
  guestToken: () => Promise<string>;
  /** Fetches a proof-of-work challenge and solves it: the `altcha` field of a code request. */
  solvedPow: (options?: { remoteAddress?: string }) => Promise<string>;
  /** Requests a code, reads it from the outbox, verifies it and logs in; returns the session. */
  loginWithPhone: (nationalNumber: string, prefix?: string) => Promise<{ token: string; userId: string }>;
}

export { phonePayload } from '@culture/protocol';

export interface TestAppOptions {
  env?: Record<string, string>;
  /** Register extra routes (test probes) in the site's scope, behind its hooks like every API route. */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * Builds an app and closes it (and its database) after the file, or after the test when a test
 * builds its own (a hook registered from inside a test would never run).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // A cheap proof of work: tests prove it is required, not that it is slow.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '20',
    // Shedding on event-loop lag off: a loaded CI machine holds the loop past any threshold now and
    // then, and shedding would answer 503 to unrelated tests; it has its own test (health.test.ts).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  });
  const { database, dispose } = await openTestDatabase();
  const clock = manualClock();
  const app = await buildApp({ config, database, now: clock.now, logger: false, extendSite: options.extend });
  await app.ready();
  const close = async () => {
    await app.close();
    await dispose();
  };
  // Inside a test the app closes with it; at a suite's top level (where onTestFinished throws)
  // with the file. expect's state cannot tell: it outlives a file when files share a worker.
  try {
    onTestFinished(close);
  } catch {
    afterAll(close);
  }

  function headers(opts: { token?: string; locale?: Locale; headers?: Record<string, string> } = {}) {
    return {
      channel: 'BROWSER',
      language: LANGUAGE_HEADER_VALUE[opts.locale ?? 'en-US'],
      ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      ...opts.headers,
    };
  }

  const testApp: TestApp = {
    app,
    database,
    config,
    clock,
    post: (url, body = {}, opts = {}) =>
      app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...headers(opts) },
        payload: JSON.stringify(sealPayload(body, config.payloadKeys)),
        ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
      } satisfies InjectOptions),
    get: (url, opts = {}) => app.inject({ method: 'GET', url, headers: headers(opts) }),
    guestToken: async () => {
      const res = await testApp.post('/api/v5/auth/guest');
      return (res.json() as { data: { token: string } }).data.token;
    },
    solvedPow: async (opts = {}) => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/v2/verifycode/challenge',
        headers: headers(),
        ...(opts.remoteAddress ? { remoteAddress: opts.remoteAddress } : {}),
      });
      const challenge = (res.json() as { data: Parameters<typeof solveChallenge>[0]['challenge'] }).data;
      const solution = await solveChallenge({ challenge, deriveKey });
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    },
    loginWithPhone: async (nationalNumber, prefix = '86') => {
      const phone = phonePayload(nationalNumber, prefix);
      const sent = await testApp.post('/api/v2/verifycode/request', { phone, altcha: await testApp.solvedPow() });
      if (sent.statusCode !== 200) throw new Error(`code request failed: ${sent.body}`);
      const outbox = await testApp.get(`/dev/sms-outbox?phone=${encodeURIComponent(phone.number)}`);
      const code = (outbox.json() as { data: Array<{ code: string }> }).data[0]!.code;
      const verified = await testApp.post('/api/v1/verifycode/verify', { phone, code });
      const smsToken = (verified.json() as { data: string }).data;
      const login = await testApp.post('/api/v5/auth/sms/login', { phone, code: smsToken });
      if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
      const data = (login.json() as { data: { token: string; user_id: string } }).data;
      // Each login starts a fresh one-minute send window for the next test step.
      clock.advance(61_000);
      return { token: data.token, userId: data.user_id };
    },
  };
  return testApp;
}
