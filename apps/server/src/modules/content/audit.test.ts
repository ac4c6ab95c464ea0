/** A content editor's page change writes its audit row with it; a refused change writes none (docs/operator-console.md, "Audit log"). */
import { describe, expect, it } from 'vitest';
import { API_PATHS, type PageContent } from '@culture/protocol';
import { pages } from '../../db/seed/content/pages/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith } from '../../test/operators.js';

const t = await createTestApp();
await seedDemoContent(t.database.db);
const editor = await operatorWith(t, 'cora', ['content']);
const page = { ...structuredClone(pages.find((p) => p.slug === 'pocket')!), slug: 'audited', route: '/audited' } as PageContent;

describe('content page audit rows', () => {
  it('names the operator, the page, before and after, and the address', async () => {
    expect((await editor.post(API_PATHS.adminContentPages, { page })).statusCode).toBe(200);
    const changed = { ...page, trending: !page.trending };
    expect((await editor.post(API_PATHS.adminContentPages, { page: changed })).statusCode).toBe(200);
    const rows = await auditRowsOf(t, 'content-page.upsert');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ actor: editor.actor, actorName: 'cora', target: 'content-page:audited', before: null });
    expect(rows[0]!.ip).toBeTruthy();
    expect(rows[1]).toMatchObject({ before: { trending: page.trending }, after: { trending: !page.trending } });
  });

  it('writes no row when the change is refused inside its transaction', async () => {
    const clash = { ...page, slug: 'audited-copy' };
    const res = await editor.post(API_PATHS.adminContentPages, { page: clash });
    expect(res.statusCode).toBe(400);
    expect((await auditRowsOf(t, 'content-page.upsert')).map((r) => r.target)).not.toContain('content-page:audited-copy');
    expect(await auditRowsOf(t, 'content-page.upsert')).toHaveLength(2);
  });
});
