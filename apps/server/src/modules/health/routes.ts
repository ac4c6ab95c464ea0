/** Liveness and readiness: answers 200 while the process can reach its database. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, healthSchema } from '@culture/protocol';
import type { DatabaseHandle } from '../../db/client.js';
import { createDatabaseProbe } from './database-probe.js';

export interface HealthRoutesOptions {
  database: DatabaseHandle;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database }) => {
  const probe = createDatabaseProbe(database, Date.now);
  app.get(
    API_PATHS.healthz,
    {
      // Probes hit this every few seconds; logging each one would drown real traffic.
      logLevel: 'warn',
      schema: { tags: ['system'], summary: 'Health check', response: { 200: healthSchema } },
    },
    async () => {
      await probe();
      return { status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()), database: database.kind };
    },
  );
};
