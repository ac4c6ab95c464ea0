import { describe, expect, it } from 'vitest';
import { formatFen } from './money';

describe('formatFen', () => {
  it.each([
    [990, '¥9.90'],
    [100, '¥1.00'],
    [1, '¥0.01'],
    [0, '¥0.00'],
    [10, '¥0.10'],
    [123456789, '¥1,234,567.89'],
    [10_000_000, '¥100,000.00'],
    [-990, '-¥9.90'],
  ])('shows %i fen as %s', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  it('refuses what is not a whole number of fen', () => {
    expect(() => formatFen(9.9)).toThrow(RangeError);
    expect(() => formatFen(Number.NaN)).toThrow(RangeError);
  });
});
