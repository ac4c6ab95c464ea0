/**
 * Money in the console's forms: operators type yuan ("8.8", "12.50", "¥1,234.50"), the wire
 * carries integer fen (docs/payments.md). Read as text, digit by digit, so no float ever touches
 * money. The one reading for every amount the console takes (prices, a partial refund).
 */
import { MAX_AMOUNT_FEN } from '@culture/protocol';

/**
 * "8.8" → 880, "12" → 1200, "0.05" → 5, "¥1,234.5" → 123450 (a leading ¥ and thousands commas as
 * a receipt prints them); null for anything else: a third decimal, a sign, zero, more than
 * MAX_AMOUNT_FEN, commas out of place.
 */
export function yuanToFen(text: string): number | null {
  const match = /^¥?(\d{1,3}(?:,\d{3})+|\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[1]!.replace(/,/g, '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen >= 1 && fen <= MAX_AMOUNT_FEN ? fen : null;
}

/** 880 → "8.80": what an amount field shows for fen. */
export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
