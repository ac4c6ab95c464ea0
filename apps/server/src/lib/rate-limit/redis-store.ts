import type { Redis } from 'ioredis';
import type { CounterStore } from './counter-store.js';

// INCR and set the expiry on the first hit, atomically, and report the time left.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
return {count, ttl}
`;

// The escalating lock in one step, so two processes never both take it or both skip a level.
// KEYS: lock, level. ARGV: quietMs, then the steps in ms.
const ESCALATE_SCRIPT = `
local left = redis.call('PTTL', KEYS[1])
if left > 0 then return {0, left} end
local level = tonumber(redis.call('GET', KEYS[2]) or '0')
redis.call('SET', KEYS[2], level + 1, 'PX', ARGV[1])
local step = ARGV[math.min(level, #ARGV - 2) + 2]
redis.call('SET', KEYS[1], '1', 'PX', step)
return {1, tonumber(step)}
`;

/**
 * Counters shared by every server process through Redis, on a connection from lib/redis.ts (which
 * also closes it).
 */
export function createRedisCounterStore(redis: Redis, prefix = 'culture:rl:'): CounterStore {
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
    async escalate(key, stepsMs, quietMs) {
      const [taken, ms] = (await redis.eval(
        ESCALATE_SCRIPT,
        2,
        prefix + key,
        `${prefix}${key}:level`,
        String(quietMs),
        ...stepsMs.map(String),
      )) as [number, number];
      return { taken: taken === 1, ms };
    },
    async close() {},
  };
}
