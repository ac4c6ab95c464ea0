/**
 * The process's one Prometheus registry (prom-client), every series named `culture_…`. Modules
 * declare their own series beside what they measure (lib/metrics/*.ts holds the shared ones) and
 * plugins/metrics.ts serves the text; docs/operations.md lists each series and what normal looks like.
 *
 * One registry per process, not per app: counters are what a module increments where the event
 * happens, without an app handle threaded through every service. Gauges of things an app owns (a
 * database pool, open sockets) read live sources that the owner adds and removes (`gaugeSources`),
 * so several apps in one process (tests) add up instead of overwriting each other.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const registry = new Registry();

// Process CPU, memory, heap, GC, handles and the event loop's delay (culture_nodejs_eventloop_lag_*,
// from perf_hooks.monitorEventLoopDelay: a native histogram, nothing on the request path).
collectDefaultMetrics({ register: registry, prefix: 'culture_', eventLoopMonitoringPrecision: 10 });

export function counter<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) {
  return new Counter<L>({ name, help, labelNames, registers: [registry] });
}

export function histogram<L extends string = never>(name: string, help: string, labelNames: readonly L[], buckets: number[]) {
  return new Histogram<L>({ name, help, labelNames, buckets, registers: [registry] });
}

/** Seconds buckets for anything answered to a person: 5 ms to 10 s. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * A gauge whose value is the sum of the live sources' readings at scrape time, one reading per
 * label set. `add` returns the function that removes the source (call it when its owner closes).
 */
export function gaugeSources<L extends string = never>(name: string, help: string, labelNames: readonly L[] = []) {
  const sources = new Set<() => Array<[Partial<Record<L, string>>, number]>>();
  new Gauge<L>({
    name,
    help,
    labelNames,
    registers: [registry],
    collect() {
      this.reset();
      for (const read of sources) for (const [labels, value] of read()) this.inc(labels as never, value);
      // A gauge with no label names and no source still shows 0 rather than vanishing.
      if (sources.size === 0 && labelNames.length === 0) this.set(0);
    },
  });
  return {
    add(read: () => Array<[Partial<Record<L, string>>, number]>) {
      sources.add(read);
      return () => void sources.delete(read);
    },
  };
}
