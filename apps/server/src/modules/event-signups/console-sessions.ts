/**
 * The console's sessions (docs/operator-console.md, "Badges and events"): a page of sessions,
 * newest first, with capacity, reserved and checked in (optionally those whose title in any language
 * contains `q`, or the session `q` names by id); and one session's attendance (each live
 * ticket's code, reservation and check-in time; never the holder), which the console saves as CSV.
 */
import { EVENT_SESSIONS_ADMIN_PAGE_SIZE, type EventAttendance, type EventSessionAdmin, type Locale } from '@culture/protocol';
import { and, asc, count, desc, eq, inArray, isNotNull, lt, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { eventSessions, eventTickets } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { anyLanguageContains, searchedId } from '../../lib/contains-pattern.js';

const localised = (text: Record<string, string>, locale: Locale) => text[locale] || text['zh-CN'] || '';

function matches(q: string) {
  const id = searchedId(q);
  return or(anyLanguageContains(eventSessions.title, q), id === null ? undefined : eq(eventSessions.id, id));
}

export async function listSessions(db: Database, cursor: string | undefined, locale: Locale, q?: string) {
  const matching = q ? matches(q) : undefined;
  const rows = await db
    .select()
    .from(eventSessions)
    .where(and(matching, cursor ? lt(eventSessions.id, Number(cursor)) : undefined))
    .orderBy(desc(eventSessions.id))
    .limit(EVENT_SESSIONS_ADMIN_PAGE_SIZE + 1);
  const page = rows.slice(0, EVENT_SESSIONS_ADMIN_PAGE_SIZE);
  const [total] = await db.select({ n: count() }).from(eventSessions).where(matching);
  const checked =
    page.length === 0
      ? []
      : await db
          .select({ sessionId: eventTickets.sessionId, n: count() })
          .from(eventTickets)
          .where(
            and(
              inArray(
                eventTickets.sessionId,
                page.map((s) => s.id),
              ),
              eq(eventTickets.status, 'reserved'),
              isNotNull(eventTickets.checkedInAt),
            ),
          )
          .groupBy(eventTickets.sessionId);
  const content: EventSessionAdmin[] = page.map((s) => ({
    sessionId: s.id,
    event: s.eventSlug,
    title: localised(s.title, locale),
    place: localised(s.place, locale),
    texts: { title: s.title, place: s.place },
    startsAt: s.startsAt.toISOString(),
    endsAt: s.endsAt.toISOString(),
    capacity: s.capacity,
    reserved: s.reserved,
    checkedIn: Number(checked.find((c) => c.sessionId === s.id)?.n ?? 0),
  }));
  const last = page.at(-1);
  return {
    total: Number(total?.n ?? 0),
    next: rows.length > EVENT_SESSIONS_ADMIN_PAGE_SIZE && last ? String(last.id) : null,
    content,
  };
}

/** At most a session's capacity (≤ 100,000) of rows, in reservation order. */
export async function attendance(db: Database, sessionId: number): Promise<EventAttendance> {
  const [session] = await db.select({ id: eventSessions.id }).from(eventSessions).where(eq(eventSessions.id, sessionId));
  if (!session) throw new ApiError('sessionNotFound');
  const rows = await db
    .select({ ticketCode: eventTickets.ticketCode, reservedAt: eventTickets.reservedAt, checkedInAt: eventTickets.checkedInAt })
    .from(eventTickets)
    .where(and(eq(eventTickets.sessionId, sessionId), eq(eventTickets.status, 'reserved')))
    .orderBy(asc(eventTickets.reservedAt), asc(eventTickets.id));
  return {
    sessionId,
    rows: rows.map((r) => ({
      ticketCode: r.ticketCode,
      reservedAt: r.reservedAt.toISOString(),
      checkedInAt: r.checkedInAt?.toISOString() ?? null,
    })),
  };
}
