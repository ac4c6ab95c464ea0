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
import { LATENCY_BUCKETS, registry } from './registry.js';

/**
 * One series of the histogram: its counts per bucket, kept by hand. prom-client's own Histogram
 * hashes the label object on every observe (a child from labels() does too): about 1–3 µs a
 * request on this machine, against tens of nanoseconds here. The registry reads these at scrape
 * time through the metric interface it reads its own metrics by (name, help, type, get()).
 */
class Series {
  readonly counts = new Float64Array(LATENCY_BUCKETS.length);
  sum = 0;
  count = 0;
  constructor(readonly labels: { method: string; route: string; status: string }) {}
  observe(seconds: number) {
    this.sum += seconds;
    this.count += 1;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++)
      if (seconds <= LATENCY_BUCKETS[i]!) {
        this.counts[i]! += 1;
        return;
      }
  }
}

const allSeries: Series[] = [];
const NAME = 'culture_http_request_duration_seconds';
const HELP = 'Time from the request arriving to the response finishing, per route pattern, method and status code.';

registry.registerMetric({
  name: NAME,
  help: HELP,
  type: 'histogram',
  get() {
    const values: Array<{ metricName: string; labels: Record<string, string | number>; value: number }> = [];
    for (const series of allSeries) {
      let cumulative = 0;
      for (let i = 0; i < LATENCY_BUCKETS.length; i++) {
        cumulative += series.counts[i]!;
        values.push({ metricName: `${NAME}_bucket`, labels: { ...series.labels, le: LATENCY_BUCKETS[i]! }, value: cumulative });
      }
      values.push({ metricName: `${NAME}_bucket`, labels: { ...series.labels, le: '+Inf' }, value: series.count });
      values.push({ metricName: `${NAME}_sum`, labels: series.labels, value: series.sum });
      values.push({ metricName: `${NAME}_count`, labels: series.labels, value: series.count });
    }
    return { name: NAME, help: HELP, type: 'histogram', values, aggregator: 'sum' };
  },
} as unknown as Parameters<typeof registry.registerMetric>[0]);

type OnResponse = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;

/** The onResponse hook of one route: its series by method and status, made on first use. */
export function routeObserver(route: string): OnResponse {
  const byMethod = new Map<string, Map<number, Series>>();
  return function observeRequest(request, reply, done) {
    let byStatus = byMethod.get(request.method);
    if (byStatus === undefined) byMethod.set(request.method, (byStatus = new Map()));
    const status = reply.statusCode;
    let series = byStatus.get(status);
    if (series === undefined) byStatus.set(status, (series = newSeries(request.method, route, status)));
    series.observe(reply.elapsedTime / 1000);
    done();
  };
}

function newSeries(method: string, route: string, status: number): Series {
  const series = new Series({ method, route, status: String(status) });
  allSeries.push(series);
  return series;
}

/** Fastify's onRoute hook: adds the route's observer to the hooks it already has. */
export function observeRoute(routeOptions: RouteOptions) {
  const hook = routeObserver(routeOptions.url);
  const own = routeOptions.onResponse;
  routeOptions.onResponse = own === undefined ? [hook] : Array.isArray(own) ? [...own, hook] : [own, hook];
}
