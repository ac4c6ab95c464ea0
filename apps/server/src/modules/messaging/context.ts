/**
 * What the socket's handlers share, made once per app: the domain commands, the send path, the
 * hub, presence and instant groups, the limits' state, and the fan-out of the commands' events.
 */
import { randomUUID } from 'node:crypto';
import { CommandType, InstantGroupType, QuitType } from '@culture/protocol';
import type { RedisConnections } from '../../lib/redis.js';
import type { Database } from '../../db/client.js';
import { CONVERSATION_KIND, createChatService } from './chat-service.js';
import { createSendBatcher } from './commands/send-batch.js';
import { createHub } from './hub.js';
import { createInstantGroups, type InstantAdmissions } from './instant-groups.js';
import { MESSAGING_LIMITS, createJoinThrottle, createSendBudget } from './limits.js';
import { createPresence, createPresenceScope } from './presence.js';
import { commandEnvelope, instantEnvelope } from './presenters.js';

export interface ContextOptions {
  db: Database;
  admissions: InstantAdmissions;
  /** The process's Redis connections (lib/redis.ts), or null: one node. */
  redis: RedisConnections | null;
  now: () => number;
  mayChat?: (userId: bigint) => Promise<boolean>;
}

export function createMessagingContext({ db, admissions, redis: connections, now, mayChat }: ContextOptions) {
  const chat = createChatService({ db, now });
  const sends = createSendBatcher({ db, now });
  // Publishes of one event-loop turn (a stored batch fans out at once) leave in one write.
  const hub = createHub(
    connections
      ? {
          publisher: connections.open('messaging publisher', { autoPipelining: true }),
          subscriber: connections.subscriber('messaging subscriber'),
        }
      : null,
  );
  // ioredis reconnects by itself; while it cannot, requests that need it answer 503 (docs/security.md, "Outages").
  const redis = connections?.open('messaging state') ?? null;
  const instant = createInstantGroups(redis);
  const kindCache = new Map<bigint, number>();

  const events = {
    /** A command envelope to every member of a conversation (but `except`). */
    async command(conversationId: bigint, type: CommandType, content: unknown, except?: bigint) {
      const members = await chat.memberIds(conversationId);
      hub.publish(conversationId, members, { kind: 'envelope', bytes: commandEnvelope(type, content, now()), except });
    },

    /** The invitees hear of their invitation (their list shows it); the group's messages they do not. */
    tellInvited(conversationId: bigint, invited: bigint[]) {
      if (!invited.length) return;
      const content = { event: 'invitation', conversationid: conversationId.toString() };
      hub.publish(conversationId, invited, {
        kind: 'envelope',
        bytes: commandEnvelope(CommandType.COMMON_MESSAGE, content, now()),
      });
    },

    async instantEvent(group: string, message: Parameters<typeof instantEnvelope>[0]) {
      const members = await instant.members(group);
      hub.publish(BigInt(group.length), members, { kind: 'envelope', bytes: instantEnvelope(message, now()) });
    },

    /** User online changed: told to the people they have private conversations with. */
    async announce(userId: bigint, online: boolean) {
      try {
        const peers = await chat.privatePeers(userId);
        if (peers.length)
          hub.publish(userId, peers, {
            kind: 'envelope',
            bytes: commandEnvelope(CommandType.USER_ONLINE_CHANGED, { userid: userId.toString(), online }, now()),
          });
      } catch {
        // Presence is best effort.
      }
    },
  };

  return {
    db,
    now,
    chat,
    sends,
    hub,
    redis,
    instant,
    admissions,
    presence: createPresence(redis, randomUUID()),
    presenceScope: createPresenceScope(db, instant),
    budget: createSendBudget({ perSecond: MESSAGING_LIMITS.sendPerSecond, burst: MESSAGING_LIMITS.sendBurst, now }),
    joins: createJoinThrottle(now),
    mayChat: mayChat ?? (() => Promise.resolve(true)),
    ...events,

    /** A conversation's kind (it never changes; the cache is only bounded). */
    async kindOf(conversationId: bigint): Promise<number> {
      const cached = kindCache.get(conversationId);
      if (cached) return cached;
      const kind = await chat.conversationKind(conversationId);
      if (kindCache.size > 100_000) kindCache.clear();
      if (kind) kindCache.set(conversationId, kind);
      return kind ?? CONVERSATION_KIND.private;
    },
  };
}

export type MessagingContext = ReturnType<typeof createMessagingContext>;

/** An instant group's member left (a quit, a repeated join, a disconnect). */
export function quitMessage(group: string, userId: bigint, quittype: QuitType) {
  return {
    type: InstantGroupType.GROUP_QUIT,
    groupname: group,
    senderid: userId,
    senderimuserid: userId.toString(),
    content: '',
    extras: '',
    quittype,
  };
}
