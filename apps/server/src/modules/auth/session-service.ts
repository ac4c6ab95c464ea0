/**
 * Sessions and their tokens. Guests get a real (anonymous) user row so that later actions (a
 * coupon claim, a chat) have an owner. A login creates a user session; with one session per
 * account (the default), it supersedes the account's other sessions, which then answer 101105.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { nextId } from '../../lib/ids.js';
import { signToken } from '../../lib/jwt.js';

export interface IssuedSession {
  token: string;
  sessionId: string;
  userId: bigint;
  expiresInSeconds: number;
}

export interface SessionServiceOptions {
  db: Database;
  jwtSecret: string;
  guestTokenTtlSeconds: number;
  accessTokenTtlSeconds: number;
  singleSession: boolean;
  now: () => number;
}

type SessionKind = (typeof sessions.$inferInsert)['kind'];
type RevokeReason = NonNullable<(typeof sessions.$inferInsert)['revokedReason']>;

export function createSessionService({ db, jwtSecret, guestTokenTtlSeconds, accessTokenTtlSeconds, singleSession, now }: SessionServiceOptions) {
  async function issue(userId: bigint, kind: SessionKind, ttlSeconds: number, tx: Database = db): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const issuedMs = now();
    const expiresMs = issuedMs + ttlSeconds * 1000;
    await tx.insert(sessions).values({ id: sessionId, userId, kind, createdAt: new Date(issuedMs), expiresAt: new Date(expiresMs) });
    const token = signToken({ sub: userId.toString(), sid: sessionId, iat: Math.floor(issuedMs / 1000), exp: Math.floor(expiresMs / 1000) }, jwtSecret);
    return { token, sessionId, userId, expiresInSeconds: ttlSeconds };
  }

  async function revokeWhere(condition: ReturnType<typeof and>, reason: RevokeReason, tx: Database = db) {
    await tx.update(sessions).set({ revokedAt: new Date(now()), revokedReason: reason }).where(and(condition, isNull(sessions.revokedAt)));
  }

  return {
    async createGuest(): Promise<IssuedSession> {
      const userId = nextId(now);
      return db.transaction(async (tx) => {
        await tx.insert(users).values({ id: userId, isGuest: true });
        return issue(userId, 'guest', guestTokenTtlSeconds, tx as unknown as Database);
      });
    },

    /** A logged-in session; earlier sessions of the account are superseded when single-session. */
    async createUserSession(userId: bigint, kind: Exclude<SessionKind, 'guest'>): Promise<IssuedSession> {
      return db.transaction(async (tx) => {
        const t = tx as unknown as Database;
        const issued = await issue(userId, kind, accessTokenTtlSeconds, t);
        if (singleSession) {
          await revokeWhere(and(eq(sessions.userId, userId), ne(sessions.id, issued.sessionId)), 'superseded', t);
        }
        return issued;
      });
    },

    async revoke(sessionId: string, reason: RevokeReason): Promise<void> {
      await revokeWhere(and(eq(sessions.id, sessionId)), reason);
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
