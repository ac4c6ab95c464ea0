/** The badge event lists and one event, each with its state for the viewer (badge-wire.ts). */
import { and, desc, eq } from 'drizzle-orm';
import type { BadgeEvent, BadgeEventList, Locale } from '@culture/protocol';
import { badgeClaims, badgeEvents } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { eventToWire, type EventRow } from '../badge-wire.js';
import { viewerClaims } from '../viewer-claims.js';
import type { BadgeContext } from './context.js';

export async function listEvents(
  { db, now }: BadgeContext,
  viewerId: bigint | null,
  page: string | undefined,
  locale: Locale,
): Promise<BadgeEventList> {
  const events = await db
    .select()
    .from(badgeEvents)
    .where(page ? eq(badgeEvents.pageSlug, page) : undefined)
    .orderBy(badgeEvents.sortOrder, desc(badgeEvents.opensAt), badgeEvents.id);
  const mine = await viewerClaims(
    db,
    viewerId,
    events.map((e) => e.id),
  );
  const nowMs = now();
  const wire = events.map((e) => eventToWire(e, mine.get(e.id) ?? null, nowMs, locale));
  const isPast = (e: EventRow) => e.closesAt !== null && e.closesAt.getTime() <= nowMs;
  return {
    current: wire.filter((_, i) => !isPast(events[i]!)),
    past: wire.filter((_, i) => isPast(events[i]!)),
  };
}

export async function readEvent(
  { db, now }: BadgeContext,
  viewerId: bigint | null,
  slug: string,
  locale: Locale,
): Promise<BadgeEvent> {
  const [event] = await db.select().from(badgeEvents).where(eq(badgeEvents.slug, slug));
  if (!event) throw new ApiError('badgeNotFound');
  const [mine] =
    viewerId === null
      ? []
      : await db
          .select()
          .from(badgeClaims)
          .where(and(eq(badgeClaims.eventId, event.id), eq(badgeClaims.userId, viewerId)));
  return eventToWire(event, mine ?? null, now(), locale);
}
