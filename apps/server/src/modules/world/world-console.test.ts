/**
 * The console's World section on the server (docs/operator-console.md, "World"): the exhibitions'
 * page (paging, state and name filters), official dresses with their prices (a world curator, not
 * finance's shop.manage), each write audited with before and after, and what a member then reads.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, EXHIBITION_ADMIN_PAGE_SIZE, PAYMENT_PATHS } from '@culture/protocol';
import { auditRowsOf, operatorWith } from '../../test/operators.js';
import { createWorldTestApp, draft, L } from '../../test/world-test-app.js';

const { t, member } = await createWorldTestApp();
const curator = await operatorWith(t, 'wanda', ['world']);
const finance = await operatorWith(t, 'fiona', ['finance']);

type Page = {
  total: number;
  next: string | null;
  content: Array<{ id: string; name: { 'en-US': string }; publishedAt: string | null }>;
};
const page = async (query: string): Promise<Page> => {
  const res = await curator.get(`${API_PATHS.adminVrExhibitions}?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe('the exhibitions page', () => {
  it('pages newest first by id, filters by state and by a part of the name in any language', async () => {
    const made: string[] = [];
    for (let i = 0; i < EXHIBITION_ADMIN_PAGE_SIZE + 2; i += 1) {
      const res = await curator.post(API_PATHS.adminVrExhibitions, { ...draft, name: L(`Console room ${i}`) });
      made.push(res.json().data.id);
    }
    await curator.post(API_PATHS.adminVrExhibitionsPublish, { id: made[0] });
    const first = await page('q=console room');
    expect(first.total).toBe(EXHIBITION_ADMIN_PAGE_SIZE + 2);
    expect(first.content).toHaveLength(EXHIBITION_ADMIN_PAGE_SIZE);
    expect(first.content[0]!.id).toBe(made.at(-1));
    const second = await page(`q=console room&cursor=${first.next}`);
    expect(second.next).toBeNull();
    expect([...first.content, ...second.content].map((e) => e.id)).toEqual([...made].reverse());

    const published = await page('state=published&q=Console');
    expect(published.content.map((e) => e.id)).toEqual([made[0]]);
    expect((await page('state=draft&q=Console')).total).toBe(EXHIBITION_ADMIN_PAGE_SIZE + 1);
    // Simplified Chinese matches too, and a wildcard is only a character.
    expect((await page(`q=${encodeURIComponent('Console room 7（简')}`)).content.map((e) => e.name['en-US'])).toEqual([
      'Console room 7',
    ]);
    expect((await page('q=%25')).total).toBe(0);
    // The seeded halls are published, and the unfiltered total counts them too.
    expect((await page('')).total).toBeGreaterThan(EXHIBITION_ADMIN_PAGE_SIZE + 2);
  });

  it('refuses a bad cursor or state with 400', async () => {
    expect((await curator.get(`${API_PATHS.adminVrExhibitions}?cursor=abc`)).statusCode).toBe(400);
    expect((await curator.get(`${API_PATHS.adminVrExhibitions}?state=gone`)).statusCode).toBe(400);
  });
});

type Dress = { id: string; product: { id: string; price_fen: number; on_sale: boolean } | null };
const dresses = async (): Promise<Dress[]> => (await curator.get(API_PATHS.adminVrDresses)).json().data.content;
const memberPrice = async (dressId: string) => {
  const res = await t.get(`${PAYMENT_PATHS.products}?kind=dress`, { token: member.token, locale: 'en-US' });
  const product = (res.json().data.content as Array<{ dress_id: string; price_fen: number; on_sale: boolean }>).find(
    (p) => p.dress_id === dressId,
  );
  return product ? { price_fen: product.price_fen, on_sale: product.on_sale } : null;
};

describe('official dresses and their prices', () => {
  it('lists each dress with its product; a curator changes a price and a member reads it', async () => {
    const list = await dresses();
    expect(list.find((d) => d.id === 'pocket-embroidery')?.product).toMatchObject({ price_fen: 600, on_sale: true });
    expect(list.find((d) => d.id === 'jade')?.product).toBeNull();

    const changed = await curator.post(API_PATHS.adminVrDressesPrice, {
      dressId: 'pocket-embroidery',
      price_fen: 880,
      on_sale: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await memberPrice('pocket-embroidery')).toEqual({ price_fen: 880, on_sale: true });
    const [row] = await auditRowsOf(t, 'dress.price');
    expect(row).toMatchObject({
      actor: curator.actor,
      target: 'dress:pocket-embroidery',
      before: { product: { price_fen: 600 } },
      after: { product: { price_fen: 880 } },
    });

    // A free dress gets its product; off sale, a member's wardrobe reads it priced but not sold.
    await curator.post(API_PATHS.adminVrDressesPrice, { dressId: 'jade', price_fen: 300, on_sale: false });
    expect((await dresses()).find((d) => d.id === 'jade')?.product).toMatchObject({
      id: 'dress-jade',
      price_fen: 300,
      on_sale: false,
    });
    expect(await memberPrice('jade')).toEqual({ price_fen: 300, on_sale: false });
    // Wearing it is refused until it is bought.
    expect((await t.post(API_PATHS.meDress, { dressId: 'jade' }, { token: member.token })).json().code).toBe(40968);
    await curator.post(API_PATHS.adminVrDressesPrice, { dressId: 'jade', price_fen: 300, on_sale: true });
    expect(await memberPrice('jade')).toEqual({ price_fen: 300, on_sale: true });
  });

  it('adds a dress, free or priced, last in the wardrobe', async () => {
    const body = {
      id: 'console-green',
      name: L('Console green'),
      thumbnail: '/images/pages/pocket/crossover-dress.svg',
      colors: { skin: '#f1c27d', body: '#2e7d32', trim: '#ffd54f', legs: '#1b5e20', hat: null },
      price_fen: 1200,
      on_sale: true,
    };
    const made = await curator.post(API_PATHS.adminVrDresses, body);
    expect(made.statusCode, made.body).toBe(200);
    expect((await dresses()).at(-1)).toMatchObject({
      id: 'console-green',
      product: { id: 'dress-console-green', price_fen: 1200 },
    });
    const official = await t.get(API_PATHS.dressesOfficial, { locale: 'en-US' });
    expect(official.json().data.content.at(-1)).toMatchObject({ id: 'console-green', name: 'Console green' });
    expect(await memberPrice('console-green')).toEqual({ price_fen: 1200, on_sale: true });
    expect(await auditRowsOf(t, 'dress.create')).toMatchObject([
      { actor: curator.actor, target: 'dress:console-green', before: null },
    ]);

    const free = await curator.post(API_PATHS.adminVrDresses, { ...body, id: 'console-free', price_fen: null });
    expect(free.json().data.product).toBeNull();
    expect(await memberPrice('console-free')).toBeNull();
  });

  it('refuses bad input with 400 and writes no audit row', async () => {
    const before = (await auditRowsOf(t, 'dress.price')).length + (await auditRowsOf(t, 'dress.create')).length;
    const price = (body: unknown) => curator.post(API_PATHS.adminVrDressesPrice, body);
    expect((await price({ dressId: 'jade', price_fen: 0, on_sale: true })).statusCode).toBe(400);
    expect((await price({ dressId: 'jade', price_fen: 1.5, on_sale: true })).statusCode).toBe(400);
    expect((await price({ dressId: 'no-such', price_fen: 100, on_sale: true })).statusCode).toBe(404);
    const taken = await curator.post(API_PATHS.adminVrDresses, {
      id: 'jade',
      name: L('Jade again'),
      thumbnail: '/images/x.svg',
      colors: { skin: '#000000', body: '#000000', trim: '#000000', legs: '#000000', hat: null },
      price_fen: null,
      on_sale: false,
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().details.id).toMatch(/already/);
    const after = (await auditRowsOf(t, 'dress.price')).length + (await auditRowsOf(t, 'dress.create')).length;
    expect(after).toBe(before);
  });

  it('belongs to world.manage: finance (shop.manage) is refused here', async () => {
    expect((await finance.get(API_PATHS.adminVrDresses)).statusCode).toBe(403);
    expect(
      (await finance.post(API_PATHS.adminVrDressesPrice, { dressId: 'jade', price_fen: 100, on_sale: true })).statusCode,
    ).toBe(403);
  });
});
