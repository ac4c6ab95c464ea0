/** One exhibition: its template and works, unpublished and unknown ids, a member's personal room. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { LANTERN_EXHIBITION_ID, NUO_EXHIBITION_ID, POCKET_EXHIBITION_ID } from '../../../db/seed/vr-world.js';
import { createWorldTestApp, draft, publicWorld, WORLD_CAP } from '../../../test/world-test-app.js';

const { t, other, admin } = await createWorldTestApp();

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
    expect(nuo.visitorCap).toBe(WORLD_CAP);
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
