import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../test/helper.js';
import { createDatabaseProbe } from './database-probe.js';

describe('database probe', () => {
  it('pings at most once per second and shares one ping between concurrent callers', async () => {
    const clock = manualClock();
    const ping = vi.fn(async () => undefined);
    const probe = createDatabaseProbe({ ping }, clock.now);
    await Promise.all([probe(), probe(), probe()]);
    expect(ping).toHaveBeenCalledTimes(1);
    clock.advance(500);
    await probe();
    expect(ping).toHaveBeenCalledTimes(1);
    clock.advance(600);
    await probe();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it('reports a failed database until a later ping succeeds', async () => {
    const clock = manualClock();
    const ping = vi.fn(async () => {
      throw new Error('down');
    });
    const probe = createDatabaseProbe({ ping }, clock.now);
    await expect(probe()).rejects.toThrow('down');
    await expect(probe()).rejects.toThrow('down');
    ping.mockResolvedValue(undefined);
    clock.advance(1001);
    await expect(probe()).resolves.toBeUndefined();
  });
});
