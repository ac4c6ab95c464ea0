/**
 * Coupon validity runs through the end of its valid date in China Standard Time (UTC+8), where
 * the shops are. Dates travel as yyyy.mm.dd (spec §3) and are stored as SQL dates.
 */
const CST_OFFSET_MS = 8 * 3_600_000;

export function dottedToIso(dotted: string): string {
  return dotted.replace(/\./g, '-');
}

export function isoToDotted(iso: string): string {
  return iso.slice(0, 10).replace(/-/g, '.');
}

/** Today's date in China Standard Time as yyyy-mm-dd. */
export function todayInChina(nowMs: number): string {
  return new Date(nowMs + CST_OFFSET_MS).toISOString().slice(0, 10);
}

/** True once the valid date (inclusive, CST) has passed. */
export function isPastValidity(validUntilIso: string, nowMs: number): boolean {
  return validUntilIso < todayInChina(nowMs);
}

/** A real calendar date (rejects 2026.02.30). */
export function isRealDate(dotted: string): boolean {
  const iso = dottedToIso(dotted);
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso;
}
