/**
 * Instant-group rules (docs/decisions.md, "Chat rules"): a world room's copy admits only visitors
 * holding a place from the room's check call, so its cap holds however many join directly; an
 * item is released only by the member holding it; each message type has its own size limit.
 */
import { API_PATHS, INSTANT_CONTENT_LIMITS, messagingPaths } from '@culture/protocol';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';
import { ADMISSION_HOLD_MS } from '../world/commands/check-exhibition.js';
import type { Messaging } from './gateway.js';
import { ChatTestClient } from '../../test/chat-test-client.js';

const PEOPLE = 30;
const CAP = 24;

async function setup() {
  const t = await createTestApp({
    env: { SMS_SENDS_PER_ADDRESS_PER_HOUR: '1000', OTP_VERIFIES_PER_ADDRESS: '1000', WORLD_VISITOR_CAP: String(CAP) },
  });
  const base = (await t.app.listen({ port: 0, host: '127.0.0.1' })).replace('http', 'ws');
  const people: Array<{ token: string; userId: string; im: string }> = [];
  for (let i = 0; i < PEOPLE; i++) {
    const login = await t.loginWithPhone(`1390013${String(i).padStart(4, '0')}`);
    const me = (await t.get(API_PATHS.me, { token: login.token })).json() as { data: { im_user_token: string } };
    people.push({ ...login, im: me.data.im_user_token });
  }
  const connect = (i: number) =>
    ChatTestClient.open(`${base}${messagingPaths.socket}?token=${encodeURIComponent(people[i]!.im)}`);
  const check = async (roomId: string, i: number) =>
    (await t.post(API_PATHS.vrExhibitionCheck.replace(':id', roomId), undefined, { token: people[i]!.token })).json().data as {
      group: string;
      copy: number;
    };
  const instant = (t.app as unknown as { messaging: Messaging }).messaging.instant;
  return { t, people, connect, check, instant };
}

describe('instant-group rules', () => {
  let env: Awaited<ReturnType<typeof setup>>;
  let clients: ChatTestClient[];
  beforeAll(async () => {
    env = await setup();
    clients = await Promise.all(env.people.map((_, i) => env.connect(i)));
    await Promise.all(clients.map((c) => c.sync()));
    return () => Promise.all(clients.map((c) => c.close())).then(() => undefined);
  });

  it('admits to a room copy only with a place from the check call: 30 direct joins never pass the cap of 24', async () => {
    // The first person's personal room: any member may visit it.
    const room = env.people[0]!.userId;
    const group = `vr-${room}-1`;
    const direct = await Promise.all(clients.map((c) => c.request('PUT', messagingPaths.instantJoin, { groupname: group })));
    expect(direct.filter((r) => r.status === 200).length).toBeLessThanOrEqual(CAP);
    expect(direct.every((r) => r.status === 403)).toBe(true);
    expect(await env.instant.members(group)).toEqual([]);
    // A name under the world's prefix that the check call never hands out is no way in either.
    expect((await clients[0]!.request('PUT', messagingPaths.instantJoin, { groupname: `vr-${room}-9999` })).status).toBe(403);

    // Everyone checks at once, then joins the copy the check answered.
    const answers = await Promise.all(env.people.map((_, i) => env.check(room, i)));
    const joined = await Promise.all(
      clients.map((c, i) => c.request('PUT', messagingPaths.instantJoin, { groupname: answers[i]!.group })),
    );
    expect(joined.map((r) => r.status)).toEqual(Array(PEOPLE).fill(200));
    expect((await env.instant.members(group)).length).toBe(CAP);
    expect((await env.instant.members(`vr-${room}-2`)).length).toBe(PEOPLE - CAP);
    // A place in copy 2 is no way into copy 1.
    const second = answers.findIndex((a) => a.copy === 2);
    expect((await clients[second]!.request('PUT', messagingPaths.instantJoin, { groupname: group })).status).toBe(403);

    // A member re-joins freely (the web does every minute), long after the check's place lapsed.
    env.t.clock.advance(ADMISSION_HOLD_MS + 1);
    const first = answers.findIndex((a) => a.copy === 1);
    expect((await clients[first]!.request('PUT', messagingPaths.instantJoin, { groupname: group })).status).toBe(200);
    // A dropped socket keeps its place for a reconnect; someone new cannot take it meanwhile.
    const firstId = BigInt(env.people[first]!.userId);
    await clients[first]!.terminate();
    for (let i = 0; (await env.instant.members(group)).includes(firstId); i++) {
      if (i > 1000) throw new Error('the dropped socket never quit');
      await new Promise((resolve) => setImmediate(resolve));
    }
    clients[first] = await env.connect(first);
    await clients[first]!.sync();
    expect((await clients[first]!.request('PUT', messagingPaths.instantJoin, { groupname: group })).status).toBe(200);
    expect((await env.check(room, second)).copy).toBe(2);
  });

  it('releases an item only for the member holding it', async () => {
    const [a, b] = [clients[2]!, clients[3]!];
    const group = 'fair-1';
    await a.json('PUT', messagingPaths.instantJoin, { groupname: group });
    await b.json('PUT', messagingPaths.instantJoin, { groupname: group });
    const item = (type: number) => ({ groupname: group, type, content: 'lantern' });
    expect((await a.request('PUT', messagingPaths.instantSend, item(5))).status).toBe(200);
    expect((await b.request('PUT', messagingPaths.instantSend, item(6))).status).toBe(403);
    // Still a's: b cannot take it.
    expect((await b.request('PUT', messagingPaths.instantSend, item(5))).status).toBe(409);
    expect((await a.request('PUT', messagingPaths.instantSend, item(6))).status).toBe(200);
    expect((await b.request('PUT', messagingPaths.instantSend, item(5))).status).toBe(200);
  });

  it('limits content per message type', async () => {
    const a = clients[4]!;
    const groupname = 'fair-2';
    await a.json('PUT', messagingPaths.instantJoin, { groupname });
    const send = (type: number, content: string, extras = '') =>
      a.request('PUT', messagingPaths.instantSend, { groupname, type, content, extras }).then((r) => r.status);
    const custom = INSTANT_CONTENT_LIMITS[1];
    const item = INSTANT_CONTENT_LIMITS[5];
    expect(await send(1, 'x'.repeat(custom.content))).toBe(200);
    expect(await send(1, 'x'.repeat(custom.content + 1))).toBe(413);
    // Bytes, not characters: 342 three-byte characters are 1,026 bytes.
    expect(await send(1, '灯'.repeat(342))).toBe(413);
    expect(await send(1, '{}', 'x'.repeat(custom.extras + 1))).toBe(413);
    expect(await send(5, 'x'.repeat(item.content + 1))).toBe(413);
    expect(await send(5, 'x'.repeat(item.content))).toBe(200);
    expect(await send(6, 'x'.repeat(item.content + 1))).toBe(413);
  });
});
