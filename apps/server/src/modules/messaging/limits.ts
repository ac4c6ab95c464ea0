/**
 * The socket's own limits, apart from what it carries (docs/security.md "Messaging socket"):
 * frame size, sockets per user, the server's ping and its deadline, how long a paused socket may
 * take to drain (the backpressure itself is send-window.ts), the send budget each user shares
 * among their sockets, and the instant-group join rate.
 */
import type { WebSocket } from 'ws';

export const MESSAGING_LIMITS = {
  /** Largest frame a client may send. */
  maxFrameBytes: 64 * 1024,
  /** Sends per user (all their sockets together): a bucket of `sendBurst` refilled at `sendPerSecond`. */
  sendPerSecond: 50,
  sendBurst: 100,
  /** Instant group joins per socket and minute. */
  joinsPerMinute: 30,
  /** One typing command per conversation and socket within this time. */
  typingEveryMs: 3_000,
} as const;

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

/** Instant-group joins per socket: at most MESSAGING_LIMITS.joinsPerMinute in any minute. */
export function createJoinThrottle(now: () => number) {
  // Keyed by the connection object: a socket that never joins (most) costs nothing here.
  const joins = new WeakMap<object, number[]>();
  return {
    take(connection: object): boolean {
      const t = now();
      const recent = (joins.get(connection) ?? []).filter((at) => t - at < 60_000);
      if (recent.length >= MESSAGING_LIMITS.joinsPerMinute) return false;
      recent.push(t);
      joins.set(connection, recent);
      return true;
    },
  };
}
