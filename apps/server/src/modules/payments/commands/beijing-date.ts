/**
 * WeChat Pay's days are Beijing time (UTC+8, no daylight saving): a trade bill covers 00:00–24:00
 * there (docs/payments.md, "Reconciliation").
 */
const BEIJING_OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the Beijing day containing `ms`. */
export const beijingDate = (ms: number): string => new Date(ms + BEIJING_OFFSET_MS).toISOString().slice(0, 10);

/** The instants [start, end) of Beijing day `date` (`YYYY-MM-DD`). */
export function beijingDay(date: string): { start: Date; end: Date } {
  const start = Date.parse(`${date}T00:00:00Z`) - BEIJING_OFFSET_MS;
  return { start: new Date(start), end: new Date(start + DAY_MS) };
}

/** Beijing wall-clock hour of `ms` (0–23). */
export const beijingHour = (ms: number): number => new Date(ms + BEIJING_OFFSET_MS).getUTCHours();

/** Parses WeChat's `2014-11-10 16:33:45` (Beijing time). */
export const parseBeijingTime = (text: string): Date => new Date(Date.parse(`${text.replace(' ', 'T')}+08:00`));
