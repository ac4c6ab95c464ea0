import type { CounterStore } from './counter-store.js';

/** In-process counters with an injectable clock; expired keys are swept as they are touched. */
export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const entries = new Map<string, { count: number; expiresAt: number }>();

  function live(key: string) {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  }

  // Keep the map from growing without bound on a long-lived process.
  function sweep() {
    if (entries.size < 10_000) return;
    const t = now();
    for (const [key, entry] of entries) if (entry.expiresAt <= t) entries.delete(key);
  }

  return {
    async hit(key, windowMs) {
      sweep();
      const entry = live(key) ?? { count: 0, expiresAt: now() + windowMs };
      entry.count += 1;
      entries.set(key, entry);
      return { count: entry.count, resetInMs: entry.expiresAt - now() };
    },
    async claim(key, ttlMs) {
      sweep();
      const entry = live(key);
      if (entry) return entry.expiresAt - now();
      entries.set(key, { count: 1, expiresAt: now() + ttlMs });
      return 0;
    },
    async release(key) {
      entries.delete(key);
    },
    async escalate(key, stepsMs, quietMs) {
      sweep();
      const entry = live(key);
      if (entry) return { taken: false, ms: entry.expiresAt - now() };
      const level = live(`${key}:level`)?.count ?? 0;
      const step = stepsMs[Math.min(level, stepsMs.length - 1)]!;
      entries.set(`${key}:level`, { count: level + 1, expiresAt: now() + quietMs });
      entries.set(key, { count: 1, expiresAt: now() + step });
      return { taken: true, ms: step };
    },
    async close() {
      entries.clear();
    },
  };
}
