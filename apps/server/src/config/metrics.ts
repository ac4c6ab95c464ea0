/**
 * Where the Prometheus text is served (plugins/metrics.ts, docs/operations.md "Metrics"). Nothing
 * is served unless asked for: METRICS_PORT opens a listener of its own (METRICS_HOST, default
 * 127.0.0.1, so only this machine or a scraper given a route to it reaches it), METRICS_TOKEN
 * serves GET /metrics on the main port to a bearer of that token. Either, both or neither.
 */
import { z } from 'zod';

export const metricsEnv = {
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
};

type MetricsEnv = z.infer<z.ZodObject<typeof metricsEnv>>;

export interface MetricsConfig {
  /** Listener of its own; null: none. Port 0 picks a free port (tests). */
  listen: { host: string; port: number } | null;
  /** Bearer token for GET /metrics on the main port; null: that path is not served. */
  token: string | null;
}

export function metricsConfig(env: MetricsEnv): MetricsConfig {
  return {
    listen: env.METRICS_PORT === undefined ? null : { host: env.METRICS_HOST, port: env.METRICS_PORT },
    token: env.METRICS_TOKEN ?? null,
  };
}
