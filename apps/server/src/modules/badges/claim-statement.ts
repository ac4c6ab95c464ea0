/**
 * The claim statement: every badge claim, whatever the method, goes through this ONE statement
 * (spec § badges "claimed, all claimed"; docs/decisions.md, "Badges: one claim statement"). It
 * takes a batch of claimants of one event, in arrival order (one claim is a batch of one), and:
 * locks the event row (found by slug or by id), explains per claimant a refusal (no such event,
 * already claimed, then claim-rule.ts's rules at the claimant's own time and method), numbers the
 * claimable ones in arrival order within the supply left (serials count+1…, so they run 1..n
 * without gaps), inserts their claims and adds them to the count. One result row per claimant, in
 * order: the event as locked, the serial when claimed, otherwise the refusal's name, so a refusal
 * needs no second query.
 *
 * The row lock comes first, so the count it reads is the newest; whether a person holds the badge
 * is read from the statement's snapshot, so the same person's claim committed in between fails the
 * unique index (event, user) and the whole statement rolls back (claim-batcher.ts then claims each
 * person alone).
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
   * statement (commands/claim-badge.ts). Null: an event with a reward answers `needsReward`, so
   * the claim is never committed without its coupon.
   */
  rewardCouponId: bigint | null;
}

export type ClaimOutcome =
  | { kind: 'claimed'; event: EventRow; serial: number }
  | { kind: 'refused'; refusal: ClaimRefusal | 'badgeAlreadyClaimed' | 'badgeNotFound' }
  /** The event carries a reward coupon: claim again inside a transaction that issues it. */
  | { kind: 'needsReward' };

const EVENT_COLUMNS = `e.id, e.slug, e.page_slug as "pageSlug", e.name, e.story, e.benefits, e.artwork, e.supply,
  e.claimed_count as "claimedCount", e.opens_at as "opensAt", e.closes_at as "closesAt", e.methods,
  e.reward_template_id as "rewardTemplateId", e.sort_order as "sortOrder", e.created_at as "createdAt"`;

// $1 slug or id; per claimant in arrival order: $2 claim ids, $3 user ids, $4 verify tokens,
// $5 methods, $6 times, $7 reward coupon ids.
const statement = (key: 'slug' | 'id') => ({
  // Named: PostgreSQL parses and plans it once per connection.
  name: `badge_claim_by_${key}`,
  text: `with w as (
      select * from unnest($2::bigint[], $3::bigint[], $4::text[], $5::text[], $6::timestamptz[], $7::bigint[])
        with ordinality as w(id, user_id, verify_token, method, claimed_at, reward_coupon_id, ord)),
    e as materialized (select ev.* from badge_events ev where ev.${key} = $1 for update),
    judged as (
      -- Every reason but the supply (a null count never refuses): that depends on who is ahead.
      select w.*, case when e.id is null then 'badgeNotFound'
          when exists (select 1 from badge_claims c where c.event_id = e.id and c.user_id = w.user_id) then 'badgeAlreadyClaimed'
          else ${claimRefusalSql('e', 'w.claimed_at', 'w.method', 'null::int')} end as gate,
        coalesce(e.reward_template_id is not null and w.reward_coupon_id is null, false) as needs_reward
      from w left join e on true),
    queued as (
      select ord, row_number() over (order by ord) as n from judged where gate is null and not needs_reward),
    decided as (
      -- The supply judged with the claimants queued ahead counted; an event with a reward, before the batch.
      select j.*, q.n, coalesce(j.gate, ${claimRefusalSql('e', 'j.claimed_at', 'j.method', 'e.claimed_count + coalesce(q.n, 1) - 1')}) as refusal
      from judged j left join queued q on q.ord = j.ord left join e on true),
    inserted as (
      insert into badge_claims (id, event_id, user_id, serial, method, claimed_at, verify_token, reward_coupon_id)
      select d.id, e.id, d.user_id, (e.claimed_count + d.n)::int, d.method, d.claimed_at, d.verify_token,
        case when e.reward_template_id is null then null else d.reward_coupon_id end
      from decided d, e where d.refusal is null and not d.needs_reward
      returning id, serial),
    counted as (
      update badge_events b set claimed_count = b.claimed_count + (select count(*) from inserted)
      from e where b.id = e.id and exists (select 1 from inserted)
      returning b.id)
    select ${EVENT_COLUMNS}, i.serial, d.refusal, d.needs_reward as "needsReward"
    from decided d left join e on true left join inserted i on i.id = d.id
    order by d.ord`,
});
const BY_SLUG = statement('slug');
const BY_ID = statement('id');

type Row = EventRow & {
  serial: number | null;
  refusal: ClaimRefusal | 'badgeAlreadyClaimed' | 'badgeNotFound' | null;
  needsReward: boolean;
};

/**
 * Runs the claim statement once on `on` (the pool, or a transaction's connection) for `attempts`,
 * at most one per person, in arrival order; the outcomes come back in the same order.
 */
export async function runClaimStatement(
  on: Pool | PoolClient,
  target: ClaimTarget,
  attempts: readonly ClaimAttempt[],
): Promise<ClaimOutcome[]> {
  const [query, key] = 'slug' in target ? [BY_SLUG, target.slug] : [BY_ID, target.eventId];
  let rows: Row[];
  try {
    ({ rows } = await on.query<Row>({
      ...query,
      values: [
        key,
        attempts.map((a) => a.id.toString()),
        attempts.map((a) => a.userId.toString()),
        attempts.map((a) => a.verifyToken),
        attempts.map((a) => a.method),
        attempts.map((a) => a.at),
        attempts.map((a) => a.rewardCouponId?.toString() ?? null),
      ],
    }));
  } catch (error) {
    // The unique index on (event, user): the same person's other claim committed first.
    if (sqlState(error) === '23505') throw new ApiError('badgeAlreadyClaimed', { cause: error });
    throw error;
  }
  return rows.map(({ serial, refusal, needsReward, ...event }): ClaimOutcome => {
    if (serial !== null) return { kind: 'claimed', event: { ...event, claimedCount: serial }, serial };
    if (refusal !== null) return { kind: 'refused', refusal };
    if (needsReward) return { kind: 'needsReward' };
    throw new Error('claim statement: a claimant neither claimed nor refused');
  });
}
