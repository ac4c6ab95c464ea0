/**
 * Bearer-token authentication. A token is an HS256 JWT naming a session row; the row decides
 * whether it is still good, so logout, "logged in elsewhere" (101105) and deletion apply at once.
 * The row is read with one prepared statement and kept a few seconds in the session cache, which
 * whatever ends a session empties at once (lib/session-cache.ts).
 *
 *   app.authenticate   – onRequest hook: any valid session, guest or user
 *   app.requireUser    – onRequest hook: a logged-in (non-guest) user
 * Routes use them in onRequest, so an anonymous caller is refused before its body is even read.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { ApiError } from '../lib/api-error.js';
import { verifyToken } from '../lib/jwt.js';
import type { CachedSession, SessionCache } from '../lib/session-cache.js';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

export interface AuthContext {
  userId: bigint;
  sessionId: string;
  isGuest: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

export interface AuthPluginOptions {
  db: Database;
  jwtSecret: string;
  sessionCache: SessionCache;
  now: () => number;
}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new ApiError('tokenIllegal');
  return match[1] ?? null;
}

export const authPlugin = fp<AuthPluginOptions>(
  async (app, { db, jwtSecret, sessionCache, now }) => {
    app.decorateRequest('auth', null);

    // Built once: drizzle does not rebuild the SQL, and PostgreSQL plans it once per connection.
    const sessionById = db
      .select({
        userId: sessions.userId,
        expiresAt: sessions.expiresAt,
        revokedReason: sessions.revokedReason,
        isGuest: users.isGuest,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, sql.placeholder('sessionId')))
      .limit(1)
      .prepare('auth_session_by_id');

    async function loadSession(sessionId: string): Promise<CachedSession | null> {
      const [row] = await sessionById.execute({ sessionId });
      return row
        ? { userId: row.userId, expiresAtMs: row.expiresAt.getTime(), revokedReason: row.revokedReason, isGuest: row.isGuest }
        : null;
    }

    async function resolve(request: FastifyRequest): Promise<AuthContext> {
      const token = bearerToken(request);
      if (!token) throw new ApiError('unauthorized');
      const nowMs = now();
      const verified = await verifyToken(token, jwtSecret, Math.floor(nowMs / 1000));
      if (!verified.ok) throw new ApiError(verified.reason === 'expired' ? 'tokenExpired' : 'tokenIllegal');
      const { sid, sub } = verified.claims;
      const row = await sessionCache.read(sid, () => loadSession(sid));
      if (!row || row.userId.toString() !== sub) throw new ApiError('tokenIllegal');
      if (row.revokedReason === 'superseded') throw new ApiError('remoteLogin');
      if (row.revokedReason) throw new ApiError('tokenIllegal');
      if (row.expiresAtMs <= nowMs) throw new ApiError('tokenExpired');
      return { userId: row.userId, sessionId: sid, isGuest: row.isGuest };
    }

    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await resolve(request);
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const auth = await resolve(request);
      if (auth.isGuest) throw new ApiError('unauthorized');
      request.auth = auth;
    });
  },
  { name: 'auth' },
);
