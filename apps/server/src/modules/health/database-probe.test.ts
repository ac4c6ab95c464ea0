import { describe, expect, it, vi } from 'vitest';
import { manualClock } from '../../test/helper.js';
import { createDatabaseProbe } from './database-probe.js';

/** A write the test finishes by hand. */
function pendingWrite() {
  let finish!: (error?: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    finish = (error) => (error ? reject(error) : resolve());
  });
  return { promise, finish };
}

describe('database probe', () => {
  it('writes at most every five seconds and shares one write between concurrent callers', async () => {
    const clock = manualClock();
    const probeWrite = vi.fn(async (): Promise<void> => undefined);
    const probe = createDatabaseProbe({ probeWrite }, clock.now);
    await Promise.all([probe(), probe(), probe()]);
    expect(probeWrite).toHaveBeenCalledTimes(1);
    clock.advance(4000);
    await probe();
    expect(probeWrite).toHaveBeenCalledTimes(1);
    clock.advance(1001);
    await probe();
    expect(probeWrite).toHaveBeenCalledTimes(2);
  });

  it('answers from the last result while the next write is still queued', async () => {
    const clock = manualClock();
    const probeWrite = vi.fn(async (): Promise<void> => undefined);
    const probe = createDatabaseProbe({ probeWrite }, clock.now);
    await probe();
    const slow = pendingWrite();
    probeWrite.mockReturnValueOnce(slow.promise);
    clock.advance(6000);
    // Resolves although the write it started has not finished: /healthz never waits on a busy database.
    await expect(probe()).resolves.toBeUndefined();
    expect(probeWrite).toHaveBeenCalledTimes(2);
    // A write that is stuck for five seconds is a failure.
    clock.advance(5000);
    await expect(probe()).rejects.toThrow('has not finished in 5000 ms');
    slow.finish();
    await slow.promise;
    await new Promise((r) => setImmediate(r));
    await expect(probe()).resolves.toBeUndefined();
  });

  it('reports a failed write until a later write succeeds', async () => {
    const clock = manualClock();
    const probeWrite = vi.fn(async (): Promise<void> => {
      throw new Error('cannot execute INSERT in a read-only transaction');
    });
    const probe = createDatabaseProbe({ probeWrite }, clock.now);
    await expect(probe()).rejects.toThrow('read-only');
    await expect(probe()).rejects.toThrow('read-only');
    expect(probeWrite).toHaveBeenCalledTimes(1);
    probeWrite.mockResolvedValue(undefined);
    clock.advance(1001);
    // This call starts the write that succeeds; the one after it sees the result.
    await probe().catch(() => undefined);
    await new Promise((r) => setImmediate(r));
    await expect(probe()).resolves.toBeUndefined();
  });
});
