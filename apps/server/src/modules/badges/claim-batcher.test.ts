/**
 * The per-event batcher in front of the claim statement (claim-batcher.ts), on a stand-in pool
 * that records each run's claimants: a quiet event's claim goes alone at once, the claims that
 * arrive meanwhile go as one batch (one per person), and a batch that fails runs each claim alone.
 */
import { describe, expect, it } from 'vitest';
import type { Pool } from 'pg';
import { ApiError } from '../../lib/api-error.js';
import { createClaimBatcher } from './claim-batcher.js';
import type { ClaimAttempt } from './claim-statement.js';

const attempt = (userId: number): ClaimAttempt => ({
  id: BigInt(1000 + userId),
  userId: BigInt(userId),
  method: 'app',
  at: new Date(0),
  verifyToken: `t${userId}`,
  rewardCouponId: null,
});

/** A pool whose claim statement claims everyone in order, except that `fails` says which runs throw 23505. */
function standIn(fails: (users: string[]) => boolean) {
  const runs: string[][] = [];
  let serial = 0;
  const pool = {
    query: async ({ values }: { values: unknown[] }) => {
      const users = values[2] as string[];
      runs.push(users);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fails(users)) throw Object.assign(new Error('duplicate key'), { code: '23505', severity: 'ERROR' });
      return { rows: users.map(() => ({ id: 1, serial: ++serial, refusal: null, needsReward: false })) };
    },
  };
  return { pool: pool as unknown as Pool, runs };
}
const outcome = (promise: Promise<{ kind: string }>) =>
  promise.then(
    (o) => ('serial' in o ? o.serial : o.kind),
    (err: unknown) => (err instanceof ApiError ? err.errorName : 'error'),
  );

describe('the claim batcher', () => {
  it('sends a quiet claim alone, the claims that came meanwhile as one batch, a second claim of a person in the next', async () => {
    const { pool, runs } = standIn(() => false);
    const batcher = createClaimBatcher(pool);
    const target = { slug: 'quiet' };
    const answers = await Promise.all([1, 2, 3, 2, 4].map((u) => outcome(batcher.claim(target, attempt(u)))));
    expect(runs).toEqual([['1'], ['2', '3', '4'], ['2']]);
    expect(answers).toEqual([1, 2, 3, 5, 4]);
  });

  it('bounds a batch and keeps events apart', async () => {
    const { pool, runs } = standIn(() => false);
    const batcher = createClaimBatcher(pool, 2);
    await Promise.all([
      ...[1, 2, 3, 4].map((u) => batcher.claim({ slug: 'a' }, attempt(u))),
      batcher.claim({ eventId: 7 }, attempt(9)),
    ]);
    expect(runs).toEqual([['1'], ['9'], ['2', '3'], ['4']]);
  });

  it('runs each claim of a failed batch alone: the one whose claim committed elsewhere hears 40910, the others claim', async () => {
    const { pool, runs } = standIn((users) => users.length > 1 || users[0] === '3');
    const batcher = createClaimBatcher(pool);
    const answers = await Promise.all([1, 2, 3].map((u) => outcome(batcher.claim({ slug: 'busy' }, attempt(u)))));
    expect(runs.slice(0, 2)).toEqual([['1'], ['2', '3']]);
    expect(runs.slice(2).sort()).toEqual([['2'], ['3']]);
    expect(answers).toEqual([1, 2, 'badgeAlreadyClaimed']);
  });
});
