import { describe, expect, it } from 'vitest';
import { fenToYuan, yuanToFen } from './yuan';

describe('yuan in the form, fen on the wire', () => {
  it('reads yuan digit by digit', () => {
    expect(yuanToFen('8.8')).toBe(880);
    expect(yuanToFen(' 12 ')).toBe(1200);
    expect(yuanToFen('0.05')).toBe(5);
    // 0.1 + 0.2 style floats never appear: 19.99 is 1999 exactly, 4.35 is 435 (not 434.99…).
    expect(yuanToFen('19.99')).toBe(1999);
    expect(yuanToFen('4.35')).toBe(435);
    expect(yuanToFen('100000.00')).toBe(10_000_000);
  });

  it('reads an amount as a receipt prints it', () => {
    expect(yuanToFen('¥5')).toBe(500);
    expect(yuanToFen('1,000')).toBe(100_000);
    expect(yuanToFen('¥1,234.56')).toBe(123_456);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['', '0', '0.00', '-1', '1.234', '1e3', '.5', 'abc', '100000.01', '1,00', '12,3456', '¥', '$5', '5¥'])
      expect(yuanToFen(text), text).toBeNull();
  });

  it('writes fen back as yuan with two decimals', () => {
    expect(fenToYuan(880)).toBe('8.80');
    expect(fenToYuan(5)).toBe('0.05');
    expect(fenToYuan(1200)).toBe('12.00');
    expect(fenToYuan(123_456)).toBe('1234.56');
    expect(yuanToFen(fenToYuan(1999))).toBe(1999);
  });
});
