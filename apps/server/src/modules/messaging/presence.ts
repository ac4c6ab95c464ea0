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
  const key = (userId: bigint) => `chat:online:${userId}:${nodeId}`;
  return {
    async connected(userId) {
      const n = (local.get(userId) ?? 0) + 1;
      local.set(userId, n);
      if (redis) await redis.set(key(userId), '1', 'EX', PRESENCE_TTL_S).catch(() => undefined);
      return n === 1;
    },
    async disconnected(userId) {
      const n = (local.get(userId) ?? 1) - 1;
      if (n > 0) {
        local.set(userId, n);
        return false;
      }
      local.delete(userId);
      if (redis) await redis.del(key(userId)).catch(() => undefined);
      return true;
    },
    async refresh(userId) {
      if (redis && local.has(userId)) await redis.expire(key(userId), PRESENCE_TTL_S).catch(() => undefined);
    },
    async online(userIds) {
      const here = userIds.filter((id) => local.has(id));
      if (!redis) return here;
      const elsewhere: bigint[] = [];
      for (const id of userIds) {
        if (local.has(id)) continue;
        const [, keys] = await redis.scan('0', 'MATCH', `chat:online:${id}:*`, 'COUNT', 100);
        if (keys.length) elsewhere.push(id);
      }
      return [...here, ...elsewhere];
    },
  };
}
