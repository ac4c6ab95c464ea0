/**
 * The console's brands (docs/operator-console.md, "Content"): the same draft → publish → history as
 * pages. A draft leaves what members see alone, publishing changes it, restoring publishes an old
 * version again; each write is audited in its transaction; a draft is checked like a published brand.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, type BrandEquity } from '@culture/protocol';
import { brands } from '../../db/seed/content/brands/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith, signIn } from '../../test/operators.js';

const t = await createTestApp();
await seedDemoContent(t.database.db);
const editor = await operatorWith(t, 'bree', ['content']);
const session = await signIn(t, 'bree');
const get = (url: string) => session.call({ method: 'GET', url });
const seeded = structuredClone(brands[0]!) as BrandEquity;
const path = (template: string, version?: number) =>
  template.replace(':id', String(seeded.id)).replace(':version', String(version));
const memberName = async () =>
  (await t.get(API_PATHS.equityBrand.replace(':id', String(seeded.id)), { headers: { language: 'EN' } })).json().data
    .name as string;
const withName = (name: string): BrandEquity => ({ ...seeded, name: { ...seeded.name, 'en-US': name } });

describe('brand drafts, publishing and history', () => {
  it('lists brands a page at a time, by id', async () => {
    const first = (await get(API_PATHS.adminEquityBrands)).json().data;
    const ids = first.content.map((b: { id: number }) => b.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
    expect(first.content.find((b: { id: number }) => b.id === seeded.id)).toMatchObject({ name: seeded.name, hasDraft: false });
  });

  it('a saved draft changes nothing members see; the preview shows it', async () => {
    const before = await memberName();
    expect(before).toBe(seeded.name['en-US']);
    expect((await editor.post(path(API_PATHS.adminEquityBrandDraft), { brand: withName('Draft brand') })).statusCode).toBe(200);
    expect(await memberName()).toBe(before);
    const detail = (await get(path(API_PATHS.adminEquityBrand))).json().data;
    expect(detail.draft.name['en-US']).toBe('Draft brand');
    expect(detail.published.name['en-US']).toBe(before);
    const preview = await get(`${path(API_PATHS.adminEquityBrandPreview)}?lang=en-US`);
    expect(preview.headers['cache-control']).toBe('no-store');
    expect(preview.json().data.name).toBe('Draft brand');
    const row = (await get(API_PATHS.adminEquityBrands)).json().data.content.find((b: { id: number }) => b.id === seeded.id);
    expect(row.hasDraft).toBe(true);
  });

  it('publishing shows members the draft and keeps the old brand as version 1; restoring publishes it again', async () => {
    const published = await editor.post(path(API_PATHS.adminEquityBrandPublish), {});
    expect(published.json().data).toEqual({ version: 2 });
    expect(await memberName()).toBe('Draft brand');
    expect((await get(path(API_PATHS.adminEquityBrand))).json().data.draft).toBeNull();
    const versions = (await get(path(API_PATHS.adminEquityBrandVersions))).json().data.content;
    expect(versions.map((v: { version: number; publishedBy: string }) => [v.version, v.publishedBy])).toEqual([
      [2, 'bree'],
      [1, '-'],
    ]);
    expect(versions[1].title['en-US']).toBe(seeded.name['en-US']);

    const restored = await editor.post(path(API_PATHS.adminEquityBrandRestore, 1), {});
    expect(restored.json().data).toEqual({ version: 3 });
    expect(await memberName()).toBe(seeded.name['en-US']);
    const after = (await get(path(API_PATHS.adminEquityBrandVersions))).json().data.content;
    expect(after[0]).toMatchObject({ version: 3, restoredFrom: 1, publishedBy: 'bree' });

    const log = (action: string) => auditRowsOf(t, action).then((rows) => rows.filter((r) => r.target === `brand:${seeded.id}`));
    expect((await log('brand.save-draft')).map((r) => r.actor)).toEqual([editor.actor]);
    expect((await log('brand.publish'))[0]).toMatchObject({ actor: editor.actor, after: { version: 2 } });
    expect((await log('brand.restore'))[0]).toMatchObject({ actor: editor.actor, after: { version: 3, restoredFrom: 1 } });
  });

  it('refuses a draft for another id, a draft whose source names nothing, publishing without a draft, unknown brands', async () => {
    const other = await editor.post(path(API_PATHS.adminEquityBrandDraft), { brand: { ...seeded, id: seeded.id + 1000 } });
    expect(other.statusCode).toBe(400);
    const broken = {
      ...seeded,
      items: [{ ...seeded.items[0]!, source: { kind: 'coupon' as const, template: 'no-such-template' } }],
    };
    const refused = await editor.post(path(API_PATHS.adminEquityBrandDraft), { brand: broken });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.statusCode).toBeLessThan(500);
    expect((await editor.post(path(API_PATHS.adminEquityBrandPublish), {})).statusCode).toBe(400);
    expect((await get(API_PATHS.adminEquityBrand.replace(':id', '999999'))).statusCode).toBe(404);
    expect((await editor.post(path(API_PATHS.adminEquityBrandRestore, 99), {})).statusCode).toBe(404);
    expect((await auditRowsOf(t, 'brand.save-draft')).filter((r) => r.target === `brand:${seeded.id}`)).toHaveLength(1);
  });
});
