/** How a coupon reads on its card (spec §2 "Coupon list and card", §5 days until expiry). */
import { MS_PER_DAY, type Coupon } from '@culture/protocol';

/** What a coupon is now, for the holder: usable, or the final state it shows instead of an action. */
export type CouponState = 'usable' | 'used' | 'voided' | 'expired';

export function couponState(coupon: Pick<Coupon, 'status' | 'expired' | 'validDate'>, nowMs: number = Date.now()): CouponState {
  if (coupon.status === 'used') return 'used';
  if (coupon.status === 'voided') return coupon.expired ? 'expired' : 'voided';
  // The server reads an unused coupon past its date as expired; the page may have stayed open past midnight.
  return daysUntilExpiry(coupon.validDate, nowMs) < 0 ? 'expired' : 'usable';
}

/**
 * Whole days from now until the valid date (yyyy.mm.dd, local midnight), 86,400,000 ms a day:
 * 0 on the last valid day, negative once it has passed.
 */
export function daysUntilExpiry(validDate: string, nowMs: number = Date.now()): number {
  const [y, m, d] = validDate.split('.').map(Number) as [number, number, number];
  const validDay = new Date(y, m - 1, d).getTime();
  const today = new Date(nowMs);
  const todayStart = new Date(today.getFullYear(), today.getMonth(), today.getDate()).getTime();
  return Math.round((validDay - todayStart) / MS_PER_DAY);
}
