/**
 * Bearer-token authentication. A token is an HS256 JWT naming a session row; the row decides
 * whether it is still good, so logout, "logged in elsewhere" (101105) and deletion apply at once.
 * The row is read with one prepared statement and kept a few seconds in the session cache, which
 * whatever ends a session empties at once (lib/session-cache.ts).
 *
 *   app.authenticate   – onRequest hook: any valid session, guest or user
 *   app.requireUser    – onRequest hook: a logged-in (non-guest) user
 *   app.optionalViewer – onRequest hook: checks a token when one is sent; none is fine
 *   request.viewerId   – who is looking, if anyone: the logged-in member's id, null for a guest or no token
 * Routes use them in onRequest, so an anonymous caller is refused before its body is even read.
 *
 * A route whose answer is one statement reads the session's row in that statement instead:
 *   app.requireUserReadingAlong – onRequest hook: checks the token and leaves the row to the handler
 *   app.readAsUser              – in that handler: runs the route's read, which returns the
 *                                 session's row beside its data, and releases the answer only once
 *                                 the row checks out (the same checks and answers as requireUser)
 * Such a route always reads the row afresh, never from the cache: one round trip either way, and
 * an ended session is refused at once on every process. Its checks come after the route's own
 * input checks (a malformed query is answered 400 before a revoked session's 401).
 */
import fp from 'fastify-plugin';
import type { TokenSession } from '../lib/jwt.js';
import { MAX_ID } from '@culture/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error.js';
import { verifyToken } from '../lib/jwt.js';
import type { CachedSession, SessionCache } from '../lib/session-cache.js';
import { selectSessionRow } from '../lib/session-row.js';
import type { Database } from '../db/client.js';

export interface AuthContext {
  userId: bigint;
  sessionId: string;
  isGuest: boolean;
}

export type { TokenSession } from '../lib/jwt.js';

/**
 * A route's read for readAsUser: the token's session row (null: none), read by the same statement
 * as the token's user's data; `answer` turns that data into the answer and is called only once the
 * row checks out.
 */
export type ReadWithSession<T> = (
  claims: TokenSession,
) => Promise<{ session: CachedSession | null; answer: () => T | Promise<T> }>;

declare module 'fastify' {
  interface FastifyRequest {
    auth: AuthContext | null;
    /** The logged-in member behind the request, null for a guest or no token (after a hook above). */
    readonly viewerId: bigint | null;
    /** Set by requireUserReadingAlong: the session's row is still to be read (readAsUser). */
    unreadSession: TokenSession | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    optionalViewer: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    requireUserReadingAlong: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    readAsUser: <T>(request: FastifyRequest, read: ReadWithSession<T>) => Promise<T>;
    /** The checks of `requireUser` for a session named some other way (the messaging token). */
    checkUserSession: (claims: TokenSession) => Promise<AuthContext>;
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
    app.decorateRequest('unreadSession', null);
    app.decorateRequest('viewerId', {
      getter(this: FastifyRequest) {
        return this.auth && !this.auth.isGuest ? this.auth.userId : null;
      },
    });

    // Built once: drizzle does not rebuild the SQL, and PostgreSQL plans it once per connection.
    const sessionById = selectSessionRow(db).prepare('auth_session_by_id');

    async function loadSession(sessionId: string): Promise<CachedSession | null> {
      const [row] = await sessionById.execute({ sessionId });
      return row
        ? { userId: row.userId, expiresAtMs: row.expiresAt.getTime(), revokedReason: row.revokedReason, isGuest: row.isGuest }
        : null;
    }

    /** The request's token, verified: whose session it names. */
    async function verifiedToken(request: FastifyRequest): Promise<TokenSession> {
      const token = bearerToken(request);
      if (!token) throw new ApiError('unauthorized');
      const verified = await verifyToken(token, jwtSecret, Math.floor(now() / 1000));
      if (!verified.ok) throw new ApiError(verified.reason === 'expired' ? 'tokenExpired' : 'tokenIllegal');
      const { sid, sub } = verified.claims;
      // Our own tokens name users by their decimal id, spelled one way; anything else is not one of them.
      if (!/^(?:0|[1-9]\d{0,18})$/.test(sub)) throw new ApiError('tokenIllegal');
      const userId = BigInt(sub);
      // Past any id we hand out (and past bigint, which a statement reading for it would refuse).
      if (userId > MAX_ID) throw new ApiError('tokenIllegal');
      return { userId, sessionId: sid };
    }

    /** The session's row decides: gone, someone else's, ended or expired is refused. */
    function checkSession(row: CachedSession | null, claims: TokenSession): AuthContext {
      if (!row || row.userId !== claims.userId) throw new ApiError('tokenIllegal');
      if (row.revokedReason === 'superseded') throw new ApiError('remoteLogin');
      // Support disabled the account (modules/support): said plainly, and the client logs out.
      if (row.revokedReason === 'disabled') throw new ApiError('accountDisabled');
      if (row.revokedReason) throw new ApiError('tokenIllegal');
      if (row.expiresAtMs <= now()) throw new ApiError('tokenExpired');
      return { userId: row.userId, sessionId: claims.sessionId, isGuest: row.isGuest };
    }

    function asUser(auth: AuthContext): AuthContext {
      if (auth.isGuest) throw new ApiError('unauthorized');
      return auth;
    }

    async function resolve(request: FastifyRequest): Promise<AuthContext> {
      const claims = await verifiedToken(request);
      return checkSession(await sessionCache.read(claims.sessionId, () => loadSession(claims.sessionId)), claims);
    }

    app.decorate('checkUserSession', async (claims: TokenSession) =>
      asUser(checkSession(await sessionCache.read(claims.sessionId, () => loadSession(claims.sessionId)), claims)),
    );
    app.decorate('authenticate', async (request: FastifyRequest) => {
      request.auth = await resolve(request);
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.auth = asUser(await resolve(request));
    });
    // A bad token is still refused: a caller who sends one means to be someone.
    app.decorate('optionalViewer', async (request: FastifyRequest) => {
      if (request.headers.authorization) request.auth = await resolve(request);
    });
    app.decorate('requireUserReadingAlong', async (request: FastifyRequest) => {
      request.unreadSession = await verifiedToken(request);
    });
    app.decorate('readAsUser', async <T>(request: FastifyRequest, read: ReadWithSession<T>): Promise<T> => {
      const claims = request.unreadSession;
      if (!claims) throw new Error('readAsUser runs after requireUserReadingAlong (onRequest)');
      const { session, answer } = await read(claims);
      request.auth = asUser(checkSession(session, claims));
      return answer();
    });
  },
  { name: 'auth' },
);
