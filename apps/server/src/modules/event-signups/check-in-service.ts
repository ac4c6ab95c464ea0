/**
 * Attendance: staff at the door check a ticket in (scanned or typed), once — a second scan says
 * when it was checked in; a venue check-in by the holder (the venue QR or an NFC tap claiming the
 * event's badge) marks their ticket for that event's session of the day too. Checking in also
 * claims the event's badge for the holder when the event has one; the badge can be refused (all
 * claimed, closed) without undoing the attendance, which happened either way.
 */
import { and, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import { errorMessage, type CheckInResult, type Locale, type MyBadge, type StaffTicket } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { eventSessions, eventStaff, eventTickets, users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { maskPhone } from '../auth/phone.js';
import { ticketToWire } from './signup-wire.js';

/** Claims the event's badge for a holder; null when the event has no badge. */
export type AttendanceBadge = (userId: bigint, eventSlug: string, locale: Locale) => Promise<MyBadge | null>;

/** Codes are shown in groups and typed any way: compare without dashes, spaces or case. */
export const normaliseTicketCode = (code: string) => code.replace(/[\s-]/g, '').toUpperCase();

export function createCheckInService({ db, now, claimBadge }: { db: Database; now: () => number; claimBadge: AttendanceBadge }) {
  async function findTicket(code: string) {
    const [found] = await db
      .select({ ticket: eventTickets, session: eventSessions, phone: users.phoneE164 })
      .from(eventTickets)
      .innerJoin(eventSessions, eq(eventSessions.id, eventTickets.sessionId))
      .innerJoin(users, eq(users.id, eventTickets.userId))
      .where(eq(eventTickets.ticketCode, normaliseTicketCode(code)));
    if (!found) throw new ApiError('sessionNotFound');
    return found;
  }

  async function requireStaff(staffId: bigint, eventSlug: string) {
    const [row] = await db
      .select({ userId: eventStaff.userId })
      .from(eventStaff)
      .where(and(eq(eventStaff.eventSlug, eventSlug), eq(eventStaff.userId, staffId)));
    if (!row) throw new ApiError('notEventStaff');
  }

  return {
    async staffEvents(userId: bigint): Promise<string[]> {
      const rows = await db.select({ event: eventStaff.eventSlug }).from(eventStaff).where(eq(eventStaff.userId, userId));
      return rows.map((r) => r.event).sort();
    },

    /** In the operator's transaction (the audit row's); answers whether the account was not staff yet. */
    async grantStaff(eventSlug: string, userId: bigint, tx: Database = db): Promise<boolean> {
      return (await tx.insert(eventStaff).values({ eventSlug, userId }).onConflictDoNothing().returning()).length > 0;
    },

    /** In the operator's transaction; answers whether the account was staff. Staff calls read the table each time, so the next one is refused. */
    async removeStaff(eventSlug: string, userId: bigint, tx: Database = db): Promise<boolean> {
      const removed = await tx
        .delete(eventStaff)
        .where(and(eq(eventStaff.eventSlug, eventSlug), eq(eventStaff.userId, userId)))
        .returning();
      return removed.length > 0;
    },

    async lookup(staffId: bigint, code: string, locale: Locale): Promise<StaffTicket> {
      const found = await findTicket(code);
      await requireStaff(staffId, found.session.eventSlug);
      return { ticket: ticketToWire(found.ticket, found.session, locale), holder: found.phone ? maskPhone(found.phone) : '' };
    },

    async checkIn(staffId: bigint, code: string, locale: Locale): Promise<CheckInResult> {
      const found = await findTicket(code);
      await requireStaff(staffId, found.session.eventSlug);
      if (found.ticket.status !== 'reserved') throw new ApiError('ticketCancelled');
      // Conditional: of two scans at once exactly one checks in; the other reads the time.
      const [marked] = await db
        .update(eventTickets)
        .set({ checkedInAt: new Date(now()) })
        .where(and(eq(eventTickets.id, found.ticket.id), eq(eventTickets.status, 'reserved'), isNull(eventTickets.checkedInAt)))
        .returning();
      const ticket = marked ?? (await db.select().from(eventTickets).where(eq(eventTickets.id, found.ticket.id)))[0]!;
      let badge: CheckInResult['badge'] = null;
      let badgeNote: string | null = null;
      if (marked) {
        try {
          const claimed = await claimBadge(found.ticket.userId, found.session.eventSlug, locale);
          if (claimed) badge = { name: claimed.name, serial: claimed.serial, supply: claimed.supply };
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          // Already holding it is no news at the door; anything else (all claimed, closed) is said.
          if (error.errorName !== 'badgeAlreadyClaimed') badgeNote = errorMessage(error.errorName, locale);
        }
      }
      return {
        ticket: ticketToWire(ticket, found.session, locale),
        holder: found.phone ? maskPhone(found.phone) : '',
        checkedInNow: Boolean(marked),
        badge,
        badgeNote,
      };
    },

    /**
     * The holder checked in at the venue themselves (venue QR, NFC): their live ticket for a
     * session of that event today counts as attended. No ticket: nothing to mark.
     */
    async attendByVenue(userId: bigint, eventSlug: string): Promise<void> {
      const at = new Date(now());
      const dayStart = new Date(at.getTime() - 12 * 3600_000);
      const dayEnd = new Date(at.getTime() + 12 * 3600_000);
      await db
        .update(eventTickets)
        .set({ checkedInAt: at })
        .where(
          and(
            eq(eventTickets.userId, userId),
            eq(eventTickets.status, 'reserved'),
            isNull(eventTickets.checkedInAt),
            sql`${eventTickets.sessionId} in (select ${eventSessions.id} from ${eventSessions} where ${and(
              eq(eventSessions.eventSlug, eventSlug),
              gte(eventSessions.startsAt, dayStart),
              lt(eventSessions.startsAt, dayEnd),
            )})`,
          ),
        );
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
