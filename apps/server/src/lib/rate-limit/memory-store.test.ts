import { describe, expect, it } from 'vitest';
import { manualClock } from '../../test/helper.js';
import { createMemoryCounterStore } from './memory-store.js';
import { createRedisCounterStore } from './redis-store.js';
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
});

// With a Redis server (CI sets TEST_REDIS_URL), two stores share their counts like two processes.
const redisUrl = process.env.TEST_REDIS_URL;
describe.runIf(Boolean(redisUrl))('redis counter store', () => {
  it('shares counts and locks between processes', async () => {
    const prefix = `test:${Math.random().toString(36).slice(2)}:`;
    const a: CounterStore = createRedisCounterStore(redisUrl!, prefix);
    const b: CounterStore = createRedisCounterStore(redisUrl!, prefix);
    try {
      expect((await a.hit('sms:phone', 60_000)).count).toBe(1);
      expect((await b.hit('sms:phone', 60_000)).count).toBe(2);
      expect(await a.claim('cooldown', 60_000)).toBe(0);
      const left = await b.claim('cooldown', 60_000);
      expect(left).toBeGreaterThan(0);
      expect(left).toBeLessThanOrEqual(60_000);
      await b.release('cooldown');
      expect(await a.claim('cooldown', 60_000)).toBe(0);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
