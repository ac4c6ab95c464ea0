/**
 * Bearer-token authentication. A token is an HS256 JWT naming a session row; the row decides
 * whether it is still good, so logout, "logged in elsewhere" (101105) and deletion apply at once.
 *
 *   app.authenticate   – onRequest hook: any valid session, guest or user
 *   app.requireUser    – onRequest hook: a logged-in (non-guest) user
 * Routes use them in onRequest, so an anonymous caller is refused before its body is even read.
 */
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { ApiError } from '../lib/api-error.js';
import { verifyToken } from '../lib/jwt.js';
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
  async (app, { db, jwtSecret, now }) => {
    app.decorateRequest('auth', null);

    async function resolve(request: FastifyRequest): Promise<AuthContext> {
      const token = bearerToken(request);
      if (!token) throw new ApiError('unauthorized');
      const nowMs = now();
      const verified = verifyToken(token, jwtSecret, Math.floor(nowMs / 1000));
      if (!verified.ok) throw new ApiError(verified.reason === 'expired' ? 'tokenExpired' : 'tokenIllegal');
      const [row] = await db
        .select({
          userId: sessions.userId,
          expiresAt: sessions.expiresAt,
          revokedReason: sessions.revokedReason,
          isGuest: users.isGuest,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(eq(sessions.id, verified.claims.sid))
        .limit(1);
      if (!row || row.userId.toString() !== verified.claims.sub) throw new ApiError('tokenIllegal');
      if (row.revokedReason === 'superseded') throw new ApiError('remoteLogin');
      if (row.revokedReason) throw new ApiError('tokenIllegal');
      if (row.expiresAt.getTime() <= nowMs) throw new ApiError('tokenExpired');
      return { userId: row.userId, sessionId: verified.claims.sid, isGuest: row.isGuest };
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
