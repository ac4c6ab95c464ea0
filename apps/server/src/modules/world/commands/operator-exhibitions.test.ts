/** The operators' exhibitions: create, edit, publish and unpublish, and what they refuse. */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { createWorldTestApp, draft, L, WORLD_ADMIN } from '../../../test/world-test-app.js';

const { t, admin, list } = await createWorldTestApp();

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
      headers: { authorization: `Bearer ${WORLD_ADMIN}` },
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
