/** Maps stored rows to the wire envelope of spec §3 (one place for the spellings). */
import { create, toBinary } from '@bufbuild/protobuf';
import {
  CommandType,
  EnvelopeSchema,
  EnvelopeType,
  cleanDisplayName,
  type ConversationMessage,
  type GroupInvitation,
  type Envelope,
  type InstantGroupMessage,
} from '@culture/protocol';
import { CONVERSATION_KIND, type StoredMessage } from './chat-service.js';
import type { PendingInvitation } from './group-invitations.js';
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
