/**
 * Who is online: a counter of open sockets per user here, and with Redis a key per user and node
 * that expires unless refreshed, so the users of a node that died go offline by themselves.
 */
import type { Redis } from 'ioredis';

export const PRESENCE_TTL_S = 60;

export interface Presence {
  /** Answers true when this was the user's first socket (they came online). */
  connected(userId: bigint): Promise<boolean>;
  /** Answers true when that was the user's last socket (they went offline). */
  disconnected(userId: bigint): Promise<boolean>;
  refresh(userId: bigint): Promise<void>;
  online(userIds: bigint[]): Promise<bigint[]>;
}

export function createPresence(redis: Redis | null, nodeId: string): Presence {
  const local = new Map<bigint, number>();
  // Per user a sorted set of node ids scored by when their claim expires: a dead node's claim
  // simply runs out, and "online" is one ZCOUNT of claims still in the future.
  const key = (userId: bigint) => `chat:online:${userId}`;
  const claim = (userId: bigint) =>
    redis!
      .multi()
      .zadd(key(userId), Date.now() + PRESENCE_TTL_S * 1000, nodeId)
      .expire(key(userId), PRESENCE_TTL_S)
      .exec();
  return {
    async connected(userId) {
      const n = (local.get(userId) ?? 0) + 1;
      local.set(userId, n);
      if (redis) await claim(userId).catch(() => undefined);
      return n === 1;
    },
    async disconnected(userId) {
      const n = (local.get(userId) ?? 1) - 1;
      if (n > 0) {
        local.set(userId, n);
        return false;
      }
      local.delete(userId);
      if (redis) await redis.zrem(key(userId), nodeId).catch(() => undefined);
      return true;
    },
    async refresh(userId) {
      if (redis && local.has(userId)) await claim(userId).catch(() => undefined);
    },
    async online(userIds) {
      const here = userIds.filter((id) => local.has(id));
      if (!redis) return here;
      const elsewhere: bigint[] = [];
      for (const id of userIds) {
        if (local.has(id)) continue;
        if ((await redis.zcount(key(id), Date.now(), '+inf')) > 0) elsewhere.push(id);
      }
      return [...here, ...elsewhere];
    },
  };
}
