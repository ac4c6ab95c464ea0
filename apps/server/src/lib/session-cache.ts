/**
 * A short-lived cache of session rows, so an authenticated request does not always need a round
 * trip to the database just to learn that its session is still good.
 *
 * Entries live a few seconds and the cache holds a bounded number of them (oldest dropped first).
 * Whatever ends a session (logout, a login elsewhere superseding it, account deletion) drops its
 * entries at once: here directly, and on every other server process through Redis pub/sub when
 * REDIS_URL is set. Two guards keep it from ever serving a row older than an invalidation:
 *   - a row read from the database is stored only if no invalidation arrived while it was read
 *     (the read may have started before the change committed);
 *   - with Redis, the cache is off (every request reads the database) until the subscription is
 *     live, and is emptied whenever the subscription drops, because messages sent meanwhile are lost.
 */
import { randomUUID } from 'node:crypto';
import type { RedisConnections } from './redis.js';

export interface CachedSession {
  userId: bigint;
  expiresAtMs: number;
  revokedReason: 'logout' | 'superseded' | 'deleted' | 'disabled' | null;
  isGuest: boolean;
}

export interface SessionCache {
  /** The session's row from the cache, or from `load` (stored for next time); null when none. */
  read(sessionId: string, load: () => Promise<CachedSession | null>): Promise<CachedSession | null>;
  /** The session's row if the cache holds it fresh, without loading it. */
  peek(sessionId: string): CachedSession | undefined;
  /** Drops these sessions on every process. Call after the change committed. */
  forgetSessions(sessionIds: string[]): Promise<void>;
  /** Drops every session of these users on every process. Call after the change committed. */
  forgetUsers(userIds: bigint[]): Promise<void>;
  /**
   * Hears every invalidation, this process's and (with Redis) the others': what holds a session
   * open beyond one request (the messaging socket) checks its session again.
   */
  onInvalidate(listener: (ended: SessionsEnded) => void): void;
  close(): Promise<void>;
}

/** How other processes hear about invalidations. */
interface Broadcast {
  /** True while messages from other processes are being received. */
  live(): boolean;
  publish(message: InvalidationMessage): Promise<void>;
  close(): Promise<void>;
}

interface InvalidationMessage {
  sessions?: string[];
  users?: string[];
}

/** Sessions that may have ended: these, and every session of these users. */
export interface SessionsEnded {
  sessions: string[];
  users: bigint[];
}

export interface SessionCacheOptions {
  /** How long an entry may be served; 0 turns the cache off. */
  ttlMs: number;
  maxEntries: number;
  now: () => number;
  /** Shares invalidations between server processes; in-process only when unset. */
  redis?: RedisConnections | null;
  redisChannel?: string;
  onError?: (error: unknown) => void;
}

interface Entry {
  row: CachedSession;
  storedAtMs: number;
}

export function createSessionCache({
  ttlMs,
  maxEntries,
  now,
  redis,
  redisChannel = 'culture:session-invalidations',
  onError,
}: SessionCacheOptions): SessionCache {
  // Map keeps insertion order, so the first key is the oldest entry.
  const entries = new Map<string, Entry>();
  // Bumped by every invalidation; a read that saw it change while loading does not store.
  let generation = 0;
  const listeners: Array<(ended: SessionsEnded) => void> = [];

  function dropLocally(message: InvalidationMessage) {
    generation += 1;
    for (const id of message.sessions ?? []) entries.delete(id);
    if (message.users?.length) {
      const users = new Set(message.users);
      for (const [id, entry] of entries) if (users.has(entry.row.userId.toString())) entries.delete(id);
    }
    // After the entries are gone: a listener that checks a session reads it afresh.
    if (listeners.length) {
      const ended = { sessions: message.sessions ?? [], users: (message.users ?? []).map((id) => BigInt(id)) };
      for (const listener of listeners) listener(ended);
    }
  }

  function dropAll() {
    generation += 1;
    entries.clear();
  }

  // With Redis the channel is there even when the cache is off: open sockets listen to it.
  const broadcast: Broadcast | null = redis ? createRedisBroadcast(redis, redisChannel, dropLocally, dropAll, onError) : null;
  const enabled = () => ttlMs > 0 && (!broadcast || broadcast.live());

  async function forget(message: InvalidationMessage) {
    dropLocally(message);
    if (!broadcast) return;
    try {
      await broadcast.publish(message);
    } catch (error) {
      // The change is committed; other processes serve their copy for at most ttlMs more.
      onError?.(error);
    }
  }

  function fresh(sessionId: string): CachedSession | undefined {
    if (!enabled()) return undefined;
    const hit = entries.get(sessionId);
    if (hit && now() - hit.storedAtMs < ttlMs) return hit.row;
    if (hit) entries.delete(sessionId);
    return undefined;
  }

  return {
    peek: fresh,
    async read(sessionId, load) {
      const hit = fresh(sessionId);
      if (hit) return hit;
      const before = generation;
      const row = await load();
      if (row && enabled() && generation === before) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        entries.set(sessionId, { row, storedAtMs: now() });
      }
      return row;
    },
    forgetSessions: (sessionIds) => forget({ sessions: sessionIds }),
    forgetUsers: (userIds) => forget({ users: userIds.map(String) }),
    onInvalidate(listener) {
      listeners.push(listener);
    },
    async close() {
      entries.clear();
      await broadcast?.close();
    },
  };
}

function createRedisBroadcast(
  redis: RedisConnections,
  channel: string,
  onMessage: (message: InvalidationMessage) => void,
  onLost: () => void,
  onError?: (error: unknown) => void,
): Broadcast {
  const origin = randomUUID();
  const publisher = redis.open('session-cache publisher');
  // A subscriber connection can do nothing else; ioredis resubscribes after a reconnect itself,
  // but messages published while it was away are gone, hence onLost and `subscribed`.
  const subscriber = redis.subscriber('session-cache subscriber');
  let subscribed = false;

  const subscribe = () =>
    subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
      },
      (error: unknown) => onError?.(error),
    );
  subscriber.on('close', () => {
    if (subscribed) onLost();
    subscribed = false;
  });
  // After a reconnect: empty again (anything may have changed meanwhile), then listen again.
  subscriber.on('ready', () => {
    onLost();
    void subscribe();
  });
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const message = JSON.parse(raw) as InvalidationMessage & { origin?: string };
      if (message.origin !== origin) onMessage(message);
    } catch (error) {
      onError?.(error);
    }
  });

  return {
    live: () => subscribed && subscriber.status === 'ready',
    async publish(message) {
      await publisher.publish(channel, JSON.stringify({ ...message, origin }));
    },
    // The connections are closed with the others (lib/redis.ts); from here on nothing is heard.
    async close() {
      subscribed = false;
      subscriber.removeAllListeners('message');
    },
  };
}
