/**
 * The virtual world's server half (issue 16): exhibitions (list, search, detail, operators' CRUD
 * and publishing), personal rooms, the check call over the gateway's instant groups, the template
 * version and resource list, world settings, dresses, and avatar model uploads.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_PATHS, messagingPaths, parseLosslessJson, VR_ROOM_TEMPLATE_RESOURCE, WORLD_BUDGET } from '@culture/protocol';
import { eq } from 'drizzle-orm';
import { depositWallets, passTokens, userWallets } from '../../db/schema.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { LANTERN_EXHIBITION_ID, NUO_EXHIBITION_ID, POCKET_EXHIBITION_ID } from '../../db/seed/vr-world.js';
import { createTestApp } from '../../test/helper.js';
import type { Messaging } from '../messaging/gateway.js';
import { ChatTestClient } from '../../test/chat-test-client.js';
import { ADMISSION_HOLD_MS, PASS_ARTWORK } from './exhibition-service.js';
import { overBudget, textureBytes } from './model-check.js';
import { makeGlb, makePointCloud } from './test-glb.js';

const ADMIN = 'world-admin-token-0123456789abcdef';
const CAP = 2;
const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN, WORLD_VISITOR_CAP: String(CAP) } });
await seedDemoContent(t.database.db);
const instant = (t.app as unknown as { messaging: Messaging }).messaging.instant;
const publicWorld = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web/public/world');

const member = await t.loginWithPhone('13800138101');
const other = await t.loginWithPhone('13800138102');

async function admin(url: string, body: unknown) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
    payload: JSON.stringify(body),
  });
}
const L = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });
const draft = {
  name: L('Paper cuts 100%'),
  summary: L('Red paper, sharp scissors.'),
  cover: '/images/pages/joyful/papercut.svg',
  templateId: 'hall',
  works: [
    {
      slot: 'slot-01',
      kind: 'image',
      title: L('Window flower'),
      body: L('Cut for the new year.'),
      image: '/images/pages/joyful/papercut.svg',
      link: '/joyful',
    },
    { slot: 'slot-02', kind: 'text', title: L('How'), body: L('Fold, cut, unfold.') },
  ],
};
const list = async (opts: { token?: string; locale?: 'zh-CN' | 'zh-TW' | 'en-US'; cursor?: string } = {}) =>
  (await t.get(`${API_PATHS.vrExhibitionList}${opts.cursor ? `?cursor=${opts.cursor}` : ''}`, opts)).json().data;

describe('exhibition list and search', () => {
  it('lists the three published official exhibitions with 64-bit ids kept exact, in the visitor’s language', async () => {
    const res = await t.get(API_PATHS.vrExhibitionList);
    expect(res.statusCode).toBe(200);
    // Read the way the web app reads it (spec §7's custom parser): the ids survive.
    const data = (parseLosslessJson(res.body) as { data: { content: Array<{ id: string }>; total: number; next: null } }).data;
    expect(data.content.map((e) => e.id)).toEqual([LANTERN_EXHIBITION_ID, NUO_EXHIBITION_ID, POCKET_EXHIBITION_ID].map(String));
    expect(data.total).toBe(3);
    expect(data.next).toBeNull();
    expect((await list()).content[1]).toMatchObject({ kind: 'official', name: 'The 13 Nuo Masks', visitors: 0, ownerId: null });
    expect((await list({ locale: 'zh-CN' })).content[1].name).toBe('十三傩面');
    expect((await list({ locale: 'zh-TW' })).content[1].name).toBe('十三儺面');
    expect((await list()).content[0].cover).toMatch(/^\/world\/textures\/lantern-hero\.[0-9a-f]{16}\.webp$/);
  });

  it('lists the official halls first and a member’s own room after them, never a guest’s', async () => {
    const mine = await list({ token: member.token });
    expect(mine.content.map((e: { kind: string }) => e.kind)).toEqual(['official', 'official', 'official', 'personal']);
    expect(mine.content.at(-1)).toMatchObject({
      id: member.userId,
      kind: 'personal',
      ownerId: member.userId,
      name: "Member 8101's room",
      // Empty for now: the card says how it fills.
      summary: 'Your room is empty for now: claim a badge at an event or mint a pass, and it hangs here.',
    });
    expect(mine.total).toBe(4);
    const guest = await list({ token: await t.guestToken() });
    expect(guest.content.map((e: { kind: string }) => e.kind)).not.toContain('personal');
  });

  it('pages 20 at a time with a cursor', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 21; i++) {
      const created = (await admin(API_PATHS.adminVrExhibitions, { ...draft, name: L(`Paging room ${i}`) })).json().data;
      ids.push(created.id);
      t.clock.advance(1000);
      expect((await admin(API_PATHS.adminVrExhibitionsPublish, { id: created.id })).statusCode).toBe(200);
    }
    const first = await list();
    expect(first.content).toHaveLength(20);
    expect(first.total).toBe(24);
    const second = await list({ cursor: first.next });
    expect(second.content).toHaveLength(4);
    expect(second.next).toBeNull();
    const seen = [...first.content, ...second.content].map((e: { id: string }) => e.id);
    expect(new Set(seen).size).toBe(24);
    for (const id of ids) await admin(API_PATHS.adminVrExhibitionsUnpublish, { id });
    expect((await list()).total).toBe(3);
  });

  it('searches published names in every language, wildcards taken literally', async () => {
    const search = async (name: string) =>
      (await t.get(`${API_PATHS.vrSearch}?name=${encodeURIComponent(name)}`))
        .json()
        .data.content.map((e: { id: string }) => e.id);
    expect(await search('nuo')).toEqual([String(NUO_EXHIBITION_ID)]);
    expect(await search('花灯')).toEqual([String(LANTERN_EXHIBITION_ID)]);
    expect(await search('繡荷包')).toEqual([String(POCKET_EXHIBITION_ID)]);
    expect(await search('%')).toEqual([]);
    expect(await search('Paging room')).toEqual([]); // unpublished
    expect((await t.get(`${API_PATHS.vrSearch}?name=%20%20`)).statusCode).toBe(400);
  });
});

describe('one exhibition', () => {
  it('answers the template and the works on its slots, in the visitor’s language', async () => {
    const res = await t.post(API_PATHS.vrExhibition, { id: String(NUO_EXHIBITION_ID) });
    expect(res.statusCode).toBe(200);
    const nuo = res.json().data;
    expect(nuo.template).toMatchObject({ id: 'hall', scene: expect.stringMatching(/^\/world\/hall\.[0-9a-f]{16}\.glb$/) });
    expect(nuo.template.slots).toHaveLength(16);
    expect(nuo.works.filter((w: { kind: string }) => w.kind === 'image')).toHaveLength(13);
    expect(nuo.works.find((w: { slot: string }) => w.slot === 'slot-03')).toMatchObject({
      kind: 'image',
      title: 'Zhong Kui, the Demon Queller',
      link: '/nuo',
      image: expect.stringMatching(/^\/world\/textures\/nuo-zhongkui\.[0-9a-f]{16}\.webp$/),
    });
    expect(nuo.works.find((w: { kind: string }) => w.kind === 'video')).toMatchObject({
      video: '/media/nuo/nuo-mv.mp4',
      link: '/nuo',
    });
    expect(nuo.visitorCap).toBe(CAP);
    const zh = (await t.post(API_PATHS.vrExhibition, { id: String(NUO_EXHIBITION_ID) }, { locale: 'zh-TW' })).json().data;
    expect(zh.works.find((w: { slot: string }) => w.slot === 'slot-03').title).toBe('鍾馗');
    // Every work of every seeded exhibition points at a file that exists.
    for (const id of [POCKET_EXHIBITION_ID, NUO_EXHIBITION_ID, LANTERN_EXHIBITION_ID]) {
      const exhibition = (await t.post(API_PATHS.vrExhibition, { id: String(id) })).json().data;
      for (const work of exhibition.works) {
        for (const file of [work.image, work.video].filter(Boolean)) {
          const onDisk = file.startsWith('/world/') ? path.join(publicWorld, file.slice(7)) : path.join(publicWorld, '..', file);
          expect(fs.existsSync(onDisk), file).toBe(true);
        }
        for (const text of [work.title, work.body]) expect(text.length).toBeGreaterThan(0);
      }
    }
  });

  it('does not exist for visitors until published, nor for an unknown id', async () => {
    const created = (await admin(API_PATHS.adminVrExhibitions, draft)).json().data;
    const unpublished = await t.post(API_PATHS.vrExhibition, { id: created.id });
    expect(unpublished.statusCode).toBe(404);
    expect(unpublished.json().code).toBe(40450);
    expect((await t.post(API_PATHS.vrExhibition, { id: '9223372036854775807' })).json().code).toBe(40450);
    // Ids travel as strings: a JSON number (which a plain parser may already have rounded) is refused.
    expect((await t.post(API_PATHS.vrExhibition, { id: 12345 })).statusCode).toBe(400);
  });

  it('opens a member’s personal room with the badges they hold', async () => {
    const empty = (await t.post(API_PATHS.vrExhibition, { id: other.userId })).json().data;
    expect(empty).toMatchObject({ kind: 'personal', ownerId: other.userId, works: [] });
    const claimed = await t.post(API_PATHS.badgeClaim, { event: 'mid-autumn-lantern' }, { token: other.token });
    expect(claimed.statusCode, claimed.body).toBe(200);
    const room = (await t.post(API_PATHS.vrExhibition, { id: other.userId })).json().data;
    expect(room.works).toEqual([
      expect.objectContaining({
        // The middle of the wall a visitor faces on entering.
        slot: 'slot-03',
        kind: 'image',
        title: 'Lantern badge',
        image: '/images/pages/yuanxiao/badge.svg',
        link: `/badge/verify/${claimed.json().data.verifyToken}`,
      }),
    ]);
    expect(room.works[0].body).toMatch(/^No\. 1 · /);
    // A guest has no room.
    const guest = await t.post(API_PATHS.authGuest);
    expect((await t.post(API_PATHS.vrExhibition, { id: guest.json().data.user_id })).json().code).toBe(40450);
  });
});

describe('passes in personal rooms', () => {
  it('shows the culture passes the member’s linked and deposit wallets hold, with their stake, after the badges', async () => {
    const owner = await t.loginWithPhone('13800138104');
    const linked = '0x' + 'ab'.repeat(20);
    const deposit = '0x' + 'cd'.repeat(20);
    const stranger = '0x' + 'ef'.repeat(20);
    const db = t.database.db;
    // The linked address as a wallet shows it (checksummed case): matched regardless of case.
    await db
      .insert(userWallets)
      .values({ userId: BigInt(owner.userId), walletType: 1, address: linked.toUpperCase().replace('0X', '0x') });
    await db.insert(depositWallets).values({ userId: BigInt(owner.userId), address: deposit });
    await db.insert(passTokens).values([
      { tokenId: '7', owner: linked, staked: true, stakedAt: Date.UTC(2026, 10, 20) / 1000, changedBlock: 10 },
      { tokenId: '12', owner: deposit, staked: false, stakedAt: null, changedBlock: 12 },
      // Someone else's pass never shows.
      { tokenId: '99', owner: stranger, staked: false, stakedAt: null, changedBlock: 13 },
    ]);
    await t.post(API_PATHS.badgeClaim, { event: 'mid-autumn-lantern' }, { token: owner.token });

    const room = (await t.post(API_PATHS.vrExhibition, { id: owner.userId })).json().data;
    expect(room.works.map((w: { slot: string; title: string }) => [w.slot, w.title])).toEqual([
      ['slot-03', 'Lantern badge'],
      ['slot-04', 'Culture pass #12'],
      ['slot-02', 'Culture pass #7'],
    ]);
    expect(room.works[1]).toMatchObject({ kind: 'image', image: PASS_ARTWORK, link: '/pass', video: null });
    expect(room.works[1].body).toMatch(/token 12\. Not staked\.$/);
    expect(room.works[2].body).toMatch(/token 7\. Staked since 2026-11-20\.$/);
    const zh = (await t.post(API_PATHS.vrExhibition, { id: owner.userId }, { locale: 'zh-CN' })).json().data;
    expect(zh.works[2]).toMatchObject({ title: '文化通行证 #7' });
    expect(zh.works[2].body).toMatch(/编号 7。自 2026-11-20 起质押中。$/);
    expect((await t.post(API_PATHS.vrExhibition, { id: owner.userId }, { locale: 'zh-TW' })).json().data.works[1].title).toBe(
      '文化通行證 #12',
    );
    // The picture is served by the web app.
    expect(fs.existsSync(path.join(publicWorld, '..', PASS_ARTWORK))).toBe(true);

    // A pass sent away leaves the room.
    await db.update(passTokens).set({ owner: stranger }).where(eq(passTokens.tokenId, '12'));
    const after = (await t.post(API_PATHS.vrExhibition, { id: owner.userId })).json().data;
    expect(after.works.map((w: { title: string }) => w.title)).toEqual(['Lantern badge', 'Culture pass #7']);
  });

  it('fills every slot with passes when there are no badges, and shows the pass on the room’s card', async () => {
    const collector = await t.loginWithPhone('13800138105');
    const wallet = '0x' + '12'.repeat(20);
    await t.database.db.insert(userWallets).values({ userId: BigInt(collector.userId), walletType: 1, address: wallet });
    await t.database.db.insert(passTokens).values(
      Array.from({ length: 20 }, (_, i) => ({
        tokenId: String(1000 + i),
        owner: wallet,
        staked: false,
        stakedAt: null,
        changedBlock: 1,
      })),
    );
    const room = (await t.post(API_PATHS.vrExhibition, { id: collector.userId })).json().data;
    // No badges: every slot holds a pass.
    expect(room.works).toHaveLength(16);
    expect(room.works.every((w: { image: string }) => w.image === PASS_ARTWORK)).toBe(true);
    expect(room.cover).toBe(PASS_ARTWORK);
  });
});

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
      visitorCap: CAP,
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

describe('operators', () => {
  it('create (unpublished), edit, publish and unpublish, with the ADMIN_TOKEN only', async () => {
    expect((await t.app.inject({ method: 'POST', url: API_PATHS.adminVrExhibitions, payload: draft })).statusCode).toBe(401);
    const created = await admin(API_PATHS.adminVrExhibitions, draft);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ templateId: 'hall', publishedAt: null, name: draft.name });
    const edited = await admin(API_PATHS.adminVrExhibitionsEdit, { id, name: L('Paper cuts, revised') });
    expect(edited.json().data).toMatchObject({
      name: L('Paper cuts, revised'),
      works: expect.arrayContaining([expect.objectContaining({ slot: 'slot-02' })]),
    });
    const published = await admin(API_PATHS.adminVrExhibitionsPublish, { id });
    expect(published.json().data.publishedAt).toBe(new Date(t.clock.now()).toISOString());
    expect((await list()).content[0]).toMatchObject({
      id,
      name: 'Paper cuts, revised',
      cover: '/images/pages/joyful/papercut.svg',
    });
    const all = await t.app.inject({
      method: 'GET',
      url: API_PATHS.adminVrExhibitions,
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(all.json().data.content.map((e: { id: string }) => e.id)).toContain(id);
    // Visitors see an operator's change at once (the detail's short cache is dropped on change).
    expect((await t.post(API_PATHS.vrExhibition, { id })).json().data.name).toBe('Paper cuts, revised');
    await admin(API_PATHS.adminVrExhibitionsEdit, { id, name: L('Paper cuts, final') });
    expect((await t.post(API_PATHS.vrExhibition, { id })).json().data.name).toBe('Paper cuts, final');
    await admin(API_PATHS.adminVrExhibitionsUnpublish, { id });
    expect((await list()).content.map((e: { id: string }) => e.id)).not.toContain(id);
    expect((await t.post(API_PATHS.vrExhibition, { id })).json().code).toBe(40450);
  });

  it('refuses slots the template lacks, a second work on one slot, unknown templates and missing pictures', async () => {
    const refused = async (body: unknown) => {
      const res = await admin(API_PATHS.adminVrExhibitions, body);
      expect(res.statusCode, res.body).toBe(400);
      return res.json();
    };
    expect((await refused({ ...draft, works: [{ ...draft.works[0], slot: 'slot-99' }] })).details.works).toMatch(
      /no slot slot-99/,
    );
    await refused({ ...draft, works: [draft.works[0], draft.works[0]] });
    expect((await refused({ ...draft, templateId: 'castle' })).details.templateId).toBeTruthy();
    await refused({ ...draft, works: [{ ...draft.works[0], image: null }] });
    await refused({ ...draft, works: [{ ...draft.works[0], kind: 'video' }] });
    await refused({ ...draft, cover: '/world/../../etc/passwd' });
    expect((await admin(API_PATHS.adminVrExhibitionsPublish, { id: '12345' })).json().code).toBe(40450);
  });
});

describe('template version and resource list (spec §4)', () => {
  it('answers the version beside the pages and the files by resourceNames, every file on disk with its hash', async () => {
    const resources = (await t.get(API_PATHS.configurationResources)).json().data;
    expect(resources.pages.length).toBeGreaterThan(0);
    const version = resources.versions[VR_ROOM_TEMPLATE_RESOURCE];
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    const res = await t.get(`${API_PATHS.configurationResource}?resourceNames=${VR_ROOM_TEMPLATE_RESOURCE}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ resourceName: VR_ROOM_TEMPLATE_RESOURCE, version });
    expect(data.resources.map((r: { kind: string }) => r.kind)).toEqual(
      expect.arrayContaining(['scene', 'avatar', 'texture', 'thumbnail']),
    );
    for (const resource of data.resources) {
      const bytes = fs.readFileSync(path.join(publicWorld, resource.url.slice('/world/'.length)));
      expect(bytes.length, resource.url).toBe(resource.bytes);
      expect(createHash('sha256').update(bytes).digest('hex'), resource.url).toBe(resource.sha256);
      expect(resource.url).toContain(resource.sha256.slice(0, 16));
    }
    // Pages still answer by name; both or neither is refused.
    expect((await t.get(`${API_PATHS.configurationResource}?name=nuo`)).json().data.route).toBe('/nuo');
    expect((await t.get(`${API_PATHS.configurationResource}?name=nuo&resourceNames=vr_room_template`)).statusCode).toBe(400);
    expect((await t.get(API_PATHS.configurationResource)).statusCode).toBe(400);
    expect((await t.get(`${API_PATHS.configurationResource}?resourceNames=other`)).statusCode).toBe(400);
  });

  it('answers world settings ("rbu") for the client to start with', async () => {
    const res = await t.get(API_PATHS.vrSettings);
    expect(res.headers['cache-control']).toMatch(/public/);
    expect(res.json().data).toMatchObject({
      assetBaseUrl: '/world/',
      templateVersion: (await t.get(API_PATHS.configurationResources)).json().data.versions.vr_room_template,
      avatar: {
        url: expect.stringMatching(/^\/world\/avatar\.[0-9a-f]{16}\.glb$/),
        parts: ['skin', 'body', 'trim', 'legs', 'hat'],
      },
      visitorCap: CAP,
      positionUpdatesPerSecond: 10,
      modelUpload: {
        maxBytes: WORLD_BUDGET.maxFileBytes - 1,
        maxTriangles: 50_000,
        maxMaterials: 25,
        maxTextureBytes: 256 * 2 ** 20,
      },
    });
  });
});

describe('dresses', () => {
  it('lists the official dresses and saves the chosen one to the account', async () => {
    const dresses = (await t.get(API_PATHS.dressesOfficial, { locale: 'zh-CN' })).json().data.content;
    expect(dresses.map((d: { id: string }) => d.id)).toEqual([
      'ink-blue',
      'pocket-embroidery',
      'nuo-mask',
      'lantern-night',
      'jade',
    ]);
    expect(dresses[0]).toMatchObject({ name: '墨蓝长衫', colors: { body: '#1f4e79', hat: '#a23b2a' } });
    expect(dresses[1].colors.hat).toBeNull();
    expect(fs.existsSync(path.join(publicWorld, dresses[0].thumbnail.slice(7)))).toBe(true);

    expect((await t.get(API_PATHS.me, { token: member.token })).json().data.vr_dress_id).toBeNull();
    const chosen = await t.post(API_PATHS.meDress, { dressId: 'jade' }, { token: member.token });
    expect(chosen.json().data).toEqual({ dressId: 'jade' });
    expect((await t.get(API_PATHS.me, { token: member.token })).json().data.vr_dress_id).toBe('jade');
    expect((await t.post(API_PATHS.meDress, { dressId: 'gold' }, { token: member.token })).json().code).toBe(40451);
    expect((await t.post(API_PATHS.meDress, { dressId: 'jade' }, { token: await t.guestToken() })).statusCode).toBe(401);
  });
});

describe('avatar model upload', () => {
  const link = async (token = member.token, id = member.userId) =>
    t.get(API_PATHS.vrModelUploadLink.replace(':id', id), { token });
  const put = (url: string, body: Buffer, contentType = 'model/gltf-binary') =>
    t.app.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: body });

  it('accepts a valid model, serves it with a long cache and names it in /api/v2/me', async () => {
    const res = await link();
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ method: 'PUT', contentType: 'model/gltf-binary', maxBytes: WORLD_BUDGET.maxFileBytes - 1 });
    expect(Date.parse(data.expiresAt) - t.clock.now()).toBe(600_000);
    const model = fs.readFileSync(
      path.join(
        publicWorld,
        fs.readdirSync(publicWorld).find((f) => f.startsWith('avatar.') && f.endsWith('.glb'))!,
      ),
    );
    const uploaded = await put(data.uploadUrl, model);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const result = uploaded.json().data;
    expect(result).toMatchObject({ bytes: model.length, materials: 5, textureBytes: 0 });
    expect(result.triangles).toBeGreaterThan(100);
    const served = await t.app.inject({ method: 'GET', url: result.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('model/gltf-binary');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.equals(model)).toBe(true);
    const me = async () => (await t.get(API_PATHS.me, { token: member.token })).json().data;
    // The new model is worn at once: no dress.
    expect(await me()).toMatchObject({ vr_user_model: result.url, vr_dress_id: null });
    // Back to an official dress: the model stays stored, and can be worn again without uploading.
    await t.post(API_PATHS.meDress, { dressId: 'jade' }, { token: member.token });
    expect(await me()).toMatchObject({ vr_user_model: result.url, vr_dress_id: 'jade' });
    const again = await t.post(API_PATHS.meDress, { dressId: null }, { token: member.token });
    expect(again.json().data).toEqual({ dressId: null });
    expect(await me()).toMatchObject({ vr_user_model: result.url, vr_dress_id: null });
  });

  it('wears one’s own model only when there is one', async () => {
    const none = await t.post(API_PATHS.meDress, { dressId: null }, { token: other.token });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe(40452);
    expect((await t.get(API_PATHS.me, { token: other.token })).json().data.vr_user_model).toBeNull();
  });

  it('refuses a broken model with the validator’s reason, and over-budget ones with the budget', async () => {
    const { uploadUrl } = (await link()).json().data;
    const broken = await put(uploadUrl, makeGlb().subarray(0, 100));
    expect(broken.statusCode).toBe(400);
    expect(broken.json().code).toBe(40050);
    expect(broken.json().details.model).toMatch(/glTF-Validator found 1 error\(s\): GLB_UNEXPECTED_END_OF_CHUNK_DATA/);
    expect((await put(uploadUrl, Buffer.from('not a model at all'), 'application/octet-stream')).json().details.model).toMatch(
      /not a binary glTF/,
    );
    // The budgets say which one and by how much (the app words it in the reader's language).
    expect((await put(uploadUrl, makeGlb({ triangles: 50_001 }))).json().details).toEqual({
      model: '50001 triangles; at most 50000 are allowed.',
      budget: 'triangles',
      found: '50001',
      limit: '50000',
    });
    expect((await put(uploadUrl, makeGlb({ materials: 26 }))).json().details).toEqual({
      model: '26 materials; at most 25 are allowed.',
      budget: 'materials',
      found: '26',
      limit: '25',
    });
    // A point cloud has no triangles: the vertex budget (POSITION counts of every primitive) refuses it.
    expect((await put(uploadUrl, makePointCloud(WORLD_BUDGET.maxVertices + 1))).json().details).toEqual({
      model: '150001 vertices; at most 150000 are allowed.',
      budget: 'vertices',
      found: '150001',
      limit: '150000',
    });
    // The validator's findings have no budget: only its own words.
    expect(broken.json().details.budget).toBeUndefined();
    expect((await put(uploadUrl, makeGlb({ triangles: 50_000, materials: 25 }))).statusCode).toBe(200);
    const cloud = await put(uploadUrl, makePointCloud(WORLD_BUDGET.maxVertices));
    expect(cloud.statusCode, cloud.body).toBe(200);
    expect(cloud.json().data).toMatchObject({ triangles: 0, vertices: WORLD_BUDGET.maxVertices });
    const tooBig = await put(uploadUrl, Buffer.alloc(WORLD_BUDGET.maxFileBytes));
    // The project's answer to an oversized body (refused while reading, before any checking).
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().code).toBe(40003);
    expect(overBudget({ triangles: 1, vertices: 3, materials: 1, textureBytes: textureBytes(8192, 8192) })).toEqual({
      reason: '341 MiB of texture memory; at most 256 MiB are allowed.',
      budget: { kind: 'textureMemory', found: 341, limit: 256 },
    });
    expect(overBudget({ triangles: 1, vertices: 3, materials: 1, textureBytes: textureBytes(4096, 4096) * 2 })).toBeNull();
  });

  it('allows twenty uploads a member an hour', async () => {
    const uploader = await t.loginWithPhone('13800138103');
    const { uploadUrl } = (await link(uploader.token, uploader.userId)).json().data;
    for (let i = 0; i < 20; i++) expect((await put(uploadUrl, makeGlb({ triangles: i + 1 }))).statusCode).toBe(200);
    const refused = await put(uploadUrl, makeGlb());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe(42901);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('links only to one’s own account, and the link ends after ten minutes or when tampered with', async () => {
    expect((await link(member.token, other.userId)).statusCode).toBe(403);
    expect((await link(await t.guestToken(), member.userId)).statusCode).toBe(401);
    const { uploadUrl } = (await link(other.token, other.userId)).json().data;
    const forged = uploadUrl.replace(`/${other.userId}.`, `/${member.userId}.`);
    expect((await put(forged, makeGlb())).json().code).toBe(40051);
    t.clock.advance(600_001);
    expect((await put(uploadUrl, makeGlb())).json().code).toBe(40051);
    expect((await t.app.inject({ method: 'GET', url: API_PATHS.vrUserModel.replace(':id', other.userId) })).json().code).toBe(
      40452,
    );
  });
});
