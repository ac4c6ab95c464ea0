/**
 * Instant-group membership over Redis (CI sets TEST_REDIS_URL; under CI it must run): each member's
 * place expires on its own unless their keepalive renews it, so a dead node's visitors drop out
 * while the others stay; a quit is never undone by a renewal.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createInstantGroups } from './instant-groups.js';

const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl && process.env.CI === 'true') {
  it('runs the Redis instant-group suite under CI', () => {
    throw new Error('CI=true requires TEST_REDIS_URL for the Redis instant-group suite');
  });
}

describe.runIf(Boolean(redisUrl))('instant groups over Redis', () => {
  const redis = new Redis(redisUrl!, { maxRetriesPerRequest: 2 });
  afterAll(() => redis.quit());
  const groups = createInstantGroups(redis);

  it('drops a member whose place ran out, keeps one whose keepalive renewed it, and never renews a quit', async () => {
    const group = `test-${randomUUID()}`;
    await groups.join(group, 1n);
    await groups.join(group, 2n);
    await groups.join(group, 3n);
    expect((await groups.members(group)).sort()).toEqual([1n, 2n, 3n]);

    // Member 1's node died long ago: its place is past its expiry (set as Redis would have it).
    await redis.zadd(`chat:instant:${group}`, Date.now() - 1, '1');
    // Member 3 quit; a keepalive that was already on its way must not bring them back.
    await groups.quit(group, 3n);
    await groups.refresh([group], 3n);
    await groups.refresh([group], 2n);

    expect(await groups.members(group)).toEqual([2n]);
    expect(await groups.counts([group, `${group}-empty`])).toEqual([1, 0]);
    // The renewal set member 2's expiry a full TTL ahead.
    expect(Number(await redis.zscore(`chat:instant:${group}`, '2'))).toBeGreaterThan(Date.now() + 60_000);
    await redis.del(`chat:instant:${group}`);
  });

  it('releases an item only for the member holding it', async () => {
    const group = `test-${randomUUID()}`;
    expect(await groups.claim(group, 'lantern', 1n)).toBe(true);
    expect(await groups.release(group, 'lantern', 2n)).toBe(false);
    expect(await groups.claim(group, 'lantern', 2n)).toBe(false);
    expect(await groups.release(group, 'lantern', 1n)).toBe(true);
    expect(await groups.claim(group, 'lantern', 2n)).toBe(true);
    await groups.release(group, 'lantern', 2n);
  });
});
