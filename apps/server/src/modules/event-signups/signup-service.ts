/**
 * Event sign-ups: reserving a place never overbooks (one conditional UPDATE of the session row,
 * reserved < capacity and not yet started, in the same transaction as the ticket; a partial unique
 * index keeps one live ticket per person and session) and cancelling gives the place back until
 * the session's cut-off.
 */
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { EventSession, EventSessionCreate, Locale, Ticket } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { eventSessions, eventTickets } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { nextId } from '../../lib/ids.js';
import { generateCouponCode } from '../coupons/coupon-code.js';
import { sessionFields, ticketToWire } from './signup-wire.js';
import { viewerTickets } from './viewer-tickets.js';
import { attendance, listSessions } from './console-sessions.js';

export function createSignupService({ db, now }: { db: Database; now: () => number }) {
  return {
    /** The console's page of sessions and one session's attendance (console-sessions.ts). */
    adminSessions: (cursor: string | undefined, locale: Locale, q?: string) => listSessions(db, cursor, locale, q),
    attendance: (sessionId: number) => attendance(db, sessionId),

    async sessions(viewerId: bigint | null, event: string, locale: Locale): Promise<EventSession[]> {
      const rows = await db
        .select()
        .from(eventSessions)
        .where(eq(eventSessions.eventSlug, event))
        .orderBy(eventSessions.startsAt, eventSessions.id);
      const mine = await viewerTickets(
        db,
        viewerId,
        rows.map((r) => r.id),
      );
      const nowMs = now();
      return rows.map((session) => {
        const ticket = mine.get(session.id) ?? null;
        const state = ticket
          ? 'reserved'
          : nowMs >= session.startsAt.getTime()
            ? 'started'
            : session.reserved >= session.capacity
              ? 'full'
              : 'open';
        return {
          ...sessionFields(session, locale),
          capacity: session.capacity,
          remaining: Math.max(0, session.capacity - session.reserved),
          state,
          mine: ticket ? ticketToWire(ticket, session, locale) : null,
        };
      });
    },

    async reserve(userId: bigint, sessionId: number, locale: Locale): Promise<Ticket> {
      const at = new Date(now());
      // A holder hears "you have a place" rather than "full"; the partial unique index decides races.
      const [held] = await db
        .select({ id: eventTickets.id })
        .from(eventTickets)
        .where(and(eq(eventTickets.sessionId, sessionId), eq(eventTickets.userId, userId), eq(eventTickets.status, 'reserved')));
      if (held) throw new ApiError('sessionAlreadyReserved');
      return db.transaction(async (tx) => {
        const [session] = await tx
          .update(eventSessions)
          .set({ reserved: sql`${eventSessions.reserved} + 1` })
          .where(
            and(
              eq(eventSessions.id, sessionId),
              gt(eventSessions.startsAt, at),
              lt(eventSessions.reserved, eventSessions.capacity),
            ),
          )
          .returning();
        if (!session) {
          const [existing] = await tx.select().from(eventSessions).where(eq(eventSessions.id, sessionId));
          if (!existing) throw new ApiError('sessionNotFound');
          throw new ApiError(at.getTime() >= existing.startsAt.getTime() ? 'sessionStarted' : 'sessionFull');
        }
        const [ticket] = await tx
          .insert(eventTickets)
          .values({ id: nextId(now), sessionId, userId, status: 'reserved', ticketCode: generateCouponCode(), reservedAt: at })
          .onConflictDoNothing({ target: [eventTickets.sessionId, eventTickets.userId], where: sql`status = 'reserved'` })
          .returning();
        // Rolls the place back too.
        if (!ticket) throw new ApiError('sessionAlreadyReserved');
        return ticketToWire(ticket, session, locale);
      });
    },

    async cancel(userId: bigint, ticketId: string): Promise<void> {
      const at = new Date(now());
      await db.transaction(async (tx) => {
        const [found] = await tx
          .select({ ticket: eventTickets, session: eventSessions })
          .from(eventTickets)
          .innerJoin(eventSessions, eq(eventSessions.id, eventTickets.sessionId))
          .where(and(eq(eventTickets.id, BigInt(ticketId)), eq(eventTickets.userId, userId)));
        if (!found || found.ticket.status !== 'reserved') throw new ApiError('sessionNotFound');
        // The person came: the place was used, so it is not given back (docs/decisions.md, "Checked-in tickets").
        if (found.ticket.checkedInAt) throw new ApiError('ticketCheckedIn');
        if (at.getTime() >= found.session.cancelUntil.getTime()) throw new ApiError('cancelTooLate');
        // Conditional: of two cancels at once only one gives the place back, and a check-in at
        // the same moment wins over the cancel.
        const [cancelled] = await tx
          .update(eventTickets)
          .set({ status: 'cancelled', cancelledAt: at })
          .where(and(eq(eventTickets.id, found.ticket.id), eq(eventTickets.status, 'reserved'), isNull(eventTickets.checkedInAt)))
          .returning({ id: eventTickets.id });
        if (!cancelled) {
          const [latest] = await tx
            .select({ checkedInAt: eventTickets.checkedInAt })
            .from(eventTickets)
            .where(eq(eventTickets.id, found.ticket.id));
          throw new ApiError(latest?.checkedInAt ? 'ticketCheckedIn' : 'sessionNotFound');
        }
        await tx
          .update(eventSessions)
          .set({ reserved: sql`${eventSessions.reserved} - 1` })
          .where(eq(eventSessions.id, found.session.id));
      });
    },

    async tickets(userId: bigint, locale: Locale): Promise<Ticket[]> {
      const rows = await db
        .select({ ticket: eventTickets, session: eventSessions })
        .from(eventTickets)
        .innerJoin(eventSessions, eq(eventSessions.id, eventTickets.sessionId))
        .where(and(eq(eventTickets.userId, userId), eq(eventTickets.status, 'reserved')))
        .orderBy(eventSessions.startsAt)
        .limit(200);
      return rows.map((r) => ticketToWire(r.ticket, r.session, locale));
    },

    /** In the operator's transaction (the audit row's). */
    async createSession(input: EventSessionCreate, tx: Database = db): Promise<number> {
      const startsAt = new Date(input.startsAt);
      const endsAt = new Date(input.endsAt);
      const cancelUntil = input.cancelUntil ? new Date(input.cancelUntil) : startsAt;
      if (endsAt.getTime() <= startsAt.getTime())
        throw new ApiError('validation', { details: { endsAt: 'must be after startsAt' } });
      if (cancelUntil.getTime() > startsAt.getTime())
        throw new ApiError('validation', { details: { cancelUntil: 'must not be after startsAt' } });
      const [row] = await tx
        .insert(eventSessions)
        .values({
          eventSlug: input.event,
          title: input.title,
          place: input.place,
          startsAt,
          endsAt,
          cancelUntil,
          capacity: input.capacity,
        })
        .returning({ id: eventSessions.id });
      return row!.id;
    },
  };
}

export type SignupService = ReturnType<typeof createSignupService>;
