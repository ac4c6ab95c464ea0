/**
 * Instant groups (spec §3): ephemeral rooms for live events. Membership lives in this process, and
 * with Redis in a sorted set per group scored by each member's expiry: a member's socket renews
 * it on every keepalive, so a dead node's visitors drop out one by one after the TTL while the
 * others stay. Nothing is written to the message table.
 */
import type { Redis } from 'ioredis';

export const INSTANT_GROUP_TTL_S = 120;

export interface InstantGroups {
  join(group: string, userId: bigint): Promise<void>;
  /** The member is still here (their socket's keepalive): renews their membership of these groups. */
  refresh(groups: readonly string[], userId: bigint): Promise<void>;
  quit(group: string, userId: bigint): Promise<void>;
  members(group: string): Promise<bigint[]>;
  /** How many members each group has, in one round trip (the world's room copies). */
  counts(groups: string[]): Promise<number[]>;
  /** The first claimant of an item wins (item competition); answers whether this one did. */
  claim(group: string, item: string, userId: bigint): Promise<boolean>;
  /** Releases an item only for the member holding it; answers whether it did. */
  release(group: string, item: string, userId: bigint): Promise<boolean>;
}

/**
 * Who may join which instant group. The world's room copies (`vr-*`) admit only a visitor holding
 * a place the room's check call handed out (modules/world/room-admissions.ts), so a copy never
 * holds more than the room's cap (docs/decisions.md, "Chat rules").
 */
export interface InstantAdmissions {
  /** Whether joining `group` needs a place. */
  needsPlace(group: string): boolean;
  /** Whether the user holds a place in `group` now. */
  holds(group: string, userId: bigint): Promise<boolean>;
  /** A member whose socket dropped keeps their place a while: their reconnect comes back in. */
  keep(group: string, userId: bigint): Promise<void>;
}

/** A join is admitted when the group needs no place, or the user holds one, or is in it already. */
export async function mayJoin(
  admissions: InstantAdmissions,
  groups: InstantGroups,
  group: string,
  userId: bigint,
): Promise<boolean> {
  if (!admissions.needsPlace(group)) return true;
  if (await admissions.holds(group, userId)) return true;
  return (await groups.members(group)).includes(userId);
}

/** Compare-and-delete: the item goes only if this member holds it. */
const RELEASE_OWN = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

export function createInstantGroups(redis: Redis | null): InstantGroups {
  const rooms = new Map<string, Set<bigint>>();
  const items = new Map<string, bigint>();
  if (!redis)
    return {
      async join(group, userId) {
        let set = rooms.get(group);
        if (!set) rooms.set(group, (set = new Set()));
        set.add(userId);
      },
      async refresh() {
        /* in one process, membership ends only with a quit or the socket closing */
      },
      async quit(group, userId) {
        rooms.get(group)?.delete(userId);
        if (rooms.get(group)?.size === 0) {
          rooms.delete(group);
          for (const key of items.keys()) if (key.startsWith(`${group}\u0000`)) items.delete(key);
        }
      },
      async members(group) {
        return [...(rooms.get(group) ?? [])];
      },
      async counts(groups) {
        return groups.map((group) => rooms.get(group)?.size ?? 0);
      },
      async claim(group, item, userId) {
        const key = `${group}\u0000${item}`;
        if (items.has(key)) return items.get(key) === userId;
        items.set(key, userId);
        return true;
      },
      async release(group, item, userId) {
        const key = `${group}\u0000${item}`;
        if (items.get(key) !== userId) return false;
        items.delete(key);
        return true;
      },
    };
  const key = (group: string) => `chat:instant:${group}`;
  const expiry = () => Date.now() + INSTANT_GROUP_TTL_S * 1000;
  return {
    async join(group, userId) {
      await redis
        .multi()
        .zremrangebyscore(key(group), '-inf', Date.now())
        .zadd(key(group), expiry(), userId.toString())
        .expire(key(group), INSTANT_GROUP_TTL_S)
        .exec();
    },
    async refresh(groups, userId) {
      if (groups.length === 0) return;
      const pipeline = redis.pipeline();
      // XX: renew only a membership that still exists (a quit in between stays a quit).
      for (const group of groups)
        pipeline.zadd(key(group), 'XX', expiry(), userId.toString()).expire(key(group), INSTANT_GROUP_TTL_S);
      await pipeline.exec();
    },
    async quit(group, userId) {
      await redis.zrem(key(group), userId.toString());
    },
    async members(group) {
      return (await redis.zrangebyscore(key(group), Date.now(), '+inf')).map((id) => BigInt(id));
    },
    async counts(groups) {
      if (groups.length === 0) return [];
      const pipeline = redis.pipeline();
      const at = Date.now();
      for (const group of groups) pipeline.zcount(key(group), at, '+inf');
      const results = (await pipeline.exec()) ?? [];
      return results.map(([error, n]) => (error ? 0 : Number(n)));
    },
    async claim(group, item, userId) {
      const itemKey = `${key(group)}:item:${item}`;
      const won = await redis.set(itemKey, userId.toString(), 'EX', INSTANT_GROUP_TTL_S, 'NX');
      if (won) return true;
      return (await redis.get(itemKey)) === userId.toString();
    },
    async release(group, item, userId) {
      return Number(await redis.eval(RELEASE_OWN, 1, `${key(group)}:item:${item}`, userId.toString())) === 1;
    },
  };
}
