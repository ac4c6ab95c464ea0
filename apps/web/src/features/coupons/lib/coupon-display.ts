/** How a coupon reads on its card (spec §2 "Coupon list and card", §5 days until expiry). */
import { MS_PER_DAY, type Coupon } from '@culture/protocol';

export type ValueParts =
  | { kind: 'discount'; value: string; percentOff: number }
  | { kind: 'deduction'; amount: string }
  | { kind: 'exchange'; text: string };

/** DISCORD: the value and a discount unit (7 → 7折 / 30% off); DECUCTION: ¥ then the value; EXCHANGE: the text. */
export function couponValue(coupon: Pick<Coupon, 'type' | 'discordValue'>): ValueParts {
  switch (coupon.type) {
    case 'DISCORD': {
      const tenths = Number(coupon.discordValue);
      return {
        kind: 'discount',
        value: coupon.discordValue,
        percentOff: Number.isFinite(tenths) ? Math.round(100 - tenths * 10) : 0,
      };
    }
    case 'DECUCTION':
      return { kind: 'deduction', amount: coupon.discordValue };
    default:
      return { kind: 'exchange', text: coupon.discordValue };
  }
}

/** What a coupon is now, for the holder: usable, or the final state it shows instead of an action. */
export type CouponState = 'usable' | 'used' | 'voided' | 'expired';

export function couponState(coupon: Pick<Coupon, 'status' | 'expired' | 'validDate'>, nowMs: number = Date.now()): CouponState {
  if (coupon.status === 'used') return 'used';
  if (coupon.status === 'voided') return coupon.expired ? 'expired' : 'voided';
  // The server reads an unused coupon past its date as expired; the page may have stayed open past midnight.
  return daysUntilExpiry(coupon.validDate, nowMs) < 0 ? 'expired' : 'usable';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A moment (ISO string) as the spec's dotted date in the phone's time zone: yyyy.mm.dd. */
export function dottedDay(iso: string): string {
  const at = new Date(iso);
  return `${at.getFullYear()}.${pad(at.getMonth() + 1)}.${pad(at.getDate())}`;
}

/** A moment as yyyy.mm.dd hh:mm in the phone's time zone (the counter wants the minute). */
export function dottedMoment(iso: string): string {
  const at = new Date(iso);
  return `${dottedDay(iso)} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
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
