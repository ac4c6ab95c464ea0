/**
 * Prices in the console's forms: operators type yuan ("8.8", "12.50"), the wire carries integer fen
 * (docs/payments.md). Read as text, digit by digit, so no float ever touches money.
 */
import { MAX_AMOUNT_FEN } from '@culture/protocol';

/** "8.8" → 880, "12" → 1200, "0.05" → 5; null for anything else (a third decimal, a sign, zero, too much). */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen >= 1 && fen <= MAX_AMOUNT_FEN ? fen : null;
}

/** 880 → "8.80": what the price field shows for an amount in fen. */
export function fenToYuan(fen: number): string {
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
