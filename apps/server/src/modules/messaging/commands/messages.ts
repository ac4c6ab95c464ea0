/** Reading a conversation's messages and moving its read marker (sending is send-batch.ts). */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { chatMembers, chatMessages } from '../../../db/schema.js';
import { SYNC_PAGE, type StoredMessage } from '../chat-model.js';
import type { Membership } from './membership.js';

export function createMessageCommands({ db, membership }: { db: Database; membership: Membership }) {
  const { requireMember } = membership;
  return {
    /** Messages after `afterSeq`, oldest first. */
    async after(conversationId: bigint, afterSeq: bigint, limit = SYNC_PAGE): Promise<StoredMessage[]> {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, afterSeq)))
        .orderBy(asc(chatMessages.seq))
        .limit(limit);
    },

    /** Up to `limit` messages before sequence `beforeSeq`, oldest first (load older on scroll up). */
    async before(viewerId: bigint, conversationId: bigint, beforeSeq: bigint, limit: number): Promise<StoredMessage[]> {
      await requireMember(conversationId, viewerId);
      const rows = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), lt(chatMessages.seq, beforeSeq)))
        .orderBy(desc(chatMessages.seq))
        .limit(limit);
      return rows.reverse();
    },

    /** Moves the reader's hasReadSeq forward (never back); answers the new value. */
    async markRead(userId: bigint, conversationId: bigint, seq: bigint): Promise<bigint> {
      await requireMember(conversationId, userId);
      const [row] = await db
        .update(chatMembers)
        .set({
          readSeq: sql`greatest(${chatMembers.readSeq}, least(${seq}, (select message_count from chat_conversations where id = ${conversationId})))`,
        })
        .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)))
        .returning({ readSeq: chatMembers.readSeq });
      return row!.readSeq;
    },
  };
}
