/**
 * The socket's half of the child limits (docs/privacy.md, "Children and guardians"): a child under
 * 14 without a guardian's agreement starts, joins and sends nothing, reads what is there; the
 * guardian's agreement opens it on the same socket, a withdrawal closes it at the next request.
 */
import { describe, expect, it } from 'vitest';
import { messagingPaths } from '@culture/protocol';
import { eq } from 'drizzle-orm';
import { consentRecords, users } from '../../db/schema.js';
import { ChatTestClient, seedSocketMembers } from '../../test/chat-test-client.js';
import { createTestApp } from '../../test/helper.js';
import { nextId } from '../../lib/ids.js';
import { chinaMonth, formatMonth } from './age.js';

describe('chat for a child under 14', async () => {
  const t = await createTestApp();
  const { ids, urls } = await seedSocketMembers(t, 2, 7_400_000_000_000n);
  const [childId, friendId] = ids as [bigint, bigint];
  const now = chinaMonth(t.clock.now());
  await t.database.db
    .update(users)
    .set({ birthMonth: formatMonth({ year: now.year - 12, month: now.month }) })
    .where(eq(users.id, childId));
  const decide = (decision: 'agree' | 'withdraw') =>
    t.database.db.insert(consentRecords).values({
      id: nextId(t.clock.now),
      userId: childId,
      guardianPhone: '+8613900440009',
      purpose: 'childInformation',
      document: 'childrenRules',
      version: 1,
      language: 'zh-CN',
      decision,
      at: new Date(t.clock.now()),
      channel: 'web',
      ip: null,
    });
  const refusalCode = (body: Uint8Array | undefined) =>
    (JSON.parse(Buffer.from(body ?? []).toString('utf8')) as { code: number }).code;

  it('refuses with 40390 until a guardian agrees, then chats, and refuses again after a withdrawal', async () => {
    const socket = await ChatTestClient.open(urls[0]!);
    const friend = { userid: friendId.toString() };
    const refused = await socket.request('PUT', messagingPaths.conversationPrivate, friend);
    expect(refused.status).toBe(403);
    expect(refusalCode(refused.body)).toBe(40390);
    // Reading stays: the conversation list answers.
    expect((await socket.request('GET', messagingPaths.conversations)).status).toBe(200);

    await decide('agree');
    t.clock.advance(1_000);
    const opened = await socket.json<{ conversationid: string }>('PUT', messagingPaths.conversationPrivate, friend);
    const sent = await socket.send(BigInt(opened.conversationid), 'hello-1', 'hello');
    expect(sent.status).toBe(200);

    await decide('withdraw');
    t.clock.advance(1_000);
    const again = await socket.send(BigInt(opened.conversationid), 'hello-2', 'again');
    expect(again.status).toBe(403);
    expect(refusalCode(again.body)).toBe(40390);
    socket.close();
  });
});
