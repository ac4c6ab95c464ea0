/**
 * The model check queue on its own (docs/security.md, "Model uploads"): places bounded before a
 * body is read, one upload per member, a deadline for every answer, and no check for a client
 * that left. Checks are held open by the test (a runner it finishes), not by a slow model.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error.js';
import type { ModelCheck } from './model-check.js';
import { createModelCheckQueue } from './model-check-queue.js';
import { createModelChecker } from './model-checker.js';
import { makeGlb } from '../../test/test-glb.js';

/** A runner whose checks end when the test says, or when they are aborted. */
function heldRunner() {
  const calls: Array<{ bytes: Uint8Array; signal: AbortSignal; finish: (result: ModelCheck) => void }> = [];
  const run = (bytes: Uint8Array, signal: AbortSignal) =>
    new Promise<ModelCheck>((resolve) => {
      calls.push({ bytes, signal, finish: resolve });
      signal.addEventListener('abort', () => resolve({ ok: false, reason: 'abandoned' }));
    });
  return { calls, run };
}

const accepted: ModelCheck = { ok: true, figures: { bytes: 1, triangles: 1, vertices: 3, materials: 1, textureBytes: 0 } };
const stillHere = () => new AbortController().signal;
const codeOf = (error: unknown) => (error as ApiError).code;

afterEach(() => vi.useRealTimers());

describe('model check queue', () => {
  it('refuses an upload at once (50301, Retry-After) when every place is held, and takes it when one is given back', () => {
    const queue = createModelCheckQueue({ workers: 1, maxWaiting: 1, deadlineMs: 30_000, run: heldRunner().run });
    const first = queue.admit(1n);
    queue.admit(2n);
    let refusal: unknown;
    try {
      queue.admit(3n);
    } catch (error) {
      refusal = error;
    }
    expect(codeOf(refusal)).toBe(50301);
    expect((refusal as ApiError).retryAfterSeconds).toBeGreaterThan(0);
    first.release();
    first.release(); // twice (answer sent, then the connection closed) gives back one place
    expect(() => queue.admit(3n)).not.toThrow();
    expect(() => queue.admit(4n)).toThrow(ApiError);
  });

  it('lets one upload per member in at a time (40950)', () => {
    const queue = createModelCheckQueue({ workers: 1, maxWaiting: 4, deadlineMs: 30_000, run: heldRunner().run });
    const first = queue.admit(7n);
    expect(() => queue.admit(7n)).toThrow(expect.objectContaining({ code: 40950, httpStatus: 409 }));
    first.release();
    expect(() => queue.admit(7n)).not.toThrow();
  });

  it('runs one check at a time and never starts one whose client left while it waited', async () => {
    const runner = heldRunner();
    const queue = createModelCheckQueue({ workers: 1, maxWaiting: 2, deadlineMs: 30_000, run: runner.run });
    const first = queue.admit(1n).check(new Uint8Array([1]), stillHere());
    const left = new AbortController();
    const second = queue.admit(2n).check(new Uint8Array([2]), left.signal);
    const third = queue.admit(3n).check(new Uint8Array([3]), stillHere());
    expect(queue.stats()).toMatchObject({ running: 1, waiting: 2 });
    left.abort();
    await expect(second).rejects.toMatchObject({ code: 50350 });
    expect(queue.stats()).toMatchObject({ running: 1, waiting: 1 });
    runner.calls[0]!.finish(accepted);
    await expect(first).resolves.toEqual(accepted);
    await vi.waitFor(() => expect(runner.calls).toHaveLength(2));
    expect([...runner.calls[1]!.bytes]).toEqual([3]);
    runner.calls[1]!.finish(accepted);
    await expect(third).resolves.toEqual(accepted);
    expect(queue.stats().started).toBe(2);
  });

  it('aborts a running check when its client leaves, and starts the next one', async () => {
    const runner = heldRunner();
    const queue = createModelCheckQueue({ workers: 1, maxWaiting: 1, deadlineMs: 30_000, run: runner.run });
    const left = new AbortController();
    const first = queue.admit(1n).check(new Uint8Array([1]), left.signal);
    const second = queue.admit(2n).check(new Uint8Array([2]), stillHere());
    left.abort();
    await expect(first).rejects.toMatchObject({ code: 50350 });
    expect(runner.calls[0]!.signal.aborted).toBe(true);
    await vi.waitFor(() => expect(runner.calls).toHaveLength(2));
    // Shutting down answers the running one too.
    queue.close();
    await expect(second).rejects.toMatchObject({ code: 50350 });
    expect(runner.calls[1]!.signal.aborted).toBe(true);
  });

  it('answers 50350 on the deadline of a running check, counted from the body’s arrival, and ends it', async () => {
    vi.useFakeTimers();
    const runner = heldRunner();
    const queue = createModelCheckQueue({ workers: 1, maxWaiting: 1, deadlineMs: 30_000, run: runner.run });
    const running = queue.admit(1n).check(new Uint8Array([1]), stillHere());
    const outcome = running.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await outcome).toMatchObject({ code: 50350, retryAfterSeconds: 20 });
    expect(runner.calls[0]!.signal.aborted).toBe(true);
    expect(queue.stats()).toMatchObject({ waiting: 0, running: 0, started: 1 });
  });

  it('answers 50350 on the deadline of a check still waiting, and drops it unstarted', async () => {
    vi.useFakeTimers();
    const runner = heldRunner();
    const queue = createModelCheckQueue({ workers: 0, maxWaiting: 1, deadlineMs: 30_000, run: runner.run });
    const outcome = queue
      .admit(1n)
      .check(new Uint8Array([1]), stillHere())
      .catch((error: unknown) => error);
    expect(queue.stats().waiting).toBe(1);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(await outcome).toMatchObject({ code: 50350 });
    expect(runner.calls).toHaveLength(0);
    expect(queue.stats()).toMatchObject({ waiting: 0, running: 0, started: 0 });
  });

  it('ends the worker thread of an abandoned check (a real glTF-Validator run)', async () => {
    const checker = createModelChecker();
    try {
      const abandon = new AbortController();
      const pending = checker.check(makeGlb({ triangles: 40_000 }), abandon.signal);
      abandon.abort();
      await expect(pending).resolves.toEqual({ ok: false, reason: 'The check was abandoned.' });
      // A fresh worker takes the next check.
      await expect(checker.check(makeGlb(), stillHere())).resolves.toMatchObject({ ok: true });
    } finally {
      await checker.close();
    }
  });
});
