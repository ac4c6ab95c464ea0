/**
 * How a coupon's value and moments read, wherever a coupon is shown: the holder's card and the
 * merchant's counter screen.
 */
import type { Coupon } from '@culture/protocol';

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

/**
 * lang="zh-CN" for a text the operator did not give in the reader's language (the server says
 * which in `untranslated`): it reads in simplified Chinese and is marked so (fonts, screen readers).
 */
export function fallbackLang(
  coupon: Pick<Coupon, 'untranslated'>,
  field: NonNullable<Coupon['untranslated']>[number],
): 'zh-CN' | undefined {
  return coupon.untranslated?.includes(field) ? 'zh-CN' : undefined;
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
