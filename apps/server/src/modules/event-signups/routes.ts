/** Event sign-up routes: sessions (anyone), reserve, cancel and my tickets (login), operators create sessions. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  eventSessionCreateSchema,
  eventSessionsQuerySchema,
  eventSessionsSchema,
  ok,
  okSchema,
  sessionReserveSchema,
  ticketCancelSchema,
  ticketSchema,
  ticketsSchema,
} from '@culture/protocol';
import { requireAdmin } from '../../plugins/admin-auth.js';
import type { SignupService } from './signup-service.js';

const bearer = [{ bearer: [] }];

export const signupRoutes: FastifyPluginAsyncZod<{ signups: SignupService; adminToken: string | undefined }> = async (
  app,
  { signups, adminToken },
) => {
  const optionalViewer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization) await app.authenticate(request, reply);
  };

  app.get(
    API_PATHS.eventSessions,
    {
      onRequest: optionalViewer,
      schema: {
        tags: ['events'],
        summary: "An event's sessions in start order, with places left and the viewer's ticket",
        querystring: eventSessionsQuerySchema,
        response: { 200: okSchema(eventSessionsSchema) },
      },
    },
    async (request) => {
      const viewer = request.auth && !request.auth.isGuest ? request.auth.userId : null;
      return ok({ sessions: await signups.sessions(viewer, request.query.event, request.locale) });
    },
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

  if (!adminToken) return;
  app.post(
    API_PATHS.adminEventSessions,
    {
      onRequest: requireAdmin(adminToken),
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: 'Create a session of an event',
        security: [{ admin: [] }],
        body: eventSessionCreateSchema,
        response: { 200: okSchema(z.object({ sessionId: z.number() })) },
      },
    },
    async (request) => ok({ sessionId: await signups.createSession(request.body) }),
  );
};
