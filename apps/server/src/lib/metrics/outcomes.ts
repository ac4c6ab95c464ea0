/**
 * Counting a command's outcome: `ok` when it answers, `refused` when it refuses with an ApiError
 * below 500 (sold out, a limit reached, not claimable: the product working), `failed` otherwise
 * (a fault or an outage: what alerts watch). The promise's own result or error is passed on.
 */
import type { Counter } from 'prom-client';
import { ApiError } from '../api-error.js';

export type Outcome = 'ok' | 'refused' | 'failed';
export const OUTCOMES: readonly Outcome[] = ['ok', 'refused', 'failed'];

export function outcomeOf(error: unknown): Outcome {
  return error instanceof ApiError && error.httpStatus < 500 ? 'refused' : 'failed';
}

export function countOutcome<T>(counter: Counter<'outcome'>, work: Promise<T>): Promise<T> {
  return work.then(
    (value) => {
      counter.inc({ outcome: 'ok' });
      return value;
    },
    (error: unknown) => {
      counter.inc({ outcome: outcomeOf(error) });
      throw error;
    },
  );
}

/** Every outcome shown from the start (at 0), so a rate over it exists before the first event. */
export function withOutcomes<C extends Counter<'outcome'>>(counter: C): C {
  for (const outcome of OUTCOMES) counter.inc({ outcome }, 0);
  return counter;
}
