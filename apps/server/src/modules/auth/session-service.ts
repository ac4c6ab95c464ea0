/**
 * Sessions and their tokens. Guests get a real (anonymous) user row so that later actions (a
 * coupon claim, a chat) have an owner; logging in by phone later starts a user session.
 */
import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { nextId } from '../../lib/ids.js';
import { signToken } from '../../lib/jwt.js';

export interface IssuedSession {
  token: string;
  userId: bigint;
  expiresInSeconds: number;
}

export interface SessionServiceOptions {
  db: Database;
  jwtSecret: string;
  guestTokenTtlSeconds: number;
  now: () => number;
}

export function createSessionService({ db, jwtSecret, guestTokenTtlSeconds, now }: SessionServiceOptions) {
  return {
    async createGuest(): Promise<IssuedSession> {
      const userId = nextId(now);
      const sessionId = randomUUID();
      const issuedMs = now();
      const expiresMs = issuedMs + guestTokenTtlSeconds * 1000;
      await db.transaction(async (tx) => {
        await tx.insert(users).values({ id: userId, isGuest: true });
        await tx.insert(sessions).values({ id: sessionId, userId, kind: 'guest', expiresAt: new Date(expiresMs) });
      });
      const token = signToken(
        { sub: userId.toString(), sid: sessionId, iat: Math.floor(issuedMs / 1000), exp: Math.floor(expiresMs / 1000) },
        jwtSecret,
      );
      return { token, userId, expiresInSeconds: guestTokenTtlSeconds };
    },
  };
}

export type SessionService = ReturnType<typeof createSessionService>;
