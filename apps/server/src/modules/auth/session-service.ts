/**
 * Sessions and their tokens. Guests get a real (anonymous) user row so that later actions (a
 * coupon claim, a chat) have an owner. A login creates a user session; with one session per
 * account (the default), it supersedes the account's other sessions, which then answer 101105.
 * Every change that ends sessions drops them from the session cache once it has committed.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { nextId } from '../../lib/ids.js';
import { signToken } from '../../lib/jwt.js';
import type { SessionCache } from '../../lib/session-cache.js';
import { ApiError } from '../../lib/api-error.js';
import { clientKey } from '../../lib/rate-limit/client-key.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';

export interface IssuedSession {
  token: string;
  sessionId: string;
  userId: bigint;
  expiresInSeconds: number;
}

/** Guest tokens per client address per hour: generous for shared networks, a wall for scripts. */
export const GUESTS_PER_IP_PER_HOUR = 300;

export interface SessionServiceOptions {
  db: Database;
  counters: CounterStore;
  jwtSecret: string;
  guestTokenTtlSeconds: number;
  accessTokenTtlSeconds: number;
  singleSession: boolean;
  sessionCache: SessionCache;
  now: () => number;
}

type SessionKind = (typeof sessions.$inferInsert)['kind'];
type RevokeReason = NonNullable<(typeof sessions.$inferInsert)['revokedReason']>;

export function createSessionService({
  db,
  counters,
  jwtSecret,
  guestTokenTtlSeconds,
  accessTokenTtlSeconds,
  singleSession,
  sessionCache,
  now,
}: SessionServiceOptions) {
  async function issue(userId: bigint, kind: SessionKind, ttlSeconds: number, tx: Database = db): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const issuedMs = now();
    const expiresMs = issuedMs + ttlSeconds * 1000;
    await tx
      .insert(sessions)
      .values({ id: sessionId, userId, kind, createdAt: new Date(issuedMs), expiresAt: new Date(expiresMs) });
    const token = await signToken(
      { sub: userId.toString(), sid: sessionId, iat: Math.floor(issuedMs / 1000), exp: Math.floor(expiresMs / 1000) },
      jwtSecret,
    );
    return { token, sessionId, userId, expiresInSeconds: ttlSeconds };
  }

  async function revokeWhere(condition: ReturnType<typeof and>, reason: RevokeReason, tx: Database = db) {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date(now()), revokedReason: reason })
      .where(and(condition, isNull(sessions.revokedAt)));
  }

  return {
    async createGuest(ip: string): Promise<IssuedSession> {
      const hits = await counters.hit(`guest:ip:${clientKey(ip)}`, 3_600_000);
      if (hits.count > GUESTS_PER_IP_PER_HOUR)
        throw new ApiError('rateLimited', { retryAfterSeconds: Math.ceil(hits.resetInMs / 1000) });
      const userId = nextId(now);
      return db.transaction(async (tx) => {
        await tx.insert(users).values({ id: userId, isGuest: true });
        return issue(userId, 'guest', guestTokenTtlSeconds, tx);
      });
    },

    /** A logged-in session; earlier sessions of the account are superseded when single-session. */
    async createUserSession(userId: bigint, kind: Exclude<SessionKind, 'guest'>): Promise<IssuedSession> {
      const issued = await db.transaction(async (t) => {
        // Concurrent logins of one account queue here, so the last one supersedes all others; a
        // login racing support's disable waits for it (share lock against its row update) and then
        // sees it (docs/operator-console.md, "Members and support").
        const [account] = await t
          .select({ disabledAt: users.disabledAt })
          .from(users)
          .where(eq(users.id, userId))
          .for(singleSession ? 'update' : 'share');
        if (account?.disabledAt) throw new ApiError('accountDisabled');
        const session = await issue(userId, kind, accessTokenTtlSeconds, t);
        if (singleSession) {
          await revokeWhere(and(eq(sessions.userId, userId), ne(sessions.id, session.sessionId)), 'superseded', t);
        }
        return session;
      });
      if (singleSession) await sessionCache.forgetUsers([userId]);
      return issued;
    },

    async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
      await revokeWhere(and(eq(sessions.id, sessionId)), reason);
      await sessionCache.forgetSessions([sessionId]);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
