import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import WebSocket from 'ws';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ERRORS,
  ComplexMessageSchema,
  EnvelopeSchema,
  MESSAGE_TEXT_MAX_BYTES,
  messagingPaths,
  requestFrame,
  decodeFrame,
  type ConversationSummary,
  type GroupMember,
} from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import type { Messaging } from './gateway.js';
import { ChatTestClient, waitFor } from '../../test/chat-test-client.js';

async function setup() {
  const t = await createTestApp();
  const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
  const base = address.replace('http', 'ws');
  const users: Array<{ token: string; userId: string; im: string }> = [];
  for (const phone of ['13800138001', '13800138002', '13800138003']) {
    const login = await t.loginWithPhone(phone);
    const me = (await t.get('/api/v2/me', { token: login.token })).json() as {
      data: { im_user_token: string; im_user_id: string };
    };
    expect(me.data.im_user_id).toBe(login.userId);
    users.push({ ...login, im: me.data.im_user_token });
  }
  const connect = (i: number) => ChatTestClient.open(`${base}${messagingPaths.socket}?token=${encodeURIComponent(users[i]!.im)}`);
  return { t, base, users, connect };
}

async function privateConversation(client: ChatTestClient, userId: string) {
  const { conversationid } = await client.json<{ conversationid: string }>('PUT', messagingPaths.conversationPrivate, {
    userid: userId,
  });
  return BigInt(conversationid);
}

