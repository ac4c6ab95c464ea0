/** A user's conversations: the private one of two people, the list with its last messages, the sync's counts. */
import { eq, sql } from 'drizzle-orm';
import { rows as resultRows, type Database } from '../../../db/client.js';
import { chatConversations, chatMembers, chatMessages } from '../../../db/schema.js';
import { ChatError } from '../chat-error.js';
import { CONVERSATION_KIND, type Conversation } from '../chat-model.js';
import type { Membership } from './membership.js';
import { overviewOf, type ConversationOverview, type OverviewRow } from './overview-row.js';

export function createConversationCommands({ db, now, membership }: { db: Database; now: () => number; membership: Membership }) {
  return {
    /** The private conversation of two users, created on first use. */
    async privateConversation(userId: bigint, peerId: bigint): Promise<{ conversation: Conversation; created: boolean }> {
      if (userId === peerId) throw new ChatError('chatSelfConversation');
      if (!(await membership.userExists(peerId))) throw new ChatError('chatNoUser');
      const [a, b] = userId < peerId ? [userId, peerId] : [peerId, userId];
      const pairKey = `${a}:${b}`;
      return db.transaction(async (tx) => {
        const inserted = await tx
          .insert(chatConversations)
          .values({ kind: CONVERSATION_KIND.private, pairKey, createdAt: new Date(now()) })
          .onConflictDoNothing()
          .returning();
        if (inserted[0]) {
          await tx.insert(chatMembers).values([
            { conversationId: inserted[0].id, userId: a, joinedAt: new Date(now()) },
            { conversationId: inserted[0].id, userId: b, joinedAt: new Date(now()) },
          ]);
          return { conversation: inserted[0], created: true };
        }
        const [existing] = await tx.select().from(chatConversations).where(eq(chatConversations.pairKey, pairKey));
        return { conversation: existing!, created: false };
      });
    },

    /** The user's conversations with their newest sequence, read sequence and exact unread count. */
    async conversations(userId: bigint) {
      const rows = await db
        .select({
          id: chatConversations.id,
          kind: chatConversations.kind,
          name: chatConversations.name,
          messageCount: chatConversations.messageCount,
          readSeq: chatMembers.readSeq,
          role: chatMembers.role,
          // Own messages are never unread.
          unread: sql<string>`(select count(*) from ${chatMessages} m where m.conversation_id = ${chatConversations.id} and m.seq > ${chatMembers.readSeq} and m.sender_id <> ${userId})`,
        })
        .from(chatMembers)
        .innerJoin(chatConversations, eq(chatConversations.id, chatMembers.conversationId))
        .where(eq(chatMembers.userId, userId));
      return rows.map((r) => ({ ...r, unread: Number(r.unread) }));
    },

    /**
     * The conversation list of one user (docs/messaging-socket.md): each conversation with its
     * last message, the other person of a private one (and how far they have read), the member
     * count of a group and the exact unread count, newest activity first. One statement.
     */
    async overview(userId: bigint): Promise<ConversationOverview[]> {
      const result = await db.execute(sql`
        select c.id, c.kind, c.name, c.message_count, c.created_at, mine.read_seq, mine.role,
          (select count(*) from chat_messages u
             where u.conversation_id = c.id and u.seq > mine.read_seq and u.sender_id <> ${userId}) as unread,
          (select count(*) from chat_members n where n.conversation_id = c.id) as member_count,
          last.sender_id as last_sender_id, last.type as last_type, last.content as last_content,
          last.created_at as last_created_at,
          peer.user_id as peer_id, peer.read_seq as peer_read_seq,
          pu.nickname as peer_nickname, pu.avatar_version as peer_avatar_version,
          exists (select 1 from chat_blocks b where b.user_id = ${userId} and b.blocked_id = peer.user_id) as blocked
        from chat_members mine
        join chat_conversations c on c.id = mine.conversation_id
        left join lateral (
          select m.sender_id, m.type, m.content, m.created_at from chat_messages m
          where m.conversation_id = c.id order by m.seq desc limit 1) last on true
        left join lateral (
          select o.user_id, o.read_seq from chat_members o
          where c.kind = ${CONVERSATION_KIND.private} and o.conversation_id = c.id and o.user_id <> ${userId}
          limit 1) peer on true
        left join users pu on pu.id = peer.user_id
        where mine.user_id = ${userId}
        order by coalesce(last.created_at, c.created_at) desc, c.id desc`);
      return resultRows<OverviewRow>(result).map(overviewOf);
    },
  };
}
