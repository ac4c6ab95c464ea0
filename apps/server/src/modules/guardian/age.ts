/**
 * Ages from a birth year and month, in China time (UTC+8, no daylight saving): the children's
 * rules count a child as under 14 (constants MINOR_AGE_LIMIT). Only the month is asked, so within
 * the birth month the birthday counts as not yet reached: a child is never taken for 14 too early.
 */
import { MINOR_AGE_LIMIT, type BirthMonth } from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** This year and month in China. */
export function chinaMonth(nowMs: number): BirthMonth {
  const d = new Date(nowMs + CHINA_OFFSET_MS);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1 };
}

/** yyyy-mm, the column's spelling. */
export const formatMonth = ({ year, month }: BirthMonth) => `${year}-${String(month).padStart(2, '0')}`;

export function parseMonth(value: string): BirthMonth | null {
  const m = /^(\d{4})-(\d{2})$/.exec(value);
  return m ? { year: Number(m[1]), month: Number(m[2]) } : null;
}

/** Full years of age this month (birthday of the current month not yet counted). */
export function ageInYears(birth: BirthMonth, nowMs: number): number {
  const now = chinaMonth(nowMs);
  return now.year - birth.year - (now.month <= birth.month ? 1 : 0);
}

export function isChild(birthMonth: string | null, nowMs: number): boolean {
  const birth = birthMonth ? parseMonth(birthMonth) : null;
  return birth !== null && ageInYears(birth, nowMs) < MINOR_AGE_LIMIT;
}

/** The answer as stored, or 40080 for a month before 1900 or after this one (China time). */
export function validBirthMonth(birth: BirthMonth, nowMs: number): string {
  const now = chinaMonth(nowMs);
  const future = birth.year > now.year || (birth.year === now.year && birth.month > now.month);
  if (birth.year < 1900 || future) throw new ApiError('birthMonthInvalid');
  return formatMonth(birth);
}
