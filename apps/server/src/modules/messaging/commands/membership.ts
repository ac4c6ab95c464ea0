/** Who belongs to a conversation: the reads every other command checks against. */
import { and, eq, sql } from 'drizzle-orm';
import { rows as resultRows, type Database } from '../../../db/client.js';
import { chatConversations, chatMembers, users } from '../../../db/schema.js';
import { ChatError } from '../chat-error.js';
import { CONVERSATION_KIND } from '../chat-model.js';

export function createMembership(db: Database) {
  async function membership(conversationId: bigint, userId: bigint) {
    const [row] = await db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
    return row ?? null;
  }

  return {
    /** The caller's membership row; refuses (403 "not a member") anyone else. */
    async requireMember(conversationId: bigint, userId: bigint) {
      const row = await membership(conversationId, userId);
      if (!row) throw new ChatError('chatNotMember');
      return row;
    },

    async userExists(userId: bigint): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
      return Boolean(row);
    },

    async memberIds(conversationId: bigint): Promise<bigint[]> {
      const rows = await db
        .select({ userId: chatMembers.userId })
        .from(chatMembers)
        .where(eq(chatMembers.conversationId, conversationId));
      return rows.map((r) => r.userId);
    },

    async conversationKind(conversationId: bigint): Promise<number | null> {
      const [row] = await db
        .select({ kind: chatConversations.kind })
        .from(chatConversations)
        .where(eq(chatConversations.id, conversationId));
      return row?.kind ?? null;
    },

    /** Everyone the user has a private conversation with. */
    async privatePeers(userId: bigint): Promise<bigint[]> {
      const rows = await db.execute(
        sql`select other.user_id from chat_members mine
            join chat_conversations c on c.id = mine.conversation_id and c.kind = ${CONVERSATION_KIND.private}
            join chat_members other on other.conversation_id = c.id and other.user_id <> ${userId}
            where mine.user_id = ${userId}`,
      );
      return resultRows<{ user_id: string }>(rows).map((r) => BigInt(r.user_id));
    },
  };
}

export type Membership = ReturnType<typeof createMembership>;
