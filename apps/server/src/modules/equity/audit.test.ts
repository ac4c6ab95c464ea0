/** A brand change writes its audit row with it; a refused change writes none (docs/operator-console.md, "Audit log"). */
import { describe, expect, it } from 'vitest';
import { API_PATHS, type BrandEquity } from '@culture/protocol';
import { brands } from '../../db/seed/content/brands/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith } from '../../test/operators.js';

const t = await createTestApp();
await seedDemoContent(t.database.db);
const editor = await operatorWith(t, 'cora', ['content']);

describe('brand audit rows', () => {
  it('names the operator, the brand, before and after', async () => {
    const brand = structuredClone(brands[0]!) as BrandEquity;
    const changed = { ...brand, sortOrder: brand.sortOrder + 5 };
    expect((await editor.post(API_PATHS.adminEquityBrands, { brand: changed })).statusCode).toBe(200);
    const rows = await auditRowsOf(t, 'brand.upsert');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actor: editor.actor,
      actorName: 'cora',
      target: `brand:${brand.id}`,
      before: { sortOrder: brand.sortOrder },
      after: { sortOrder: brand.sortOrder + 5 },
    });
  });

  it('writes no row when a source names nothing (refused inside the transaction)', async () => {
    const brand = structuredClone(brands[0]!) as BrandEquity;
    const broken = {
      ...brand,
      items: [{ ...brand.items[0]!, source: { kind: 'coupon' as const, template: 'no-such-template' } }],
    };
    const res = await editor.post(API_PATHS.adminEquityBrands, { brand: broken });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(await auditRowsOf(t, 'brand.upsert')).toHaveLength(1);
  });
});
