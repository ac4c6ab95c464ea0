/**
 * JSON bodies of the gateway's management paths (conversations, groups, read state, typing,
 * blocks, instant groups). Messages and sync travel as protobuf (see proto/).
 */
import { z } from 'zod';
import { idSchema, plainText } from '../api/primitives.js';

/** Most messages one load-older request answers. */
export const HISTORY_PAGE_MAX = 50;

const name = plainText().min(1).max(64);
const ids = z.array(idSchema).max(200);

export const privateConversationBodySchema = z.object({ userid: idSchema });
export const groupCreateBodySchema = z.object({ name, members: ids });
export const groupInviteBodySchema = z.object({ conversationid: idSchema, members: ids.min(1) });
export const groupLeaveBodySchema = z.object({ conversationid: idSchema });
export const groupRemoveBodySchema = z.object({ conversationid: idSchema, userid: idSchema });
export const groupRenameBodySchema = z.object({ conversationid: idSchema, name });
export const readBodySchema = z.object({ conversationid: idSchema, messagecount: z.union([idSchema, z.literal('0')]) });
export const typingBodySchema = z.object({ conversationid: idSchema });
export const blockBodySchema = z.object({ userid: idSchema, blocked: z.boolean() });
export const presenceBodySchema = z.object({ users: ids.min(1) });
/** Load older: messages before sequence `before`, oldest first, answered as a ComplexMessage. */
export const historyBodySchema = z.object({
  conversationid: idSchema,
  before: idSchema,
  limit: z.number().int().min(1).max(HISTORY_PAGE_MAX).default(30),
});
export const membersBodySchema = z.object({ conversationid: idSchema });
export const instantGroupBodySchema = z.object({ groupname: plainText().min(1).max(64) });
export const instantSendBodySchema = z.object({
  groupname: plainText().min(1).max(64),
  /** project customised (1), item competition (5) or items release (6). */
  type: z.union([z.literal(1), z.literal(5), z.literal(6)]),
  content: z.string().max(4096),
  extras: z.string().max(1024).default(''),
});

/**
 * Largest `content` and `extras` (UTF-8 bytes) of an instant-group send, per type (answered 413
 * beyond). Project customised: the world's room events (apps/web/src/features/world/logic/
 * presence-codec.ts: a pose is ~60 bytes, a 120-character "say" at most ~500, a hello ~200) with
 * room to spare; item competition and release name one item.
 */
export const INSTANT_CONTENT_LIMITS = {
  1: { content: 1024, extras: 64 },
  5: { content: 128, extras: 64 },
  6: { content: 128, extras: 64 },
} as const satisfies Record<1 | 5 | 6, { content: number; extras: number }>;

/** Whether an instant-group send's content and extras fit its type's limits. */
export function instantContentFits(body: { type: 1 | 5 | 6; content: string; extras: string }): boolean {
  const limit = INSTANT_CONTENT_LIMITS[body.type];
  return utf8Bytes(body.content) <= limit.content && utf8Bytes(body.extras) <= limit.extras;
}

const encoder = new TextEncoder();
const utf8Bytes = (text: string) => encoder.encode(text).length;

/** Answer of `GET /v1/groups/invitations`: groups the viewer was invited to and has not answered. */
export interface GroupInvitation {
  conversationid: string;
  name: string;
  /** Members now (the invitee is not one until they accept). */
  members: number;
  inviter: ChatPerson;
  invitedat: number;
}
export const groupInvitationAnswerBodySchema = z.object({ conversationid: idSchema, accept: z.boolean() });

/** A person as the chat screens show them. */
export interface ChatPerson {
  user_id: string;
  nickname: string;
  avatar: string | null;
}

/** One row of `GET /v1/conversations` (JSON; ids as decimal strings, times in ms). */
export interface ConversationSummary {
  conversationid: string;
  kind: 'private' | 'group';
  name: string;
  messagecount: string;
  hasReadSeq: string;
  unread: number;
  role: number;
  members: number;
  activityat: number;
  last: { senderid: string; type: number; content: string; createdat: number } | null;
  /** The other person of a private conversation, with how far they have read. */
  peer: (ChatPerson & { hasReadSeq: string }) | null;
  /** The viewer blocked the peer of this private conversation. */
  blocked: boolean;
}

/** One row of `PUT /v1/groups/members`. */
export interface GroupMember extends ChatPerson {
  role: number;
}
