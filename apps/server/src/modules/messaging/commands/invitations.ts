/**
 * Group invitations (docs/decisions.md, "Chat rules"): being put in a group needs the person's
 * consent. An invitation is a row of its own, not a membership, so every rule that reads
 * `chat_members` (sends on both paths, fan-out, sync, history, read state) already treats an
 * invitee as an outsider; accepting makes them a member, declining deletes the invitation.
 * Nobody can invite a person who blocked them or whom they blocked.
 */
import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client.js';
import { chatBlocks, chatConversations, chatInvitations, chatMembers, users } from '../../../db/schema.js';
import { ChatError } from '../chat-error.js';

/** The invitation refused for a block either way: the same answer whoever blocked whom. */
export const inviteRefused = () => new ChatError('chatInviteRefused');

export interface PendingInvitation {
  conversationId: bigint;
  name: string;
  members: number;
  inviterId: bigint;
  inviterNickname: string | null;
  inviterAvatarVersion: string | null;
  createdAt: Date;
}

export function createGroupInvitations({ db, now }: { db: Database; now: () => number }) {
  /**
   * Of `invitees`, the existing users to invite (not the inviter); refuses the whole request when
   * a block stands between the inviter and any of them.
   */
  async function vet(inviterId: bigint, invitees: bigint[]): Promise<bigint[]> {
    const others = [...new Set(invitees)].filter((id) => id !== inviterId);
    if (!others.length) return [];
    const [known, blocks] = await Promise.all([
      db.select({ id: users.id }).from(users).where(inArray(users.id, others)),
      db
        .select({ userId: chatBlocks.userId })
        .from(chatBlocks)
        .where(
          or(
            and(eq(chatBlocks.userId, inviterId), inArray(chatBlocks.blockedId, others)),
            and(inArray(chatBlocks.userId, others), eq(chatBlocks.blockedId, inviterId)),
          ),
        )
        .limit(1),
    ]);
    if (blocks.length) throw inviteRefused();
    return known.map((r) => r.id);
  }

  return {
    vet,

    /**
     * Invites vetted people who are neither members nor invited yet; answers who was newly
     * invited (they hear of it, nobody else's list changes).
     */
    async invite(tx: Database | Transaction, conversationId: bigint, inviterId: bigint, invitees: bigint[]): Promise<bigint[]> {
      if (!invitees.length) return [];
      const rows = await tx
        .insert(chatInvitations)
        .select(
          tx
            .select({
              conversationId: sql<bigint>`${conversationId}::int8`.as('conversation_id'),
              userId: users.id,
              inviterId: sql<bigint>`${inviterId}::int8`.as('inviter_id'),
              createdAt: sql<Date>`${new Date(now()).toISOString()}::timestamptz`.as('created_at'),
            })
            .from(users)
            .where(
              and(
                inArray(users.id, invitees),
                sql`not exists (select 1 from ${chatMembers} m where m.conversation_id = ${conversationId} and m.user_id = ${users.id})`,
              ),
            ),
        )
        .onConflictDoNothing()
        .returning({ userId: chatInvitations.userId });
      return rows.map((r) => r.userId);
    },

    /** The user's unanswered invitations, newest first. */
    async pending(userId: bigint): Promise<PendingInvitation[]> {
      return db
        .select({
          conversationId: chatInvitations.conversationId,
          name: chatConversations.name,
          members: sql<number>`(select count(*)::int from ${chatMembers} m where m.conversation_id = ${chatInvitations.conversationId})`,
          inviterId: chatInvitations.inviterId,
          inviterNickname: users.nickname,
          inviterAvatarVersion: users.avatarVersion,
          createdAt: chatInvitations.createdAt,
        })
        .from(chatInvitations)
        .innerJoin(chatConversations, eq(chatConversations.id, chatInvitations.conversationId))
        .leftJoin(users, eq(users.id, chatInvitations.inviterId))
        .where(eq(chatInvitations.userId, userId))
        .orderBy(desc(chatInvitations.createdAt));
    },

    /**
     * Accepting makes the invitee a member (from then on they hear the group, and its history is
     * theirs to read like any member's, marked read); declining deletes the invitation. 404 when
     * there is none.
     */
    async answer(userId: bigint, conversationId: bigint, accept: boolean): Promise<void> {
      await db.transaction(async (tx) => {
        const [invitation] = await tx
          .delete(chatInvitations)
          .where(and(eq(chatInvitations.conversationId, conversationId), eq(chatInvitations.userId, userId)))
          .returning();
        if (!invitation) throw new ChatError('chatNoInvitation');
        if (!accept) return;
        await tx
          .insert(chatMembers)
          .values({
            conversationId,
            userId,
            joinedAt: new Date(now()),
            readSeq: sql`(select message_count from ${chatConversations} where id = ${conversationId})`,
          })
          .onConflictDoNothing();
      });
    },
  };
}

export type GroupInvitations = ReturnType<typeof createGroupInvitations>;
