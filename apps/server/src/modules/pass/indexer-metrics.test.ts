/** The pass indexer's series: the lag it last saw, its ticks by status, gone with the indexer. */
import { describe, expect, it } from 'vitest';
import { scrapeRegistry, valueOf } from '../../test/metrics-text.js';
import { indexerMetrics } from './indexer-metrics.js';

describe('pass indexer metrics', () => {
  it('report the blocks behind the head, the last finished tick and the ticks by status', async () => {
    const before = await scrapeRegistry();
    const metrics = indexerMetrics(31337, () => 1_700_000_000_000);
    metrics.tick({ status: 'indexed', indexedBlock: 1_000, head: 1_250, events: 3 });
    metrics.tick({ status: 'follower' });
    metrics.failed();
    let after = await scrapeRegistry();
    expect(valueOf(after, 'culture_pass_indexer_lag_blocks', { chain: '31337' })).toBe(250);
    expect(valueOf(after, 'culture_pass_indexer_last_tick_seconds')).toBe(1_700_000_000);
    const ticks = (status: string) =>
      valueOf(after, 'culture_pass_indexer_ticks_total', { status }) -
      valueOf(before, 'culture_pass_indexer_ticks_total', { status });
    expect([ticks('indexed'), ticks('follower'), ticks('error')]).toEqual([1, 1, 1]);

    metrics.tick({ status: 'idle', indexedBlock: 1_250, head: 1_250 });
    after = await scrapeRegistry();
    expect(valueOf(after, 'culture_pass_indexer_lag_blocks', { chain: '31337' })).toBe(0);

    metrics.close();
    after = await scrapeRegistry();
    expect(after.some((s) => s.name.startsWith('culture_pass_indexer_l'))).toBe(false);
  });
});
