/**
 * Builds the Fastify application: cross-cutting plugins first, then the site (app/site.ts): one plugin
 * per domain module. Tests build it with an in-memory database and `app.inject`; main.ts builds it for real.
 */
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { lazyRequestLogger } from './plugins/access-log.js';
import { metricsEndpointPlugin } from './plugins/metrics.js';
import { createRequestIds } from './lib/request-id.js';
import { connectionLimitsPlugin } from './plugins/connection-limits.js';
import { errorsPlugin, frameworkErrors } from './plugins/errors.js';
import { idleConnectionsPlugin } from './plugins/idle-connections.js';
import { openapiDocumentPlugin } from './plugins/openapi.js';
import { requestContextPlugin } from './plugins/request-context.js';
import { healthRoutes } from './modules/health/routes.js';
import { registerSite, type SiteHandles } from './app/site.js';
import type { BuildAppOptions } from './app/options.js';

export type { BuildAppOptions };

export async function buildApp({
  config,
  database,
  now = Date.now,
  logger = true,
  accessLog = config.accessLog,
  expirySweepMs,
  cleanupSweepMs = expirySweepMs ? config.cleanupIntervalMs : undefined,
  chainIndexer = false,
  extendSite,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.logLevel, redact: ['req.headers.authorization'] } : false,
    bodyLimit: config.bodyLimitBytes,
    // A URL that does not decode answers the error envelope, not Fastify's own JSON.
    frameworkErrors,
    // Slow clients end here: a whole request (headers and body) within requestTimeout, its headers
    // within headersTimeout (Node checks both every connectionsCheckingInterval, so that follows
    // the shorter one), and no silent socket beyond CONNECTION_TIMEOUT_MS (idleConnectionsPlugin,
    // a sweep, not Fastify's connectionTimeout: that one re-arms a timer on every read and write).
    requestTimeout: config.http.requestTimeoutMs,
    keepAliveTimeout: config.http.keepAliveTimeoutMs,
    http: {
      headersTimeout: config.http.headersTimeoutMs,
      connectionsCheckingInterval: Math.min(5_000, Math.max(50, Math.floor(config.http.headersTimeoutMs / 2))),
    },
    // Fastify's two lines per request are replaced by plugins/access-log.ts (at most one, by
    // ACCESS_LOG), and a request's child logger is only built when the request logs something.
    logController: new LogController({ disableRequestLogging: true }),
    // The proxy's X-Request-Id when it is trusted, else one of ours (lib/request-id.ts).
    requestIdHeader: false,
    genReqId: createRequestIds(config.trustProxy !== false),
    ...(logger ? { childLoggerFactory: lazyRequestLogger } : {}),
    // A hop count trusts that many proxies in front of us (the client's own X-Forwarded-For entries are not).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Tests check every answer against its zod schema; in production the schemas document the API
  // and answers are plainly serialised (checking each one costs more CPU than building it).
  app.setSerializerCompiler(config.env === 'test' ? serializerCompiler : () => (data) => JSON.stringify(data));

  await app.register(connectionLimitsPlugin, { maxPerAddress: config.http.maxConnectionsPerAddress });
  await app.register(idleConnectionsPlugin, { idleMs: config.http.connectionTimeoutMs });
  await app.register(requestContextPlugin);
  await app.register(errorsPlugin);
  // The document collects the routes added after it (the probe's too); the page that shows it is
  // served from the site below.
  if (config.apiDocs) await app.register(openapiDocumentPlugin);
  // The health probe sits beside the site, not in it, so it runs none of the site's per-request
  // hooks (access line, security headers, load shedding): a Fastify scope passes its hooks on to
  // every scope inside it, even ones made earlier, but never to a sibling. Load balancers call it
  // most; no browser reads it; it must answer however busy the process is; and it never writes an
  // access line. Its failures still get the envelope (errorsPlugin is above).
  await app.register(healthRoutes, { database });
  // Beside the probe for the same reason: a scrape is not a request of the site.
  await app.register(metricsEndpointPlugin, { metrics: config.metrics });
  let site!: SiteHandles;
  await app.register(async (scope) => {
    site = await registerSite(scope, {
      config,
      database,
      now,
      logger,
      accessLog,
      expirySweepMs,
      cleanupSweepMs,
      chainIndexer,
      extendSite,
    });
  });
  // Lifted out of the site's scope for the tests and the world.
  app.decorate('messaging', site.messaging);
  app.decorate('isUnderPressure', site.isUnderPressure);
  // Places held, checks waiting and started: what the upload tests watch.
  app.decorate('modelChecks', site.modelChecks);
  // WECHATPAY_MODE=fake: the local WeChat Pay (its test hooks) and the client settings that reach it.
  app.decorate('wechatPayFake', site.wechatPayFake);
  app.decorate('wechatPay', site.wechatPay);
  // The export jobs and the cancellation sweep (docs/privacy.md), for the tests to run by hand.
  app.decorate('privacy', site.privacy);
  app.decorate('apiKeyUses', site.apiKeyUses);
  return app;
}
