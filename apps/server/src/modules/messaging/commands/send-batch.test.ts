/**
 * A send is a batch of one: the batch is the only path that stores a message, so it is the one
 * place that refuses a send, and each refusal says why (its catalogue entry and its old reason),
 * whether the send was stored in a batch with others or alone after its batch failed as a whole.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ERRORS } from '@culture/protocol';
import { chatBlocks, chatConversations, chatMembers, users } from '../../../db/schema.js';
import { createTestApp } from '../../../test/helper.js';
import { ChatError } from '../chat-error.js';
import { CONVERSATION_KIND, type SendInput } from '../chat-model.js';
import { createSendBatcher } from './send-batch.js';

describe('the send path', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  // Ids far from the ones logins take; the clock keeps reruns on PostgreSQL apart.
  const base = 7_300_000_000_000n + BigInt(Date.now() % 1_000_000_000) * 4n;
  const [a, b, outsider] = [base, base + 1n, base + 2n];
  await db.insert(users).values([a, b, outsider].map((id) => ({ id, isGuest: false })));
  const [direct] = await db
    .insert(chatConversations)
    .values({ kind: CONVERSATION_KIND.private, pairKey: `${a}:${b}`, createdAt: new Date() })
    .returning();
  const [group] = await db
    .insert(chatConversations)
    .values({ kind: CONVERSATION_KIND.group, name: 'refusals', ownerId: a, createdAt: new Date() })
    .returning();
  await db.insert(chatMembers).values([
    { conversationId: direct!.id, userId: a, joinedAt: new Date() },
    { conversationId: direct!.id, userId: b, joinedAt: new Date() },
    { conversationId: group!.id, userId: a, joinedAt: new Date() },
  ]);
  // b blocked a: a's private messages to b are refused, b's to a are not.
  await db.insert(chatBlocks).values({ userId: b, blockedId: a });

  let serial = 0;
  const input = (senderId: bigint, conversationId: bigint): SendInput => ({
    senderId,
    conversationId,
    clientMsgId: `refusal-${base}-${serial++}`,
    type: 0,
    content: 'hello',
    extras: '',
  });

  /** Sends everything in one turn (one batch); each send's outcome: its refusal, or "stored". */
  async function outcomes(sends: ReturnType<typeof createSendBatcher>) {
    const settled = await Promise.allSettled([
      sends.send(input(a, direct!.id)),
      sends.send(input(outsider, direct!.id)),
      sends.send(input(a, 9_000_000_000_000n)),
      sends.send(input(b, direct!.id)),
      sends.send(input(a, group!.id)),
    ]);
    return settled.map((s) => {
      if (s.status === 'fulfilled') return 'stored';
      const error = s.reason as ChatError;
      expect(error).toBeInstanceOf(ChatError);
      expect([error.status, error.code]).toEqual([ERRORS[error.refusal].httpStatus, ERRORS[error.refusal].code]);
      return `${error.refusal}: ${error.message}`;
    });
  }

  const explained = [
    'chatBlocked: blocked',
    'chatNotMember: not a member',
    'chatNoConversation: no such conversation',
    'stored',
    'stored',
  ];

  it('explains each refusal of a batch: blocked, not a member, no such conversation', async () => {
    const sends = createSendBatcher({ db });
    expect(await outcomes(sends)).toEqual(explained);
    expect(sends.stats).toEqual({ batches: 1, failed: 0 });
  });

  it('explains them the same when the batch failed as a whole and each send went alone', async () => {
    await db.execute(sql`
      create function refuse_send_batches() returns trigger language plpgsql as $$
      begin
        if (select count(*) from inserted) > 1 then raise exception 'one message per statement'; end if;
        return null;
      end $$`);
    await db.execute(sql`
      create trigger refuse_send_batches after insert on chat_messages
      referencing new table as inserted for each statement execute function refuse_send_batches()`);
    try {
      const sends = createSendBatcher({ db });
      expect(await outcomes(sends)).toEqual(explained);
      expect(sends.stats).toEqual({ batches: 1, failed: 1 });
    } finally {
      await db.execute(sql`drop trigger refuse_send_batches on chat_messages`);
      await db.execute(sql`drop function refuse_send_batches()`);
    }
  });
});
