/**
 * Readiness from a write, not a read: a database that can read but not write (read-only mount,
 * full disk, read-only mode) must take the node out of rotation. The write (one row of
 * health_probe) runs at most every few seconds however often /healthz is asked, and in the
 * background: /healthz answers from the last result at once, so a long database queue under load
 * never makes the health check itself slow. Only the very first check is waited for.
 */
import type { DatabaseHandle } from '../../db/client.js';

export interface DatabaseProbeOptions {
  /** How long a good result stands before the next write. */
  okMaxAgeMs?: number;
  /** How soon a failed result is checked again. */
  failedMaxAgeMs?: number;
  /** A write still unfinished after this long counts as failed (a stuck database is not ready). */
  timeoutMs?: number;
}

export class ProbeTimeoutError extends Error {
  constructor(ms: number) {
    super(`the database write probe has not finished in ${ms} ms`);
    this.name = 'ProbeTimeoutError';
  }
}

export function createDatabaseProbe(
  database: Pick<DatabaseHandle, 'probeWrite'>,
  now: () => number,
  { okMaxAgeMs = 5000, failedMaxAgeMs = 1000, timeoutMs = 5000 }: DatabaseProbeOptions = {},
) {
  let checkedAt = -Infinity;
  let lastError: unknown = null;
  let inFlight: Promise<void> | null = null;
  let startedAt = 0;

  function check(): Promise<void> {
    startedAt = now();
    inFlight = database
      .probeWrite()
      .then(() => {
        lastError = null;
      })
      .catch((error: unknown) => {
        lastError = error;
      })
      .finally(() => {
        checkedAt = now();
        inFlight = null;
      });
    return inFlight;
  }

  function settle(): void {
    if (inFlight && now() - startedAt >= timeoutMs) throw new ProbeTimeoutError(timeoutMs);
    if (lastError) throw lastError;
  }

  /**
   * The verdict without waiting when there is one: returns nothing when ready, throws when not,
   * and returns a promise only while the very first write is under way. /healthz uses it so that
   * its usual answer costs no promise at all.
   */
  function verdict(): Promise<void> | undefined {
    if (checkedAt === -Infinity) return (inFlight ?? check()).then(settle);
    if (!inFlight && now() - checkedAt >= (lastError ? failedMaxAgeMs : okMaxAgeMs)) void check();
    settle();
    return undefined;
  }

  return Object.assign(
    async function probe(): Promise<void> {
      await verdict();
    },
    { verdict },
  );
}
