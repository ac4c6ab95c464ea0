import { describe, expect, it } from 'vitest';
import { createTestApp, usingPostgres } from '../../test/helper.js';
import { couponOperator, TEST_ADMIN_TOKEN } from '../../test/coupon-operator.js';

const t = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const { admin, template, issue } = couponOperator(t);

let phoneSeq = 0;
const newUser = () => t.loginWithPhone(`1370000${String(++phoneSeq).padStart(4, '0')}`);

async function merchantOf(brandName: string) {
  const merchant = await newUser();
  expect((await admin('/api/admin/merchants', { userId: merchant.userId, brandName })).statusCode).toBe(200);
  return merchant;
}

async function detail(token: string, id: string) {
  return t.post('/h5/world/coupon/detail', { customerCouponId: id }, { token });
}

describe('operator API', () => {
  it('refuses a missing or wrong operator token', async () => {
    expect((await admin('/api/admin/coupon-templates', {}, 'wrong-token')).json().result).toBe(40180);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/coupons/void',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
  });

  it('takes no bearer token as a key when ADMIN_TOKEN is unset', async () => {
    const off = await createTestApp();
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/admin/coupon-templates',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      payload: '{}',
    });
    expect(res.statusCode).toBe(401);
  });

  it('validates templates with field details', async () => {
    const res = await admin('/api/admin/coupon-templates', { brandName: '', type: 'FREE', validDate: '31/12/2027', stock: -1 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().details)).toEqual(expect.arrayContaining(['brandName', 'type', 'validDate', 'stock']));
    const impossible = await admin('/api/admin/coupon-templates', {
      brandName: 'b',
      couponName: 'c',
      type: 'EXCHANGE',
      discordValue: 'x',
      validDate: '2027.02.30',
      stock: 1,
    });
    expect(impossible.json().details).toEqual({ validDate: 'not a real date' });
  });

  it('cleans usage rules when they are written', async () => {
    const id = await template({
      useRule:
        '<p onclick="steal()">Rules<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a><a href="https://example.com">site</a></p>',
    });
    const user = await newUser();
    const [couponId] = await issue(id, [user.userId]);
    const rule = (await detail(user.token, couponId!)).json().data.data.useRule as string;
    expect(rule).not.toMatch(/script|onerror|onclick|javascript:|<img/i);
    expect(rule).toContain('<a href="https://example.com" rel="noopener noreferrer" target="_blank">site</a>');
  });

  it('issues to phones without an account by creating the account', async () => {
    const id = await template();
    const res = await admin('/api/admin/coupons/issue', { templateId: id, phones: ['+8613799990001'] });
    expect(res.json().data.customerCouponIds).toHaveLength(1);
    const holder = await t.loginWithPhone('13799990001');
    const list = await t.get('/h5/world/coupon/list?status=unused', { token: holder.token });
    expect(list.json().data.total).toBe(1);
  });

  it('issues all or nothing within stock', async () => {
    const id = await template({ stock: 2 });
    const [a, b, c] = [await newUser(), await newUser(), await newUser()];
    const over = await admin('/api/admin/coupons/issue', { templateId: id, userIds: [a.userId, b.userId, c.userId] });
    expect(over.json().result).toBe(40904);
    expect(await issue(id, [a.userId, b.userId])).toHaveLength(2);
    expect((await admin('/api/admin/coupons/issue', { templateId: id, userIds: [c.userId] })).json().result).toBe(40904);
  });

  it('refuses unknown user ids', async () => {
    const res = await admin('/api/admin/coupons/issue', { templateId: await template(), userIds: ['12345'] });
    expect(res.json()).toMatchObject({ result: 40002, details: { userIds: expect.stringContaining('12345') } });
  });
});

