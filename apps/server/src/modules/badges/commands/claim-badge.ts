/**
 * The one claim path (docs/decisions.md, "Badges: one claim statement"): every method ends here,
 * in the claim statement (claim-statement.ts). With nothing else to write it runs alone, in
 * autocommit. A claim code to spend, or a reward coupon to issue, puts the same statement in a
 * transaction with that write, so the badge, the code and the coupon commit together or not at
 * all (a refused claim leaves its code unused; no coupon, no badge).
 */
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { BadgeClaimMethod, Locale, MyBadge } from '@culture/protocol';
import type { Pool, PoolClient } from 'pg';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../lib/api-error.js';
import { nextId } from '../../../lib/ids.js';
import { myBadgeToWire } from '../badge-wire.js';
import { runClaimStatement, type ClaimAttempt, type ClaimOutcome, type ClaimTarget } from '../claim-statement.js';
import { issueCouponInTransaction } from '../reward-coupon.js';

export interface ClaimContext {
  pool: Pool;
  now: () => number;
}

export interface ClaimRequest {
  target: ClaimTarget;
  userId: bigint;
  method: BadgeClaimMethod;
  locale: Locale;
  /** Spends a claim code on the claim's transaction before the claim; throws to refuse. */
  spendCode?: (tx: Database, at: Date) => Promise<void>;
}

/** How often a claim that was claimable as read but refused under the lock is run again. */
const CHANGED_RETRIES = 2;

export async function claimBadge(ctx: ClaimContext, request: ClaimRequest): Promise<MyBadge> {
  const attempt: ClaimAttempt = {
    id: nextId(ctx.now),
    userId: request.userId,
    method: request.method,
    at: new Date(ctx.now()),
    verifyToken: randomBytes(16).toString('base64url'),
    rewardCouponId: null,
  };
  if (!request.spendCode) {
    const outcome = await settle(ctx.pool, request.target, attempt);
    if (outcome.kind !== 'needsReward') return answer(outcome, attempt, request.locale);
  }
  return inTransaction(ctx.pool, async (client) => {
    const tx = drizzle(client) as unknown as Database;
    await request.spendCode?.(tx, attempt.at);
    const withReward = { ...attempt, rewardCouponId: nextId(ctx.now) };
    const outcome = await settle(client, request.target, withReward);
    if (outcome.kind === 'claimed' && outcome.event.rewardTemplateId !== null) {
      const issued = await issueCouponInTransaction(tx, {
        id: withReward.rewardCouponId,
        templateId: outcome.event.rewardTemplateId,
        userId: request.userId,
        actor: `badge:${outcome.event.slug}`,
        now: ctx.now,
      });
      if (!issued) throw new ApiError('badgeRewardSoldOut');
    }
    return answer(outcome, withReward, request.locale);
  });
}

/** The statement, run again while the event changed between its read and its lock. */
async function settle(on: Pool | PoolClient, target: ClaimTarget, attempt: ClaimAttempt): Promise<ClaimOutcome> {
  let outcome = await runClaimStatement(on, target, attempt);
  for (let retry = 0; outcome.kind === 'changed' && retry < CHANGED_RETRIES; retry += 1)
    outcome = await runClaimStatement(on, target, attempt);
  return outcome;
}

function answer(outcome: ClaimOutcome, attempt: ClaimAttempt, locale: Locale): MyBadge {
  if (outcome.kind === 'refused') throw new ApiError(outcome.refusal);
  // Still changing after the retries: only a busy supply running out moves that fast.
  if (outcome.kind !== 'claimed') throw new ApiError('badgeAllClaimed');
  const rewardCouponId = outcome.event.rewardTemplateId === null ? null : attempt.rewardCouponId;
  const claim = { ...attempt, eventId: outcome.event.id, serial: outcome.serial, claimedAt: attempt.at, rewardCouponId };
  return myBadgeToWire(claim, outcome.event, locale);
}

/** BEGIN … COMMIT on one pooled connection; anything thrown rolls back. */
async function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  // A connection whose transaction could not be rolled back is closed, not reused.
  let broken = false;
  try {
    await client.query('begin');
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {
      broken = true;
    });
    throw error;
  } finally {
    client.release(broken);
  }
}
