/**
 * The pass indexer's series (docs/operations.md, "Metrics"): how far the index is behind the
 * chain's head, when it last finished a tick, and its ticks by status. Only the process holding
 * the lease reads the chain, so only its lag is current; followers report their ticks as
 * `follower` and leave the lag to the leader (max() over nodes in a query).
 */
import { counter, gaugeSources } from '../../lib/metrics/registry.js';
import type { TickResult, TickStatus } from './chain-indexer.js';

// Labelled by chain, so that a process with no indexer (or one that has not ticked yet) shows none.
const lag = gaugeSources(
  'culture_pass_indexer_lag_blocks',
  "Blocks between the chain's head and the last block indexed, as this process last read them (leader only).",
  ['chain'],
);
const lastTick = gaugeSources(
  'culture_pass_indexer_last_tick_seconds',
  'Unix time of the last tick that finished without an error (leader or follower).',
  ['chain'],
);
const ticks = counter(
  'culture_pass_indexer_ticks_total',
  'Indexer ticks by status (indexed, idle, follower, reorg, reset, retry, error).',
  ['status'],
);

/** One indexer's readings, removed with it. */
export function indexerMetrics(chainId: number, now: () => number) {
  const chain = String(chainId);
  let behind: number | null = null;
  let finishedAt: number | null = null;
  const stop = [
    lag.add(() => (behind === null ? [] : [[{ chain }, behind]])),
    lastTick.add(() => (finishedAt === null ? [] : [[{ chain }, finishedAt / 1000]])),
  ];
  return {
    tick(result: TickResult) {
      ticks.inc({ status: result.status satisfies TickStatus });
      finishedAt = now();
      if (result.head !== undefined && result.indexedBlock !== undefined) behind = Math.max(0, result.head - result.indexedBlock);
    },
    failed() {
      ticks.inc({ status: 'error' });
    },
    close() {
      for (const remove of stop) remove();
    },
  };
}