describe("the holder's wallet", () => {
  it('lists newest first with status tabs and cursor pagination', async () => {
    const user = await newUser();
    const id = await template({ perUserLimit: 50 });
    const ids: string[] = [];
    for (let i = 0; i < 25; i++) {
      ids.push(...(await issue(id, [user.userId])));
      t.clock.advance(1000);
    }
    const first = (await t.get('/h5/world/coupon/list?status=all', { token: user.token })).json().data;
    expect(first.total).toBe(25);
    expect(first.content).toHaveLength(20);
    expect(first.content[0].customerCouponId).toBe(ids[24]);
    const second = (await t.get(`/h5/world/coupon/list?status=all&cursor=${first.next}`, { token: user.token })).json().data;
    expect(second.content.map((c: { customerCouponId: string }) => c.customerCouponId)).toEqual(ids.slice(0, 5).reverse());
    expect(second.next).toBeNull();
    expect((await t.get('/h5/world/coupon/list?status=used', { token: user.token })).json().data).toEqual({
      total: 0,
      next: null,
      content: [],
    });
  });

  it("gives every listed coupon its own template's texts when pages mix templates (the page sends each once)", async () => {
    const user = await newUser();
    const tea = await template({ perUserLimit: 50, brandName: 'Tea house', useRule: '<p>Tea rule.</p>' });
    const cake = await template({ perUserLimit: 50, brandName: 'Cake shop', validDate: '2026.01.31' });
    const late = await template({ brandName: 'Lantern', discordValue: '5' });
    // Oldest first: the Lantern coupon is third oldest, so it lands on the second page only.
    for (let i = 0; i < 25; i++) {
      await issue(i === 2 ? late : i % 2 === 0 ? tea : cake, [user.userId]);
      t.clock.advance(1000);
    }
    for (const locale of ['zh-CN', 'en-US'] as const) {
      const first = (await t.get('/h5/world/coupon/list?status=all', { token: user.token, locale })).json().data;
      const second = (await t.get(`/h5/world/coupon/list?status=all&cursor=${first.next}`, { token: user.token, locale })).json()
        .data;
      const listed = [...first.content, ...second.content] as Array<{ customerCouponId: string; brandName: string }>;
      expect(listed).toHaveLength(25);
      expect(new Set(listed.map((c) => c.brandName))).toEqual(new Set(['Tea house', 'Cake shop', 'Lantern']));
      for (const coupon of listed) {
        const alone = (
          await t.post('/h5/world/coupon/detail', { customerCouponId: coupon.customerCouponId }, { token: user.token, locale })
        ).json().data.data;
        expect(coupon, coupon.customerCouponId).toEqual(alone);
      }
    }
  });

  it('puts the spec fields on the wire', async () => {
    const user = await newUser();
    const [couponId] = await issue(await template({ type: 'DISCORD', discordValue: '7', validDate: '2027.06.30' }), [
      user.userId,
    ]);
    const coupon = (await detail(user.token, couponId!)).json().data.data;
    expect(coupon).toMatchObject({
      customerCouponId: couponId,
      type: 'DISCORD',
      discordValue: '7',
      validDate: '2027.06.30',
      brandName: 'Haocha',
      status: 'unused',
      expired: false,
    });
    expect(coupon.couponCode).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
  });

  it('answers another person exactly as for a coupon that does not exist', async () => {
    const [owner, stranger] = [await newUser(), await newUser()];
    const [couponId] = await issue(await template(), [owner.userId]);
    const foreign = await detail(stranger.token, couponId!);
    const missing = await detail(stranger.token, '999999999999');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).toBe(missing.body);
  });

  it('refuses bad list parameters without a 500', async () => {
    const user = await newUser();
    expect((await t.get('/h5/world/coupon/list?status=lost', { token: user.token })).statusCode).toBe(400);
    expect((await t.get('/h5/world/coupon/list?cursor=%%%', { token: user.token })).statusCode).toBe(400);
    expect((await t.post('/h5/world/coupon/detail', { customerCouponId: 'abc' }, { token: user.token })).statusCode).toBe(400);
  });

  it('is for logged-in users', async () => {
    expect((await t.get('/h5/world/coupon/list', { token: await t.guestToken() })).json().result).toBe(40101);
  });
});

