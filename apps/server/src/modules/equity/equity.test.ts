import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { brandEquitySchema, type BrandEquity } from '@culture/protocol';
import { brandEquities } from '../../db/schema.js';
import { brands } from '../../db/seed/content/brands/index.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { couponOperator } from '../../test/coupon-operator.js';
import { createTestApp } from '../../test/helper.js';

const ADMIN = 'operator-token-operator-token-1234';
const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN } });
await seedDemoContent(t.database.db);
const operator = couponOperator(t);

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
    // The tea voucher stands on the template /haochatongle claims: available there, so here too.
    expect(list[0].items[0]).toEqual({
      id: 'tea-voucher',
      kind: 'voucher',
      title: '20 元茶飲券',
      value: '¥20',
      state: 'available',
      claimRoute: '/haochatongle',
    });
    expect(list[1].items[0]).toMatchObject({ id: 'gold-foil-30', state: 'available', claimRoute: '/gloriousstore' });
    // A benefit with nothing behind it is told, not offered, and never "opens soon" without a day.
    expect(list[0].items[1]).toMatchObject({ id: 'tasting', state: 'info', claimRoute: null });
    expect(JSON.stringify(list)).not.toContain('opens-soon');
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
    tea.items[1]!.opensOn = '2027-03-01';
    tea.tagline = { 'zh-CN': '新标语', 'zh-TW': '新標語', 'en-US': 'A new tagline' };
    expect((await upsert(tea)).json().result).toBe(1);
    const detail = (await t.get('/api/v3/equity/brands/1', { locale: 'en-US' })).json().data;
    expect(detail.tagline).toBe('A new tagline');
    // "Not yet open" only with the operator's day, and only until it comes.
    expect(detail.items[1]).toMatchObject({ id: 'tasting', state: 'notYetOpen', opensOn: '2027-03-01', claimRoute: null });
    expect(detail.items[0].source).toBeUndefined();
    expect((await upsert(brands[0])).json().result).toBe(1);
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

  it('refuses duplicate benefit ids, an unknown source kind and a logo outside /images', async () => {
    const dup = structuredClone(brands[1]!) as BrandEquity;
    dup.items[1]!.id = dup.items[0]!.id;
    expect((await upsert(dup)).json()).toMatchObject({ result: 40002, details: { items: 'duplicate benefit id gold-foil-30' } });
    const badKind = structuredClone(brands[1]!) as unknown as { items: Array<{ source: unknown }> };
    badKind.items[0]!.source = { kind: 'lottery', template: 'gloriousstore-gold-foil-30' };
    expect((await upsert(badKind)).statusCode).toBe(400);
    const badLogo = { ...structuredClone(brands[1]!), logo: 'https://evil.example/logo.svg' };
    expect((await upsert(badLogo)).statusCode).toBe(400);
    expect((await t.get('/api/v3/equity/brands/2', { locale: 'en-US' })).json().data.items[0].id).toBe('gold-foil-30');
  });

  it('refuses a caller without the operator token', async () => {
    const res = await upsert(brands[0], 'wrong-token-wrong-token-wrong-token');
    expect(res.statusCode).toBe(401);
  });
});

const TEMPLATE_SLUG = 'equity-test-tea';
const templateId = await operator.template({ slug: TEMPLATE_SLUG, claimable: true, stock: 2, validDate: '2026.12.31' });

