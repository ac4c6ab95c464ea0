/**
 * The dashboard's days are Beijing dates (docs/operator-console.md, "Console"). China keeps no
 * daylight saving time, so a Beijing date is the UTC instant shifted by exactly 8 hours, in SQL and
 * here alike (and PGlite needs no time-zone database for it).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { BEIJING_OFFSET_MS as OFFSET_MS } from '../../lib/beijing-time.js';
const DAY_MS = 86_400_000;

/** The Beijing dates of the `days` days ending today, oldest first, and the instant the first one starts. */
export function beijingPeriod(nowMs: number, days: number): { dates: string[]; from: Date } {
  const todayStartUtc = Math.floor((nowMs + OFFSET_MS) / DAY_MS) * DAY_MS;
  const dates = Array.from({ length: days }, (_, i) =>
    new Date(todayStartUtc - (days - 1 - i) * DAY_MS).toISOString().slice(0, 10),
  );
  return { dates, from: new Date(todayStartUtc - (days - 1) * DAY_MS - OFFSET_MS) };
}

/** A timestamptz column's Beijing date as `YYYY-MM-DD`. */
export function beijingDate(column: AnyColumn): SQL<string> {
  return sql<string>`to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;
}
