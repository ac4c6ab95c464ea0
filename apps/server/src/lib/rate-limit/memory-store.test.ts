import { describe, expect, it } from 'vitest';
import { manualClock } from '../../test/helper.js';
import { createMemoryCounterStore } from './memory-store.js';
import { createRedisCounterStore } from './redis-store.js';
import { createRedisConnections } from '../redis.js';
import type { CounterStore } from './counter-store.js';

describe('memory counter store', () => {
  it('counts hits in a window that resets', async () => {
    const clock = manualClock();
    const store = createMemoryCounterStore(clock.now);
    expect(await store.hit('k', 1000)).toEqual({ count: 1, resetInMs: 1000 });
    clock.advance(400);
    expect(await store.hit('k', 1000)).toEqual({ count: 2, resetInMs: 600 });
    clock.advance(600);
    expect((await store.hit('k', 1000)).count).toBe(1);
  });

  it('claims a lock once until it expires or is released', async () => {
    const clock = manualClock();
    const store = createMemoryCounterStore(clock.now);
    expect(await store.claim('lock', 60_000)).toBe(0);
    clock.advance(15_000);
    expect(await store.claim('lock', 60_000)).toBe(45_000);
    await store.release('lock');
    expect(await store.claim('lock', 60_000)).toBe(0);
    clock.advance(60_000);
    expect(await store.claim('lock', 60_000)).toBe(0);
  });

  it('climbs an escalating lock step by step and falls back after a quiet period', async () => {
    const clock = manualClock();
    const store = createMemoryCounterStore(clock.now);
    const take = () => store.escalate('phone', [1000, 5000], 60_000);
    expect(await take()).toEqual({ taken: true, ms: 1000 });
    expect(await take()).toEqual({ taken: false, ms: 1000 });
    clock.advance(1000);
    expect(await take()).toEqual({ taken: true, ms: 5000 });
    clock.advance(1000);
    expect(await take()).toEqual({ taken: false, ms: 4000 });
    clock.advance(4000);
    expect(await take()).toEqual({ taken: true, ms: 5000 }); // the last step repeats
    clock.advance(5000 + 60_000);
    expect(await take()).toEqual({ taken: true, ms: 1000 }); // quiet: back to the first step
    await store.release('phone');
    await store.release('phone:level');
    expect(await take()).toEqual({ taken: true, ms: 1000 });
  });
});

// With a Redis server (CI sets TEST_REDIS_URL), two stores share their counts like two processes.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(Boolean(redisUrl))('redis counter store', () => {
  it('shares counts and locks between processes', async () => {
    const prefix = `test:${Math.random().toString(36).slice(2)}:`;
    // Two processes, each with its own connection.
    const first = createRedisConnections({ url: redisUrl! });
    const second = createRedisConnections({ url: redisUrl! });
    const a: CounterStore = createRedisCounterStore(first.open('rate-limit counters'), prefix);
    const b: CounterStore = createRedisCounterStore(second.open('rate-limit counters'), prefix);
    try {
      expect((await a.hit('sms:phone', 60_000)).count).toBe(1);
      expect((await b.hit('sms:phone', 60_000)).count).toBe(2);
      expect(await a.claim('cooldown', 60_000)).toBe(0);
      const left = await b.claim('cooldown', 60_000);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(60_000);
      await b.release('cooldown');
      expect(await a.claim('cooldown', 60_000)).toBe(0);
      expect(await a.escalate('phone', [60_000, 120_000], 600_000)).toEqual({ taken: true, ms: 60_000 });
      expect((await b.escalate('phone', [60_000, 120_000], 600_000)).taken).toBe(false);
      await a.release('phone');
      expect(await b.escalate('phone', [60_000, 120_000], 600_000)).toEqual({ taken: true, ms: 120_000 });
      const held = await a.escalate('phone', [60_000, 120_000], 600_000);
      expect(held.taken).toBe(false);
      expect(held.ms).toBeGreaterThan(60_000);
    } finally {
      await a.close();
      await b.close();
      await first.close();
      await second.close();
    }
  });
});
