/**
 * A person's rights over their data (docs/privacy.md): "Download my data" and the account
 * cancellation with its cooling-off. The old immediate deletion path answers by starting the
 * cooling-off too (docs/decisions.md, "Account deletion goes through the cooling-off").
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  cancellationRequestSchema,
  cancellationStateSchema,
  cancellationWithdrawSchema,
  dataExportSchema,
  dataExportStatusSchema,
  exportIdParamsSchema,
  ok,
  okSchema,
} from '@culture/protocol';
import type { CancellationService } from './cancellation-service.js';
import type { ExportJobs } from './export-jobs.js';

const bearer = [{ bearer: [] }];

/** "Download my data": start, follow, save (docs/privacy.md, "A copy of your data"). */
export const dataExportRoutes: FastifyPluginAsyncZod<{
  exports: ExportJobs;
  /** Starts building a requested export at once (timers on); tests run the jobs by hand. */
  kick: (() => void) | null;
}> = async (app, { exports, kick }) => {
  app.get(
    API_PATHS.dataExports,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'My latest copy of my data and how far it got',
        security: bearer,
        response: { 200: okSchema(dataExportStatusSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ latest: await exports.latest(request.auth!.userId) });
    },
  );

  app.post(
    API_PATHS.dataExports,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'Start a copy of my data (made in the background)',
        security: bearer,
        body: z.object({}).strict(),
        response: { 200: okSchema(dataExportSchema) },
      },
    },
    async (request) => {
      const job = await exports.request(request.auth!.userId, request.locale, request.ip);
      kick?.();
      return ok(job);
    },
  );

  app.get(
    API_PATHS.dataExportDownload,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'The zip of my data (mine only, for 24 hours)',
        security: bearer,
        params: exportIdParamsSchema,
      },
    },
    async (request, reply) => {
      const zip = await exports.download(request.auth!.userId, BigInt(request.params.id), request.ip);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="my-data-${request.params.id}.zip"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(zip));
    },
  );
};

/** The cancellation's cooling-off (docs/privacy.md, "Cancelling an account"). */
export const cancellationRoutes: FastifyPluginAsyncZod<{ cancellations: CancellationService }> = async (
  app,
  { cancellations },
) => {
  app.get(
    API_PATHS.cancellation,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'My pending account cancellation, if any',
        security: bearer,
        response: { 200: okSchema(cancellationStateSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await cancellations.state(request.auth!.userId));
    },
  );

  app.post(
    API_PATHS.cancellation,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'Cancel my account after 7 days of cooling-off; ends every session',
        security: bearer,
        body: cancellationRequestSchema,
        response: { 200: okSchema(cancellationStateSchema) },
      },
    },
    async (request) => ok(await cancellations.request(request.auth!.userId, request.ip)),
  );

  app.post(
    API_PATHS.cancellationWithdraw,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['privacy'],
        summary: 'Keep my account: withdraw the pending cancellation',
        security: bearer,
        body: cancellationWithdrawSchema,
        response: { 200: okSchema(cancellationStateSchema) },
      },
    },
    async (request) => ok(await cancellations.withdraw(request.auth!.userId, request.ip)),
  );

  // The first app's immediate deletion: now the same request (docs/decisions.md).
  app.post(
    API_PATHS.meDelete,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['me'],
        summary: 'Cancel the account after 7 days of cooling-off (as POST cancellation); ends every session',
        security: bearer,
        response: { 200: okSchema(z.null()) },
      },
    },
    async (request) => {
      await cancellations.request(request.auth!.userId, request.ip);
      return ok(null);
    },
  );
};
