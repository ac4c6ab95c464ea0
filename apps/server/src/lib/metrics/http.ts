/**
 * Requests per route: one histogram, `culture_http_request_duration_seconds{method,route,status}`,
 * whose `_count` is the request rate and whose `status=~"5.."` series are the errors. `route` is the
 * route's pattern (`/api/v2/coupons/:id`), never the raw URL, so label values are bounded by the
 * routes the app has (no client can add series).
 *
 * Cheap on purpose (docs/operations.md, "Metrics"): Fastify already stamps the start and the finish
 * of every response (reply.elapsedTime reads them, no extra clock read), and each route gets its own
 * onResponse hook at registration (`onRoute`), holding its pattern and the series it has seen, so a
 * request costs one Map lookup and one observe: no pattern lookup, no label object, no string built.
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, RouteOptions } from 'fastify';
import { histogram, LATENCY_BUCKETS } from './registry.js';

export const httpRequestDuration = histogram(
  'culture_http_request_duration_seconds',
  'Time from the request arriving to the response finishing, per route pattern, method and status code.',
  ['method', 'route', 'status'],
  LATENCY_BUCKETS,
);

type Observer = { observe(value: number): void };
type OnResponse = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/** The onResponse hook of one route: its series by method and status, made on first use. */
export function routeObserver(route: string): OnResponse {
  const byMethod = new Map<string, Map<number, Observer>>();
  return function observeRequest(request, reply, done) {
    let byStatus = byMethod.get(request.method);
    if (byStatus === undefined) byMethod.set(request.method, (byStatus = new Map()));
    const status = reply.statusCode;
    let series = byStatus.get(status);
    if (series === undefined) byStatus.set(status, (series = httpRequestDuration.labels(request.method, route, String(status))));
    series.observe(reply.elapsedTime / 1000);
    done();
  };
}

/** Fastify's onRoute hook: adds the route's observer to the hooks it already has. */
export function observeRoute(routeOptions: RouteOptions) {
  const hook = routeObserver(routeOptions.url);
  const own = routeOptions.onResponse;
  routeOptions.onResponse = own === undefined ? [hook] : Array.isArray(own) ? [...own, hook] : [own, hook];
}
