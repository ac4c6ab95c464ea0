/**
 * Who is online: a counter of open sockets per user here, and with Redis a key per user and node
 * that expires unless refreshed, so the users of a node that died go offline by themselves.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Redis } from 'ioredis';
import type { Database } from '../../db/client.js';
import { chatMembers } from '../../db/schema.js';
import type { InstantGroups } from './instant-groups.js';

const mine = alias(chatMembers, 'mine');
const theirs = alias(chatMembers, 'theirs');

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

/**
 * Whose presence a user may learn: people they share a conversation with (a private one or a
 * group they are both members of; an invitation is not membership) or an instant group with
 * (a world room's copy). Everyone else is answered as offline, the same answer an offline
 * contact gets, so the presence call tells nothing about strangers (docs/decisions.md, "Chat rules").
 */
export function createPresenceScope(db: Database, instant: Pick<InstantGroups, 'members'>) {
  return {
    async visible(userId: bigint, groups: ReadonlySet<string>, asked: bigint[]): Promise<bigint[]> {
      const others = asked.filter((id) => id !== userId);
      if (!others.length) return asked;
      const rows = await db
        .selectDistinct({ userId: theirs.userId })
        .from(mine)
        .innerJoin(theirs, eq(theirs.conversationId, mine.conversationId))
        .where(and(eq(mine.userId, userId), inArray(theirs.userId, others)));
      const shared = new Set(rows.map((r) => r.userId));
      for (const group of groups) for (const member of await instant.members(group)) shared.add(member);
      return asked.filter((id) => id === userId || shared.has(id));
    },
  };
}
