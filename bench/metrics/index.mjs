#!/usr/bin/env node
/**
 * What the metrics read under a steady mixed load (docs/operations.md, "Metrics": what normal looks
 * like). Starts the built server with METRICS_PORT, drives a few public routes with autocannon for
 * a while (the page shell, a badge event list, the health probe, an unknown API path), then scrapes
 * /metrics and prints the series an operator graphs: request rate and p99 per route, errors, event
 * loop delay, the database pool, shed requests, memory.
 * Usage: npm run build && node bench/metrics/index.mjs [seconds=10] [connections=20]
 * A server already running (started with METRICS_PORT): BENCH_APP_URL=http://… BENCH_METRICS_URL=http://…/metrics
 */
import autocannon from 'autocannon';
import { freePort, startAppServer } from '../lib/server-process.mjs';

const seconds = Number(process.argv[2] ?? 10);
const connections = Number(process.argv[3] ?? 20);
const running = process.env.BENCH_APP_URL && process.env.BENCH_METRICS_URL;
const metricsPort = running ? null : await freePort();
const app = running
  ? { url: process.env.BENCH_APP_URL, stop: async () => undefined }
  : await startAppServer({ METRICS_PORT: String(metricsPort) });
const metricsUrl = running ? process.env.BENCH_METRICS_URL : `http://127.0.0.1:${metricsPort}/metrics`;

function parse(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)/.exec(line);
    if (!match || line.startsWith('#')) continue;
    const labels = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    samples.push({ name: match[1], labels, value: Number(match[3]) });
  }
  return samples;
}
const pick = (samples, name, labels = {}) =>
  samples.filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v));
const sum = (samples, name, labels) => pick(samples, name, labels).reduce((a, s) => a + s.value, 0);

/** The bucket bound below which `q` of the observations fall (what histogram_quantile approximates). */
function quantile(samples, labels, q) {
  const buckets = pick(samples, 'culture_http_request_duration_seconds_bucket', labels);
  const byLe = new Map();
  for (const b of buckets) byLe.set(b.labels.le, (byLe.get(b.labels.le) ?? 0) + b.value);
  const sorted = [...byLe].map(([le, n]) => [le === '+Inf' ? Infinity : Number(le), n]).sort((a, b) => a[0] - b[0]);
  const total = sorted.at(-1)?.[1] ?? 0;
  return sorted.find(([, n]) => n >= q * total)?.[0] ?? NaN;
}

const before = parse(await (await fetch(metricsUrl)).text());
const started = Date.now();
await autocannon({
  url: app.url,
  connections,
  duration: seconds,
  requests: [
    { method: 'GET', path: '/' },
    { method: 'GET', path: '/api/v3/badges/events', headers: { channel: 'BROWSER' } },
    { method: 'GET', path: '/healthz' },
    { method: 'GET', path: '/api/v3/no-such-path' },
  ],
});
const elapsed = (Date.now() - started) / 1000;
const after = parse(await (await fetch(metricsUrl)).text());
await app.stop();

const routes = [...new Set(pick(after, 'culture_http_request_duration_seconds_count').map((s) => s.labels.route))];
console.log(`autocannon ${connections} connections, ${seconds} s, 4 routes in turn; metrics scraped before and after`);
for (const route of routes) {
  const n =
    sum(after, 'culture_http_request_duration_seconds_count', { route }) -
    sum(before, 'culture_http_request_duration_seconds_count', { route });
  const errors =
    sum(after, 'culture_http_request_duration_seconds_count', { route }) -
    pick(after, 'culture_http_request_duration_seconds_count', { route })
      .filter((s) => !s.labels.status.startsWith('5'))
      .reduce((a, s) => a + s.value, 0);
  const statuses = pick(after, 'culture_http_request_duration_seconds_count', { route })
    .map((s) => `${s.labels.status}:${s.value}`)
    .join(' ');
  console.log(
    `${route.padEnd(28)} ${(n / elapsed).toFixed(0).padStart(6)} req/s  p99 ≤ ${quantile(after, { route }, 0.99)} s  5xx ${errors}  (${statuses})`,
  );
}
const show = (label, value) => console.log(`${label.padEnd(40)} ${value}`);
show('event loop delay p99 (s)', sum(after, 'culture_nodejs_eventloop_lag_p99_seconds').toFixed(4));
show('event loop delay mean (s)', sum(after, 'culture_nodejs_eventloop_lag_mean_seconds').toFixed(4));
show(
  'db pool in use / idle / max',
  ['in_use', 'idle', 'max'].map((state) => sum(after, 'culture_db_pool_connections', { state })).join(' / '),
);
show('db pool waiting', sum(after, 'culture_db_pool_waiting'));
show('requests shed', sum(after, 'culture_requests_shed_total'));
show('resident memory (MB)', (sum(after, 'culture_process_resident_memory_bytes') / 1e6).toFixed(0));
show('heap used (MB)', (sum(after, 'culture_nodejs_heap_size_used_bytes') / 1e6).toFixed(0));
show(
  'CPU seconds during the run',
  (sum(after, 'culture_process_cpu_seconds_total') - sum(before, 'culture_process_cpu_seconds_total')).toFixed(1),
);
