/** One coupon of its holder (spec §7, data.data); anyone else gets the answer for an id that does not exist. */
import { and, eq, sql } from 'drizzle-orm';
import type { Coupon, Locale } from '@culture/protocol';
import { couponTemplates, customerCoupons } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import type { CouponContext } from '../coupon-context.js';
import { couponToWire } from '../coupon-localise.js';

export function createCouponDetail({ db, now }: CouponContext) {
  // Built once: drizzle does not rebuild the SQL, and PostgreSQL plans it once per connection.
  const statement = db
    .select({ coupon: customerCoupons, template: couponTemplates })
    .from(customerCoupons)
    .innerJoin(couponTemplates, eq(couponTemplates.id, customerCoupons.templateId))
    .where(and(eq(customerCoupons.id, sql.placeholder('couponId')), eq(customerCoupons.userId, sql.placeholder('userId'))))
    .limit(1)
    .prepare('coupon_detail');
  return async function couponDetail(userId: bigint, couponId: string, locale: Locale): Promise<Coupon> {
    const [row] = await statement.execute({ couponId, userId: userId.toString() });
    if (!row) throw new ApiError('couponNotFound');
    return couponToWire(row.coupon, row.template, now(), locale);
  };
}
