/** How a coupon reads on its card (spec §2 "Coupon list and card", §5 days until expiry). */
import { MS_PER_DAY, type Coupon } from '@culture/protocol';

export type ValueParts = { kind: 'discount'; value: string; percentOff: number } | { kind: 'deduction'; amount: string } | { kind: 'exchange'; text: string };

/** DISCORD: the value and a discount unit (7 → 7折 / 30% off); DECUCTION: ¥ then the value; EXCHANGE: the text. */
export function couponValue(coupon: Pick<Coupon, 'type' | 'discordValue'>): ValueParts {
  switch (coupon.type) {
    case 'DISCORD': {
      const tenths = Number(coupon.discordValue);
      return { kind: 'discount', value: coupon.discordValue, percentOff: Number.isFinite(tenths) ? Math.round(100 - tenths * 10) : 0 };
    }
    case 'DECUCTION':
      return { kind: 'deduction', amount: coupon.discordValue };
    default:
      return { kind: 'exchange', text: coupon.discordValue };
  }
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
