/**
 * The claim statement: every badge claim, whatever the method, is this ONE statement (spec §
 * badges "claimed, all claimed"; docs/decisions.md, "Badges: one claim statement"). It finds the
 * event (by slug or by id), reads whether this person holds it already, counts the claim with one
 * conditional UPDATE under the event row's lock (claim-rule.ts decides; the new count is the
 * serial, so serials run 1..n without gaps) and inserts the claim row. Its one result row is the
 * event as read, the serial when claimed, and otherwise the refusal's name, read from the same
 * rule, so a refusal needs no second query. No row: no such event.
 *
 * A repeat claim of one person racing itself fails on the unique index (event, user): the whole
 * statement, count included, rolls back.
 */
import type { Pool, PoolClient } from 'pg';
import type { BadgeClaimMethod } from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import { sqlState } from '../../lib/sql-state.js';
import type { EventRow } from './badge-wire.js';
import { claimRefusalSql, type ClaimRefusal } from './claim-rule.js';

/** Which event: the in-app claim and the door name it by slug, the venue QR, NFC tags and codes by id. */
export type ClaimTarget = { slug: string } | { eventId: number };

/** One person's claim, its ids made before the statement runs. */
export interface ClaimAttempt {
  id: bigint;
  userId: bigint;
  method: BadgeClaimMethod;
  at: Date;
  verifyToken: string;
  /**
   * The id the reward coupon will get: set only inside a transaction that issues it after the
   * statement (commands/claim-badge.ts). Null: an event with a reward refuses the claim as
   * `needsReward`, so it is never committed without its coupon.
   */
  rewardCouponId: bigint | null;
}

export type ClaimOutcome =
  | { kind: 'claimed'; event: EventRow; serial: number }
  | { kind: 'refused'; refusal: ClaimRefusal | 'badgeAlreadyClaimed' | 'badgeNotFound' }
  /** The event carries a reward coupon: claim again inside a transaction that issues it. */
  | { kind: 'needsReward' }
  /** Claimable as read, refused under the lock: the row changed in between; claim again. */
  | { kind: 'changed' };

const EVENT_COLUMNS = `e.id, e.slug, e.page_slug as "pageSlug", e.name, e.story, e.benefits, e.artwork, e.supply,
  e.claimed_count as "claimedCount", e.opens_at as "opensAt", e.closes_at as "closesAt", e.methods,
  e.reward_template_id as "rewardTemplateId", e.sort_order as "sortOrder", e.created_at as "createdAt"`;

// $1 slug or id, $2 at, $3 claim id, $4 user id, $5 verify token, $6 method, $7 reward coupon id.
const statement = (key: 'slug' | 'id') => ({
  // Named: PostgreSQL parses and plans it once per connection.
  name: `badge_claim_by_${key}`,
  text: `with e as (
      select ev.*, exists (select 1 from badge_claims c where c.event_id = ev.id and c.user_id = $4) as held
      from badge_events ev where ev.${key} = $1),
    counted as (
      update badge_events b set claimed_count = b.claimed_count + 1
      from e
      where b.id = e.id and not e.held and ${claimRefusalSql('b', '$2::timestamptz', '$6::text')} is null
        and (b.reward_template_id is null or $7::bigint is not null)
      returning b.id, b.claimed_count, b.reward_template_id),
    inserted as (
      insert into badge_claims (id, event_id, user_id, serial, method, claimed_at, verify_token, reward_coupon_id)
      select $3, id, $4, claimed_count, $6, $2, $5, case when reward_template_id is null then null else $7::bigint end
      from counted
      returning serial)
    select ${EVENT_COLUMNS}, (select serial from inserted) as serial,
      case when e.held then 'badgeAlreadyClaimed' else ${claimRefusalSql('e', '$2::timestamptz', '$6::text')} end as refusal
    from e`,
});
const BY_SLUG = statement('slug');
const BY_ID = statement('id');

type Row = EventRow & { serial: number | null; refusal: ClaimRefusal | 'badgeAlreadyClaimed' | null };

/** Runs the claim statement once on `on` (the pool, or a transaction's connection). */
export async function runClaimStatement(
  on: Pool | PoolClient,
  target: ClaimTarget,
  attempt: ClaimAttempt,
): Promise<ClaimOutcome> {
  const [query, key] = 'slug' in target ? [BY_SLUG, target.slug] : [BY_ID, target.eventId];
  let row: Row | undefined;
  try {
    ({
      rows: [row],
    } = await on.query<Row>({
      ...query,
      values: [
        key,
        attempt.at,
        attempt.id.toString(),
        attempt.userId.toString(),
        attempt.verifyToken,
        attempt.method,
        attempt.rewardCouponId?.toString() ?? null,
      ],
    }));
  } catch (error) {
    // The unique index on (event, user): the same person's other claim committed first.
    if (sqlState(error) === '23505') throw new ApiError('badgeAlreadyClaimed', { cause: error });
    throw error;
  }
  if (!row) return { kind: 'refused', refusal: 'badgeNotFound' };
  const { serial, refusal, ...event } = row;
  if (serial !== null) return { kind: 'claimed', event: { ...event, claimedCount: serial }, serial };
  if (refusal !== null) return { kind: 'refused', refusal };
  if (event.rewardTemplateId !== null && attempt.rewardCouponId === null) return { kind: 'needsReward' };
  return { kind: 'changed' };
}
