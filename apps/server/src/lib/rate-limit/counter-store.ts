/**
 * Counters for rate limits. In one process they live in memory; with REDIS_URL they live in Redis
 * so every server process sees the same counts.
 */
export interface CounterStore {
  /** Counts one hit in a fixed window that starts with the key's first hit. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** Takes a lock for ttlMs if free and returns 0; if taken, returns the ms it still has to run. */
  claim(key: string, ttlMs: number): Promise<number>;
  /** Frees a lock early (e.g. the SMS could not be sent, so the user may retry at once). */
  release(key: string): Promise<void>;
  /**
   * An escalating lock: if `key` is held, answers `{ taken: false, ms }` with the ms it still has
   * to run; otherwise takes it for the next of `stepsMs` (the first, then each following one, the
   * last repeating) and answers `{ taken: true, ms }` with that step. The climb is remembered until
   * `quietMs` pass without a take (quietMs must exceed the longest step, or the climb would fall
   * back while the lock is held); `release(key + ':level')` starts it again from the first step.
   */
  escalate(key: string, stepsMs: readonly number[], quietMs: number): Promise<{ taken: boolean; ms: number }>;
  close(): Promise<void>;
}
