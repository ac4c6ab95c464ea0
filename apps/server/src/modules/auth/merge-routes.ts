/** Joining two accounts (docs/decisions.md, "Joining two accounts"): prove the other login, then merge. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  accountMergePreviewResultSchema,
  accountMergePreviewSchema,
  accountMergeResultSchema,
  accountMergeSchema,
  ok,
  okSchema,
} from '@culture/protocol';
import type { MergeService } from './merge-service.js';

export const mergeRoutes: FastifyPluginAsyncZod<{ merges: MergeService }> = async (app, { merges }) => {
  app.post(
    API_PATHS.accountMergePreview,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "Prove another account's login afresh: what it holds, and a ticket to merge it into this one",
        security: [{ bearer: [] }],
        body: accountMergePreviewSchema,
        response: { 200: okSchema(accountMergePreviewResultSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await merges.preview(request.auth!.userId, request.body));
    },
  );

  app.post(
    API_PATHS.accountMerge,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['auth'],
        summary: "Merge the ticket's account into this one; the other account is deleted",
        security: [{ bearer: [] }],
        body: accountMergeSchema,
        response: { 200: okSchema(accountMergeResultSchema) },
      },
    },
    async (request) => ok(await merges.merge(request.auth!.userId, request.body.ticket)),
  );
};
