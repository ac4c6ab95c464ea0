/**
 * Rights requests' routes (docs/privacy.md, "Rights requests"): the member files and reads theirs;
 * support (support.handle) reads the queue and answers or refuses, audited in its transaction.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  myRightsRequestsSchema,
  ok,
  okSchema,
  rightsAnswerResultSchema,
  rightsAnswerSchema,
  rightsQueueSchema,
  rightsRequestBodySchema,
} from '@culture/protocol';
import type { RightsRequests } from './rights-requests.js';

export const rightsRequestRoutes: FastifyPluginAsyncZod<{ rights: RightsRequests }> = async (app, { rights }) => {
  app.post(
    API_PATHS.rightsRequests,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'Make a rights request (access, correction, deletion, complaint); answers its deadline',
        security: [{ bearer: [] }],
        body: rightsRequestBodySchema,
        response: { 200: okSchema(z.object({ id: z.string(), due_on: z.string() })) },
      },
    },
    async (request) => ok(await rights.file(request.auth!.userId, request.body, request.ip)),
  );
  app.get(
    API_PATHS.rightsRequests,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'My rights requests, newest first, with their deadline, state and reply',
        security: [{ bearer: [] }],
        response: { 200: okSchema(myRightsRequestsSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await rights.mine(request.auth!.userId));
    },
  );

  const handle = app.requirePermission('support.handle');
  app.get(
    API_PATHS.adminRightsRequests,
    {
      onRequest: handle,
      schema: {
        tags: ['operator'],
        summary: 'Open rights requests, earliest deadline first (overdue marked)',
        security: [{ admin: [] }],
        response: { 200: okSchema(rightsQueueSchema) },
      },
    },
    async () => ok(await rights.queue()),
  );
  app.post(
    API_PATHS.adminRightsAnswer,
    {
      onRequest: handle,
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: 'Answer or refuse (with the reason) a rights request; the reply becomes a notice to the member',
        security: [{ admin: [] }],
        body: rightsAnswerSchema,
        response: { 200: okSchema(rightsAnswerResultSchema) },
      },
    },
    async (request) => {
      const actor = request.auditContext().actor;
      const done = await request.audited(
        (r: Awaited<ReturnType<RightsRequests['answerIn']>>) => ({
          action: `rights-request.${r.state}`,
          target: `rights-request:${r.id}`,
          after: { user: `user:${r.userId}`, notice: `notice:${r.notice_id}` },
        }),
        (tx) => rights.answerIn(tx, request.body, actor),
      );
      return ok({ id: done.id, state: done.state, notice_id: done.notice_id });
    },
  );
};
