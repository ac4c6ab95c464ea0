/**
 * Beijing dates: the day a Chinese operator means (docs/operator-console.md, "Console"). China keeps
 * no daylight saving time, so Beijing time is UTC shifted by exactly 8 hours.
 */
export const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing date (`YYYY-MM-DD`) of an instant in milliseconds. */
export function beijingDay(ms: number): string {
  return new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}
