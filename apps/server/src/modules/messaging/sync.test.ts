/**
 * Zero loss after random disconnects: a seeded run of 1,000 abrupt disconnects while two others
 * keep writing to a private and a group conversation. The reader must see every message exactly
 * once, in sequence order, and its unread counts must equal what it really has not read.
 */
import { describe, expect, it } from 'vitest';
import { fromBinary } from '@bufbuild/protobuf';
import { EnvelopeSchema, messagingPaths } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import { ChatTestClient, waitFor } from '../../test/chat-test-client.js';

/** mulberry32: a small seeded generator so a failure can be replayed. */
function seeded(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DISCONNECTS = 1_000;
const SEED = 20261122;

describe('sync after random disconnects', () => {
  it(`loses, duplicates and reorders nothing over ${DISCONNECTS} disconnects (seed ${SEED})`, { timeout: 240_000 }, async () => {
    const t = await createTestApp();
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const people = [];
    for (const phone of ['13900139001', '13900139002', '13900139003']) {
      const login = await t.loginWithPhone(phone);
      const im = ((await t.get('/api/v2/me', { token: login.token })).json() as { data: { im_user_token: string } }).data
        .im_user_token;
      people.push({ ...login, url: `${base}${messagingPaths.socket}?token=${encodeURIComponent(im)}` });
    }
    const [reader, writer, other] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
    const w = await ChatTestClient.open(writer.url);
    const o = await ChatTestClient.open(other.url);
    const privateId = BigInt(
      (await w.json<{ conversationid: string }>('PUT', messagingPaths.conversationPrivate, { userid: reader.userId }))
        .conversationid,
    );
    const groupId = BigInt(
      (
        await w.json<{ conversationid: string }>('PUT', messagingPaths.groupCreate, {
          name: 'sync',
          members: [reader.userId, other.userId],
        })
      ).conversationid,
    );
    // The reader and the other accept the group's invitation (chat-rules.test.ts).
    for (const person of [reader, other]) {
      const invitee = person === other ? o : await ChatTestClient.open(reader.url);
      await invitee.json('PUT', messagingPaths.groupInvitationAnswer, { conversationid: groupId.toString(), accept: true });
      if (invitee !== o) await invitee.close();
    }
    const conversations = [privateId, groupId];

    // What the reader has seen, per conversation: the last sequence, and every problem found.
    const last = new Map<bigint, bigint>(conversations.map((id) => [id, 0n]));
    const fromOthers = new Map<bigint, bigint[]>(conversations.map((id) => [id, []]));
    const problems: string[] = [];
    const events: string[] = [];
    const see = (conversationId: bigint, seq: bigint, senderId: bigint, how = 'push') => {
      events.push(`${how}:${conversationId}:${seq}${senderId.toString() === reader.userId ? 'own' : ''}`);
      const expected = (last.get(conversationId) ?? 0n) + 1n;
      if (seq !== expected)
        problems.push(`conversation ${conversationId}: got ${seq}, expected ${expected} after ${events.slice(-9).join(' ')}`);
      else {
        last.set(conversationId, seq);
        if (senderId.toString() !== reader.userId) fromOthers.get(conversationId)!.push(seq);
      }
    };
    const connectReader = async () => {
      const r = await ChatTestClient.open(reader.url);
      r.onMessage = (m) => see(m.conversationid, m.messagecount, m.senderid);
      // The reader's own messages count where their answers arrive among the pushes.
      r.onResponse = (path, response) => {
        if (path !== messagingPaths.send || response.status !== 200) return;
        const stored = fromBinary(EnvelopeSchema, response.body!);
        if (stored.content.case === 'conversationmessage')
          see(stored.content.value.conversationid, stored.content.value.messagecount, stored.content.value.senderid, 'response');
      };
      await r.sync(conversations.map((conversationid) => ({ conversationid, messagecount: last.get(conversationid)! })));
      return r;
    };

    const random = seeded(SEED);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
    let sent = 0;
    const readSeq = new Map<bigint, bigint>(conversations.map((id) => [id, 0n]));
    let r = await connectReader();
    for (let round = 0; round < DISCONNECTS; round++) {
      const writes: Array<Promise<unknown>> = [];
      for (let i = Math.floor(random() * 4); i > 0; i--) {
        const conversation = pick(conversations);
        const sender = conversation === privateId ? w : pick([w, o]);
        writes.push(sender.send(conversation, `m-${sent++}`, `round ${round}`));
      }
      if (random() < 0.2) {
        const conversation = pick(conversations);
        const answer = await r.send(conversation, `r-${sent++}`, 'from the reader');
        if (answer.status !== 200 && answer.status !== 429) problems.push(`reader send answered ${answer.status}`);
      }
      if (random() < 0.1) {
        const conversation = pick(conversations);
        const upTo = last.get(conversation)!;
        await r.json('PUT', messagingPaths.read, { conversationid: conversation.toString(), messagecount: upTo.toString() });
        readSeq.set(conversation, upTo);
      }
      // Half the time the writes land while the reader is gone, half while it reconnects.
      if (random() < 0.5) await Promise.all(writes);
      events.push('reconnect');
      await r.terminate();
      r = await connectReader();
      await Promise.all(writes);
    }
    await waitFor(() => r.queueEmptyCount === 1, 'the last sync');
    const expected = await w.json<Array<{ conversationid: string; messagecount: string }>>('GET', messagingPaths.conversations);
    for (const row of expected)
      await waitFor(
        () => last.get(BigInt(row.conversationid)) === BigInt(row.messagecount),
        `conversation ${row.conversationid}`,
      );
    expect(problems).toEqual([]);
    expect(sent).toBeGreaterThan(DISCONNECTS);

    const unread = await r.json<Array<{ conversationid: string; unread: number; hasReadSeq: string }>>(
      'GET',
      messagingPaths.conversations,
    );
    for (const row of unread) {
      const id = BigInt(row.conversationid);
      const exact = fromOthers.get(id)!.filter((seq) => seq > readSeq.get(id)!).length;
      expect(row.unread, `unread of ${id}`).toBe(exact);
      expect(row.hasReadSeq).toBe(readSeq.get(id)!.toString());
    }
    await Promise.all([r.close(), w.close(), o.close()]);
  });
});