describe('status transitions', () => {
  it('lets an operator void an unused coupon, and never a final one', async () => {
    const user = await newUser();
    const [a, b] = await issue(await template({ perUserLimit: 5 }), [user.userId, user.userId]);
    expect((await admin('/api/admin/coupons/void', { customerCouponId: a })).json().result).toBe(1);
    expect((await detail(user.token, a!)).json().data.data).toMatchObject({ status: 'voided', expired: false });
    expect((await admin('/api/admin/coupons/void', { customerCouponId: a })).json().result).toBe(40903);
    const merchant = await merchantOf('Haocha');
    const code = (await detail(user.token, b!)).json().data.data.couponCode;
    await t.post('/api/merchant/coupons/redeem', { couponCode: code }, { token: merchant.token });
    expect((await admin('/api/admin/coupons/void', { customerCouponId: b })).json().result).toBe(40901);
    expect((await admin('/api/admin/coupons/void', { customerCouponId: '42' })).json().result).toBe(40402);
  });

  it('records who changed each status and when', async () => {
    const user = await newUser();
    const [couponId] = await issue(await template(), [user.userId]);
    const merchant = await merchantOf('Haocha');
    const code = (await detail(user.token, couponId!)).json().data.data.couponCode;
    await t.post('/api/merchant/coupons/redeem', { couponCode: code }, { token: merchant.token });
    const { createCouponService } = await import('./coupon-service.js');
    const service = createCouponService({ db: t.database.db, now: t.clock.now, findOrCreateByPhone: async () => 0n });
    const history = await service.history(BigInt(couponId!));
    expect(history.map((e) => [e.fromStatus, e.toStatus, e.actor])).toEqual([
      [null, 'unused', 'operator'],
      ['unused', 'used', `merchant:${merchant.userId}`],
    ]);
  });

  it('voids a coupon once its valid date has passed (China time) and shows it as expired', async () => {
    const user = await newUser();
    // The test clock starts 2026-11-21T08:00Z (16:00 in China).
    const [couponId] = await issue(await template({ validDate: '2026.11.21' }), [user.userId]);
    expect((await detail(user.token, couponId!)).json().data.data.status).toBe('unused');
    t.clock.advance(8 * 3_600_000); // 2026-11-22 00:00 in China
    const coupon = (await detail(user.token, couponId!)).json().data.data;
    expect(coupon).toMatchObject({ status: 'voided', expired: true });
    const voided = (await t.get('/h5/world/coupon/list?status=voided', { token: user.token })).json().data.content;
    expect(voided.map((c: { customerCouponId: string }) => c.customerCouponId)).toContain(couponId);
  });

  it("counts each tab's total by what each coupon is now", async () => {
    const user = await newUser();
    const lasting = await template({ perUserLimit: 5 });
    const [kept, , cancelled] = await issue(lasting, [user.userId, user.userId, user.userId]);
    // Unused, but its date passes below: it counts as voided, not unused.
    await issue(await template({ validDate: '2026.11.21' }), [user.userId]);
    expect((await admin('/api/admin/coupons/void', { customerCouponId: cancelled })).json().result).toBe(1);
    const code = (await detail(user.token, kept!)).json().data.data.couponCode as string;
    const merchant = await merchantOf('Haocha');
    expect((await t.post('/api/merchant/coupons/redeem', { couponCode: code }, { token: merchant.token })).statusCode).toBe(200);
    t.clock.advance(8 * 3_600_000); // 2026-11-22 00:00 in China
    const totals: Record<string, number> = {};
    for (const status of ['all', 'unused', 'used', 'voided'])
      totals[status] = (await t.get(`/h5/world/coupon/list?status=${status}`, { token: user.token })).json().data.total;
    expect(totals).toEqual({ all: 4, unused: 1, used: 1, voided: 2 });
  });
});

