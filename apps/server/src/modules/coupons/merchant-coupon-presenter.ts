/** What a counter sees of a coupon (lookup and redemption): the wire coupon without its rule, and when it was redeemed. */
import type { Coupon, Locale } from '@culture/protocol';
import type { couponTemplates, customerCoupons } from '../../db/schema.js';
import { couponToWire } from './coupon-localise.js';

export type MerchantCoupon = Omit<Coupon, 'useRule'> & { redeemedAt: string | null };

export function merchantCouponToWire(
  coupon: typeof customerCoupons.$inferSelect,
  template: typeof couponTemplates.$inferSelect,
  nowMs: number,
  locale: Locale,
): MerchantCoupon {
  const { useRule: _useRule, ...rest } = couponToWire(coupon, template, nowMs, locale);
  return { ...rest, redeemedAt: coupon.status === 'used' ? coupon.statusChangedAt.toISOString() : null };
}
