import { describe, expect, it } from 'vitest';
import { changeLocale, i18next } from '../../../i18n';
import { budgetOf } from './world-api';

describe('a refused upload’s budget', () => {
  it('is read from the refusal’s details', () => {
    expect(budgetOf({ model: '50001 triangles; …', budget: 'triangles', found: '50001', limit: '50000' })).toEqual({
      kind: 'triangles',
      found: 50_001,
      limit: 50_000,
    });
    // A point cloud's refusal: its vertices (points count as vertices).
    expect(budgetOf({ model: '150001 vertices; …', budget: 'vertices', found: '150001', limit: '150000' })).toEqual({
      kind: 'vertices',
      found: 150_001,
      limit: 150_000,
    });
  });

  it('is none for the validator’s findings and for anything malformed', () => {
    expect(budgetOf({ model: 'glTF-Validator found 1 error(s): …' })).toBeNull();
    expect(budgetOf(undefined)).toBeNull();
    expect(budgetOf({ budget: 'bananas', found: '1', limit: '2' })).toBeNull();
    expect(budgetOf({ budget: 'materials', found: 'many', limit: '25' })).toBeNull();
    expect(budgetOf({ budget: { kind: 'materials' }, found: '26', limit: '25' })).toBeNull();
  });

  it('is worded in each language with its figures', async () => {
    for (const [locale, words] of [
      ['en-US', 'at most 25'],
      ['zh-CN', '最多允许 25 种'],
      ['zh-TW', '最多允許 25 種'],
    ] as const) {
      await changeLocale(locale);
      expect(i18next.t('world.model.overBudget.materials', { found: '26', limit: '25' })).toContain(words);
    }
    for (const [locale, words] of [
      ['en-US', '150,001 vertices (points and lines count too); at most 150,000'],
      ['zh-CN', '150,001 个顶点（点和线也计算在内），最多允许 150,000 个'],
      ['zh-TW', '150,001 個頂點（點和線也計算在內），最多允許 150,000 個'],
    ] as const) {
      await changeLocale(locale);
      expect(i18next.t('world.model.overBudget.vertices', { found: '150,001', limit: '150,000' })).toContain(words);
    }
  });
});