describe("a benefit's state comes from what stands behind it", () => {
  const brand: BrandEquity = {
    ...structuredClone(brands[0]!),
    id: 40,
    sortOrder: 400,
    items: [{ ...structuredClone(brands[0]!.items[0]!), source: { kind: 'coupon', template: TEMPLATE_SLUG } }],
  };
  const item = async (token?: string) =>
    (await t.get('/api/v3/equity/brands/40', { locale: 'en-US', ...(token ? { token } : {}) })).json().data.items[0];
  const listed = async () =>
    (await t.get('/api/v3/equity/brands')).json().data.brands.find((b: { id: number }) => b.id === 40).items[0];

  it('reads available with the campaign page that claims it, while the template is live and in stock', async () => {
    expect((await upsert(brand)).json().result).toBe(1);
    // No page claims this template yet: available, but nowhere to send anyone.
    expect(await item()).toMatchObject({ state: 'available', claimRoute: null });
    const res = await t.get('/api/v3/equity/brands/40');
    // Live state: never kept in a shared cache.
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.headers.vary).toContain('authorization');
  });

  it('leads to the page whose live claim action names the template', async () => {
    const tea = (await t.get('/api/v3/equity/brands/1')).json().data.items[0];
    expect(tea).toMatchObject({ state: 'available', claimRoute: '/haochatongle' });
  });

  it('reads claimed for the member who holds it, sold out for everyone else once the stock is gone', async () => {
    const first = await t.loginWithPhone('13700000001');
    const second = await t.loginWithPhone('13700000002');
    for (const person of [first, second]) {
      const res = await t.post('/h5/world/coupon/claim', { templateId }, { token: person.token });
      expect(res.json().result, res.body).toBe(1);
    }
    expect(await item(first.token)).toMatchObject({ state: 'claimed', claimRoute: null });
    expect(await item()).toMatchObject({ state: 'soldOut', claimRoute: null });
    expect(await listed()).toMatchObject({ state: 'soldOut', claimRoute: null });
    const guest = await t.guestToken();
    expect(await item(guest)).toMatchObject({ state: 'soldOut' });
  });

  it('reads ended once its validity has passed (end of the day, China time)', async () => {
    const otherSlug = 'equity-test-tea-2';
    await operator.template({ slug: otherSlug, claimable: true, stock: 100, validDate: '2026.12.31' });
    const live = { ...brand, items: [{ ...brand.items[0]!, source: { kind: 'coupon' as const, template: otherSlug } }] };
    expect((await upsert(live)).json().result).toBe(1);
    t.clock.set(Date.parse('2026-12-31T15:59:00Z'));
    expect(await item()).toMatchObject({ state: 'available' });
    t.clock.set(Date.parse('2026-12-31T16:00:00Z'));
    expect(await item()).toMatchObject({ state: 'ended', claimRoute: null });
    t.clock.set(Date.parse('2026-11-21T08:00:00Z'));
  });

  it('follows a badge event: available in its window, with the page that claims it', async () => {
    const badge = { ...brand, items: [{ ...brand.items[0]!, source: { kind: 'badge' as const, event: 'mid-autumn-lantern' } }] };
    expect((await upsert(badge)).json().result).toBe(1);
    expect(await item()).toMatchObject({ state: 'available', claimRoute: '/YuanXiao' });
    t.clock.set(Date.parse('2028-01-01T00:00:00Z'));
    expect(await item()).toMatchObject({ state: 'ended', claimRoute: null });
    t.clock.set(Date.parse('2026-11-21T08:00:00Z'));
  });

  it('follows an event with sessions: available while a session ahead has places', async () => {
    const event = { ...brand, items: [{ ...brand.items[0]!, source: { kind: 'event' as const, event: 'garden-tour' } }] };
    expect((await upsert(event)).json().result).toBe(1);
    expect(await item()).toMatchObject({ state: 'available', claimRoute: '/YouTing' });
  });

  it('refuses a source that names nothing, and an opening day beside a source, in the reader language', async () => {
    for (const source of [
      { kind: 'coupon', template: 'no-such-template' },
      { kind: 'badge', event: 'no-such-badge' },
      { kind: 'event', event: 'no-such-event' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/equity/brands',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}`, language: 'ZH' },
        payload: JSON.stringify({ brand: { ...brand, items: [{ ...brand.items[0]!, source }] } }),
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({ result: 40060, errmsg: '权益关联的卡券、徽章或活动不存在。' });
      expect(res.json().details.source).toContain(source.kind);
    }
    const both = { ...brand, items: [{ ...brand.items[0]!, opensOn: '2027-01-01' }] };
    expect((await upsert(both)).json()).toMatchObject({ result: 40002 });
    for (const opensOn of ['2027-02-30', '1999-12-31', '10000-01-01', '\u0000']) {
      const { source: _source, ...told } = brand.items[0]!;
      const res = await upsert({ ...brand, items: [{ ...told, opensOn }] });
      expect(res.statusCode, opensOn).toBe(400);
      expect(Object.keys(res.json().details).join(), opensOn).toContain('opensOn');
    }
  });
});

describe('a brand stored with written statuses', () => {
  it('loses them and gains the seed sources on the next seed, keeping its texts', async () => {
    const legacy = structuredClone(brands[1]!) as unknown as { items: Array<Record<string, unknown>>; tagline: unknown };
    for (const entry of legacy.items) {
      delete entry.source;
      entry.status = 'opens-soon';
    }
    legacy.tagline = { 'zh-CN': '旧', 'zh-TW': '舊', 'en-US': 'Operator text' };
    await t.database.db
      .update(brandEquities)
      .set({ document: legacy as unknown as BrandEquity })
      .where(eq(brandEquities.id, 2));
    expect((await seedDemoContent(t.database.db)).brandSources).toBe(1);
    const detail = (await t.get('/api/v3/equity/brands/2', { locale: 'en-US' })).json().data;
    expect(detail.tagline).toBe('Operator text');
    expect(detail.items[0]).toMatchObject({ id: 'gold-foil-30', state: 'available', claimRoute: '/gloriousstore' });
    expect((await seedDemoContent(t.database.db)).brandSources).toBe(0);
  });
});
