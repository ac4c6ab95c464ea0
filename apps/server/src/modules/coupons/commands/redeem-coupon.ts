/**
 * A merchant redeems a coupon of their brand at the counter: one conditional UPDATE, so exactly
 * one of any number of simultaneous scans succeeds.
 */
import { and, eq } from 'drizzle-orm';
import type { Locale } from '@culture/protocol';
import { customerCoupons } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { couponRedemptions } from '../../../lib/metrics/business.js';
import { countOutcome } from '../../../lib/metrics/outcomes.js';
import type { CouponContext } from '../coupon-context.js';
import { isPastValidity } from '../coupon-dates.js';
import { merchantCouponToWire, type MerchantCoupon } from '../merchant-coupon-presenter.js';
import { findCouponByCode } from '../queries/find-coupon-by-code.js';
import { expireCoupons } from './expire-coupons.js';
import { finalStateError, recordEvents } from './coupon-rows.js';

/** Each outcome counted (culture_coupon_redemptions_total). */
export function redeemCoupon(
  context: CouponContext,
  merchantUserId: bigint,
  brandName: string,
  code: string,
  locale: Locale,
): Promise<MerchantCoupon> {
  return countOutcome(couponRedemptions, redeem(context, merchantUserId, brandName, code, locale));
}

async function redeem(
  context: CouponContext,
  merchantUserId: bigint,
  brandName: string,
  code: string,
  locale: Locale,
): Promise<MerchantCoupon> {
  const { db, now } = context;
  const found = await findCouponByCode(context, code);
  if (!found) throw new ApiError('couponNotFound');
  if (found.template.brandName !== brandName) throw new ApiError('couponWrongBrand');
  if (found.coupon.status === 'unused' && isPastValidity(found.template.validUntil, now())) {
    await expireCoupons(context, found.coupon.userId);
    throw new ApiError('couponExpired');
  }
  const [used] = await db
    .update(customerCoupons)
    .set({ status: 'used', statusChangedAt: new Date(now()) })
    .where(and(eq(customerCoupons.id, found.coupon.id), eq(customerCoupons.status, 'unused')))
    .returning();
  if (!used) {
    const [latest] = await db.select().from(customerCoupons).where(eq(customerCoupons.id, found.coupon.id));
    throw finalStateError(latest!);
  }
  await recordEvents(context, db, [{ couponId: used.id, from: 'unused', to: 'used', actor: `merchant:${merchantUserId}` }]);
  return merchantCouponToWire(used, found.template, now(), locale);
}
