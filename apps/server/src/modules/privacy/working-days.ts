/**
 * China's working days (docs/decisions.md, "Working days: the State Council's schedule in code"):
 * Monday to Friday, without the public holidays of the State Council's yearly schedule, plus its
 * make-up working days (调休上班) that fall on a weekend. The rights requests' 15 working days
 * (PIPL Art. 50 with the national standard's 15 working days) are counted here, in Beijing dates.
 *
 * The schedule of a year is published in November of the year before. 2026: 国办发明电〔2025〕7号.
 * 2027: not published when this was written, so only its statutory days (全国年节及纪念日放假办法,
 * as amended in 2024) are listed, without bridges or make-up days; replace them with the published
 * schedule. A year missing here counts weekends only, which makes a deadline earlier, never later.
 */

/** Days off that are not weekend days, and weekend days that are working days, by year. */
const SCHEDULE: Record<number, { off: string[]; work: string[] }> = {
  2026: {
    off: [
      // 元旦 1月1日至3日
      '2026-01-01',
      '2026-01-02',
      // 春节 2月15日至23日
      '2026-02-16',
      '2026-02-17',
      '2026-02-18',
      '2026-02-19',
      '2026-02-20',
      '2026-02-23',
      // 清明节 4月4日至6日
      '2026-04-06',
      // 劳动节 5月1日至5日
      '2026-05-01',
      '2026-05-04',
      '2026-05-05',
      // 端午节 6月19日至21日
      '2026-06-19',
      // 中秋节 9月25日至27日
      '2026-09-25',
      // 国庆节 10月1日至7日
      '2026-10-01',
      '2026-10-02',
      '2026-10-05',
      '2026-10-06',
      '2026-10-07',
    ],
    // 1月4日（周日）、2月14日（周六）、2月28日（周六）、5月9日（周六）、9月20日（周日）、10月10日（周六）上班
    work: ['2026-01-04', '2026-02-14', '2026-02-28', '2026-05-09', '2026-09-20', '2026-10-10'],
  },
  2027: {
    // Statutory days only (New Year's Day; Spring Festival eve to the third day; Qingming; 1–2 May;
    // Dragon Boat; Mid-Autumn; 1–3 October) where they fall on a weekday.
    off: ['2027-01-01', '2027-02-05', '2027-02-08', '2027-04-05', '2027-06-09', '2027-09-15', '2027-10-01'],
    work: [],
  },
};

const OFF = new Set(Object.values(SCHEDULE).flatMap((y) => y.off));
const WORK = new Set(Object.values(SCHEDULE).flatMap((y) => y.work));
const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/** The Beijing calendar date (yyyy-mm-dd) of an instant. */
export function beijingDate(at: Date): string {
  return new Date(at.getTime() + BEIJING_OFFSET_MS).toISOString().slice(0, 10);
}

export function isWorkingDay(day: string): boolean {
  if (WORK.has(day)) return true;
  if (OFF.has(day)) return false;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/**
 * The date of the `count`th working day after the day of `from` (Beijing): the day of the request
 * itself is not counted, as a deadline "within 15 working days" of a law is counted.
 */
export function addWorkingDays(from: Date, count: number): string {
  let day = Date.parse(`${beijingDate(from)}T00:00:00Z`);
  let left = count;
  while (left > 0) {
    day += DAY_MS;
    if (isWorkingDay(new Date(day).toISOString().slice(0, 10))) left -= 1;
  }
  return new Date(day).toISOString().slice(0, 10);
}
