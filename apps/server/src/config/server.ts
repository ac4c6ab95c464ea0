/** The process, its HTTP server, database, Redis, logs and operator access. */
import path from 'node:path';
import { z } from 'zod';
import { booleanString, serverRoot, type Check } from './fields.js';

export const serverEnv = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ACCESS_LOG: z
    .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(['all', 'slow', 'off']))
    .default('slow'),
  ACCESS_LOG_SLOW_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_QUEUE_MAX: z.coerce.number().int().min(1).max(100_000).default(200),
  // 0 turns event-loop shedding off (test servers); otherwise at least the sampler's 10 ms resolution.
  MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number()
    .int()
    .max(60_000)
    .refine((ms) => ms === 0 || ms >= 10, 'must be 0 (off) or at least 10')
    .default(1000),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(256 * 1024),
  WEB_DIST_DIR: z.string().min(1).default(path.resolve(serverRoot, '../web/dist')),
  SEED_DEMO: booleanString.default(true),
  TRUST_PROXY: z
    .string()
    .regex(
      /^(true|false|\d{1,2}|[\d.:/a-fA-F]+(,[\d.:/a-fA-F]+)*)$/,
      'must be false, true, a hop count or a comma-separated list of proxy addresses',
    )
    .default('false'),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  // How often the clean-up and the account-cancellation sweep run (docs/privacy.md, "Retention").
  CLEANUP_INTERVAL_MS: z.coerce.number().int().min(1000).max(86_400_000).default(600_000),
  // Development and tests only (serverChecks): a legacy key with every permission, audited as `key:admin-token`.
  ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  PUBLIC_ORIGIN: z
    .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
    .refine((value) => {
      if (!URL.canParse(value)) return true; // already refused as not a URL
      const url = new URL(value);
      return (
        url.pathname === '/' &&
        !url.search &&
        !url.hash &&
        !url.username &&
        !url.password &&
        !value.endsWith('?') &&
        !value.endsWith('#')
      );
    }, 'must be an origin only (scheme, host and port; no path, query or fragment)')
    .optional(),
  API_DOCS: booleanString.optional(),
  CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
};

type ServerEnv = z.infer<z.ZodObject<typeof serverEnv>>;

export const serverChecks: Check<ServerEnv> = (env, ctx) => {
  const production = env.NODE_ENV === 'production';
  if (production && !env.PUBLIC_ORIGIN) {
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_ORIGIN'],
      message: 'is required when NODE_ENV=production (the https:// address people open, e.g. https://app.example.com)',
    });
  }
  if (production && env.PUBLIC_ORIGIN && !env.PUBLIC_ORIGIN.startsWith('https://')) {
    ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: 'must be an https:// origin when NODE_ENV=production' });
  }
  // A shared secret with every permission is no one's credential: production takes scoped API keys
  // made in the console (docs/operator-console.md, "API keys"); scripts and suites elsewhere may use it.
  if (production && env.ADMIN_TOKEN) {
    ctx.addIssue({
      code: 'custom',
      path: ['ADMIN_TOKEN'],
      message:
        'is refused when NODE_ENV=production: make an API key with the scopes the script needs in the console (/ops, API keys) and send it as Authorization: Bearer ops_…',
    });
  }
  if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
    ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'cannot be longer than REQUEST_TIMEOUT_MS' });
  }
};

export interface HttpLimits {
  /** A connection with no byte read or sent for this long is closed (plugins/idle-connections.ts). */
  connectionTimeoutMs: number;
  /** Time to receive a whole request, headers and body (slow bodies end here). */
  requestTimeoutMs: number;
  /** Time to receive the request headers. */
  headersTimeoutMs: number;
  /** Idle time of a keep-alive connection between requests. */
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold; 0 = no cap (behind a proxy that caps per client). */
  maxConnectionsPerAddress: number;
}

export function httpLimits(env: ServerEnv): HttpLimits {
  return {
    connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    // Behind a proxy every client arrives from the proxy's address: the proxy caps per real client.
    maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY === 'false' ? 128 : 0),
  };
}

export function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',');
}

/** The default origin's loopback aliases (development without PUBLIC_ORIGIN): see AppConfig.ownOrigins. */
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (url.hostname !== 'localhost') return [origin];
  return ['localhost', '127.0.0.1', '[::1]'].map((name) => `${url.protocol}//${name}:${url.port}`);
}

/** The address a browser on this machine opens (outside production, where PUBLIC_ORIGIN is optional). */
function localOrigin(host: string | undefined, port: number): string {
  const anyOrLoopback =
    !host || host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === '::1' || host === 'localhost';
  const name = anyOrLoopback ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** The site's own origin and the origins it answers as its own (AppConfig.publicOrigin, ownOrigins). */
export function origins(env: ServerEnv): { publicOrigin: string; ownOrigins: string[] } {
  return {
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : localOrigin(env.HOST, env.PORT),
    ownOrigins: env.PUBLIC_ORIGIN ? [new URL(env.PUBLIC_ORIGIN).origin] : loopbackAliases(localOrigin(env.HOST, env.PORT)),
  };
}
