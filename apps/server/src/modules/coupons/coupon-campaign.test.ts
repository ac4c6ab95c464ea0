/**
 * Campaign coupons (docs/decisions.md, "Campaign claims"): a campaign page's claim button names a template by slug,
 * asks what it can do for the person looking (available, claimed, soldOut, ended), and claims.
 */
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helper.js';
import { couponOperator, TEST_ADMIN_TOKEN } from '../../test/coupon-operator.js';
import { seedDemoContent } from '../../db/seed/seed.js';
import { pages } from '../../db/seed/content/pages/index.js';

const t = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
await seedDemoContent(t.database.db);
const operator = couponOperator(t);
const admin = operator.admin;
/** A template people can claim from a campaign page. */
const template = (overrides: Record<string, unknown>) => operator.template({ couponName: 'Tea', claimable: true, ...overrides });

let phoneSeq = 0;
const newUser = () => t.loginWithPhone(`1360000${String(++phoneSeq).padStart(4, '0')}`);
const state = (slug: string, token: string) => t.get(`/h5/world/coupon/campaign?template=${slug}`, { token });
const claim = (token: string, templateId: number) => t.post('/h5/world/coupon/claim', { templateId }, { token });

describe('the seeded campaign pages', () => {
  it.each(['haochatongle', 'gloriousstore'])('/%s has a live claim button whose template can be claimed', async (slug) => {
    const page = pages.find((p) => p.slug === slug)!;
    const action = page.actions.find((a) => a.kind === 'coupon-claim')!;
    expect(action.opensSoon).toBe(false);
    expect(action.couponTemplate).toBeTruthy();

    const guest = await t.guestToken();
    const before = (await state(action.couponTemplate!, guest)).json().data;
    expect(before).toMatchObject({ state: 'available', customerCouponId: null });

    const user = await newUser();
    const claimed = await claim(user.token, before.templateId);
    expect(claimed.json().result, claimed.body).toBe(1);
    const couponId = claimed.json().data.customerCouponId as string;
    expect((await state(action.couponTemplate!, user.token)).json().data).toEqual({
      templateId: before.templateId,
      state: 'claimed',
      customerCouponId: couponId,
    });
    // The coupon is in the wallet.
    const list = (await t.get('/h5/world/coupon/list?status=unused', { token: user.token })).json().data;
    expect(list.content.map((c: { customerCouponId: string }) => c.customerCouponId)).toEqual([couponId]);
  });
});

describe('claim states', () => {
  it('shows sold out to everyone but the people who hold one', async () => {
    const id = await template({ slug: 'last-one', stock: 1 });
    const [first, second] = [await newUser(), await newUser()];
    expect((await state('last-one', second.token)).json().data.state).toBe('available');
    expect((await claim(first.token, id)).json().result).toBe(1);
    expect((await state('last-one', first.token)).json().data.state).toBe('claimed');
    expect((await state('last-one', second.token)).json().data).toMatchObject({ state: 'soldOut', customerCouponId: null });
    expect((await state('last-one', await t.guestToken())).json().data.state).toBe('soldOut');
  });

  it('is claimed only once the per-user limit is reached', async () => {
    await template({ slug: 'two-each', perUserLimit: 2 });
    const user = await newUser();
    const id = (await state('two-each', user.token)).json().data.templateId as number;
    await claim(user.token, id);
    expect((await state('two-each', user.token)).json().data.state).toBe('available');
    await claim(user.token, id);
    expect((await state('two-each', user.token)).json().data.state).toBe('claimed');
  });

  it('has ended once the validity is over (China time)', async () => {
    await template({ slug: 'ends-today', validDate: '2026.11.21' });
    const user = await newUser();
    expect((await state('ends-today', user.token)).json().data.state).toBe('available');
    t.clock.advance(24 * 3_600_000);
    expect((await state('ends-today', user.token)).json().data.state).toBe('ended');
  });

  it('answers an unknown, an unclaimable and a malformed template clearly', async () => {
    const user = await newUser();
    expect((await state('no-such-template', user.token)).json().result).toBe(40401);
    await template({ slug: 'operator-only', claimable: false });
    expect((await state('operator-only', user.token)).json().result).toBe(40906);
    const bad = await state('Not%20A%20Slug', user.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().result).toBe(40002);
  });

  it('needs a session (a guest token will do)', async () => {
    expect((await t.get('/h5/world/coupon/campaign?template=haochatongle-tea-20')).statusCode).toBe(401);
  });
});

describe('template slugs', () => {
  it('are the operator’s to choose, once each', async () => {
    await template({ slug: 'spring-tea' });
    const again = await admin('/api/admin/coupon-templates', {
      brandName: 'b',
      couponName: 'c',
      type: 'EXCHANGE',
      discordValue: 'x',
      validDate: '2027.01.01',
      stock: 1,
      slug: 'spring-tea',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toEqual({ slug: 'already names another template' });
    const bad = await admin('/api/admin/coupon-templates', {
      brandName: 'b',
      couponName: 'c',
      type: 'EXCHANGE',
      discordValue: 'x',
      validDate: '2027.01.01',
      stock: 1,
      slug: 'Spring Tea',
    });
    expect(Object.keys(bad.json().details)).toEqual(['slug']);
  });
});