describe('merchant redemption', () => {
  async function heldCoupon(brand = 'Haocha', extra: Record<string, unknown> = {}) {
    const user = await newUser();
    const [couponId] = await issue(await template({ brandName: brand, ...extra }), [user.userId]);
    const code = (await detail(user.token, couponId!)).json().data.data.couponCode as string;
    return { user, couponId: couponId!, code };
  }
  const redeem = (token: string, couponCode: string) => t.post('/api/merchant/coupons/redeem', { couponCode }, { token });

  it('redeems an unused coupon of its brand once; the holder sees it used', async () => {
    const { user, couponId, code } = await heldCoupon();
    const merchant = await merchantOf('Haocha');
    const lookup = await t.post(
      '/api/merchant/coupons/lookup',
      { couponCode: code.toLowerCase().replace(/(.{4})/g, '$1 ') },
      { token: merchant.token },
    );
    expect(lookup.json().data).toMatchObject({ status: 'unused', couponCode: code, redeemedAt: null });
    const first = await redeem(merchant.token, code);
    expect(first.json().data).toMatchObject({ status: 'used', customerCouponId: couponId });
    expect((await redeem(merchant.token, code)).json()).toMatchObject({
      result: 40901,
      errmsg: 'This coupon has already been used.',
    });
    expect((await t.get('/h5/world/coupon/list?status=used', { token: user.token })).json().data.total).toBe(1);
  });

  it('refuses another brand, a non-merchant, an unknown code and an expired coupon', async () => {
    const { code } = await heldCoupon('Haocha');
    const other = await merchantOf('Glorious');
    expect((await redeem(other.token, code)).json().result).toBe(40302);
    expect((await t.post('/api/merchant/coupons/lookup', { couponCode: code }, { token: other.token })).json().result).toBe(
      40302,
    );
    const plain = await newUser();
    expect((await redeem(plain.token, code)).json().result).toBe(40303);
    const merchant = await merchantOf('Haocha');
    expect((await redeem(merchant.token, 'ZZZZZZZZZZZZZZZZ')).json().result).toBe(40402);
    const soon = await heldCoupon('Haocha', { validDate: '2026.11.21' });
    t.clock.advance(24 * 3_600_000);
    expect((await redeem(merchant.token, soon.code)).json()).toMatchObject({ result: 40902, errmsg: 'This coupon has expired.' });
    expect((await detail(soon.user.token, soon.couponId)).json().data.data).toMatchObject({ status: 'voided', expired: true });
  });

  it(`lets exactly one of 50 simultaneous scans succeed${usingPostgres ? ' (PostgreSQL)' : ''}`, async () => {
    const { code } = await heldCoupon();
    const merchant = await merchantOf('Haocha');
    const results = await Promise.all(Array.from({ length: 50 }, () => redeem(merchant.token, code)));
    const codes = results.map((r) => r.json().result);
    expect(codes.filter((c) => c === 1)).toHaveLength(1);
    expect(codes.filter((c) => c === 40901)).toHaveLength(49);
  });
});

describe('self-claims from campaign pages', () => {
  const claim = (token: string, templateId: number) => t.post('/h5/world/coupon/claim', { templateId }, { token });

  it('enforces claimable, the per-user limit and stock', async () => {
    const closed = await template({ claimable: false });
    const user = await newUser();
    expect((await claim(user.token, closed)).json().result).toBe(40906);
    const open = await template({ claimable: true, perUserLimit: 2, stock: 3 });
    expect((await claim(user.token, open)).json().result).toBe(1);
    expect((await claim(user.token, open)).json().result).toBe(1);
    expect((await claim(user.token, open)).json()).toMatchObject({
      result: 40905,
      errmsg: 'You have already claimed this coupon.',
    });
    const other = await newUser();
    expect((await claim(other.token, open)).json().result).toBe(1);
    expect((await claim((await newUser()).token, open)).json().result).toBe(40904);
  });

  it('never oversells under concurrent claims', async () => {
    const id = await template({ claimable: true, perUserLimit: 1, stock: 5 });
    const claimers = [];
    for (let i = 0; i < 12; i++) claimers.push(await newUser());
    const results = await Promise.all(claimers.map((u) => claim(u.token, id)));
    expect(results.filter((r) => r.json().result === 1)).toHaveLength(5);
    expect(results.filter((r) => r.json().result === 40904)).toHaveLength(7);
  });

  it('never gives one person more than the limit under concurrent claims', async () => {
    const id = await template({ claimable: true, perUserLimit: 1, stock: 100 });
    const user = await newUser();
    const results = await Promise.all(Array.from({ length: 10 }, () => claim(user.token, id)));
    expect(results.filter((r) => r.json().result === 1)).toHaveLength(1);
  });
});
