/** The console's dashboard (docs/operator-console.md): queries only, for operators who may read it. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPS_PATHS, ok, okSchema, opsDashboardQuerySchema, opsDashboardSchema } from '@culture/protocol';
import type { DashboardService } from './dashboard-service.js';

export const opsDashboardRoutes: FastifyPluginAsyncZod<{ dashboard: DashboardService }> = async (app, { dashboard }) => {
  app.get(
    OPS_PATHS.dashboard,
    {
      onRequest: app.requirePermission('dashboard.read'),
      schema: {
        tags: ['operator console'],
        summary: 'Dashboard: daily series per chart over 7, 30 or 90 Beijing days',
        // Either a key (or the legacy token) or the console's session cookie, with dashboard.read.
        security: [{ admin: [] }, { opsSession: [] }],
        querystring: opsDashboardQuerySchema,
        response: { 200: okSchema(opsDashboardSchema) },
      },
    },
    async (request) => ok(await dashboard.read(request.query.days, request.locale)),
  );
};
