/** A coupon and its template by the code a counter scans or types (any spelling coupon-code.ts accepts). */
import { eq } from 'drizzle-orm';
import { couponTemplates, customerCoupons } from '../../../db/schema.js';
import type { CouponContext } from '../coupon-context.js';
import { normaliseCouponCode } from '../coupon-code.js';

export async function findCouponByCode({ db }: Pick<CouponContext, 'db'>, code: string) {
  const [row] = await db
    .select({ coupon: customerCoupons, template: couponTemplates })
    .from(customerCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))
    .where(eq(customerCoupons.couponCode, normaliseCouponCode(code)))
    .limit(1);
  return row ?? null;
}
