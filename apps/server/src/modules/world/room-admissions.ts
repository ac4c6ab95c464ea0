/**
 * Places the check call holds for visitors it admitted to a copy of a room until they appear in
 * its instant group (loading a room takes a few seconds). Without them a crowd checking at the
 * same moment would all see an empty first copy. With Redis (several server processes) one sorted
 * set per copy, each visitor scored by when their place lapses; in-process otherwise.
 */
import type { Redis } from 'ioredis';

export interface RoomAdmissions {
  /** Visitors holding a place in `group` now. */
  holders(group: string): Promise<bigint[]>;
  hold(group: string, visitorId: bigint, ms: number): Promise<void>;
}

export function createRoomAdmissions(redis: Redis | null, now: () => number): RoomAdmissions {
  if (!redis) {
    const groups = new Map<string, Map<bigint, number>>();
    return {
      async holders(group) {
        const places = groups.get(group);
        if (!places) return [];
        const t = now();
        for (const [visitor, until] of places) if (until <= t) places.delete(visitor);
        if (places.size === 0) groups.delete(group);
        return [...places.keys()];
      },
      async hold(group, visitorId, ms) {
        let places = groups.get(group);
        if (!places) groups.set(group, (places = new Map()));
        places.set(visitorId, now() + ms);
      },
    };
  }
  const key = (group: string) => `world:admitted:${group}`;
  return {
    async holders(group) {
      const t = now();
      const [, live] = (await redis
        .multi()
        .zremrangebyscore(key(group), '-inf', t)
        .zrangebyscore(key(group), `(${t}`, '+inf')
        .exec()) ?? [[null], [null, []]];
      return ((live?.[1] as string[] | undefined) ?? []).map((id) => BigInt(id));
    },
    async hold(group, visitorId, ms) {
      await redis
        .multi()
        .zadd(key(group), now() + ms, visitorId.toString())
        .pexpire(key(group), ms)
        .exec();
    },
  };
}
