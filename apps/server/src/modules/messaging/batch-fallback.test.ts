/**
 * A batch that fails as a whole stored nothing, and its sends are stored one by one: the database
 * is made to refuse any statement that inserts more than one message (a statement trigger), so the
 * batch of five sends written in one go fails and each send must still land once, in order.
 */
import { fromBinary } from '@bufbuild/protobuf';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EnvelopeSchema, messagingPaths, type ConversationSummary } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import type { Messaging } from './gateway.js';
import { ChatTestClient, seedSocketMembers } from '../../test/chat-test-client.js';

// Set up while the suite is collected (as two-nodes.test.ts): members written straight to the
// database with their socket tokens, no SMS logins.
describe('send batches', async () => {
  const t = await createTestApp();
  const { ids, urls } = await seedSocketMembers(t, 2, 7_100_000_000_000n);

  it('a batch refused as a whole is stored send by send: each once, in order', async () => {
    const db = t.database.db;
    await db.execute(sql`
      create function refuse_batches() returns trigger language plpgsql as $$
      begin
        if (select count(*) from inserted) > 1 then raise exception 'one message per statement'; end if;
        return null;
      end $$`);
    await db.execute(sql`
      create trigger refuse_batches after insert on chat_messages
      referencing new table as inserted for each statement execute function refuse_batches()`);
    try {
      const writer = await ChatTestClient.open(urls[0]!);
      const reader = await ChatTestClient.open(urls[1]!);
      await reader.sync();
      const { conversationid } = await writer.json<{ conversationid: string }>('PUT', messagingPaths.conversationPrivate, {
        userid: ids[1]!.toString(),
      });
      const conversation = BigInt(conversationid);
      const { sends } = (t.app as unknown as { messaging: Messaging }).messaging;
      const failedBefore = sends.stats.failed;
      // Written in one go: they reach the server in the same read and form one batch.
      const answers = await Promise.all(
        writer.together(() => Array.from({ length: 5 }, (_, i) => writer.send(conversation, `whole-${i}`, `message ${i}`))),
      );
      expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
      expect(sends.stats.failed, 'the five sends were not one batch').toBeGreaterThan(failedBefore);
      const stored = answers.map(
        (a) => fromBinary(EnvelopeSchema, a.body!).content.value as { messagecount: bigint; content: string },
      );
      expect(stored.map((m) => [m.messagecount, m.content])).toEqual(
        Array.from({ length: 5 }, (_, i) => [BigInt(i + 1), `message ${i}`]),
      );
      // A retry of one of them is answered with the stored message, not a sixth.
      const retry = await writer.send(conversation, 'whole-2', 'message 2');
      expect((fromBinary(EnvelopeSchema, retry.body!).content.value as { messagecount: bigint }).messagecount).toBe(3n);
      const row = (await writer.json<ConversationSummary[]>('GET', messagingPaths.conversations)).find(
        (r) => r.conversationid === conversationid,
      )!;
      expect(row.messagecount).toBe('5');
      await Promise.all([writer.close(), reader.close()]);
    } finally {
      await db.execute(sql`drop trigger refuse_batches on chat_messages`);
      await db.execute(sql`drop function refuse_batches()`);
    }
  });
});
