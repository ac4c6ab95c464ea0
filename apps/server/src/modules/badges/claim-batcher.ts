/**
 * Write-combining of claims per event (docs/decisions.md, "Badges: one claim statement"): while a
 * claim statement of an event is in flight, the claims that arrive for it wait, and go together
 * as the next run of the same statement (claim-statement.ts), in arrival order, when it returns.
 * Claims of a busy event then share one row lock, one statement and one commit instead of queueing
 * on the lock one commit each; an idle event pays nothing, its claim goes at once as a batch of one.
 *
 * A batch holds one claim per person (a second one waits for the next batch) and at most
 * `maxBatch` claims. If the statement fails (the unique index: someone's other claim committed
 * elsewhere meanwhile), it rolled back whole and each claim of the batch runs again alone, where
 * the failure is that one person's answer.
 */
import type { Pool } from 'pg';
import { runClaimStatement, type ClaimAttempt, type ClaimOutcome, type ClaimTarget } from './claim-statement.js';

interface Waiting {
  attempt: ClaimAttempt;
  resolve: (outcome: ClaimOutcome) => void;
  reject: (error: unknown) => void;
}

export type ClaimBatcher = ReturnType<typeof createClaimBatcher>;

export function createClaimBatcher(pool: Pool, maxBatch = 256) {
  /** Per target, the claims waiting; a key present means a statement of that target is in flight. */
  const queues = new Map<string, Waiting[]>();

  const alone = (target: ClaimTarget, w: Waiting) =>
    runClaimStatement(pool, target, [w.attempt]).then(([outcome]) => w.resolve(outcome!), w.reject);

  async function drain(key: string, target: ClaimTarget) {
    for (let waiting = queues.get(key)!; waiting.length > 0; waiting = queues.get(key)!) {
      const taken: Waiting[] = [];
      const later: Waiting[] = [];
      const people = new Set<bigint>();
      for (const w of waiting) {
        if (taken.length < maxBatch && !people.has(w.attempt.userId)) {
          people.add(w.attempt.userId);
          taken.push(w);
        } else later.push(w);
      }
      queues.set(key, later);
      if (taken.length === 1) {
        await alone(target, taken[0]!);
        continue;
      }
      try {
        const outcomes = await runClaimStatement(
          pool,
          target,
          taken.map((w) => w.attempt),
        );
        taken.forEach((w, i) => w.resolve(outcomes[i]!));
      } catch {
        await Promise.all(taken.map((w) => alone(target, w)));
      }
    }
    queues.delete(key);
  }

  return {
    /** Claims for one person by the claim statement, with the others that arrive meanwhile. */
    claim(target: ClaimTarget, attempt: ClaimAttempt): Promise<ClaimOutcome> {
      const key = 'slug' in target ? `slug\u0000${target.slug}` : `id\u0000${target.eventId}`;
      const waiting = queues.get(key);
      return new Promise<ClaimOutcome>((resolve, reject) => {
        if (waiting) waiting.push({ attempt, resolve, reject });
        else {
          queues.set(key, [{ attempt, resolve, reject }]);
          void drain(key, target);
        }
      });
    },
  };
}
