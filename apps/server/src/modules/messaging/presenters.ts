/**
 * Every wire spelling of the socket in one place: stored rows and command results to the envelope
 * of spec §3 and to the JSON answers (docs/messaging-socket.md).
 */
import { create, toBinary } from '@bufbuild/protobuf';
import {
  CommandType,
  EnvelopeSchema,
  EnvelopeType,
  cleanDisplayName,
  type ConversationMessage,
  type ConversationSummary,
  type GroupMember,
  type GroupInvitation,
  type Envelope,
  type InstantGroupMessage,
} from '@culture/protocol';
import { CONVERSATION_KIND, type StoredMessage } from './chat-model.js';
import type { PendingInvitation } from './commands/invitations.js';
import type { ConversationOverview } from './commands/overview-row.js';
import { avatarUrl } from '../users/users-service.js';

export function conversationMessage(message: StoredMessage, senderreadcount = 0): Omit<ConversationMessage, '$typeName'> {
  return {
    id: message.id,
    conversationid: message.conversationId,
    type: message.type,
    senderid: message.senderId,
    content: message.content,
    extras: message.extras,
    createdat: BigInt(message.createdAt.getTime()),
    updatedat: BigInt(message.createdAt.getTime()),
    messagecount: message.seq,
    updatelatestmessage: true,
    senderreadcount,
    clientmsgid: message.clientMsgId,
  };
}

/** The envelope type of a conversation's messages. */
export const envelopeTypeOf = (kind: number): EnvelopeType =>
  kind === CONVERSATION_KIND.group ? EnvelopeType.GROUP_CONVERSATION : EnvelopeType.PRIVATE_CONVERSATION;

export function messageEnvelope(message: StoredMessage, kind: number = CONVERSATION_KIND.private): Envelope {
  return create(EnvelopeSchema, {
    type: envelopeTypeOf(kind),
    timestamp: BigInt(message.createdAt.getTime()),
    id: message.id,
    content: { case: 'conversationmessage', value: conversationMessage(message) },
  });
}

export function commandEnvelope(type: CommandType, content: unknown, now: number): Uint8Array {
  return toBinary(
    EnvelopeSchema,
    create(EnvelopeSchema, {
      type: EnvelopeType.COMMAND,
      timestamp: BigInt(now),
      content: { case: 'commandmessage', value: { type, content: JSON.stringify(content) } },
    }),
  );
}

export function instantEnvelope(message: Omit<InstantGroupMessage, '$typeName'>, now: number): Uint8Array {
  return toBinary(
    EnvelopeSchema,
    create(EnvelopeSchema, {
      type: EnvelopeType.INSTANT_GROUP,
      timestamp: BigInt(now),
      content: { case: 'instantgroupmessage', value: message },
    }),
  );
}

/** A pending group invitation as `GET /v1/groups/invitations` answers it. */
export function invitationSummary(p: PendingInvitation): GroupInvitation {
  return {
    conversationid: p.conversationId.toString(),
    name: p.name,
    members: Number(p.members),
    inviter: {
      user_id: p.inviterId.toString(),
      nickname: cleanDisplayName(p.inviterNickname ?? ''),
      avatar: avatarUrl(p.inviterId, p.inviterAvatarVersion),
    },
    invitedat: p.createdAt.getTime(),
  };
}

/** Internal overview → the wire's conversation row (spellings of spec §3 where it has them). */
export function conversationSummary(c: ConversationOverview): ConversationSummary {
  return {
    conversationid: c.id.toString(),
    kind: c.kind === CONVERSATION_KIND.group ? 'group' : 'private',
    name: c.name,
    messagecount: c.messageCount.toString(),
    hasReadSeq: c.readSeq.toString(),
    unread: c.unread,
    role: c.role,
    members: c.memberCount,
    activityat: c.activityAt.getTime(),
    blocked: c.blocked,
    last: c.last && {
      senderid: c.last.senderId.toString(),
      type: c.last.type,
      content: c.last.content,
      createdat: c.last.createdAt.getTime(),
    },
    peer: c.peer && {
      user_id: c.peer.userId.toString(),
      nickname: cleanDisplayName(c.peer.nickname ?? ''),
      avatar: avatarUrl(c.peer.userId, c.peer.avatarVersion),
      hasReadSeq: c.peer.readSeq.toString(),
    },
  };
}

/** A member of a group as `PUT /v1/groups/members` answers it. */
export function groupMember(m: {
  userId: bigint;
  role: number;
  nickname: string | null;
  avatarVersion: string | null;
}): GroupMember {
  return {
    user_id: m.userId.toString(),
    nickname: cleanDisplayName(m.nickname ?? ''),
    avatar: avatarUrl(m.userId, m.avatarVersion),
    role: m.role,
  };
}

/** A JSON answer body; ids (bigint) as strings. */
export const json = (value: unknown): Uint8Array =>
  Buffer.from(JSON.stringify(value, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
