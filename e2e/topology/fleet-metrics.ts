/**
 * The fleet's metrics as Prometheus reads them (docs/operations.md "Metrics"): each node's
 * `/metrics` on its own address with the bearer token (METRICS_TOKEN), summed over the nodes that
 * are up. The proxy does not forward `/metrics` from outside.
 */
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
  return {
    declaredEverywhere: new Set([...(declared[0] ?? [])].filter((name) => declared.every((d) => d.has(name)))),
    sum: (name, labels = {}) =>
      samples
        .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
        .reduce((a, s) => a + s.value, 0),
  };
}
