/** Groups: creation, invitations sent by members, leaving, removal, renaming, the member list. */
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { chatConversations, chatMembers, users } from '../../../db/schema.js';
import { ChatError } from '../chat-error.js';
import { CONVERSATION_KIND, ROLE, type Conversation } from '../chat-model.js';
import type { GroupInvitations } from './invitations.js';
import type { Membership } from './membership.js';

export function createGroupCommands({
  db,
  now,
  membership,
  invitations,
}: {
  db: Database;
  now: () => number;
  membership: Membership;
  invitations: GroupInvitations;
}) {
  const { requireMember } = membership;
  return {
    /**
     * A group with its creator as owner; the people named are invited, not added (they join by
     * accepting, see invitations.ts). Answers who was invited.
     */
    async createGroup(
      ownerId: bigint,
      name: string,
      invitees: bigint[],
    ): Promise<{ conversation: Conversation; invited: bigint[] }> {
      const vetted = await invitations.vet(ownerId, invitees);
      return db.transaction(async (tx) => {
        const [conversation] = await tx
          .insert(chatConversations)
          .values({ kind: CONVERSATION_KIND.group, name, ownerId, createdAt: new Date(now()) })
          .returning();
        await tx
          .insert(chatMembers)
          .values({ conversationId: conversation!.id, userId: ownerId, role: ROLE.owner, joinedAt: new Date(now()) });
        const invited = await invitations.invite(tx, conversation!.id, ownerId, vetted);
        return { conversation: conversation!, invited };
      });
    },

    /** Any member invites people to a group; answers who was newly invited. */
    async invite(actorId: bigint, conversationId: bigint, invitees: bigint[]): Promise<bigint[]> {
      const actor = await requireMember(conversationId, actorId);
      const [conversation] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
      if (conversation?.kind !== CONVERSATION_KIND.group) throw new ChatError('chatNotGroup');
      if (actor.role < ROLE.member) throw new ChatError('chatNotAllowed');
      return invitations.invite(db, conversationId, actorId, await invitations.vet(actorId, invitees));
    },

    async leave(userId: bigint, conversationId: bigint): Promise<void> {
      const member = await requireMember(conversationId, userId);
      await db.delete(chatMembers).where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
      // The owner leaving hands the group to the longest-standing remaining member.
      if (member.role === ROLE.owner) {
        const [next] = await db
          .select()
          .from(chatMembers)
          .where(eq(chatMembers.conversationId, conversationId))
          .orderBy(asc(chatMembers.joinedAt))
          .limit(1);
        if (next)
          await db
            .update(chatMembers)
            .set({ role: ROLE.owner })
            .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, next.userId)));
      }
    },

    async remove(actorId: bigint, conversationId: bigint, targetId: bigint): Promise<void> {
      const actor = await requireMember(conversationId, actorId);
      const target = await requireMember(conversationId, targetId);
      if (actor.role < ROLE.admin || target.role >= actor.role) throw new ChatError('chatNotAllowed');
      await db.delete(chatMembers).where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, targetId)));
    },

    async rename(actorId: bigint, conversationId: bigint, name: string): Promise<void> {
      const actor = await requireMember(conversationId, actorId);
      if (actor.role < ROLE.admin) throw new ChatError('chatNotAllowed');
      await db.update(chatConversations).set({ name }).where(eq(chatConversations.id, conversationId));
    },

    /** Members of a conversation the viewer belongs to, with their display names (owner first). */
    async members(viewerId: bigint, conversationId: bigint) {
      await requireMember(conversationId, viewerId);
      return db
        .select({
          userId: chatMembers.userId,
          role: chatMembers.role,
          nickname: users.nickname,
          avatarVersion: users.avatarVersion,
        })
        .from(chatMembers)
        .innerJoin(users, eq(users.id, chatMembers.userId))
        .where(eq(chatMembers.conversationId, conversationId))
        .orderBy(desc(chatMembers.role), asc(chatMembers.joinedAt));
    },
  };
}
