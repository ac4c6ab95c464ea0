/**
 * Test support for the backup suites (db/backup/): an app on a given database, and a loop of acknowledged
 * writes through its HTTP API (guest sign-ups: a users row and a sessions row each, committed
 * before the answer) that records which writes were acknowledged before a given moment.
 */
import type { FastifyInstance } from 'fastify';
import { API_PATHS, LANGUAGE_HEADER_VALUE, sealPayload } from '@culture/protocol';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';

export interface LoadApp {
  app: FastifyInstance;
  config: AppConfig;
}

export async function appOn(database: DatabaseHandle): Promise<LoadApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    MAX_EVENT_LOOP_DELAY_MS: '0',
  });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return { app, config };
}

/** How long a writer waits after a shed (503) answer before its next sign-up. */
const SHED_BACKOFF_MS = 200;

const HEADERS = { 'content-type': 'application/json', channel: 'BROWSER', language: LANGUAGE_HEADER_VALUE['en-US'] };

export interface Acknowledged {
  userId: string;
  token: string;
}

/** One guest sign-up; resolves once the server has answered 200 (the rows are committed). */
export async function signUp({ app, config }: LoadApp, n: number): Promise<Acknowledged> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v5/auth/guest',
    headers: HEADERS,
    payload: JSON.stringify(sealPayload({}, config.payloadKeys)),
    // Each sign-up from its own address: the per-address guest limit is not what is tested.
    remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
  });
  if (res.statusCode !== 200) throw new Error(`sign-up ${n} answered ${res.statusCode}: ${res.body}`);
  const data = (res.json() as { data: { token: string; user_id: string } }).data;
  return { userId: data.user_id, token: data.token };
}

/**
 * Runs `workers` loops of sign-ups until stopped. `mark()` returns the writes acknowledged so far:
 * call it just before the backup starts.
 */
export function writeLoad(target: LoadApp, workers = 3) {
  const acknowledged: Acknowledged[] = [];
  let stopped = false;
  let next = 1;
  const loops = Array.from({ length: workers }, async () => {
    while (!stopped) {
      // A shed request (503, retryable) is not an acknowledged write: the loop backs off and goes
      // on, as a client honouring Retry-After would, instead of keeping the server busy refusing.
      const written = await signUp(target, next++).catch((error: unknown) => {
        if (String(error).includes(' 503:')) return null;
        throw error;
      });
      if (written) acknowledged.push(written);
      else await new Promise((resolve) => setTimeout(resolve, SHED_BACKOFF_MS));
    }
  });
  return {
    mark: () => [...acknowledged],
    count: () => acknowledged.length,
    stop: async () => {
      stopped = true;
      await Promise.all(loops);
      return [...acknowledged];
    },
  };
}

/** Every user in `expected` exists on `target`, and its session still authenticates. */
export async function missingWrites(target: LoadApp, expected: Acknowledged[]): Promise<string[]> {
  const missing: string[] = [];
  for (const write of expected) {
    const res = await target.app.inject({
      method: 'GET',
      url: API_PATHS.me,
      headers: { ...HEADERS, authorization: `Bearer ${write.token}` },
    });
    if (res.statusCode !== 200 || (res.json() as { data: { user_id: string } }).data.user_id !== write.userId)
      missing.push(write.userId);
  }
  return missing;
}
