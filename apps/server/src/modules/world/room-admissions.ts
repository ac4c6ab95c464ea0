/**
 * Places the check call holds for visitors it admitted to a copy of a room until they appear in
 * its instant group (loading a room takes a few seconds). Without them a crowd checking at the
 * same moment would all see an empty first copy. With Redis (several server processes) one sorted
 * set per copy, each visitor scored by when their place lapses; in-process otherwise.
 *
 * A place is also the admission to the copy's instant group: the messaging gateway lets a visitor
 * join a `vr-*` group only while they hold a place in it or are already in it
 * (docs/decisions.md, "Chat rules").
 */
import type { Redis } from 'ioredis';

export interface RoomAdmissions {
  /** Visitors holding a place in `group` now. */
  holders(group: string): Promise<bigint[]>;
  /** Whether this visitor holds a place in `group` now. */
  holds(group: string, visitorId: bigint): Promise<boolean>;
  /** Gives (or renews) a place unconditionally: a member leaving keeps theirs for a reconnect. */
  hold(group: string, visitorId: bigint, ms: number): Promise<void>;
  /**
   * Gives a place when `members` together with the holders number fewer than `cap`, or renews the
   * visitor's own; answers whether it did. Reading the holders and adding the place are one step
   * (one Lua script on Redis, no await between them in-process), so two checks at the same
   * instant cannot both take a copy's last place.
   */
  tryHold(group: string, visitorId: bigint, ms: number, cap: number, members: bigint[]): Promise<boolean>;
}

/** In Redis: drop lapsed places, then add this one if the copy has room (or it is already here). */
const TRY_HOLD = `
redis.call('zremrangebyscore', KEYS[1], '-inf', ARGV[1])
local visitor = ARGV[3]
local here = {}
local n = 0
for _, id in ipairs(redis.call('zrange', KEYS[1], 0, -1)) do here[id] = true; n = n + 1 end
for i = 6, #ARGV do if not here[ARGV[i]] then here[ARGV[i]] = true; n = n + 1 end end
if not here[visitor] and n >= tonumber(ARGV[4]) then return 0 end
redis.call('zadd', KEYS[1], ARGV[2], visitor)
redis.call('pexpire', KEYS[1], ARGV[5])
return 1
`;

export function createRoomAdmissions(redis: Redis | null, now: () => number): RoomAdmissions {
  if (!redis) {
    const groups = new Map<string, Map<bigint, number>>();
    const live = (group: string) => {
      const places = groups.get(group);
      if (!places) return null;
      const t = now();
      for (const [visitor, until] of places) if (until <= t) places.delete(visitor);
      if (places.size === 0) groups.delete(group);
      return places.size ? places : null;
    };
    const hold = (group: string, visitorId: bigint, ms: number) => {
      let places = groups.get(group);
      if (!places) groups.set(group, (places = new Map()));
      places.set(visitorId, Math.max(places.get(visitorId) ?? 0, now() + ms));
    };
    return {
      async holders(group) {
        return [...(live(group)?.keys() ?? [])];
      },
      async holds(group, visitorId) {
        return live(group)?.has(visitorId) ?? false;
      },
      async hold(group, visitorId, ms) {
        hold(group, visitorId, ms);
      },
      async tryHold(group, visitorId, ms, cap, members) {
        const here = new Set([...(live(group)?.keys() ?? []), ...members]);
        if (!here.has(visitorId) && here.size >= cap) return false;
        hold(group, visitorId, ms);
        return true;
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
    async holds(group, visitorId) {
      const until = await redis.zscore(key(group), visitorId.toString());
      return until !== null && Number(until) > now();
    },
    async hold(group, visitorId, ms) {
      // GT: a shorter hold never shortens a longer one (it still adds a new place).
      await redis
        .multi()
        .zadd(key(group), 'GT', now() + ms, visitorId.toString())
        .pexpire(key(group), ms)
        .exec();
    },
    async tryHold(group, visitorId, ms, cap, members) {
      const t = now();
      const won = await redis.eval(
        TRY_HOLD,
        1,
        key(group),
        t,
        t + ms,
        visitorId.toString(),
        cap,
        ms,
        ...members.map((id) => id.toString()),
      );
      return Number(won) === 1;
    },
  };
}
