import { describe, expect, it } from 'vitest';
import { API_PATHS, MEMBER_COUPON_PAGE_SIZE } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import { couponOperator, TEST_ADMIN_TOKEN } from '../../test/coupon-operator.js';
import { auditRowsOf } from '../../test/operators.js';

const t = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });
const { admin, template, issue } = couponOperator(t);

let phoneSeq = 0;
const member = () => t.loginWithPhone(`1363000${String(++phoneSeq).padStart(4, '0')}`);
const get = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};

describe("a member's coupons in the console", () => {
  it('pages newest first with codes masked, and shows a void with its reason audited', async () => {
    const holder = await member();
    const templateId = await template({ stock: 100, perUserLimit: 100 });
    const ids: string[] = [];
    for (let i = 0; i < MEMBER_COUPON_PAGE_SIZE + 2; i += 1) {
      ids.push(...(await issue(templateId, [holder.userId])));
      t.clock.advance(1000);
    }
    const first = await get(`${API_PATHS.adminMemberCoupons}?id=${holder.userId}`);
    expect(first.total).toBe(MEMBER_COUPON_PAGE_SIZE + 2);
    expect(first.content).toHaveLength(MEMBER_COUPON_PAGE_SIZE);
    expect(first.content[0].customerCouponId).toBe(ids.at(-1));
    expect(first.content[0].maskedCode).toMatch(/^•+[0-9A-Za-z]{4}$/);
    const second = await get(`${API_PATHS.adminMemberCoupons}?id=${holder.userId}&cursor=${first.next}`);
    expect(second.next).toBeNull();
    expect(second.content.map((c: { customerCouponId: string }) => c.customerCouponId)).toEqual([ids[1], ids[0]]);

    const voided = await admin(API_PATHS.adminCouponsVoid, { customerCouponId: ids[0], reason: 'Issued by mistake' });
    expect(voided.statusCode, voided.body).toBe(200);
    const after = await get(`${API_PATHS.adminMemberCoupons}?id=${holder.userId}&cursor=${first.next}`);
    expect(after.content[1]).toMatchObject({ status: 'voided', voidReason: 'operator' });
    const rows = (await auditRowsOf(t, 'coupon.void')).filter((r) => r.target === `coupon:${ids[0]}`);
    expect(rows).toMatchObject([{ after: { status: 'voided', reason: 'Issued by mistake' } }]);
  });
});

describe('merchants in the console', () => {
  it('lists and searches merchants; a removed merchant cannot redeem', async () => {
    const [shop, other, holder] = [await member(), await member(), await member()];
    await template({ brandName: 'Haocha' });
    expect((await admin(API_PATHS.adminMerchants, { userId: shop.userId, brandName: 'Haocha' })).statusCode).toBe(200);
    expect((await admin(API_PATHS.adminMerchants, { userId: other.userId, brandName: 'Lanterns' })).statusCode).toBe(200);

    const byBrand = await get(`${API_PATHS.adminMerchants}?q=haoch`);
    expect(byBrand.content.map((m: { userId: string }) => m.userId)).toContain(shop.userId);
    expect(byBrand.content.map((m: { userId: string }) => m.userId)).not.toContain(other.userId);
    const byPhone = await get(
      `${API_PATHS.adminMerchants}?q=${encodeURIComponent(`1363000${String(phoneSeq - 1).padStart(4, '0')}`)}`,
    );
    expect(byPhone.content).toMatchObject([{ userId: other.userId, brandName: 'Lanterns' }]);

    const templateId = await template({ brandName: 'Haocha' });
    const [couponId] = await issue(templateId, [holder.userId]);
    const code = (await t.post(API_PATHS.couponDetail, { customerCouponId: couponId }, { token: holder.token })).json().data.data
      .couponCode as string;

    const removed = await admin(API_PATHS.adminMerchantRemove, { userId: shop.userId });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await auditRowsOf(t, 'merchant.remove')).at(-1)).toMatchObject({
      target: `user:${shop.userId}`,
      before: { brand: 'Haocha' },
    });
    const refused = await t.post(API_PATHS.merchantRedeem, { couponCode: code }, { token: shop.token });
    expect(refused.statusCode).toBe(403);
    expect((await get(`${API_PATHS.adminMerchants}?q=haoch`)).content.map((m: { userId: string }) => m.userId)).not.toContain(
      shop.userId,
    );
    expect((await admin(API_PATHS.adminMerchantRemove, { userId: shop.userId })).statusCode).toBe(404);
  });
});
