import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSession } from './session-cache.js';

const row = (userId: bigint): CachedSession => ({ userId, expiresAtMs: 10_000_000, revokedReason: null, isGuest: false });

function cacheAt(ttlMs: number) {
  let clock = 0;
  const cache = createSessionCache({ ttlMs, maxEntries: 2, now: () => clock });
  return { cache, advance: (ms: number) => (clock += ms) };
}

describe('session cache (in one process)', () => {
  it('peeks only at a fresh row and never loads', async () => {
    const { cache, advance } = cacheAt(5_000);
    expect(cache.peek('s1')).toBeUndefined();
    await cache.read('s1', async () => row(1n));
    expect(cache.peek('s1')).toEqual(row(1n));
    advance(5_000);
    expect(cache.peek('s1')).toBeUndefined();
    // Stale means gone: the next read loads again.
    let loads = 0;
    await cache.read('s1', async () => (loads++, row(1n)));
    expect(loads).toBe(1);
  });

  it('forgets at once on logout and for a user, and drops the oldest past maxEntries', async () => {
    const { cache } = cacheAt(5_000);
    await cache.read('a', async () => row(1n));
    await cache.read('b', async () => row(2n));
    await cache.forgetSessions(['a']);
    expect(cache.peek('a')).toBeUndefined();
    await cache.forgetUsers([2n]);
    expect(cache.peek('b')).toBeUndefined();
    for (const id of ['c', 'd', 'e']) await cache.read(id, async () => row(3n));
    expect([cache.peek('c'), cache.peek('d'), cache.peek('e')].map(Boolean)).toEqual([false, true, true]);
  });

  it('does not keep a row read while an invalidation arrived', async () => {
    const { cache } = cacheAt(5_000);
    await cache.read('a', async () => {
      await cache.forgetSessions(['a']);
      return row(1n);
    });
    expect(cache.peek('a')).toBeUndefined();
  });

  it('is off with a TTL of 0: nothing to peek at, every read loads', async () => {
    const { cache } = cacheAt(0);
    let loads = 0;
    await cache.read('a', async () => (loads++, row(1n)));
    await cache.read('a', async () => (loads++, row(1n)));
    expect(loads).toBe(2);
    expect(cache.peek('a')).toBeUndefined();
  });
});
