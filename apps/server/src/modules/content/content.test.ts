import { describe, expect, it } from 'vitest';
import { pageContentSchema, type PageContent } from '@culture/protocol';
import { pages } from '../../db/seed/content/pages/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { createTestApp } from '../../test/helper.js';

const ADMIN = 'operator-token-operator-token-1234';
const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN } });
await seedDemoContent(t.database.db);

describe('seeded pages', () => {
  it.each(pages.map((p) => [p.slug, p] as const))('%s is a valid page in all three languages', (_slug, page) => {
    expect(() => pageContentSchema.parse(page)).not.toThrow();
  });

  it('seeding twice changes nothing', async () => {
    expect((await seedDemoContent(t.database.db)).pages).toBe(0);
  });
});

describe('GET /api/v3/configuration/resources', () => {
  it('lists the pages in home order, in the language of the request', async () => {
    const res = await t.get('/api/v3/configuration/resources', { locale: 'zh-TW' });
    expect(res.headers.vary).toContain('language');
    const list = res.json().data.pages;
    expect(list.map((p: { slug: string }) => p.slug).slice(0, 4)).toEqual(['pocket', 'nuo', 'yuanxiao', 'panmen']);
    expect(list[0]).toMatchObject({ route: '/pocket', trending: true, title: '繡荷包 · 公益認養' });
  });
});

describe('GET /api/v3/configuration/resource', () => {
  it('answers one page with every text in one language', async () => {
    const res = await t.get('/api/v3/configuration/resource?name=nuo', { locale: 'en-US' });
    const page = res.json().data;
    expect(page.title).toMatch(/Nuo/);
    expect(JSON.stringify(page)).not.toContain('zh-CN');
    expect(page.sections.find((s: { kind: string }) => s.kind === 'video')).toMatchObject({
      poster: '/images/pages/nuo/mv-poster.svg',
    });
  });

  it('answers 404 for an unknown page and 400 for a malformed name', async () => {
    expect((await t.get('/api/v3/configuration/resource?name=atlantis')).statusCode).toBe(404);
    expect((await t.get('/api/v3/configuration/resource?name=../etc')).statusCode).toBe(400);
  });
});

describe('operators change content without a deploy', () => {
  const upsert = (page: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/content/pages',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
      payload: JSON.stringify({ page }),
    });

  it('replaces a page and readers see it at once', async () => {
    const pocket = structuredClone(pages.find((p) => p.slug === 'pocket')!) as PageContent;
    pocket.subtitle = { 'zh-CN': '新的副标题', 'zh-TW': '新的副標題', 'en-US': 'A new subtitle' };
    expect((await upsert(pocket)).json().result).toBe(1);
    expect((await t.get('/api/v3/configuration/resource?name=pocket')).json().data.subtitle).toBe('A new subtitle');
  });

  it('refuses a page missing a language, and keeps the old one', async () => {
    const nuo = structuredClone(pages.find((p) => p.slug === 'nuo')!) as unknown as { title: Record<string, string> };
    nuo.title = { 'zh-CN': '傩', 'en-US': 'Nuo' };
    const res = await upsert(nuo);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).join()).toContain('title');
    expect((await t.get('/api/v3/configuration/resource?name=nuo')).json().data.title).toMatch(/Nuo ·|Nuo/);
  });

  it('stores image paths normalised and refuses any that leave the public images folder', async () => {
    const page = { ...structuredClone(pages.find((p) => p.slug === 'pocket')!), slug: 'paths', route: '/paths' } as PageContent;
    page.cover = '/images/./old/../projects/pocket.svg';
    expect((await upsert(page)).json().result).toBe(1);
    expect((await t.get('/api/v3/configuration/resource?name=paths')).json().data.cover).toBe('/images/projects/pocket.svg');
    for (const cover of [
      '/images/../../server.js',
      '/images/%2e%2e/%2e%2e/etc/passwd',
      '/images\\..\\secret',
      '//evil.example/x.svg',
      'https://evil.example/x.svg',
    ]) {
      const res = await upsert({ ...page, cover });
      expect(res.statusCode, cover).toBe(400);
      expect(res.json()).toMatchObject({ result: 40002, details: { 'page.cover': expect.any(String) } });
    }
    expect((await t.get('/api/v3/configuration/resource?name=paths')).json().data.cover).toBe('/images/projects/pocket.svg');
  });

  it('refuses a route another page already has', async () => {
    const copy = { ...structuredClone(pages.find((p) => p.slug === 'nfc')!), slug: 'nfc-copy' };
    expect((await upsert(copy)).json()).toMatchObject({ result: 40002, details: { route: 'already used by nfc' } });
  });
});
