import { describe, expect, it } from 'vitest';
import { createClaimGate } from './claim-gate.js';

describe('the claim gate', () => {
  it('lets at most its slots of one event run at once, the rest in arrival order, other events apart', async () => {
    const gated = createClaimGate(2);
    const releases: Array<() => void> = [];
    const started: string[] = [];
    const work = (name: string) => () =>
      new Promise<string>((resolve) => {
        started.push(name);
        releases.push(() => resolve(name));
      });
    const done = ['a1', 'a2', 'a3', 'a4'].map((name) => gated('a', work(name)));
    const other = gated('b', work('b1'));
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a1', 'a2', 'b1']);
    releases.shift()!();
    await done[0];
    await new Promise((r) => setImmediate(r));
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3']);
    while (releases.length > 0) {
      releases.shift()!();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all([...done, other])).toEqual(['a1', 'a2', 'a3', 'a4', 'b1']);
    expect(started).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
  });

  it('frees the slot when the work throws', async () => {
    const gated = createClaimGate(1);
    await expect(gated('a', () => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(await gated('a', async () => 'next')).toBe('next');
  });
});
