/**
 * The race behind "a message skipped after a reconnect", made deterministic: a later sequence of a
 * conversation is visible before an earlier one (sequence 2 committed, sequence 1 not yet). A
 * socket must never deliver past that gap — not in its sync, not with a live push, not in the
 * answer to its own send — because the client takes the last sequence it saw as its cursor and
 * would never ask for sequence 1 again. Once sequence 1 commits (with no publish at all, as when a
 * node dies between its commit and its publish), the socket delivers 1, 2 and then the answer.
 */
import { fromBinary } from '@bufbuild/protobuf';
import { sql } from 'drizzle-orm';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { EnvelopeSchema, messagingPaths } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import type { Messaging } from './gateway.js';
import { CONVERSATION_KIND, type StoredMessage } from './chat-service.js';
import { Connection } from './connection.js';
import { ChatTestClient, waitFor, seedSocketMembers } from '../../test/chat-test-client.js';

// Set up while the suite is collected (as two-nodes.test.ts): members written straight to the
// database with their socket tokens, no SMS logins.
describe('a later sequence visible before an earlier one', async () => {
  const t = await createTestApp();
  const { ids, urls } = await seedSocketMembers(t, 2, 7_200_000_000_000n);

  it('is held back until the gap is filled: sync, live push and own answer stay in order', async () => {
    const [writerId, readerId] = ids as [bigint, bigint];
    const writer = await ChatTestClient.open(urls[0]!);
    const { conversationid } = await writer.json<{ conversationid: string }>('PUT', messagingPaths.conversationPrivate, {
      userid: readerId.toString(),
    });
    const conversationId = BigInt(conversationid);
    const db = t.database.db;
    const store = async (seq: bigint): Promise<StoredMessage> => {
      const result = await db.execute(sql`
        insert into chat_messages (conversation_id, seq, sender_id, type, content, extras, client_msg_id, created_at)
        values (${conversationId}, ${seq}, ${writerId}, 0, ${`message ${seq}`}, '', ${`gap-${seq}`}, now())
        returning id, created_at`);
      const row = (result as unknown as { rows: Array<{ id: string; created_at: Date | string }> }).rows[0]!;
      return {
        id: BigInt(row.id),
        conversationId,
        seq,
        senderId: writerId,
        type: 0,
        content: `message ${seq}`,
        extras: '',
        clientMsgId: `gap-${seq}`,
        createdAt: new Date(row.created_at),
      };
    };

    // Sequences 1 and 2 are taken; only 2 is visible so far.
    await db.execute(sql`update chat_conversations set message_count = 2 where id = ${conversationId}`);
    const second = await store(2n);

    const reader = await ChatTestClient.open(urls[1]!);
    const seen: string[] = [];
    reader.onMessage = (m) => seen.push(`push ${m.messagecount}`);
    await reader.sync([{ conversationid: conversationId, messagecount: 0n }]);
    await waitFor(() => reader.queueEmptyCount === 1, 'the first sync');
    expect(seen, 'the sync delivered past the gap').toEqual([]);
    // The live push of sequence 2 (the writer's node publishes after its commit).
    const { hub } = (t.app as unknown as { messaging: Messaging }).messaging;
    hub.publish(conversationId, [readerId], { kind: 'message', message: second, conversationKind: CONVERSATION_KIND.private });
    // The reader's own send takes sequence 3; its answer must not overtake 1 and 2 either. The spy
    // tells when the socket has handled the stored send (its queue runs in order, so the push of
    // sequence 2 has been handled too).
    const ownSent = vi.spyOn(Connection.prototype, 'ownSent');
    onTestFinished(() => ownSent.mockRestore());
    // Answers are noted in frame order with the pushes (not when the promise resolves).
    reader.onResponse = (path, response) => {
      const stored = fromBinary(EnvelopeSchema, response.body ?? new Uint8Array());
      if (path === messagingPaths.send && stored.content.case === 'conversationmessage')
        seen.push(`answer ${stored.content.value.messagecount}`);
    };
    const answer = reader.send(conversationId, 'reader-3', 'mine').then((response) => response.status);
    await waitFor(() => ownSent.mock.calls.length === 1, 'the send stored');
    await ownSent.mock.results[0]!.value;
    expect(seen, 'the push or the answer went past the gap').toEqual([]);

    // Sequence 1 commits late, and nobody publishes it.
    await store(1n);
    expect(await answer).toBe(200);
    await waitFor(() => seen.length === 3, 'sequences 1, 2 and the answer');
    expect(seen).toEqual(['push 1', 'push 2', 'answer 3']);

    // A reconnect from the cursor it reached gets nothing twice.
    await reader.close();
    const again = await ChatTestClient.open(urls[1]!);
    await again.sync([{ conversationid: conversationId, messagecount: 3n }]);
    await waitFor(() => again.queueEmptyCount === 1, 'the second sync');
    expect(again.messages).toEqual([]);
    await Promise.all([again.close(), writer.close()]);
  });
});
