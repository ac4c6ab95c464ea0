/** A wallet page's coupons (couponsToWire) answer exactly what couponToWire answers coupon by coupon. */
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@culture/protocol';
import { couponsToWire, couponToWire, type WireCouponRow, type WireTemplateRow } from './coupon-localise.js';

const NOW = Date.parse('2026-11-20T12:00:00Z');
const translated: WireTemplateRow = {
  brandName: '好茶',
  couponName: '茶券',
  type: 'DECUCTION',
  discordValue: '20',
  useCondition: '满39可用',
  validUntil: '2030-12-31',
  useRule: '<p>出示券码。</p>',
  translations: { 'en-US': { brandName: 'Haocha', couponName: 'Tea coupon', useCondition: 'Orders over 39' } },
};
const expiredChineseOnly: WireTemplateRow = {
  ...translated,
  validUntil: '2026-11-01',
  translations: {},
};
const coupon = (id: string, status: WireCouponRow['status']): WireCouponRow => ({
  id,
  couponCode: `CODE${id}`,
  status,
  voidReason: status === 'voided' ? 'operator' : null,
  issuedAt: new Date('2026-10-01T08:00:00.123Z'),
  statusChangedAt: new Date('2026-10-02T09:30:00.456Z'),
});
const page: Array<[WireCouponRow, WireTemplateRow, number]> = [
  [coupon('1', 'unused'), translated, 1],
  [coupon('2', 'unused'), expiredChineseOnly, 2],
  [coupon('3', 'used'), translated, 1],
  [coupon('4', 'voided'), expiredChineseOnly, 2],
  [coupon('5', 'unused'), translated, 1],
];

describe('couponsToWire', () => {
  it.each(LOCALES)('answers %s as couponToWire does, coupon by coupon', (locale) => {
    const toWire = couponsToWire(NOW, locale);
    const together = page.map(([stored, template, key]) => toWire(stored, template, key));
    expect(together).toEqual(page.map(([stored, template]) => couponToWire(stored, template, NOW, locale)));
    // An unused coupon past its date reads as expired, and coupons share no array.
    expect(together[1]).toMatchObject({ status: 'voided', expired: true });
    expect(together[0]!.untranslated).not.toBe(together[2]!.untranslated);
  });
});
