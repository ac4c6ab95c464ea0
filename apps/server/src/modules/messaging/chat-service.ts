/**
 * Conversations and messages in the database: each message takes the next sequence of its
 * conversation atomically (the UPDATE … RETURNING on message_count holds the row until commit),
 * a retry with the same client message id returns the stored message instead of a second one.
 */
import { and, asc, desc, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chatBlocks, chatConversations, chatMembers, chatMessages, users } from '../../db/schema.js';
import { ChatError } from './chat-error.js';
import { createGroupInvitations } from './group-invitations.js';

export const CONVERSATION_KIND = { private: 1, group: 2 } as const;
export const ROLE = { member: 0, admin: 1, owner: 2 } as const;
/** Most messages one sync answers per conversation; the client asks again from where it got to. */
export const SYNC_PAGE = 200;

export type StoredMessage = typeof chatMessages.$inferSelect;
export type Conversation = typeof chatConversations.$inferSelect;

interface OverviewRow {
  id: string;
  kind: number;
  name: string;
  message_count: string;
  created_at: string | Date;
  read_seq: string;
  role: number;
  unread: string;
  member_count: string;
  last_sender_id: string | null;
  last_type: number | null;
  last_content: string | null;
  last_created_at: string | Date | null;
  peer_id: string | null;
  peer_read_seq: string | null;
  peer_nickname: string | null;
  peer_avatar_version: string | null;
  blocked: boolean;
}

export interface ConversationOverview {
  id: bigint;
  kind: number;
  name: string;
  messageCount: bigint;
  readSeq: bigint;
  role: number;
  unread: number;
  memberCount: number;
  activityAt: Date;
  last: { senderId: bigint; type: number; content: string; createdAt: Date } | null;
  peer: { userId: bigint; readSeq: bigint; nickname: string | null; avatarVersion: string | null } | null;
  blocked: boolean;
}

/** node-postgres answers `{ rows }`, PGlite's drizzle driver the same; older drivers an array. */
function rowsOf<T>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}

export interface SendInput {
  senderId: bigint;
  conversationId: bigint;
  clientMsgId: string;
  type: number;
  content: string;
  extras: string;
}

export interface SendResult {
  message: StoredMessage;
  created: boolean;
  kind: number;
  members: bigint[];
}

export { ChatError };

