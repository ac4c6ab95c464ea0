/**
 * Who may put whom in a group, and who learns whose presence (docs/decisions.md, "Chat rules"):
 * a block either way refuses the invitation with one catalogue answer; an invited person is not a
 * member (hears nothing, cannot send or read) until they accept; presence answers only about
 * people the caller shares a conversation or an instant group with.
 */
import { ERRORS, messagingPaths, type ConversationSummary, type GroupInvitation } from '@culture/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';
import { ChatTestClient, waitFor } from '../../test/chat-test-client.js';

async function setup() {
  const t = await createTestApp();
  const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const people: Array<{ userId: string; client: ChatTestClient }> = [];
  for (const phone of ['13700137001', '13700137002', '13700137003', '13700137004']) {
    const login = await t.loginWithPhone(phone);
    const im = (await t.get('/api/v2/me', { token: login.token })).json().data.im_user_token as string;
    const client = await ChatTestClient.open(`${base}${messagingPaths.socket}?token=${encodeURIComponent(im)}`);
    await client.sync();
    people.push({ userId: login.userId, client });
  }
  return { t, people };
}

const bodyOf = (response: { body?: Uint8Array }) => JSON.parse(Buffer.from(response.body ?? []).toString('utf8'));

describe('chat rules', () => {
  let people: Awaited<ReturnType<typeof setup>>['people'];
  beforeAll(async () => {
    ({ people } = await setup());
    return () => Promise.all(people.map((p) => p.client.close())).then(() => undefined);
  });
  const inGroup = (client: ChatTestClient, id: string) => client.messages.filter((m) => m.conversationid === BigInt(id));
  const listed = async (client: ChatTestClient, id: string) =>
    (await client.json<ConversationSummary[]>('GET', messagingPaths.conversations)).some((c) => c.conversationid === id);

  it('refuses to put in a group someone who blocked the inviter (or whom they blocked), with one answer', async () => {
    const [a, b, c] = people;
    await b!.client.json('PUT', messagingPaths.block, { userid: a!.userId, blocked: true });
    await a!.client.json('PUT', messagingPaths.block, { userid: c!.userId, blocked: true });

    const created = await a!.client.request('PUT', messagingPaths.groupCreate, { name: 'Lanterns', members: [b!.userId] });
    expect(created.status).toBe(403);
    expect(bodyOf(created)).toEqual({ code: ERRORS.chatInviteRefused.code, message: created.message });

    const { conversationid } = await a!.client.json<{ conversationid: string }>('PUT', messagingPaths.groupCreate, {
      name: 'Lanterns',
      members: [],
    });
    const blockedBy = await a!.client.request('PUT', messagingPaths.groupInvite, { conversationid, members: [b!.userId] });
    const blocking = await a!.client.request('PUT', messagingPaths.groupInvite, { conversationid, members: [c!.userId] });
    // Whoever blocked whom, the inviter reads the same answer.
    expect([blockedBy.status, blocking.status]).toEqual([403, 403]);
    expect(bodyOf(blockedBy)).toEqual(bodyOf(blocking));
    expect(bodyOf(blockedBy).code).toBe(ERRORS.chatInviteRefused.code);

    expect((await a!.client.send(BigInt(conversationid), 'to-b', 'you cannot block me here')).status).toBe(200);
    // Something b does hear, sent after: nothing from the group came before it.
    const { conversationid: direct } = await c!.client.json<{ conversationid: string }>(
      'PUT',
      messagingPaths.conversationPrivate,
      { userid: b!.userId },
    );
    await c!.client.send(BigInt(direct), 'to-b-direct', 'still here');
    await waitFor(() => inGroup(b!.client, direct).length === 1, 'the private message');
    await a!.client.json('PUT', messagingPaths.conversationPrivate, { userid: people[3]!.userId });
    expect(inGroup(b!.client, conversationid)).toEqual([]);
    expect(await listed(b!.client, conversationid)).toBe(false);
    expect(await b!.client.json<GroupInvitation[]>('GET', messagingPaths.groupInvitations)).toEqual([]);
    await b!.client.json('PUT', messagingPaths.block, { userid: a!.userId, blocked: false });
    await a!.client.json('PUT', messagingPaths.block, { userid: c!.userId, blocked: false });
  });

  it('makes an invited person a member only when they accept; declining drops the invitation', async () => {
    const [a, , , d] = people;
    const { conversationid } = await a!.client.json<{ conversationid: string }>('PUT', messagingPaths.groupCreate, {
      name: 'Book club',
      members: [d!.userId],
    });
    const id = BigInt(conversationid);
    await waitFor(
      () =>
        d!.client.envelopes.some((e) => e.content.case === 'commandmessage' && e.content.value.content.includes('invitation')),
      'the invitation command',
    );
    const invitations = await d!.client.json<GroupInvitation[]>('GET', messagingPaths.groupInvitations);
    expect(invitations).toMatchObject([{ conversationid, name: 'Book club', members: 1, inviter: { user_id: a!.userId } }]);

    // Invited, not a member: hears nothing, cannot send, read or list the members.
    await a!.client.send(id, 'before', 'before you answered');
    expect(await listed(d!.client, conversationid)).toBe(false);
    expect((await d!.client.send(id, 'd-early', 'hi')).status).toBe(403);
    expect((await d!.client.request('PUT', messagingPaths.history, { conversationid, before: '9' })).status).toBe(403);
    expect((await d!.client.request('PUT', messagingPaths.groupMembers, { conversationid })).status).toBe(403);
    expect(inGroup(d!.client, conversationid)).toEqual([]);

    await d!.client.json('PUT', messagingPaths.groupInvitationAnswer, { conversationid, accept: true });
    expect(await d!.client.json<GroupInvitation[]>('GET', messagingPaths.groupInvitations)).toEqual([]);
    const row = (await d!.client.json<ConversationSummary[]>('GET', messagingPaths.conversations)).find(
      (c) => c.conversationid === conversationid,
    );
    // A member now, with nothing unread from before.
    expect(row).toMatchObject({ members: 2, unread: 0 });
    await a!.client.send(id, 'after', 'welcome');
    await waitFor(
      () => inGroup(d!.client, conversationid).some((m) => m.content === 'welcome'),
      'the first message after accepting',
    );
    // Bad input is a 400, an unknown invitation a 404, never a 5xx.
    for (const body of [{ conversationid: '99999999999999999999', accept: true }, { conversationid, accept: 'yes' }, {}])
      expect((await d!.client.request('PUT', messagingPaths.groupInvitationAnswer, body)).status).toBe(400);
    // An answer counts once.
    expect((await d!.client.request('PUT', messagingPaths.groupInvitationAnswer, { conversationid, accept: true })).status).toBe(
      404,
    );

    // A member leaves whenever they like; invited again, they may decline.
    await d!.client.json('PUT', messagingPaths.groupLeave, { conversationid });
    await a!.client.json('PUT', messagingPaths.groupInvite, { conversationid, members: [d!.userId] });
    await d!.client.json('PUT', messagingPaths.groupInvitationAnswer, { conversationid, accept: false });
    expect(await d!.client.json<GroupInvitation[]>('GET', messagingPaths.groupInvitations)).toEqual([]);
    expect(await listed(d!.client, conversationid)).toBe(false);
    expect((await d!.client.send(id, 'd-late', 'hi')).status).toBe(403);
  });

  it('answers presence only about people the caller shares a conversation or an instant group with', async () => {
    const [a, b, c, d] = people;
    const online = async (asker: ChatTestClient, ids: string[]) =>
      (await asker.json<{ online: string[] }>('PUT', messagingPaths.presence, { users: ids })).online.sort();
    // Everyone is connected. b and d share nothing: d reads as offline, like an offline contact.
    expect(await online(b!.client, [d!.userId])).toEqual([]);
    expect(await online(b!.client, ['99999999'])).toEqual([]);
    // a and d share a private conversation (first test).
    expect(await online(d!.client, [a!.userId])).toEqual([a!.userId]);
    // An invitation is not a shared conversation.
    const { conversationid } = await d!.client.json<{ conversationid: string }>('PUT', messagingPaths.groupCreate, {
      name: 'Kites',
      members: [b!.userId],
    });
    expect(await online(d!.client, [b!.userId])).toEqual([]);
    await b!.client.json('PUT', messagingPaths.groupInvitationAnswer, { conversationid, accept: true });
    expect(await online(d!.client, [b!.userId, c!.userId])).toEqual([b!.userId]);
    // A shared instant group (a room) counts too.
    expect(await online(a!.client, [c!.userId])).toEqual([]);
    await a!.client.json('PUT', messagingPaths.instantJoin, { groupname: 'fair-presence' });
    await c!.client.json('PUT', messagingPaths.instantJoin, { groupname: 'fair-presence' });
    expect(await online(a!.client, [c!.userId])).toEqual([c!.userId]);
  });
});
