/**
 * Checks the database at most once a second, however often /healthz is asked. Load balancers
 * probe constantly; a round trip per probe would make the health check the busiest query.
 */
import type { DatabaseHandle } from '../../db/client.js';

export function createDatabaseProbe(database: Pick<DatabaseHandle, 'ping'>, now: () => number, maxAgeMs = 1000) {
  let checkedAt = -Infinity;
  let inFlight: Promise<void> | null = null;
  let lastError: unknown = null;

  return async function probe(): Promise<void> {
    if (now() - checkedAt < maxAgeMs && !inFlight) {
      if (lastError) throw lastError;
      return;
    }
    inFlight ??= database
      .ping()
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
    await inFlight;
    if (lastError) throw lastError;
  };
}
