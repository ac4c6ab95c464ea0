/** Messaging: conversations, members, messages, invitations and blocks. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';

/**
 * Messaging: one sequence per conversation (`message_count`, bumped atomically with each
 * insert); private conversations are found by their sorted pair key.
 */
export const chatConversations = pgTable('chat_conversations', {
  id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
  /** 1 private, 2 group. */
  kind: smallint('kind').notNull(),
  name: text('name').notNull().default(''),
  ownerId: bigint('owner_id', { mode: 'bigint' }),
  /** "small:large" user ids of a private conversation; null for groups. */
  pairKey: text('pair_key').unique(),
  messageCount: bigint('message_count', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

export const chatMembers = pgTable(
  'chat_members',
  {
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 0 member, 1 admin, 2 owner. */
    role: smallint('role').notNull().default(0),
    /** hasReadSeq: the highest sequence this member has read. */
    readSeq: bigint('read_seq', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('chat_members_user_idx').on(t.userId)],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey().generatedByDefaultAsIdentity(),
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'bigint' }).notNull(),
    senderId: bigint('sender_id', { mode: 'bigint' }).notNull(),
    type: integer('type').notNull().default(0),
    content: text('content').notNull(),
    extras: text('extras').notNull().default(''),
    clientMsgId: text('client_msg_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('chat_messages_conversation_seq_key').on(t.conversationId, t.seq),
    uniqueIndex('chat_messages_sender_client_key').on(t.senderId, t.clientMsgId),
    // The dashboard's messages per day (modules/ops-dashboard).
    index('chat_messages_created_idx').on(t.createdAt),
  ],
);

/** A user who blocked another: the blocked user's private messages to them are refused. */
/**
 * A group invitation not answered yet (docs/decisions.md, "Chat rules"): the invitee is not a
 * member (hears nothing of the group) until they accept, which makes them one; declining deletes it.
 */
export const chatInvitations = pgTable(
  'chat_invitations',
  {
    conversationId: bigint('conversation_id', { mode: 'bigint' })
      .notNull()
      .references(() => chatConversations.id, { onDelete: 'cascade' }),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    inviterId: bigint('inviter_id', { mode: 'bigint' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('chat_invitations_user_idx').on(t.userId)],
);

export const chatBlocks = pgTable(
  'chat_blocks',
  {
    userId: bigint('user_id', { mode: 'bigint' }).notNull(),
    blockedId: bigint('blocked_id', { mode: 'bigint' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.blockedId] })],
);
