import { Redis } from 'ioredis';
import type { CounterStore } from './counter-store.js';

// INCR and set the expiry on the first hit, atomically, and report the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

/** Counters shared by every server process through Redis. */
export function createRedisCounterStore(url: string, prefix = 'culture:rl:'): CounterStore {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  // Errors surface on the commands; an unhandled 'error' event would crash the process.
  redis.on('error', () => undefined);
  return {
    async hit(key, windowMs) {
      const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async claim(key, ttlMs) {
      const set = await redis.set(prefix + key, '1', 'PX', ttlMs, 'NX');
      if (set === 'OK') return 0;
      const ttl = await redis.pttl(prefix + key);
      return ttl > 0 ? ttl : ttlMs;
    },
    async release(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
