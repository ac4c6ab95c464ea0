/** The check call over the messaging gateway's instant groups: which copy of a room to join. */
import { describe, expect, it } from 'vitest';
import { API_PATHS, messagingPaths } from '@culture/protocol';
import { LANTERN_EXHIBITION_ID, NUO_EXHIBITION_ID, POCKET_EXHIBITION_ID } from '../../../db/seed/vr-world.js';
import { createWorldTestApp, draft, WORLD_CAP } from '../../../test/world-test-app.js';
import type { Messaging } from '../../messaging/gateway.js';
import { ChatTestClient } from '../../../test/chat-test-client.js';
import { ADMISSION_HOLD_MS } from './check-exhibition.js';

const { t, member, other, admin, list } = await createWorldTestApp();
const instant = (t.app as unknown as { messaging: Messaging }).messaging.instant;

describe('the check call and room copies', () => {
  const check = async (id: string, token = member.token) =>
    t.post(API_PATHS.vrExhibitionCheck.replace(':id', id), undefined, { token });

  it('answers the first copy below the cap, and opens a new one when full', async () => {
    const id = String(POCKET_EXHIBITION_ID);
    expect((await check(id)).json().data).toEqual({
      canEnter: true,
      reason: null,
      group: `vr-${id}-1`,
      copy: 1,
      visitors: 0,
      visitorCap: WORLD_CAP,
    });
    t.clock.advance(ADMISSION_HOLD_MS);
    await instant.join(`vr-${id}-1`, 1n);
    expect((await check(id)).json().data).toMatchObject({ group: `vr-${id}-1`, visitors: 1 });
    t.clock.advance(ADMISSION_HOLD_MS);
    await instant.join(`vr-${id}-1`, 2n);
    expect((await check(id)).json().data).toMatchObject({ group: `vr-${id}-2`, copy: 2, visitors: 0 });
    expect((await list()).content.find((e: { id: string }) => e.id === id).visitors).toBe(2);
    t.clock.advance(ADMISSION_HOLD_MS);
    await instant.quit(`vr-${id}-1`, 2n);
    expect((await check(id)).json().data).toMatchObject({ copy: 1, visitors: 1 });
    await instant.quit(`vr-${id}-1`, 1n);
    t.clock.advance(ADMISSION_HOLD_MS);
  });

  it('spreads a crowd checking at once over copies, and a visitor checking again keeps their place', async () => {
    const id = String(NUO_EXHIBITION_ID);
    const crowd = [member, other, await t.loginWithPhone('13800138104'), await t.loginWithPhone('13800138105')];
    const copies = [];
    // Nobody has joined the instant group yet (their rooms are still loading).
    for (const person of crowd) copies.push((await check(id, person.token)).json().data.copy);
    expect(copies).toEqual([1, 1, 2, 2]);
    expect((await check(id, member.token)).json().data.copy).toBe(1);
    expect((await check(id, crowd[3]!.token)).json().data.copy).toBe(2);
    // Places not taken up lapse.
    t.clock.advance(ADMISSION_HOLD_MS);
    expect((await check(id, crowd[3]!.token)).json().data.copy).toBe(1);
    t.clock.advance(ADMISSION_HOLD_MS);
  });

  it('counts visitors who joined through the messaging gateway', async () => {
    const id = String(LANTERN_EXHIBITION_ID);
    // Logged in first: logging in moves the test clock a minute, which the open sockets would notice.
    const third = await t.loginWithPhone('13800138106');
    const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
    const clients: ChatTestClient[] = [];
    try {
      for (const person of [member, other]) {
        const imToken = (await t.get(API_PATHS.me, { token: person.token })).json().data.im_user_token as string;
        const client = await ChatTestClient.open(`${base}${messagingPaths.socket}?token=${encodeURIComponent(imToken)}`);
        clients.push(client);
        const group = (await check(id, person.token)).json().data.group;
        await client.json('PUT', messagingPaths.instantJoin, { groupname: group });
      }
      // The two members fill copy 1: the next visitor goes to copy 2.
      expect((await check(id, third.token)).json().data).toMatchObject({ copy: 2, group: `vr-${id}-2` });
    } finally {
      for (const client of clients) client.socket.close();
      await Promise.all(clients.map((c) => c.closed));
    }
  });

  it('leads the list with the hall where people are', async () => {
    const nuo = String(NUO_EXHIBITION_ID);
    expect((await list()).content[0].id).toBe(String(LANTERN_EXHIBITION_ID));
    // The previous test left the app listening.
    const { port } = t.app.server.address() as { port: number };
    const base = `ws://127.0.0.1:${port}`;
    const imToken = (await t.get(API_PATHS.me, { token: other.token })).json().data.im_user_token as string;
    const client = await ChatTestClient.open(`${base}${messagingPaths.socket}?token=${encodeURIComponent(imToken)}`);
    try {
      const group = (await check(nuo, other.token)).json().data.group;
      await client.json('PUT', messagingPaths.instantJoin, { groupname: group });
      const listed = (await list({ token: member.token })).content;
      expect(listed[0]).toMatchObject({ id: nuo, visitors: 1 });
      expect(listed.at(-1).kind).toBe('personal');
      await client.json('PUT', messagingPaths.instantQuit, { groupname: group });
      expect((await list()).content[0].id).toBe(String(LANTERN_EXHIBITION_ID));
    } finally {
      client.socket.close();
      await client.closed;
    }
  });

  it('refuses an unpublished room, an unknown id and a caller without a session', async () => {
    const created = (await admin(API_PATHS.adminVrExhibitions, draft)).json().data;
    expect((await check(created.id)).json().data).toMatchObject({ canEnter: false, reason: 'notPublished', group: null });
    expect((await check('9223372036854775807')).json().code).toBe(40450);
    expect((await t.post(API_PATHS.vrExhibitionCheck.replace(':id', created.id))).statusCode).toBe(401);
    // A member's personal room can be entered too.
    expect((await check(other.userId)).json().data).toMatchObject({ canEnter: true, group: `vr-${other.userId}-1` });
  });
});
