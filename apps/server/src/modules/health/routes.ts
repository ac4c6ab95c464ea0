/**
 * Liveness and readiness: 200 while the process can write to its database, 503 (50302) when it
 * cannot. Never shed under load: the answer comes from a cached probe (database-probe.ts), and
 * app.ts registers this plugin before the load-shedding, security-header and access-log hooks,
 * so none of them runs for it.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, healthSchema } from '@culture/protocol';
import type { DatabaseHandle } from '../../db/client.js';
import { ApiError } from '../../lib/api-error.js';
import { createDatabaseProbe } from './database-probe.js';

export interface HealthRoutesOptions {
  database: DatabaseHandle;
}

export const healthRoutes: FastifyPluginAsyncZod<HealthRoutesOptions> = async (app, { database }) => {
  const probe = createDatabaseProbe(database, Date.now);
  const answer = () => ({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()), database: database.kind });
  const unavailable = (error: unknown) => new ApiError('databaseUnavailable', { retryAfterSeconds: 5, cause: error });
  app.get(
    API_PATHS.healthz,
    {
      // No per-route logLevel: it would rebuild the logger's methods on every request.
      schema: { tags: ['system'], summary: 'Health check', response: { 200: healthSchema } },
    },
    // Not async: the usual answer comes from the cached verdict, with no promise to wait for.
    () => {
      let pending: Promise<void> | undefined;
      try {
        pending = probe.verdict();
      } catch (error) {
        throw unavailable(error);
      }
      return pending
        ? pending.then(answer, (error: unknown) => {
            throw unavailable(error);
          })
        : answer();
    },
  );
};
