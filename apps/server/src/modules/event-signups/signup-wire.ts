/** A session and a ticket as the wire names them, in the reader's language. */
import type { Locale, Ticket } from '@culture/protocol';
import type { eventSessions, eventTickets } from '../../db/schema.js';
import { localised } from '../badges/badge-wire.js';

export type SessionRow = typeof eventSessions.$inferSelect;
export type TicketRow = typeof eventTickets.$inferSelect;

/** What a session says of itself in the reader's language: shared by session lists and tickets. */
export function sessionFields(session: SessionRow, locale: Locale) {
  return {
    sessionId: session.id,
    event: session.eventSlug,
    title: localised(session.title, locale),
    place: localised(session.place, locale),
    startsAt: session.startsAt.toISOString(),
    endsAt: session.endsAt.toISOString(),
    cancelUntil: session.cancelUntil.toISOString(),
  };
}

export function ticketToWire(ticket: TicketRow, session: SessionRow, locale: Locale): Ticket {
  return {
    ticketId: ticket.id.toString(),
    ...sessionFields(session, locale),
    status: ticket.status,
    ticketCode: ticket.ticketCode,
    checkedInAt: ticket.checkedInAt?.toISOString() ?? null,
  };
}
