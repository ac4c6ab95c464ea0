/** The room list and search (spec §7 vr calls): published halls, a member's own room, paging, search. */
import { describe, expect, it } from 'vitest';
import { API_PATHS, parseLosslessJson } from '@culture/protocol';
import { LANTERN_EXHIBITION_ID, NUO_EXHIBITION_ID, POCKET_EXHIBITION_ID } from '../../../db/seed/vr-world.js';
import { createWorldTestApp, draft, L } from '../../../test/world-test-app.js';

const { t, member, admin, list } = await createWorldTestApp();

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
