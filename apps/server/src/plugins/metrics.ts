/**
 * Prometheus metrics (docs/operations.md, "Metrics"): the per-route request histogram of the site
 * (lib/metrics/http.ts) and the endpoint that serves the registry's text (lib/metrics/registry.ts).
 *
 * Off the public site unless asked for (config/metrics.ts): METRICS_PORT serves it on a listener of
 * its own (127.0.0.1 unless METRICS_HOST says otherwise), METRICS_TOKEN on GET /metrics of the main
 * port to a bearer of that token. With neither, nothing serves it and /metrics is an ordinary
 * unknown path.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { MetricsConfig } from '../config.js';
import { ApiError } from '../lib/api-error.js';
import { observeRoute, routeObserver } from '../lib/metrics/http.js';
import { registry } from '../lib/metrics/registry.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The metrics listener's address once the app is ready (METRICS_PORT), else null. */
    metricsAddress: () => AddressInfo | null;
  }
}

export const METRICS_PATH = '/metrics';

/**
 * Every route of the scope gets its own observer as it is added; answers of the not-found handler
 * (which also serves the app's pages, plugins/web-static.ts) count under route "*".
 */
export const requestMetricsPlugin = fp(
  async (app) => {
    app.addHook('onRoute', observeRoute);
    const notFound = routeObserver('*');
    app.addHook('onResponse', (request, reply, done) => {
      if (request.is404) notFound(request, reply, done);
      else done();
    });
  },
  { name: 'request-metrics' },
);

const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerCheck(token: string) {
  const expected = digest(token);
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    // Hashes of equal length, so the comparison's time says nothing about the token.
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) throw new ApiError('unauthorized');
  };
}

/** Serves the registry: GET /metrics on the main port (token) and/or a listener of its own (port). */
export const metricsEndpointPlugin = fp<{ metrics: MetricsConfig }>(
  async (app, { metrics }) => {
    if (metrics.token) {
      app.get(METRICS_PATH, { onRequest: bearerCheck(metrics.token), schema: { hide: true } }, async (_request, reply) => {
        reply.type(registry.contentType);
        return registry.metrics();
      });
    }
    let server: Server | null = null;
    app.decorate('metricsAddress', () => (server?.address() as AddressInfo | null) ?? null);
    const listen = metrics.listen;
    if (!listen) return;
    server = createServer((req, res) => {
      if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== METRICS_PATH) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
        return;
      }
      registry.metrics().then(
        (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
        (error: unknown) => {
          app.log.error({ err: error }, 'metrics: collecting failed');
          res.writeHead(500, { 'content-type': 'text/plain' }).end('collecting failed\n');
        },
      );
    });
    const opened = server;
    app.addHook(
      'onReady',
      () =>
        new Promise<void>((resolve, reject) => {
          opened.once('error', reject);
          opened.listen(listen.port, listen.host, () => {
            opened.off('error', reject);
            app.log.info({ address: opened.address() }, 'metrics listening');
            resolve();
          });
        }),
    );
    app.addHook(
      'onClose',
      () =>
        new Promise<void>((resolve) => {
          if (!opened.listening) return resolve();
          opened.closeAllConnections();
          opened.close(() => resolve());
        }),
    );
  },
  { name: 'metrics-endpoint', dependencies: ['errors'] },
);
