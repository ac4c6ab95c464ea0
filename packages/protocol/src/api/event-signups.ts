/**
 * Event sign-ups: sessions with a date, time, place and capacity (the garden tour on
 * /YouTing, the workshop on /joyful). A logged-in person reserves a place (one per session, never
 * past capacity) and may cancel until the session's cut-off; the ticket carries a code for the
 * venue to scan.
 */
import { z } from 'zod';
import { localizedSchema } from './content.js';
import { badgeEventSlugSchema, instantSchema } from './badges.js';
import { consoleSearch, idSchema } from './primitives.js';

export const TICKET_STATUSES = ['reserved', 'cancelled'] as const;
export const ticketSchema = z.object({
  ticketId: z.string(),
  sessionId: z.number().int(),
  event: badgeEventSlugSchema,
  title: z.string(),
  place: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  cancelUntil: z.string(),
  status: z.enum(TICKET_STATUSES),
  /** Typed at the door when there is no camera; the QR carries it in a check-in link. */
  ticketCode: z.string(),
  /** When the holder was checked in (attendance), or null. */
  checkedInAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof ticketSchema>;

/** What the reserve button shows: reserved (theirs), full, started (reservations closed) or open. */
export const SESSION_STATES = ['open', 'full', 'reserved', 'started'] as const;
export const eventSessionSchema = z.object({
  sessionId: z.number().int(),
  event: badgeEventSlugSchema,
  title: z.string(),
  place: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  cancelUntil: z.string(),
  capacity: z.number().int(),
  remaining: z.number().int(),
  state: z.enum(SESSION_STATES),
  mine: ticketSchema.nullable(),
});
export type EventSession = z.infer<typeof eventSessionSchema>;

export const eventSessionsQuerySchema = z.object({ event: badgeEventSlugSchema });
/** Sessions in start order: when one is full the page offers the next open one. */
export const eventSessionsSchema = z.object({ sessions: z.array(eventSessionSchema) });
export const sessionReserveSchema = z.object({ sessionId: z.number().int().min(1).max(2_147_483_647) });
export const ticketCancelSchema = z.object({ ticketId: idSchema });
export const ticketsSchema = z.object({ tickets: z.array(ticketSchema) });

export const eventSessionCreateSchema = z.object({
  event: badgeEventSlugSchema,
  title: localizedSchema,
  place: localizedSchema,
  startsAt: instantSchema,
  endsAt: instantSchema,
  /** Cancelling is possible until then; defaults to the start. */
  cancelUntil: instantSchema.optional(),
  capacity: z.number().int().min(1).max(100_000),
});
export type EventSessionCreate = z.infer<typeof eventSessionCreateSchema>;
/** Edit a session: the fields given change; capacity never below the places already reserved. */
export const eventSessionEditSchema = z
  .object({
    sessionId: sessionReserveSchema.shape.sessionId,
    ...eventSessionCreateSchema.pick({ title: true, place: true, startsAt: true, endsAt: true, capacity: true }).shape,
  })
  .partial()
  .required({ sessionId: true });
export type EventSessionEdit = z.infer<typeof eventSessionEditSchema>;

// --------------------------------------------------------------------------- checking in at the door

/** A ticket's code as printed and typed: 16 letters and digits (dashes and spaces ignored). */
export const ticketCodeSchema = z.string().regex(/^[A-Za-z0-9 -]{8,40}$/, 'not a ticket code');
export const ticketCheckInSchema = z.object({ ticketCode: ticketCodeSchema });

/** What the door's screen shows of a ticket: the session and whether it is checked in, never the holder's name. */
export const staffTicketSchema = z.object({
  ticket: ticketSchema,
  /** The holder's phone, masked (+86 138****5678), to match against the person at the door. */
  holder: z.string(),
});
export type StaffTicket = z.infer<typeof staffTicketSchema>;

export const checkInResultSchema = staffTicketSchema.extend({
  /** True when this scan checked the ticket in; false when it had been already (see checkedInAt). */
  checkedInNow: z.boolean(),
  /** The event's badge the holder received with this check-in, if the event has one. */
  badge: z.object({ name: z.string(), serial: z.number().int(), supply: z.number().int().nullable() }).nullable(),
  /** Why no badge came with it, in the reader's language (all claimed, closed, …), or null. */
  badgeNote: z.string().nullable(),
});
export type CheckInResult = z.infer<typeof checkInResultSchema>;

/** The events this account may check tickets in for (empty: not staff). */
export const staffMeSchema = z.object({ events: z.array(badgeEventSlugSchema) });
export const eventStaffGrantSchema = z.object({ event: badgeEventSlugSchema, userId: idSchema });

// --------------------------------------------------------------------------- the console

/** The console's sessions (docs/operator-console.md, "Badges and events"), newest first. */
export const EVENT_SESSIONS_ADMIN_PAGE_SIZE = 50;
const sessionIdText = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'must be a session id')
  .refine((v) => Number(v) <= 2 ** 31 - 1, 'must be a session id');
export const eventSessionAdminListQuerySchema = z.object({
  cursor: sessionIdText.optional(),
  /** Part of the title in any language (case-insensitive), or the session's id. */
  q: consoleSearch(),
});
export const eventSessionAdminSchema = z.object({
  sessionId: z.number().int(),
  event: z.string(),
  /** In the reader's language. */
  title: z.string(),
  place: z.string(),
  /** Every language as stored, for the edit form. */
  texts: z.object({ title: z.record(z.string(), z.string()), place: z.record(z.string(), z.string()) }),
  startsAt: z.string(),
  endsAt: z.string(),
  capacity: z.number().int(),
  reserved: z.number().int(),
  checkedIn: z.number().int(),
});
export type EventSessionAdmin = z.infer<typeof eventSessionAdminSchema>;
export const eventSessionAdminListSchema = z.object({
  total: z.number().int(),
  next: z.string().nullable(),
  content: z.array(eventSessionAdminSchema),
});
export type EventSessionAdminList = z.infer<typeof eventSessionAdminListSchema>;

/** A session's attendance: each live ticket, its code and when it was checked in; never the holder. */
export const eventAttendanceParamsSchema = z.object({ sessionId: sessionIdText });
export const eventAttendanceSchema = z.object({
  sessionId: z.number().int(),
  rows: z.array(z.object({ ticketCode: z.string(), reservedAt: z.string(), checkedInAt: z.string().nullable() })),
});
export type EventAttendance = z.infer<typeof eventAttendanceSchema>;
