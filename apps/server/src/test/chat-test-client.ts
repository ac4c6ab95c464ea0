/**
 * Messaging members for the server's tests: sessions and tokens written straight to the database,
 * and the raw socket client (chat-socket-client.ts).
 */
import { randomUUID } from 'node:crypto';
import { messagingPaths } from '@culture/protocol';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';
import { createImTokens, type ImTokens } from '../modules/messaging/im-token.js';
import type { TestApp } from './helper.js';

export { ChatTestClient } from './chat-socket-client.js';

/**
 * A login session of `userId` written straight to the database (an SMS login's limits count per
 * address in a shared Redis) and the messaging token bound to it.
 */
export async function seededImToken(
  db: Database,
  tokens: ImTokens,
  userId: bigint,
  nowMs: number,
): Promise<{ token: string; sessionId: string }> {
  const sessionId = randomUUID();
  await db
    .insert(sessions)
    .values({ id: sessionId, userId, kind: 'phone', createdAt: new Date(nowMs), expiresAt: new Date(nowMs + 7 * 86_400_000) });
  return { token: tokens.issue(userId, sessionId), sessionId };
}

/** Polls `check` until it holds (no fixed sleeps in tests). */
export async function waitFor(check: () => boolean, what: string, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/**
 * Members written straight to the database with their socket addresses (no SMS logins), on a
 * listening test app. Ids start far from the ones logins take at `idBase`; the clock keeps reruns
 * on PostgreSQL apart.
 */
export async function seedSocketMembers(t: TestApp, count: number, idBase: bigint): Promise<{ ids: bigint[]; urls: string[] }> {
  const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const tokens = createImTokens({ secret: t.config.jwtSecret, now: t.clock.now });
  const ids: bigint[] = [];
  const urls: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = idBase + BigInt(Date.now() % 1_000_000_000) * 2n + BigInt(i);
    await t.database.db.insert(users).values({ id, isGuest: false });
    ids.push(id);
    const { token } = await seededImToken(t.database.db, tokens, id, t.clock.now());
    urls.push(`${base}${messagingPaths.socket}?token=${encodeURIComponent(token)}`);
  }
  return { ids, urls };
}
