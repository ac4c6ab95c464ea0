/**
 * The socket's own limits, apart from what it carries (docs/security.md "Messaging socket"):
 * sockets per user, the server's ping and its deadline, how long a paused socket may take to
 * drain, and the send budget each user shares among their sockets.
 */
import type { WebSocket } from 'ws';
import { messagingCloseCodes } from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import type { ImTokenClaims } from './im-token.js';
import type { Session } from './session.js';

export interface SocketLimits {
  /** Open sockets one user may hold on one server process; one more is refused (429 before the upgrade). */
  socketsPerUser: number;
  /** The server pings every socket this often; one that has not answered the previous ping is cut. */
  pingIntervalMs: number;
  /** How long a paused socket (send-window.ts) may take to drain before it is closed with 1013. */
  drainDeadlineMs: number;
}

export const SOCKET_LIMITS: SocketLimits = {
  socketsPerUser: 5,
  pingIntervalMs: 30_000,
  drainDeadlineMs: 30_000,
};

/**
 * Sends per user: a bucket of `burst` refilled at `perSecond`, shared by all the user's sockets on
 * this process (one user with many sockets gets no more than with one). In memory per process, as
 * the socket's other limits: a Redis round trip on every message would add to every send's time;
 * docs/decisions.md "Messaging socket limits per process".
 */
export function createSendBudget({ perSecond, burst, now }: { perSecond: number; burst: number; now: () => number }) {
  const buckets = new Map<bigint, { tokens: number; at: number }>();
  const level = (bucket: { tokens: number; at: number }, t: number) =>
    Math.min(burst, bucket.tokens + ((t - bucket.at) / 1000) * perSecond);
  return {
    take(userId: bigint): boolean {
      const t = now();
      const bucket = buckets.get(userId) ?? { tokens: burst, at: t };
      bucket.tokens = level(bucket, t);
      bucket.at = t;
      buckets.set(userId, bucket);
      if (bucket.tokens < 1) return false;
      bucket.tokens -= 1;
      return true;
    },
    /** Forgets full buckets (the same as none): the map holds only users who sent lately. */
    sweep() {
      const t = now();
      for (const [userId, bucket] of buckets) if (level(bucket, t) >= burst) buckets.delete(userId);
    },
  };
}

/**
 * Pings every socket each interval. A socket that has not answered the previous ping (a phone gone
 * without a FIN, a client that stopped reading) is cut: its close frees its buffer, and its
 * presence goes offline like any close. Browsers answer pings by themselves.
 */
export function startPingSweep(
  sockets: Set<WebSocket>,
  aliveOf: (socket: WebSocket) => { alive: boolean } | undefined,
  intervalMs: number,
  alsoEachTick: () => void,
): () => void {
  const timer = setInterval(() => {
    for (const socket of sockets) {
      const state = aliveOf(socket);
      if (!state) continue;
      if (!state.alive) {
        socket.terminate();
        continue;
      }
      state.alive = false;
      socket.ping();
    }
    alsoEachTick();
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * Login sessions that may have ended (logout, deletion, a login elsewhere; heard from any process):
 * the sockets they could concern check their session again, and those whose session ended close
 * with 4401. A login elsewhere names the user: the new session's sockets pass the check.
 */
export function closeEndedSessions(
  ended: { sessions: string[]; users: bigint[] },
  {
    sessionsOf,
    allSessions,
    check,
  }: {
    sessionsOf: (userId: bigint) => Session[];
    allSessions: () => Session[];
    check: (claims: ImTokenClaims) => Promise<unknown>;
  },
): void {
  const concerned = new Set<Session>();
  for (const userId of ended.users) for (const session of sessionsOf(userId)) concerned.add(session);
  if (ended.sessions.length) {
    const ids = new Set(ended.sessions);
    for (const session of allSessions()) if (ids.has(session.sessionId)) concerned.add(session);
  }
  for (const session of concerned) {
    check({ userId: session.userId, sessionId: session.sessionId }).then(
      () => undefined,
      (error: unknown) => {
        // Only a refusal ends the socket; a database hiccup leaves it to the next check.
        if (error instanceof ApiError) session.window.end(messagingCloseCodes.sessionEnded, 'session ended');
      },
    );
  }
}
