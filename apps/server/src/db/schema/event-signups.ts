/** Event sessions with places, their tickets and the staff at the door. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { type LocalizedText } from './columns.js';
import { users } from './accounts.js';

/** A session of an event with places (a garden tour, a workshop): reserved only grows to capacity. */
export const eventSessions = pgTable(
  'event_sessions',
  {
    id: serial('id').primaryKey(),
    /** The event it belongs to, by slug (the page's reserve action names it). */
    eventSlug: text('event_slug').notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull(),
    place: jsonb('place').$type<LocalizedText>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    cancelUntil: timestamp('cancel_until', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [index('event_sessions_event_idx').on(t.eventSlug, t.startsAt)],
);

/** A place in a session; one live (reserved) ticket per person and session. */
export const eventTickets = pgTable(
  'event_tickets',
  {
    id: bigint('id', { mode: 'bigint' }).primaryKey(),
    sessionId: integer('session_id')
      .notNull()
      .references(() => eventSessions.id),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['reserved', 'cancelled'] }).notNull(),
    ticketCode: text('ticket_code').notNull().unique(),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Attendance: set once, by staff scanning the ticket or by the holder's venue check-in. */
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_tickets_live_idx')
      .on(t.sessionId, t.userId)
      .where(sql`${t.status} = 'reserved'`),
    index('event_tickets_user_idx').on(t.userId),
    // The dashboard's sign-ups and check-ins per day (modules/ops-dashboard).
    index('event_tickets_reserved_idx').on(t.reservedAt),
    index('event_tickets_checked_in_idx').on(t.checkedInAt),
  ],
);

/** Who may check tickets in at an event's door (an operator grants it per event). */
export const eventStaff = pgTable(
  'event_staff',
  {
    eventSlug: text('event_slug').notNull(),
    userId: bigint('user_id', { mode: 'bigint' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.eventSlug, t.userId] }), index('event_staff_user_idx').on(t.userId)],
);
