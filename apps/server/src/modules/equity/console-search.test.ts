/**
 * The console's brand list searched (docs/operator-console.md, "Content"): `q` finds the brands
 * whose published name contains it in any language (case-insensitive, `%` and `_` literal) or the
 * brand it is the id of, a page at a time by id as without it; bad searches are refused with a 400.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, CONTENT_ADMIN_PAGE_SIZE, type BrandAdminList, type BrandEquity } from '@culture/protocol';
import { brandEquities } from '../../db/schema.js';
import { brands } from '../../db/seed/content/brands/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { expectSearchChecked } from '../../test/console-search.js';
import { createTestApp } from '../../test/helper.js';
import { operatorWith } from '../../test/operators.js';

const t = await createTestApp();
await seedDemoContent(t.database.db);
const editor = await operatorWith(t, 'rowan', ['content']);
const MADE = CONTENT_ADMIN_PAGE_SIZE + 5;
const FIRST = 9000;
const brand = (id: number, name: BrandEquity['name']): BrandEquity => ({ ...structuredClone(brands[0]!), id, name });
await t.database.db
  .insert(brandEquities)
  .values(
    [
      ...Array.from({ length: MADE }, (_, i) =>
        brand(FIRST + i, { 'zh-CN': `茶馆简体 ${i} 号`, 'zh-TW': `茶館繁體 ${i} 號`, 'en-US': `Tea house ${i}` }),
      ),
      brand(8999, { 'zh-CN': '特卖', 'zh-TW': '特賣', 'en-US': 'Sale 100%_off' }),
    ].map((document) => ({ id: document.id, document })),
  );

const list = async (query: string) => {
  const res = await editor.get(`${API_PATHS.adminEquityBrands}?${query}`);
  return { statusCode: res.statusCode, json: () => res.json(), data: res.json().data as BrandAdminList };
};
const found = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).data.content.map((b) => b.id);

describe('searching the console brand list', () => {
  it('finds a brand by part of its name in each language, whatever the case', async () => {
    for (const q of ['茶馆简体 7 号', '茶館繁體 7 號', 'TEA HOUSE 7', '  Tea house 7  '])
      expect(await found(q), q).toEqual([FIRST + 7]);
    expect(await found('好茶同乐')).toEqual([brands[0]!.id]);
  });

  it('finds a brand by its id, not by part of it; an id past int4 finds nothing', async () => {
    expect(await found(String(FIRST + 7))).toEqual([FIRST + 7]);
    expect(await found(String(FIRST / 10))).toEqual([]);
    expect(await found('2147483648')).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await found('%')).toEqual([8999]);
    expect(await found('_')).toEqual([8999]);
    expect(await found('0%_o')).toEqual([8999]);
    expect(await found('0_%o')).toEqual([]);
  });

  it('pages through the matches by id with the search kept', async () => {
    const first = await list('q=tea+house');
    expect(first.data.content).toHaveLength(CONTENT_ADMIN_PAGE_SIZE);
    expect(first.data.next).toBe(String(first.data.content.at(-1)!.id));
    const second = await list(`q=tea+house&cursor=${first.data.next}`);
    expect(second.data.next).toBeNull();
    const ids = [...first.data.content, ...second.data.content].map((b) => b.id);
    expect(ids).toEqual(Array.from({ length: MADE }, (_, i) => FIRST + i));
  });

  it('refuses a control character or an over-long search with the validation 400', async () => {
    await expectSearchChecked(list);
  });
});
