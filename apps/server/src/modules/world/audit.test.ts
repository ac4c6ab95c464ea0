/** A world curator's exhibition writes each write their audit row with the change; a refused one writes none (docs/operator-console.md, "Audit log"). */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { auditRowsOf, operatorWith } from '../../test/operators.js';
import { createWorldTestApp, draft, L } from '../../test/world-test-app.js';

const { t } = await createWorldTestApp();
const curator = await operatorWith(t, 'wendy', ['world']);

describe('exhibition audit rows', () => {
  it('name the curator, the exhibition, before and after', async () => {
    const created = await curator.post(API_PATHS.adminVrExhibitions, draft);
    expect(created.statusCode, created.body).toBe(200);
    const { id } = created.json().data;
    expect((await curator.post(API_PATHS.adminVrExhibitionsEdit, { id, name: L('Revised') })).statusCode).toBe(200);
    expect((await curator.post(API_PATHS.adminVrExhibitionsPublish, { id })).statusCode).toBe(200);
    expect((await curator.post(API_PATHS.adminVrExhibitionsUnpublish, { id })).statusCode).toBe(200);
    const target = `exhibition:${id}`;
    expect(await auditRowsOf(t, 'exhibition.create')).toMatchObject([
      { actor: curator.actor, actorName: 'wendy', target, before: null },
    ]);
    expect(await auditRowsOf(t, 'exhibition.edit')).toMatchObject([
      { target, before: { name: draft.name }, after: { name: L('Revised') } },
    ]);
    expect(await auditRowsOf(t, 'exhibition.publish')).toMatchObject([{ target, before: { publishedAt: null } }]);
    const [unpublished] = await auditRowsOf(t, 'exhibition.unpublish');
    expect(unpublished).toMatchObject({ target, after: { publishedAt: null } });
    expect((unpublished!.before as { publishedAt: string | null }).publishedAt).not.toBeNull();
  });

  it('writes no row when the change is refused inside its transaction', async () => {
    const res = await curator.post(API_PATHS.adminVrExhibitions, { ...draft, works: [{ ...draft.works[0], slot: 'slot-99' }] });
    expect(res.statusCode).toBe(400);
    expect((await curator.post(API_PATHS.adminVrExhibitionsPublish, { id: '12345' })).statusCode).toBe(404);
    expect(await auditRowsOf(t, 'exhibition.create')).toHaveLength(1);
    expect(await auditRowsOf(t, 'exhibition.publish')).toHaveLength(1);
  });
});