export function createChatService({ db, now = Date.now }: { db: Database; now?: () => number }) {
  const invitations = createGroupInvitations({ db, now });
  async function membership(conversationId: bigint, userId: bigint) {
    const [row] = await db
      .select()
      .from(chatMembers)
      .where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, userId)));
    return row ?? null;
  }

  async function requireMember(conversationId: bigint, userId: bigint) {
    const row = await membership(conversationId, userId);
    if (!row) throw new ChatError(403, 'not a member');
    return row;
  }

  async function userExists(userId: bigint): Promise<boolean> {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
    return Boolean(row);
  }

  async function memberIds(conversationId: bigint): Promise<bigint[]> {
    const rows = await db
      .select({ userId: chatMembers.userId })
      .from(chatMembers)
      .where(eq(chatMembers.conversationId, conversationId));
    return rows.map((r) => r.userId);
  }

  async function conversationKind(conversationId: bigint): Promise<number | null> {
    const [row] = await db
      .select({ kind: chatConversations.kind })
      .from(chatConversations)
      .where(eq(chatConversations.id, conversationId));
    return row?.kind ?? null;
  }

  /**
   * Stores a message (or finds the one a retry already stored; `created` is false then). Answers
   * the conversation's kind and members too, so the caller fans out without asking again. Two
   * statements on the hot path: the check, then the transaction that takes the sequence.
   */
  async function sendOne(input: SendInput): Promise<SendResult> {
    const result = await db.execute<{ kind: number; members: string[] | null; blocked: boolean }>(sql`
      select c.kind,
        (select array_agg(m.user_id::text) from chat_members m where m.conversation_id = c.id) as members,
        (c.kind = ${CONVERSATION_KIND.private} and exists (
          select 1 from chat_blocks b join chat_members m on m.user_id = b.user_id and m.conversation_id = c.id
          where b.blocked_id = ${input.senderId})) as blocked
      from chat_conversations c where c.id = ${input.conversationId}`);
    const rows = Array.isArray(result)
      ? result
      : (result as unknown as { rows: Array<{ kind: number; members: string[] | null; blocked: boolean }> }).rows;
    const row = rows[0];
    if (!row) throw new ChatError(404, 'no such conversation');
    const members = (row.members ?? []).map((id: string) => BigInt(id));
    if (!members.includes(input.senderId)) throw new ChatError(403, 'not a member');
    if (row.blocked) throw new ChatError(403, 'blocked');
    const kind = Number(row.kind);
    const findRetry = async () => {
      const [stored] = await db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.senderId, input.senderId), eq(chatMessages.clientMsgId, input.clientMsgId)));
      return stored;
    };
    class Duplicate extends Error {}
    try {
      const message = await db.transaction(async (tx) => {
        const [bumped] = await tx
          .update(chatConversations)
          .set({ messageCount: sql`${chatConversations.messageCount} + 1` })
          .where(eq(chatConversations.id, input.conversationId))
          .returning({ seq: chatConversations.messageCount });
        const [inserted] = await tx
          .insert(chatMessages)
          .values({
            conversationId: input.conversationId,
            seq: bumped!.seq,
            senderId: input.senderId,
            type: input.type,
            content: input.content,
            extras: input.extras,
            clientMsgId: input.clientMsgId,
            createdAt: new Date(now()),
          })
          .onConflictDoNothing({ target: [chatMessages.senderId, chatMessages.clientMsgId] })
          .returning();
        // A retry: roll the sequence back so the conversation never gets a hole.
        if (!inserted) throw new Duplicate();
        return inserted;
      });
      return { message, created: true, kind, members };
    } catch (error) {
      const previous = await findRetry();
      if (previous) return { message: previous, created: false, kind, members };
      throw error;
    }
  }

  return {
    memberIds,
    requireMember,

    conversationKind,

    /** Everyone the user has a private conversation with. */
    async privatePeers(userId: bigint): Promise<bigint[]> {
      const rows = await db.execute<{ user_id: string }>(
        sql`select other.user_id from chat_members mine
            join chat_conversations c on c.id = mine.conversation_id and c.kind = ${CONVERSATION_KIND.private}
            join chat_members other on other.conversation_id = c.id and other.user_id <> ${userId}
            where mine.user_id = ${userId}`,
      );
      const list = Array.isArray(rows) ? rows : (rows as unknown as { rows: Array<{ user_id: string }> }).rows;
      return list.map((r) => BigInt(r.user_id));
    },

    /** The private conversation of two users, created on first use. */
    async privateConversation(userId: bigint, peerId: bigint): Promise<{ conversation: Conversation; created: boolean }> {
      if (userId === peerId) throw new ChatError(400, 'cannot talk to yourself');
      if (!(await userExists(peerId))) throw new ChatError(404, 'no such user');
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

    /**
     * A group with its creator as owner; the people named are invited, not added (they join by
     * accepting, see group-invitations.ts). Answers who was invited.
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
        const invited = await invitations.invite(tx as unknown as Database, conversation!.id, ownerId, vetted);
        return { conversation: conversation!, invited };
      });
    },

    /** Any member invites people to a group; answers who was newly invited. */
    async invite(actorId: bigint, conversationId: bigint, invitees: bigint[]): Promise<bigint[]> {
      const actor = await requireMember(conversationId, actorId);
      const [conversation] = await db.select().from(chatConversations).where(eq(chatConversations.id, conversationId));
      if (conversation?.kind !== CONVERSATION_KIND.group) throw new ChatError(400, 'not a group');
      if (actor.role < ROLE.member) throw new ChatError(403, 'not allowed');
      return invitations.invite(db, conversationId, actorId, await invitations.vet(actorId, invitees));
    },

    /** Unanswered invitations of the user, and their answer to one. */
    invitations: invitations.pending,
    answerInvitation: invitations.answer,

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
      if (actor.role < ROLE.admin || target.role >= actor.role) throw new ChatError(403, 'not allowed');
      await db.delete(chatMembers).where(and(eq(chatMembers.conversationId, conversationId), eq(chatMembers.userId, targetId)));
    },

    async rename(actorId: bigint, conversationId: bigint, name: string): Promise<void> {
      const actor = await requireMember(conversationId, actorId);
      if (actor.role < ROLE.admin) throw new ChatError(403, 'not allowed');
      await db.update(chatConversations).set({ name }).where(eq(chatConversations.id, conversationId));
    },

    async block(userId: bigint, blockedId: bigint, blocked: boolean): Promise<void> {
      if (blocked) await db.insert(chatBlocks).values({ userId, blockedId }).onConflictDoNothing();
      else await db.delete(chatBlocks).where(and(eq(chatBlocks.userId, userId), eq(chatBlocks.blockedId, blockedId)));
    },

    send: sendOne,

    /** Messages after `afterSeq`, oldest first. */
    async after(conversationId: bigint, afterSeq: bigint, limit = SYNC_PAGE): Promise<StoredMessage[]> {
      return db
        .select()
        .from(chatMessages)
        .where(and(eq(chatMessages.conversationId, conversationId), gt(chatMessages.seq, afterSeq)))
        .orderBy(asc(chatMessages.seq))
        .limit(limit);
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
     * The conversation list of one user (issue 14 web): each conversation with its last message,
     * the other person of a private one (and how far they have read), the member count of a group
     * and the exact unread count, newest activity first. One statement.
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
      return rowsOf<OverviewRow>(result).map((r) => ({
        id: BigInt(r.id),
        kind: Number(r.kind),
        name: r.name,
        messageCount: BigInt(r.message_count),
        readSeq: BigInt(r.read_seq),
        role: Number(r.role),
        unread: Number(r.unread),
        memberCount: Number(r.member_count),
        activityAt: new Date(r.last_created_at ?? r.created_at),
        blocked: Boolean(r.blocked),
        last:
          r.last_sender_id === null
            ? null
            : {
                senderId: BigInt(r.last_sender_id),
                type: Number(r.last_type),
                content: r.last_content ?? '',
                createdAt: new Date(r.last_created_at!),
              },
        peer:
          r.peer_id === null
            ? null
            : {
                userId: BigInt(r.peer_id),
                readSeq: BigInt(r.peer_read_seq ?? 0),
                nickname: r.peer_nickname,
                avatarVersion: r.peer_avatar_version,
              },
      }));
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

    /** How many other members have read up to `seq` (senderreadcount). */
    async readCount(conversationId: bigint, senderId: bigint, seq: bigint): Promise<number> {
      const [row] = await db
        .select({ n: sql<string>`count(*)` })
        .from(chatMembers)
        .where(
          and(
            eq(chatMembers.conversationId, conversationId),
            sql`${chatMembers.userId} <> ${senderId}`,
            sql`${chatMembers.readSeq} >= ${seq}`,
          ),
        );
      return Number(row?.n ?? 0);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
