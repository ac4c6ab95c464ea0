/**
 * Demo event sessions: the garden tour on /YouTing and the embroidery workshop on
 * /joyful. An event with no session still to come gets its next four, starting from the next
 * Saturday (Asia/Shanghai), so a demo install always has places to reserve; sessions it already
 * has are never touched.
 */
import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../client.js';
import { eventSessions, type LocalizedText } from '../schema.js';

interface DemoEvent {
  slug: string;
  title: LocalizedText;
  place: LocalizedText;
  /** Start, as hours after midnight Shanghai time, and length in hours. */
  startHour: number;
  hours: number;
  capacity: number;
}

export const demoSignupEvents: DemoEvent[] = [
  {
    slug: 'garden-tour',
    title: { 'zh-CN': '园林导览', 'zh-TW': '園林導覽', 'en-US': 'Garden tour' },
    place: { 'zh-CN': '悠庭园 · 东门集合', 'zh-TW': '悠庭園 · 東門集合', 'en-US': 'Youting Garden · meet at the east gate' },
    startHour: 14,
    hours: 2,
    capacity: 20,
  },
  {
    slug: 'embroidery-workshop',
    title: { 'zh-CN': '刺绣手作课', 'zh-TW': '刺繡手作課', 'en-US': 'Embroidery workshop' },
    place: { 'zh-CN': '欢喜市集 · 手作棚', 'zh-TW': '歡喜市集 · 手作棚', 'en-US': 'Joyful Market · craft tent' },
    startHour: 10,
    hours: 1.5,
    capacity: 12,
  },
];

const SHANGHAI_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 24 * 3600_000;

/** The next `count` Saturdays after `nowMs` at `hour` Shanghai time. */
export function nextSaturdays(nowMs: number, hour: number, count: number): Date[] {
  const local = new Date(nowMs + SHANGHAI_OFFSET_MS);
  const midnight = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const daysAhead = (6 - local.getUTCDay() + 7) % 7 || 7;
  return Array.from(
    { length: count },
    (_, i) => new Date(midnight + (daysAhead + 7 * i) * DAY_MS + hour * 3600_000 - SHANGHAI_OFFSET_MS),
  );
}

/** The number of sessions inserted. */
export async function seedEventSessions(db: Database, nowMs: number): Promise<number> {
  let inserted = 0;
  for (const event of demoSignupEvents) {
    const [upcoming] = await db
      .select({ id: eventSessions.id })
      .from(eventSessions)
      .where(and(eq(eventSessions.eventSlug, event.slug), gt(eventSessions.startsAt, new Date(nowMs))))
      .limit(1);
    if (upcoming) continue;
    const rows = nextSaturdays(nowMs, event.startHour, 4).map((startsAt) => ({
      eventSlug: event.slug,
      title: event.title,
      place: event.place,
      startsAt,
      endsAt: new Date(startsAt.getTime() + event.hours * 3600_000),
      // Cancelling is possible until the evening before.
      cancelUntil: new Date(startsAt.getTime() - event.startHour * 3600_000 - 6 * 3600_000),
      capacity: event.capacity,
    }));
    inserted += (await db.insert(eventSessions).values(rows).returning({ id: eventSessions.id })).length;
  }
  return inserted;
}
