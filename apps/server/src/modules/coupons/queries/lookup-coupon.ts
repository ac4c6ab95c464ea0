/** What the counter sees before redeeming. Another brand's coupon reveals nothing. */
import type { Locale } from '@culture/protocol';
import { ApiError } from '../../../lib/api-error.js';
import { expireCoupons } from '../commands/expire-coupons.js';
import type { CouponContext } from '../coupon-context.js';
import { isPastValidity } from '../coupon-dates.js';
import { merchantCouponToWire, type MerchantCoupon } from '../merchant-coupon-presenter.js';
import { findCouponByCode } from './find-coupon-by-code.js';

export async function lookupCoupon(
  context: CouponContext,
  brandName: string,
  code: string,
  locale: Locale,
): Promise<MerchantCoupon> {
  let found = await findCouponByCode(context, code);
  if (!found) throw new ApiError('couponNotFound');
  if (found.template.brandName !== brandName) throw new ApiError('couponWrongBrand');
  if (found.coupon.status === 'unused' && isPastValidity(found.template.validUntil, context.now())) {
    await expireCoupons(context, found.coupon.userId);
    found = (await findCouponByCode(context, code))!;
  }
  return merchantCouponToWire(found.coupon, found.template, context.now(), locale);
}
