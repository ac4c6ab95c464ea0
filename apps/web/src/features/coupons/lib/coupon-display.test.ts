import { describe, expect, it } from 'vitest';
import { couponValue } from '../../../lib/coupon-value';
import { daysUntilExpiry } from './coupon-display';

describe('coupon value', () => {
  it('reads a DISCORD value as tenths of the price', () =>
    expect(couponValue({ type: 'DISCORD', discordValue: '7' })).toEqual({ kind: 'discount', value: '7', percentOff: 30 }));
  it('reads 8.5 as 15% off', () =>
    expect(couponValue({ type: 'DISCORD', discordValue: '8.5' })).toMatchObject({ percentOff: 15 }));
  it('shows a DECUCTION amount', () =>
    expect(couponValue({ type: 'DECUCTION', discordValue: '20' })).toEqual({ kind: 'deduction', amount: '20' }));
  it('shows an EXCHANGE text as is', () =>
    expect(couponValue({ type: 'EXCHANGE', discordValue: '刺绣卡包一只' })).toEqual({ kind: 'exchange', text: '刺绣卡包一只' }));
});

describe('days until expiry', () => {
  const noon = (y: number, m: number, d: number) => new Date(y, m - 1, d, 12).getTime();
  it('counts whole days', () => expect(daysUntilExpiry('2026.12.01', noon(2026, 11, 21))).toBe(10));
  it('is 0 on the last valid day', () => expect(daysUntilExpiry('2026.11.21', noon(2026, 11, 21))).toBe(0));
  it('is negative after it', () => expect(daysUntilExpiry('2026.11.20', noon(2026, 11, 21))).toBe(-1));
  it('crosses a month and a year', () => expect(daysUntilExpiry('2027.01.01', noon(2026, 12, 31))).toBe(1));
});
