/**
 * The console's "New brand" (docs/operator-console.md, "Content"): a brand created in the console
 * is stored as a draft behind a row members do not see, until its first publish (which is its
 * version 1). A taken id is refused with brandIdTaken, a bad id or document with a 400, another role
 * with a 403; every creation writes its audit row in its transaction, a refused one none.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, ERRORS, type BrandEquity } from '@culture/protocol';
import { brands } from '../../db/seed/content/brands/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith } from '../../test/operators.js';

const t = await createTestApp();
await seedDemoContent(t.database.db);
const editor = await operatorWith(t, 'nell', ['content']);
const support = await operatorWith(t, 'sam', ['support']);
const seeded = structuredClone(brands[0]!) as BrandEquity;
const NEW_ID = 4242;
const fresh: BrandEquity = {
  ...seeded,
  id: NEW_ID,
  name: { 'zh-CN': '新品牌', 'zh-TW': '新品牌', 'en-US': 'New brand' },
  items: seeded.items.slice(0, 1).map(({ source: _source, opensOn: _opensOn, ...item }) => item),
};
const at = (template: string, id = NEW_ID) => template.replace(':id', String(id));
const memberSees = async () => {
  const one = await t.get(at(API_PATHS.equityBrand), { headers: { language: 'EN' } });
  const list = (await t.get(API_PATHS.equityBrands, { headers: { language: 'EN' } })).json().data.brands as Array<{
    id: number;
  }>;
  return { status: one.statusCode, listed: list.some((b) => b.id === NEW_ID) };
};
const created = () => auditRowsOf(t, 'brand.create');

describe('a new brand from the console', () => {
  it('refuses an operator without content.edit, and writes nothing', async () => {
    const res = await support.post(API_PATHS.adminEquityBrandCreate, { brand: fresh });
    expect(res.statusCode).toBe(403);
    expect((await editor.get(at(API_PATHS.adminEquityBrand))).statusCode).toBe(404);
    expect(await created()).toHaveLength(0);
  });

  it('refuses an id that is not a brand id, and a document the brand rules refuse', async () => {
    for (const id of [0, -1, 1.5, 2 ** 31, '12']) {
      const res = await editor.post(API_PATHS.adminEquityBrandCreate, { brand: { ...fresh, id } });
      expect(res.statusCode, String(id)).toBe(400);
    }
    const noBenefit = await editor.post(API_PATHS.adminEquityBrandCreate, { brand: { ...fresh, items: [] } });
    expect(noBenefit.statusCode).toBe(400);
    const unknownSource = {
      ...fresh,
      items: [{ ...fresh.items[0]!, source: { kind: 'coupon' as const, template: 'no-such-template' } }],
    };
    const refused = await editor.post(API_PATHS.adminEquityBrandCreate, { brand: unknownSource });
    expect(refused.json().code).toBe(ERRORS.equitySourceUnknown.code);
    expect((await editor.get(at(API_PATHS.adminEquityBrand))).statusCode).toBe(404);
    expect(await created()).toHaveLength(0);
  });

  it('creates the brand as a draft members do not see, audited', async () => {
    const res = await editor.post(API_PATHS.adminEquityBrandCreate, { brand: fresh });
    expect(res.statusCode).toBe(200);
    expect(await memberSees()).toEqual({ status: 404, listed: false });
    const detail = (await editor.get(at(API_PATHS.adminEquityBrand))).json().data;
    expect(detail.draft.name['en-US']).toBe('New brand');
    expect(detail.draftSavedAt).not.toBeNull();
    const row = (await editor.get(API_PATHS.adminEquityBrands)).json().data.content.find((b: { id: number }) => b.id === NEW_ID);
    expect(row).toMatchObject({ hasDraft: true, name: fresh.name });
    const preview = (await editor.get(`${at(API_PATHS.adminEquityBrandPreview)}?lang=en-US`)).json().data;
    expect(preview.name).toBe('New brand');
    const rows = await created();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: editor.actor,
      target: `brand:${NEW_ID}`,
      before: null,
      after: { id: NEW_ID, name: fresh.name },
    });
  });

  it('refuses a taken id with brandIdTaken, leaving the brand and the log as they were', async () => {
    for (const id of [NEW_ID, seeded.id]) {
      const res = await editor.post(API_PATHS.adminEquityBrandCreate, {
        brand: { ...fresh, id, name: { ...fresh.name, 'en-US': 'Other' } },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().code).toBe(ERRORS.brandIdTaken.code);
    }
    expect((await editor.get(at(API_PATHS.adminEquityBrand))).json().data.draft.name['en-US']).toBe('New brand');
    expect((await editor.get(at(API_PATHS.adminEquityBrand, seeded.id))).json().data.published.name).toEqual(seeded.name);
    expect(await created()).toHaveLength(1);
  });

  it('a saved draft keeps it hidden; its first publish shows it to members as version 1', async () => {
    const renamed = { ...fresh, name: { ...fresh.name, 'en-US': 'Finished brand' } };
    expect((await editor.post(at(API_PATHS.adminEquityBrandDraft), { brand: renamed })).statusCode).toBe(200);
    expect(await memberSees()).toEqual({ status: 404, listed: false });

    const published = await editor.post(at(API_PATHS.adminEquityBrandPublish), {});
    expect(published.json().data).toEqual({ version: 1 });
    expect(await memberSees()).toEqual({ status: 200, listed: true });
    const name = (await t.get(at(API_PATHS.equityBrand), { headers: { language: 'EN' } })).json().data.name;
    expect(name).toBe('Finished brand');
    const versions = (await editor.get(at(API_PATHS.adminEquityBrandVersions))).json().data.content;
    expect(versions.map((v: { version: number; publishedBy: string }) => [v.version, v.publishedBy])).toEqual([[1, 'nell']]);
    const [publishRow] = (await auditRowsOf(t, 'brand.publish')).filter((r) => r.target === `brand:${NEW_ID}`);
    expect(publishRow).toMatchObject({ before: null, after: { version: 1 } });
  });
});
