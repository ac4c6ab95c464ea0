/**
 * The fleet's metrics as Prometheus reads them (docs/operations.md "Metrics"): each node's
 * `/metrics` on its own address with the bearer token (METRICS_TOKEN), summed over the nodes that
 * are up. The proxy does not forward `/metrics` from outside.
 */
import { expect } from 'vitest';
import type { Node } from './cluster';

export const METRICS_TOKEN = 'topology-metrics-token-0123456789';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match || line.startsWith('#')) continue;
    const labels: Record<string, string> = {};
    for (const [, key, value] of (match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[key!] = value!;
    samples.push({ name: match[1]!, labels, value: Number(match[3]) });
  }
  return samples;
}

export interface FleetMetrics {
  /** Series every live node declares (`# TYPE` lines). */
  declaredEverywhere: Set<string>;
  /** The sum over live nodes of the samples named `name` whose labels include `labels`. */
  sum(name: string, labels?: Record<string, string>): number;
  /** The largest such sample on one node. */
  max(name: string, labels?: Record<string, string>): number;
  /** The sum over live nodes of the samples named `name` whose labels pass `keep`. */
  sumWhere(name: string, keep: (labels: Record<string, string>) => boolean): number;
}

export async function scrapeFleet(nodes: Node[]): Promise<FleetMetrics> {
  const live = nodes.filter((n) => n.child?.exitCode === null && n.child.signalCode === null);
  const texts = await Promise.all(
    live.map(async (n) => {
      const res = await fetch(`${n.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      if (res.status !== 200) throw new Error(`${n.name} /metrics: ${res.status}`);
      return res.text();
    }),
  );
  const declared = texts.map((t) => new Set([...t.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!)));
  const samples = texts.flatMap(parse);
  const matching = (name: string, labels: Record<string, string>) =>
    samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v)).map((s) => s.value);
  return {
    declaredEverywhere: new Set([...(declared[0] ?? [])].filter((name) => declared.every((d) => d.has(name)))),
    sum: (name, labels = {}) => matching(name, labels).reduce((a, b) => a + b, 0),
    max: (name, labels = {}) => Math.max(0, ...matching(name, labels)),
    sumWhere: (name, keep) => samples.filter((s) => s.name === name && keep(s.labels)).reduce((a, s) => a + s.value, 0),
  };
}

/** Series an operator graphs and alerts on (docs/operations.md "The series"). */
const NAMED_SERIES = [
  'culture_http_request_duration_seconds',
  'culture_db_pool_connections',
  'culture_db_pool_waiting',
  'culture_nodejs_eventloop_lag_p99_seconds',
  'culture_requests_shed_total',
  'culture_socket_connections',
  'culture_socket_frames_total',
  'culture_chat_messages_total',
  'culture_badge_claims_total',
  'culture_coupon_claims_total',
  'culture_coupon_redemptions_total',
  'culture_orders_total',
  'culture_payment_notifications_total',
  'culture_outbound_calls_total',
  'culture_outbound_call_duration_seconds',
];

/**
 * What Prometheus would read from the nodes that are up after the traffic: the named series on
 * every node, moved by the traffic, and no fault counted; the proxy does not serve /metrics.
 */
export async function expectFleetMetrics(nodes: Node[], proxyUrl: string): Promise<void> {
  const metrics = await scrapeFleet(nodes);
  for (const name of NAMED_SERIES) expect(metrics.declaredEverywhere, name).toContain(name);
  expect(metrics.sum('culture_http_request_duration_seconds_count')).toBeGreaterThan(0);
  expect(metrics.sum('culture_chat_messages_total')).toBeGreaterThan(0);
  expect(metrics.sum('culture_socket_frames_total', { kind: 'request' })).toBeGreaterThan(0);
  for (const name of ['culture_badge_claims_total', 'culture_coupon_claims_total', 'culture_coupon_redemptions_total']) {
    expect(metrics.sum(name, { outcome: 'ok' }), name).toBeGreaterThan(0);
    expect(metrics.sum(name, { outcome: 'failed' }), name).toBe(0);
  }
  expect(metrics.sum('culture_orders_total', { event: 'created' })).toBeGreaterThan(0);
  expect(metrics.sum('culture_orders_total', { event: 'paid' })).toBeGreaterThan(0);
  expect(metrics.sum('culture_payment_notifications_total', { outcome: 'ok' })).toBeGreaterThan(0);
  expect(metrics.sum('culture_payment_notifications_total', { outcome: 'failed' })).toBe(0);
  expect(
    metrics.sum('culture_outbound_calls_total', { service: 'wechatpay', operation: 'prepayH5', outcome: 'ok' }),
  ).toBeGreaterThan(0);
  expect(metrics.sum('culture_db_pool_connections', { state: 'max' })).toBeGreaterThan(0);
  // What normal looked like on the nodes that are up (docs/operations.md "What normal looks like").
  const summary = {
    requests: metrics.sum('culture_http_request_duration_seconds_count'),
    errors5xx: metrics.sumWhere('culture_http_request_duration_seconds_count', (l) => l.status?.startsWith('5') ?? false),
    shed: metrics.sum('culture_requests_shed_total'),
    loopP99MaxS: metrics.max('culture_nodejs_eventloop_lag_p99_seconds'),
    loopMeanMaxS: metrics.max('culture_nodejs_eventloop_lag_mean_seconds'),
    poolInUseNow: metrics.sum('culture_db_pool_connections', { state: 'in_use' }),
    poolMaxPerNode: metrics.max('culture_db_pool_connections', { state: 'max' }),
    poolWaitingNow: metrics.sum('culture_db_pool_waiting'),
    socketsNow: metrics.sum('culture_socket_connections'),
    chatMessages: metrics.sum('culture_chat_messages_total'),
    ordersPaid: metrics.sum('culture_orders_total', { event: 'paid' }),
    residentMbMax: Math.round(metrics.max('culture_process_resident_memory_bytes') / 2 ** 20),
  };
  console.log(`[topology] metrics of the live nodes: ${JSON.stringify(summary)}`);
  // The proxy does not hand the metrics to the internet.
  expect((await fetch(`${proxyUrl}/metrics`, { headers: { authorization: 'Bearer x' } })).status).toBe(404);
}
