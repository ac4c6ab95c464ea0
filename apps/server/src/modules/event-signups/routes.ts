/**
 * Event sign-up routes: sessions (anyone), reserve, cancel and my tickets (login), staff at the door
 * look tickets up and check them in, operators create sessions and name or remove staff.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  checkInResultSchema,
  eventAttendanceParamsSchema,
  eventAttendanceSchema,
  eventSessionAdminListQuerySchema,
  eventSessionAdminListSchema,
  eventSessionCreateSchema,
  eventSessionEditSchema,
  eventStaffGrantSchema,
  eventSessionsQuerySchema,
  eventSessionsSchema,
  ok,
  okSchema,
  sessionReserveSchema,
  staffMeSchema,
  staffTicketSchema,
  ticketCancelSchema,
  ticketCheckInSchema,
  ticketSchema,
  ticketsSchema,
} from '@culture/protocol';
import type { CheckInService } from './check-in-service.js';
import { editSession } from './session-edit.js';
import type { SignupService } from './signup-service.js';

const bearer = [{ bearer: [] }];

export const signupRoutes: FastifyPluginAsyncZod<{
  signups: SignupService;
  checkIns: CheckInService;
}> = async (app, { signups, checkIns }) => {
  app.get(
    API_PATHS.eventSessions,
    {
      onRequest: app.optionalViewer,
      schema: {
        tags: ['events'],
        summary: "An event's sessions in start order, with places left and the viewer's ticket",
        querystring: eventSessionsQuerySchema,
        response: { 200: okSchema(eventSessionsSchema) },
      },
    },
    async (request) => ok({ sessions: await signups.sessions(request.viewerId, request.query.event, request.locale) }),
  );

  app.post(
    API_PATHS.eventReserve,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary: 'Reserve a place (never past capacity, one per person and session)',
        security: bearer,
        body: sessionReserveSchema,
        response: { 200: okSchema(ticketSchema) },
      },
    },
    async (request) => ok(await signups.reserve(request.auth!.userId, request.body.sessionId, request.locale)),
  );

  app.post(
    API_PATHS.eventCancel,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary: "Cancel a reservation before the session's cut-off",
        security: bearer,
        body: ticketCancelSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      await signups.cancel(request.auth!.userId, request.body.ticketId);
      return ok(null);
    },
  );

  app.get(
    API_PATHS.eventTickets,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary: "The person's live tickets, soonest first",
        security: bearer,
        response: { 200: okSchema(ticketsSchema) },
      },
    },
    async (request) => ok({ tickets: await signups.tickets(request.auth!.userId, request.locale) }),
  );

  app.get(
    API_PATHS.staffMe,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary: 'The events this account checks tickets in for (empty: not staff)',
        security: bearer,
        response: { 200: okSchema(staffMeSchema) },
      },
    },
    async (request) => ok({ events: await checkIns.staffEvents(request.auth!.userId) }),
  );

  app.post(
    API_PATHS.staffTicketLookup,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary: 'Staff: a ticket by its code, with the session and whether it is checked in',
        security: bearer,
        body: ticketCheckInSchema,
        response: { 200: okSchema(staffTicketSchema) },
      },
    },
    async (request) => ok(await checkIns.lookup(request.auth!.userId, request.body.ticketCode, request.locale)),
  );

  app.post(
    API_PATHS.staffTicketCheckIn,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary: "Staff: check a ticket in (once) and give the holder the event's badge",
        security: bearer,
        body: ticketCheckInSchema,
        response: { 200: okSchema(checkInResultSchema) },
      },
    },
    async (request) => ok(await checkIns.checkIn(request.auth!.userId, request.body.ticketCode, request.locale)),
  );

  app.post(
    API_PATHS.adminEventStaff,
    {
      onRequest: app.requirePermission('events.manage'),
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: "Let an account check tickets in at an event's door",
        security: [{ admin: [] }],
        body: eventStaffGrantSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      const { event, userId } = request.body;
      await request.audited(
        (added: boolean) => ({
          action: 'event-staff.grant',
          target: `event:${event}`,
          before: { staff: !added },
          after: { userId, staff: true },
        }),
        (tx) => checkIns.grantStaff(event, BigInt(userId), tx),
      );
      return ok(null);
    },
  );

  app.post(
    API_PATHS.adminEventStaffRemove,
    {
      onRequest: app.requirePermission('events.manage'),
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: "Stop an account checking tickets in at an event's door",
        security: [{ admin: [] }],
        body: eventStaffGrantSchema,
        response: { 200: okSchema(z.object({ removed: z.boolean() })) },
      },
    },
    async (request) => {
      const { event, userId } = request.body;
      const removed = await request.audited(
        (was: boolean) => ({
          action: 'event-staff.remove',
          target: `event:${event}`,
          before: { userId, staff: was },
          after: { userId, staff: false },
        }),
        (tx) => checkIns.removeStaff(event, BigInt(userId), tx),
      );
      return ok({ removed });
    },
  );

  app.post(
    API_PATHS.adminEventSessions,
    {
      onRequest: app.requirePermission('events.manage'),
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: 'Create a session of an event',
        security: [{ admin: [] }],
        body: eventSessionCreateSchema,
        response: { 200: okSchema(z.object({ sessionId: z.number() })) },
      },
    },
    async (request) =>
      ok({
        sessionId: await request.audited(
          (id: number) => ({ action: 'event-session.create', target: `event-session:${id}`, after: request.body }),
          (tx) => signups.createSession(request.body, tx),
        ),
      }),
  );

  app.post(
    API_PATHS.adminEventSessionsEdit,
    {
      onRequest: app.requirePermission('events.manage'),
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: "Edit a session's texts, time or capacity (never below the places reserved)",
        security: [{ admin: [] }],
        body: eventSessionEditSchema,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      await request.audited(
        ({ before, after }: Awaited<ReturnType<typeof editSession>>) => ({
          action: 'event-session.edit',
          target: `event-session:${request.body.sessionId}`,
          before,
          after,
        }),
        (tx) => editSession(tx, request.body),
      );
      return ok(null);
    },
  );

  app.get(
    API_PATHS.adminEventSessions,
    {
      onRequest: app.requirePermission('events.manage'),
      schema: {
        tags: ['operator'],
        summary:
          'Sessions, newest first, with capacity, reserved and checked in, a page at a time; q: part of the title or the id',
        security: [{ admin: [] }],
        querystring: eventSessionAdminListQuerySchema,
        response: { 200: okSchema(eventSessionAdminListSchema) },
      },
    },
    async (request) => ok(await signups.adminSessions(request.query.cursor, request.locale, request.query.q || undefined)),
  );

  app.get(
    API_PATHS.adminEventAttendance,
    {
      onRequest: app.requirePermission('events.manage'),
      schema: {
        tags: ['operator'],
        summary: "A session's attendance: each live ticket's code, reservation and check-in (never the holder)",
        security: [{ admin: [] }],
        params: eventAttendanceParamsSchema,
        response: { 200: okSchema(eventAttendanceSchema) },
      },
    },
    async (request) => ok(await signups.attendance(Number(request.params.sessionId))),
  );
};
