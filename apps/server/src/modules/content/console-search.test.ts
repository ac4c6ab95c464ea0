/**
 * The console's page list searched (docs/operator-console.md, "Content"): `q` finds the pages whose
 * published title contains it in any language (case-insensitive, `%` and `_` literal) or the page
 * whose slug contains it, a page at a time by slug as without it; bad searches are refused with a 400.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, CONTENT_ADMIN_PAGE_SIZE, type ContentPageList, type PageContent } from '@culture/protocol';
import { contentPages } from '../../db/schema.js';
import { pages } from '../../db/seed/content/pages/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { expectSearchChecked } from '../../test/console-search.js';
import { createTestApp } from '../../test/helper.js';
import { operatorWith } from '../../test/operators.js';

const t = await createTestApp();
await seedDemoContent(t.database.db);
const editor = await operatorWith(t, 'sage', ['content']);
const seeded = pages.find((p) => p.slug === 'pocket')! as PageContent;
const MADE = CONTENT_ADMIN_PAGE_SIZE + 5;
const page = (slug: string, title: PageContent['title']): PageContent => ({ ...seeded, slug, route: `/${slug}`, title });
await t.database.db.insert(contentPages).values(
  [
    ...Array.from({ length: MADE }, (_, i) => {
      const slug = `lantern-${String(i).padStart(2, '0')}`;
      return page(slug, { 'zh-CN': `灯会简体 ${i} 号`, 'zh-TW': `燈會繁體 ${i} 號`, 'en-US': `Lantern fair ${i}` });
    }),
    page('percent-off', { 'zh-CN': '特卖', 'zh-TW': '特賣', 'en-US': 'Sale 100%_off' }),
  ].map((document) => ({ slug: document.slug, route: document.route, document })),
);

const list = async (query: string) => {
  const res = await editor.get(`${API_PATHS.adminContentPages}?${query}`);
  return { statusCode: res.statusCode, json: () => res.json(), data: res.json().data as ContentPageList };
};
const found = async (q: string) => (await list(`q=${encodeURIComponent(q)}`)).data.content.map((p) => p.slug);

describe('searching the console page list', () => {
  it('finds a page by part of its title in each language, whatever the case', async () => {
    for (const q of ['灯会简体 7 号', '燈會繁體 7 號', 'lantern FAIR 7', '  Lantern fair 7  '])
      expect(await found(q), q).toEqual(['lantern-07']);
  });

  it('finds a page by its slug or part of it, like the other console searches', async () => {
    expect(await found('lantern-07')).toEqual(['lantern-07']);
    expect(await found('LANTERN-0')).toEqual(Array.from({ length: 10 }, (_, i) => `lantern-0${i}`));
    expect(await found('pocket')).toContain('pocket');
  });

  it('takes % and _ literally', async () => {
    expect(await found('%')).toEqual(['percent-off']);
    expect(await found('_')).toEqual(['percent-off']);
    expect(await found('0%_o')).toEqual(['percent-off']);
    expect(await found('0_%o')).toEqual([]);
  });

  it('pages through the matches by slug with the search kept', async () => {
    const first = await list('q=lantern+fair');
    expect(first.data.content).toHaveLength(CONTENT_ADMIN_PAGE_SIZE);
    expect(first.data.next).toBe(first.data.content.at(-1)!.slug);
    const second = await list(`q=lantern+fair&cursor=${first.data.next}`);
    expect(second.data.next).toBeNull();
    const slugs = [...first.data.content, ...second.data.content].map((p) => p.slug);
    expect(slugs).toEqual(Array.from({ length: MADE }, (_, i) => `lantern-${String(i).padStart(2, '0')}`));
  });

  it('refuses a control character or an over-long search with the validation 400', async () => {
    await expectSearchChecked(list);
  });
});
