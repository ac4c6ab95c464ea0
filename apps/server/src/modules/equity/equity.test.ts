import { describe, expect, it } from 'vitest';
import { brandEquitySchema, type BrandEquity } from '@culture/protocol';
import { brands } from '../../db/seed/content/brands/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { createTestApp } from '../../test/helper.js';

const ADMIN = 'operator-token-operator-token-1234';
const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN } });
await seedDemoContent(t.database.db);

const upsert = (brand: unknown, token = ADMIN) =>
  t.app.inject({
    method: 'POST',
    url: '/api/admin/equity/brands',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: JSON.stringify({ brand }),
  });

describe('seeded brands', () => {
  it.each(brands.map((b) => [b.id, b] as const))('brand %s is valid in all three languages', (_id, brand) => {
    expect(() => brandEquitySchema.parse(brand)).not.toThrow();
  });

  it('have distinct ids', () => {
    expect(new Set(brands.map((b) => b.id)).size).toBe(brands.length);
  });

  it('seeding twice changes nothing', async () => {
    expect((await seedDemoContent(t.database.db)).brands).toBe(0);
  });
});

describe('GET /api/v3/equity/brands', () => {
  it('lists brands in order with their benefit headlines, in the language of the request', async () => {
    const res = await t.get('/api/v3/equity/brands', { locale: 'zh-TW' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.vary).toContain('language');
    const list = res.json().data.brands;
    expect(list.map((b: { id: number }) => b.id)).toEqual([1, 2, 3, 4, 5]);
    expect(list[0]).toMatchObject({ name: '好茶同樂', category: '茶飲', logo: '/images/brands/haochatongle.svg' });
    expect(list[0].items[0]).toEqual({
      id: 'tea-voucher',
      kind: 'voucher',
      title: '20 元茶飲券',
      value: '¥20',
      status: 'opens-soon',
    });
    // Headlines only: the detail's long texts stay on the detail.
    expect(list[0].items[0].howToUse).toBeUndefined();
    expect(list[0].story).toBeUndefined();
  });
});

describe('GET /api/v3/equity/brands/:id', () => {
  it("answers one brand's detail with every text in one language", async () => {
    const res = await t.get('/api/v3/equity/brands/3', { locale: 'en-US' });
    const brand = res.json().data;
    expect(brand).toMatchObject({ id: 3, name: 'Panmen Scenic Area', campaignRoute: '/panmen' });
    expect(brand.locations[0].address).toMatch(/Suzhou/);
    expect(brand.items.map((i: { id: string }) => i.id)).toEqual(['admission', 'guided-tour']);
    expect(JSON.stringify(brand)).not.toContain('zh-CN');
  });

  it('answers 404 for an unknown brand', async () => {
    const res = await t.get('/api/v3/equity/brands/999');
    expect(res.statusCode).toBe(404);
    // Not cached: the brand may be created a minute later.
    expect(res.headers['cache-control'] ?? '').not.toContain('public');
    expect(res.json().result).toBe(40401);
  });

  it.each(['0', '-1', 'abc', '01', '1.5', '99999999999'])('answers 400 for the malformed id %s', async (id) => {
    const res = await t.get(`/api/v3/equity/brands/${id}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('operators change brands without a deploy', () => {
  it('replaces a brand and readers see it at once', async () => {
    const tea = structuredClone(brands[0]!) as BrandEquity;
    tea.items[0]!.status = 'available';
    tea.tagline = { 'zh-CN': '新标语', 'zh-TW': '新標語', 'en-US': 'A new tagline' };
    expect((await upsert(tea)).json().result).toBe(1);
    const detail = (await t.get('/api/v3/equity/brands/1', { locale: 'en-US' })).json().data;
    expect(detail.tagline).toBe('A new tagline');
    expect(detail.items[0].status).toBe('available');
  });

  it('adds a new brand at its place in the list', async () => {
    const added = { ...structuredClone(brands[4]!), id: 6, sortOrder: 5 };
    expect((await upsert(added)).json().result).toBe(1);
    const ids = (await t.get('/api/v3/equity/brands')).json().data.brands.map((b: { id: number }) => b.id);
    expect(ids[0]).toBe(6);
  });

  it('refuses a brand missing a language, and keeps the old one', async () => {
    const broken = structuredClone(brands[1]!) as unknown as { name: Record<string, string> };
    broken.name = { 'zh-CN': '鞋', 'en-US': 'Shoes' };
    const res = await upsert(broken);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details).join()).toContain('name');
    expect((await t.get('/api/v3/equity/brands/2', { locale: 'en-US' })).json().data.name).toBe('Glorious Store');
  });

  it('refuses duplicate benefit ids, an unknown status and a logo outside /images', async () => {
    const dup = structuredClone(brands[1]!) as BrandEquity;
    dup.items[1]!.id = dup.items[0]!.id;
    expect((await upsert(dup)).json()).toMatchObject({ result: 40002, details: { items: 'duplicate benefit id gold-foil-30' } });
    const badStatus = structuredClone(brands[1]!) as unknown as { items: Array<{ status: string }> };
    badStatus.items[0]!.status = 'maybe';
    expect((await upsert(badStatus)).statusCode).toBe(400);
    const badLogo = { ...structuredClone(brands[1]!), logo: 'https://evil.example/logo.svg' };
    expect((await upsert(badLogo)).statusCode).toBe(400);
    expect((await t.get('/api/v3/equity/brands/2', { locale: 'en-US' })).json().data.items[0].id).toBe('gold-foil-30');
  });

  it('refuses a caller without the operator token', async () => {
    const res = await upsert(brands[0], 'wrong-token-wrong-token-wrong-token');
    expect(res.statusCode).toBe(401);
  });
});
