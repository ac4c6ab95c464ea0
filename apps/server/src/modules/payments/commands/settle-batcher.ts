/**
 * Write-combining of payment settles (docs/payments.md, "Speed"; the same shape as the badges'
 * claim-batcher.ts): while a settle statement is in flight, the payments that arrive wait, and go
 * together as the next run of the statement (settle-statement.ts) when it returns. Notifications of
 * one product then share one product-row lock, one statement and one commit instead of queueing on
 * the lock with a transaction each; an idle server pays nothing, its payment goes at once as a batch
 * of one.
 *
 * A batch holds one payment per order number (a copy waits for the next batch, where it finds the
 * order settled) and at most `maxBatch`. If the statement fails, it rolled back whole and every
 * payment of the batch is answered `not-settled`, so settle-payment.ts settles each alone by its
 * general path, where a failure is that payment's own.
 */
import type { Pool } from 'pg';
import type { Database } from '../../../db/client.js';
import { runSettleStatement, type SettleAttempt, type SettleStatementOutcome } from './settle-statement.js';

interface Waiting {
  attempt: SettleAttempt;
  resolve: (outcome: SettleStatementOutcome) => void;
}

export type SettleBatcher = ReturnType<typeof createSettleBatcher>;

export function createSettleBatcher(pool: Pool, maxBatch = 128) {
  let waiting: Waiting[] | null = null;

  async function drain() {
    while (waiting!.length > 0) {
      const taken: Waiting[] = [];
      const later: Waiting[] = [];
      const numbers = new Set<string>();
      for (const w of waiting!) {
        if (taken.length < maxBatch && !numbers.has(w.attempt.outTradeNo)) {
          numbers.add(w.attempt.outTradeNo);
          taken.push(w);
        } else later.push(w);
      }
      waiting = later;
      let outcomes: SettleStatementOutcome[];
      try {
        outcomes = await runSettleStatement(
          pool,
          taken.map((w) => w.attempt),
        );
      } catch {
        outcomes = taken.map(() => ({ kind: 'not-settled', seen: 'created' }));
      }
      taken.forEach((w, i) => w.resolve(outcomes[i]!));
    }
    waiting = null;
  }

  return {
    /** Settles one payment by the statement, with the others that arrive meanwhile. */
    settle(attempt: SettleAttempt): Promise<SettleStatementOutcome> {
      return new Promise<SettleStatementOutcome>((resolve) => {
        if (waiting) waiting.push({ attempt, resolve });
        else {
          waiting = [{ attempt, resolve }];
          void drain();
        }
      });
    },
  };
}

const batchers = new WeakMap<Database, SettleBatcher | null>();

/**
 * The pool under a database: drizzle's node-postgres database keeps it in `$client` (both engines
 * are reached through it, db/client.ts). Null for another driver: callers then take their general
 * path. The payments' named statements (this batcher's, create-order.ts's) go to it directly.
 */
export function poolOf(db: Database): Pool | null {
  const pool = (db as unknown as { $client?: Pool }).$client;
  return pool && typeof pool.query === 'function' && 'totalCount' in pool ? pool : null;
}

/** The batcher of a database (one per process and database, made on first use); null without a pool. */
export function settleBatcherOf(db: Database): SettleBatcher | null {
  let batcher = batchers.get(db);
  if (batcher === undefined) {
    const pool = poolOf(db);
    batcher = pool ? createSettleBatcher(pool) : null;
    batchers.set(db, batcher);
  }
  return batcher;
}
