/**
 * Money on screen (issue "Screens": `¥9.90`). Amounts are integers in fen end to end
 * (docs/payments.md); this is the one place that turns fen into yuan text, with integer
 * arithmetic so no float rounding ever shows (`990` → `¥9.90`, never `¥9.899999`).
 */
const GROUPS = /\B(?=(\d{3})+(?!\d))/g;

/** `990` → `¥9.90`, `100` → `¥1.00`, `1234500` → `¥12,345.00`; a negative amount keeps its sign. */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`Not an amount in fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.floor(abs / 100)
    .toString()
    .replace(GROUPS, ',');
  const cents = (abs % 100).toString().padStart(2, '0');
  return `${sign}¥${yuan}.${cents}`;
}
