/**
 * Every Redis connection of a server process is opened here, named for what it carries, with the
 * same options, and closed together when the app closes.
 *
 * A command waits in ioredis's offline queue while a dropped connection is reopened and fails
 * after two reconnect attempts, so a request that needs Redis during an outage answers 503
 * quickly (lib/service-outage.ts) instead of hanging; a subscriber connection has no request
 * waiting on it and keeps waiting. Connections open at once, so an unreachable Redis shows in the
 * log at start-up. An 'error' event is logged once per outage of each connection (ioredis emits
 * one per reconnect attempt, and an unhandled one would crash the process); the commands
 * themselves reject with the error.
 */
import { Redis } from 'ioredis';

/** What a connection is for: the log names it, and each purpose opens one connection per process. */
export type RedisPurpose =
  | 'rate-limit counters'
  | 'session-cache publisher'
  | 'session-cache subscriber'
  | 'wechat token'
  | 'world admissions'
  | 'messaging publisher'
  | 'messaging subscriber'
  | 'messaging state';

export interface RedisOpenOptions {
  /** Commands of one event-loop turn leave in one write (a fan-out of many publishes). */
  autoPipelining?: boolean;
}

export interface RedisConnections {
  /** A connection for commands. */
  open(purpose: RedisPurpose, options?: RedisOpenOptions): Redis;
  /** A connection in subscriber mode (it can do nothing else). */
  subscriber(purpose: RedisPurpose): Redis;
  /** Closes every connection opened here. */
  close(): Promise<void>;
}

export interface RedisConnectionsOptions {
  url: string;
  onError?: (error: Error, purpose: RedisPurpose) => void;
}

export function createRedisConnections({ url, onError }: RedisConnectionsOptions): RedisConnections {
  const opened = new Set<Redis>();

  function connect(purpose: RedisPurpose, maxRetriesPerRequest: number | null, options: RedisOpenOptions = {}): Redis {
    const redis = new Redis(url, {
      maxRetriesPerRequest,
      enableAutoPipelining: options.autoPipelining ?? false,
      enableOfflineQueue: true,
      lazyConnect: false,
    });
    let reported = false;
    redis.on('error', (error: Error) => {
      if (reported) return;
      reported = true;
      onError?.(error, purpose);
    });
    redis.on('ready', () => {
      reported = false;
    });
    opened.add(redis);
    return redis;
  }

  return {
    open: (purpose, options) => connect(purpose, 2, options),
    subscriber: (purpose) => connect(purpose, null),
    async close() {
      const all = [...opened];
      opened.clear();
      await Promise.all(all.map(closeOne));
    },
  };
}

/**
 * QUIT lets a live connection finish what it sent, and the socket is then awaited; one still
 * (re)connecting is dropped, since a QUIT queued for it would wait for Redis to return.
 */
async function closeOne(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') return redis.disconnect();
  const ended = new Promise((resolve) => redis.once('end', resolve));
  await redis.quit().catch(() => redis.disconnect());
  await ended;
}
