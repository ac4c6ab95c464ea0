/**
 * The one claim path (docs/decisions.md, "Badges: one claim statement"): every method ends here,
 * in the claim statement (claim-statement.ts). With nothing else to write it goes through the
 * per-event batcher (claim-batcher.ts): in autocommit, with the claims of the same event that
 * arrive while one of its statements is in flight. A claim code to spend, or a reward coupon to
 * issue, puts the same statement, as a batch of one, in a transaction with that write, so the
 * badge, the code and the coupon commit together or not at all (a refused claim leaves its code
 * unused; no coupon, no badge).
 */
import { randomBytes } from 'node:crypto';
import { drizzle } from 'drizzle-orm/node-postgres';
import type { BadgeClaimMethod, Locale, MyBadge } from '@culture/protocol';
import type { Pool, PoolClient } from 'pg';
import type { Database } from '../../../db/client.js';
import { ApiError } from '../../../lib/api-error.js';
import { nextId } from '../../../lib/ids.js';
import { badgeClaims } from '../../../lib/metrics/business.js';
import { countOutcome } from '../../../lib/metrics/outcomes.js';
import { myBadgeToWire } from '../badge-wire.js';
import type { ClaimBatcher } from '../claim-batcher.js';
import { runClaimStatement, type ClaimAttempt, type ClaimOutcome, type ClaimTarget } from '../claim-statement.js';
import { issueCouponInTransaction } from '../reward-coupon.js';

export interface ClaimContext {
  pool: Pool;
  claims: ClaimBatcher;
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

/** Every claim, each outcome counted (culture_badge_claims_total). */
export function claimBadge(ctx: ClaimContext, request: ClaimRequest): Promise<MyBadge> {
  return countOutcome(badgeClaims, claim(ctx, request));
}

async function claim(ctx: ClaimContext, request: ClaimRequest): Promise<MyBadge> {
  const attempt: ClaimAttempt = {
    id: nextId(ctx.now),
    userId: request.userId,
    method: request.method,
    at: new Date(ctx.now()),
    verifyToken: randomBytes(16).toString('base64url'),
    rewardCouponId: null,
  };
  if (!request.spendCode) {
    const outcome = await ctx.claims.claim(request.target, attempt);
    if (outcome.kind !== 'needsReward') return answer(outcome, attempt, request.locale);
  }
  return inTransaction(ctx.pool, async (client) => {
    const tx = drizzle(client) as unknown as Database;
    await request.spendCode?.(tx, attempt.at);
    const withReward = { ...attempt, rewardCouponId: nextId(ctx.now) };
    // A batch of one: the statement commits with the code and the coupon.
    const outcome = (await runClaimStatement(client, request.target, [withReward]))[0]!;
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

function answer(outcome: ClaimOutcome, attempt: ClaimAttempt, locale: Locale): MyBadge {
  if (outcome.kind === 'refused') throw new ApiError(outcome.refusal);
  // Asked for a reward inside the transaction that supplies one: never; refuse rather than 5xx.
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