describe('messaging gateway', () => {
  let env: Awaited<ReturnType<typeof setup>>;
  beforeAll(async () => {
    env = await setup();
  });

  it('refuses a bad token before the upgrade', async () => {
    await expect(
      ChatTestClient.open(`${env.base}${messagingPaths.socket}?token=1.99999999999.${'a'.repeat(43)}`),
    ).rejects.toThrow('HTTP 401');
    await expect(ChatTestClient.open(`${env.base}${messagingPaths.socket}`)).rejects.toThrow('HTTP 401');
  });

  it('answers keepalive with the request id, unknown paths with 404, and survives malformed frames', async () => {
    const a = await env.connect(0);
    // Garbage, a text frame and a response frame nobody asked for: no answer, no crash.
    a.socket.send(Buffer.from([0xff, 0xff, 0xff, 0x01]));
    a.socket.send('not binary');
    a.socket.send(Buffer.from([0x08, 0x02, 0x1a, 0x02, 0x08, 0x07]));
    const huge = 2n ** 64n - 1n;
    const answer = new Promise<bigint | undefined>((resolve) =>
      a.socket.once('message', (data: Buffer) => resolve(decodeFrame(new Uint8Array(data)).response?.id)),
    );
    a.socket.send(requestFrame({ verb: 'GET', path: messagingPaths.keepalive, id: huge }));
    expect(await answer).toBe(huge);
    expect((await a.request('GET', '/v1/nowhere')).status).toBe(404);
    expect((await a.request('PUT', messagingPaths.send, new Uint8Array([0xff, 0xff]))).status).toBe(400);
    expect((await a.request('PUT', messagingPaths.conversationPrivate, { userid: '99999999999999999999' })).status).toBe(400);
    expect((await a.request('PUT', messagingPaths.conversationPrivate, Buffer.from('{'))).status).toBe(400);
    expect((await a.request('GET', messagingPaths.keepalive)).status).toBe(200);
    await a.close();
  });

  it('delivers a private message once, in order, with sequence, server id and time; retries are idempotent', async () => {
    const a = await env.connect(0);
    const b = await env.connect(1);
    await a.sync();
    await b.sync();
    await waitFor(() => a.queueEmptyCount === 1 && b.queueEmptyCount === 1, 'queue/empty');
    const conversation = await privateConversation(a, env.users[1]!.userId);
    const first = await a.send(conversation, 'c1', 'hello <b>there</b>');
    expect(first.status).toBe(200);
    const stored = fromBinary(EnvelopeSchema, first.body!);
    expect(stored.content.case).toBe('conversationmessage');
    const m = stored.content.value as { messagecount: bigint; id: bigint; createdat: bigint };
    expect(m.messagecount).toBe(1n);
    expect(m.id).toBeGreaterThan(0n);
    expect(m.createdat).toBeGreaterThan(0n);
    const retry = fromBinary(EnvelopeSchema, (await a.send(conversation, 'c1', 'hello <b>there</b>')).body!);
    expect(retry.id).toBe(stored.id);
    await a.send(conversation, 'c2', 'second');
    await waitFor(() => b.messages.length === 2, 'two messages');
    expect(b.messages.map((x) => [x.messagecount, x.content])).toEqual([
      [1n, 'hello <b>there</b>'],
      [2n, 'second'],
    ]);
    // The sender's own socket got the stored message in the response, not again as a push.
    expect(a.messages).toEqual([]);

    // Unread counts never include the reader's own messages; reading moves hasReadSeq.
    type Row = { conversationid: string; unread: number; hasReadSeq: string; messagecount: string };
    const listB = await b.json<Row[]>('GET', messagingPaths.conversations);
    expect(listB).toMatchObject([{ conversationid: conversation.toString(), unread: 2, messagecount: '2' }]);
    expect((await a.json<Row[]>('GET', messagingPaths.conversations))[0]!.unread).toBe(0);
    await b.json('PUT', messagingPaths.read, { conversationid: conversation.toString(), messagecount: '1' });
    expect((await b.json<Row[]>('GET', messagingPaths.conversations))[0]).toMatchObject({ unread: 1, hasReadSeq: '1' });
    // The sender hears the ack.
    await waitFor(() => a.envelopes.some((e) => e.content.case === 'commandmessage' && e.content.value.type === 3), 'ack');
    await a.close();
    await b.close();
  });

  it('concurrent sends and retries: every message once, sequences without holes', async () => {
    const [a, b] = await Promise.all([env.connect(0), env.connect(1)]);
    const conversation = await privateConversation(a, env.users[1]!.userId);
    const before = BigInt(
      (await a.json<ConversationSummary[]>('GET', messagingPaths.conversations)).find(
        (r) => r.conversationid === conversation.toString(),
      )!.messagecount,
    );
    // Ten messages from two people at once, each sent three times (a retry racing the original).
    const sends = [];
    for (let i = 0; i < 10; i++)
      for (let copy = 0; copy < 3; copy++) sends.push((i % 2 ? a : b).send(conversation, `race-${i}`, `r${i}`));
    const answers = await Promise.all(sends);
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const seqs = answers.map((r) => (fromBinary(EnvelopeSchema, r.body!).content.value as { messagecount: bigint }).messagecount);
    for (let i = 0; i < 10; i++) expect(new Set(seqs.slice(i * 3, i * 3 + 3)).size).toBe(1);
    expect([...new Set(seqs)].sort((x, y) => Number(x - y))).toEqual(
      Array.from({ length: 10 }, (_, i) => before + BigInt(i) + 1n),
    );
    const row = (await a.json<ConversationSummary[]>('GET', messagingPaths.conversations)).find(
      (r) => r.conversationid === conversation.toString(),
    )!;
    expect(BigInt(row.messagecount)).toBe(before + 10n);
    await Promise.all([a.close(), b.close()]);
  });

  it('syncs the gap after a reconnect, then queue/empty', async () => {
    const a = await env.connect(0);
    await a.sync();
    const conversation = await privateConversation(a, env.users[2]!.userId);
    for (let i = 0; i < 5; i++) await a.send(conversation, `gap-${i}`, `m${i}`);
    const c = await env.connect(2);
    await c.sync([{ conversationid: conversation, messagecount: 2n }]);
    await waitFor(() => c.queueEmptyCount === 1, 'queue/empty');
    expect(c.messages.map((m) => m.messagecount)).toEqual([3n, 4n, 5n]);
    await a.close();
    await c.close();
  });

  it('limits text to 4 KB and refuses messages from a blocked user', async () => {
    const a = await env.connect(0);
    const b = await env.connect(1);
    const conversation = await privateConversation(a, env.users[1]!.userId);
    expect((await a.send(conversation, 'big', 'x'.repeat(MESSAGE_TEXT_MAX_BYTES + 1))).status).toBe(413);
    expect((await a.send(conversation, 'fits', 'x'.repeat(MESSAGE_TEXT_MAX_BYTES))).status).toBe(200);
    await b.json('PUT', messagingPaths.block, { userid: env.users[0]!.userId, blocked: true });
    // Refusals are explained: the old reason in the frame, the catalogue code in the body.
    const blocked = await a.send(conversation, 'blocked', 'hi');
    expect([blocked.status, blocked.message]).toEqual([403, 'blocked']);
    expect(JSON.parse(Buffer.from(blocked.body!).toString('utf8'))).toEqual({
      code: ERRORS.chatBlocked.code,
      message: 'blocked',
    });
    await b.json('PUT', messagingPaths.block, { userid: env.users[0]!.userId, blocked: false });
    expect((await a.send(conversation, 'unblocked', 'hi')).status).toBe(200);
    // Not a member: 403; a conversation id past 2^63: 400.
    const c = await env.connect(2);
    const intruder = await c.send(conversation, 'intruder', 'hi');
    expect([intruder.status, intruder.message]).toEqual([403, 'not a member']);
    expect(JSON.parse(Buffer.from(intruder.body!).toString('utf8')).code).toBe(ERRORS.chatNotMember.code);
    expect((await c.send(2n ** 64n - 1n, 'far', 'hi')).status).toBe(400);
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('rate-limits sends per user: all their sockets share one budget', async () => {
    // The test clock stands still unless moved: a full bucket now, and no refill during the test.
    env.t.clock.advance(10_000);
    const a = await env.connect(0);
    const second = await env.connect(0);
    const conversation = await privateConversation(a, env.users[1]!.userId);
    const statuses = await Promise.all(
      Array.from({ length: 150 }, (_, i) => a.send(conversation, `burst-${i}`, 'x').then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200).length).toBe(100);
    expect(statuses.filter((s) => s === 429).length).toBe(50);
    // The user's other socket has no budget of its own.
    expect((await second.send(conversation, 'other-socket', 'x')).status).toBe(429);
    env.t.clock.advance(1_000);
    expect((await second.send(conversation, 'refilled', 'x')).status).toBe(200);
    await Promise.all([a.close(), second.close()]);
    env.t.clock.advance(10_000);
  });

  it('groups: create, invite, rename by the owner only, leave, remove', async () => {
    const [a, b, c] = await Promise.all([env.connect(0), env.connect(1), env.connect(2)]);
    await Promise.all([a.sync(), b.sync(), c.sync()]);
    const { conversationid } = await a.json<{ conversationid: string }>('PUT', messagingPaths.groupCreate, {
      name: '读书会',
      members: [env.users[1]!.userId],
    });
    await a.json('PUT', messagingPaths.groupInvite, { conversationid, members: [env.users[2]!.userId] });
    // Invited people are members once they accept (chat-rules.test.ts).
    for (const invitee of [b, c])
      await invitee.json('PUT', messagingPaths.groupInvitationAnswer, { conversationid, accept: true });
    expect((await b.request('PUT', messagingPaths.groupRename, { conversationid, name: 'x' })).status).toBe(403);
    await a.json('PUT', messagingPaths.groupRename, { conversationid, name: 'Book club' });
    await a.send(BigInt(conversationid), 'group-1', 'hi all');
    const inGroup = (client: ChatTestClient) => client.messages.filter((m) => m.conversationid === BigInt(conversationid));
    await waitFor(() => inGroup(b).length === 1 && inGroup(c).length === 1, 'group fan-out');
    expect(inGroup(b)[0]!.content).toBe('hi all');
    await a.json('PUT', messagingPaths.groupRemove, { conversationid, userid: env.users[2]!.userId });
    expect((await c.send(BigInt(conversationid), 'group-2', 'still here?')).status).toBe(403);
    await b.json('PUT', messagingPaths.groupLeave, { conversationid });
    expect((await b.json<unknown[]>('GET', messagingPaths.conversations)).length).toBeGreaterThan(0);
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('lists conversations with last message, peer and read state; loads older pages; lists members', async () => {
    const [a, b, c] = await Promise.all([env.connect(0), env.connect(1), env.connect(2)]);
    await env.t.post('/api/v2/me/profile', { nickname: '小荷' }, { token: env.users[1]!.token });
    const conversation = await privateConversation(c, env.users[1]!.userId);
    for (let i = 1; i <= 7; i++) await c.send(conversation, `older-${i}`, `line ${i}`);
    await b.json('PUT', messagingPaths.read, { conversationid: conversation.toString(), messagecount: '3' });
    const list = await c.json<ConversationSummary[]>('GET', messagingPaths.conversations);
    const row = list.find((r) => r.conversationid === conversation.toString())!;
    expect(list[0]!.conversationid).toBe(conversation.toString()); // newest activity first
    expect(row).toMatchObject({
      kind: 'private',
      messagecount: '7',
      unread: 0,
      members: 2,
      last: { senderid: env.users[2]!.userId, content: 'line 7' },
      peer: { user_id: env.users[1]!.userId, nickname: '小荷', hasReadSeq: '3' },
    });
    expect(
      (await b.json<ConversationSummary[]>('GET', messagingPaths.conversations)).find(
        (r) => r.conversationid === conversation.toString(),
      ),
    ).toMatchObject({ unread: 4, hasReadSeq: '3' });

    const older = await c.request('PUT', messagingPaths.history, {
      conversationid: conversation.toString(),
      before: '6',
      limit: 3,
    });
    expect(older.status).toBe(200);
    const page = fromBinary(ComplexMessageSchema, older.body!).conversationmessages;
    expect(page.map((m) => [m.messagecount, m.content])).toEqual([
      [3n, 'line 3'],
      [4n, 'line 4'],
      [5n, 'line 5'],
    ]);
    // Not a member: 403; a limit past the page size: 400.
    expect(
      (await a.request('PUT', messagingPaths.history, { conversationid: conversation.toString(), before: '6' })).status,
    ).toBe(403);
    expect(
      (await c.request('PUT', messagingPaths.history, { conversationid: conversation.toString(), before: '6', limit: 51 }))
        .status,
    ).toBe(400);

    const { conversationid } = await c.json<{ conversationid: string }>('PUT', messagingPaths.groupCreate, {
      name: 'Lanterns',
      members: [env.users[1]!.userId],
    });
    await b.json('PUT', messagingPaths.groupInvitationAnswer, { conversationid, accept: true });
    const members = await b.json<GroupMember[]>('PUT', messagingPaths.groupMembers, { conversationid });
    expect(members.map((m) => [m.user_id, m.role])).toEqual([
      [env.users[2]!.userId, 2],
      [env.users[1]!.userId, 0],
    ]);
    expect((await a.request('PUT', messagingPaths.groupMembers, { conversationid })).status).toBe(403);
    const groupRow = (await b.json<ConversationSummary[]>('GET', messagingPaths.conversations)).find(
      (r) => r.conversationid === conversationid,
    );
    expect(groupRow).toMatchObject({ kind: 'group', name: 'Lanterns', members: 2, last: null, peer: null });
    await Promise.all([a.close(), b.close(), c.close()]);
  });

  it('instant groups: join, events, item competition, quit on disconnect', async () => {
    const [a, b] = await Promise.all([env.connect(0), env.connect(1)]);
    await Promise.all([a.sync(), b.sync()]);
    await a.json('PUT', messagingPaths.instantJoin, { groupname: 'live-1' });
    await b.json('PUT', messagingPaths.instantJoin, { groupname: 'live-1' });
    const lantern = { groupname: 'live-1', type: 5, content: 'lantern' };
    expect((await a.request('PUT', messagingPaths.instantSend, lantern)).status).toBe(200);
    expect((await b.request('PUT', messagingPaths.instantSend, lantern)).status).toBe(409);
    await b.terminate();
    await waitFor(
      () => a.envelopes.some((e) => e.content.case === 'instantgroupmessage' && e.content.value.quittype === 2),
      'a disconnected quit',
    );
    await a.close();
  });
});

describe('instant groups in order', () => {
  it('answers a socket’s quit and rejoin in the order sent: the member is in the group after both', async () => {
    const { t, connect, users } = await setup();
    const { instant } = (t.app as unknown as { messaging: Messaging }).messaging;
    const a = await connect(0);
    await a.sync();
    await a.json('PUT', messagingPaths.instantJoin, { groupname: 'room-1' });
    for (let round = 0; round < 5; round += 1) {
      // Both frames leave before either answer comes back, as when a visitor re-enters a room.
      const [quit, join] = await Promise.all([
        a.request('PUT', messagingPaths.instantQuit, { groupname: 'room-1' }),
        a.request('PUT', messagingPaths.instantJoin, { groupname: 'room-1' }),
      ]);
      expect([quit.status, join.status]).toEqual([200, 200]);
      expect(await instant.members('room-1')).toEqual([BigInt(users[0]!.userId)]);
    }
    await a.close();
  });
});

describe('messaging token', () => {
  it('rejects a forged user id or session', async () => {
    const { createImTokens } = await import('./im-token.js');
    const tokens = createImTokens({ secret: 's', now: () => 0 });
    const sessionId = '0b6f7c7e-3f1a-4c55-9d0e-1e2f3a4b5c6d';
    const token = tokens.issue(42n, sessionId);
    expect(tokens.verify(token)).toEqual({ userId: 42n, sessionId });
    expect(tokens.verify(token.replace(/^42/, '43'))).toBeNull();
    expect(tokens.verify(token.replace('0b6f', '0b6e'))).toBeNull();
    expect(createImTokens({ secret: 's', now: () => 2 * 24 * 3600_000 }).verify(token)).toBeNull();
    void WebSocket;
    void create;
    void toBinary;
  });
});
