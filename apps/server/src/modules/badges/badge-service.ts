/**
 * Badges: claiming (in the app, by the venue QR, by an NFC tap, by a printed code), the holder's
 * badges, the event lists with each event's state for the viewer, and public verification.
 *
 * Every claim goes through one path, `claimIn`: a transaction whose first write is ONE conditional
 * UPDATE of the event row (window open, method enabled, claimed_count < supply) that takes the
 * row lock and hands out the next serial; then the reward coupon (same transaction, all or
 * nothing) and the claim row (the unique index on (event, user) is the backstop for "one per
 * person"). Anything refused rolls the whole transaction back, count included.
 *
 * A claim with nothing else to write (no reward coupon, no claim code to spend) is the same two
 * writes as ONE statement: the counting UPDATE and the INSERT in a CTE, committed on its own. One
 * round trip instead of four, and the event row's lock is held for one statement rather than a
 * transaction's back-and-forth: every claim of a popular event waits on that lock, so its length
 * is what bounds claims per second.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { BadgeClaimMethod, BadgeEventList, BadgeVerification, KioskQr, Locale, MyBadge, MyBadges } from '@culture/protocol';
import { decodeListCursor, encodeListCursor, MY_BADGES_PAGE_SIZE } from '@culture/protocol';
import type { Pool } from 'pg';
import type { Database } from '../../db/client.js';
import { badgeClaimCodes, badgeClaims, badgeEvents, badgeKioskTokens, badgeNfcTags } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { sqlState } from '../../plugins/errors.js';
import { nextId } from '../../lib/ids.js';
import { eventToWire, localised, myBadgeToWire, type ClaimRow, type EventRow } from './badge-wire.js';
import { viewerClaims } from './viewer-claims.js';
import { claimCodeHasher } from './claim-code.js';
import { createClaimBatcher, type BatchOutcome, type PendingClaim } from './claim-batcher.js';
import { verifySun } from './nfc-sun.js';
import { issueCouponInTransaction } from './reward-coupon.js';
import { createVenueTokens } from './venue-token.js';

/** Separate keys per use, derived from the one server secret (no new setting to configure). */
export function deriveBadgeKey(serverSecret: string, purpose: 'venue' | 'claim-code'): Buffer {
  return createHmac('sha256', serverSecret).update(`badges:${purpose}`).digest();
}

/** Kiosk tokens are 32 random bytes: a plain SHA-256 is enough to keep them out of the database. */
export const hashKioskToken = (token: string) => createHash('sha256').update(token).digest();

/**
 * The in-app claim as ONE named prepared statement (PostgreSQL parses and plans it once per
 * connection): the event found by slug, the counting UPDATE under the event row's lock, the claim's
 * INSERT, and the event row as read, so the answer (or the reason for a refusal) needs no other
 * query. `serial` is null when the UPDATE matched nothing; no row at all when there is no event.
 * A repeat claim fails on the unique index (event, user), the statement whole, count included.
 */
const CLAIM_BY_SLUG = {
  name: 'badge_claim_by_slug',
  text: `with e as (select * from badge_events where slug = $1),
    counted as (
      update badge_events b set claimed_count = b.claimed_count + 1
      from e
      where b.id = e.id
        and b.opens_at <= $2
        and (b.closes_at is null or b.closes_at > $2)
        and (b.supply is null or b.claimed_count < b.supply)
        and $6 = any(b.methods)
        and b.reward_template_id is null
      returning b.id, b.claimed_count),
    inserted as (
      insert into badge_claims (id, event_id, user_id, serial, method, claimed_at, verify_token)
      select $3, id, $4, claimed_count, $6, $2, $5 from counted
      returning serial)
    select e.id, e.slug, e.page_slug as "pageSlug", e.name, e.story, e.benefits, e.artwork, e.supply,
           e.claimed_count as "claimedCount", e.opens_at as "opensAt", e.closes_at as "closesAt", e.methods,
           e.reward_template_id as "rewardTemplateId", e.sort_order as "sortOrder", e.created_at as "createdAt",
           (select serial from inserted) as serial
    from e`,
};

export function createBadgeService({ db, now, serverSecret }: { db: Database; now: () => number; serverSecret: string }) {
  // drizzle's node-postgres database keeps its pool here: named statements go to it directly.
  const pool = (db as unknown as { $client: Pool }).$client;
  const venue = createVenueTokens(deriveBadgeKey(serverSecret, 'venue'));
  const batcher = createClaimBatcher({
    pool,
    claimable: (event, method, at) =>
      event.methods.includes(method) &&
      event.opensAt.getTime() <= at.getTime() &&
      (event.closesAt === null || event.closesAt.getTime() > at.getTime()) &&
      event.rewardTemplateId === null &&
      (event.supply === null || event.claimedCount < event.supply),
  });
  // The holder's badges: built once, planned once per connection (every /MyMedal visit reads them).
  const mineCount = db
    .select({ total: count() })
    .from(badgeClaims)
    .where(eq(badgeClaims.userId, sql.placeholder('userId')))
    .prepare('badges_mine_count');
  const minePage = db
    .select({ claim: badgeClaims, event: badgeEvents })
    .from(badgeClaims)
    .innerJoin(badgeEvents, eq(badgeEvents.id, badgeClaims.eventId))
    .where(
      and(
        eq(badgeClaims.userId, sql.placeholder('userId')),
        sql`(${badgeClaims.claimedAt}, ${badgeClaims.id}) < (${sql.placeholder('afterAt')}::timestamptz, ${sql.placeholder('afterId')}::bigint)`,
      ),
    )
    .orderBy(desc(badgeClaims.claimedAt), desc(badgeClaims.id))
    .limit(MY_BADGES_PAGE_SIZE + 1)
    .prepare('badges_mine_page');
  const hashCode = claimCodeHasher(deriveBadgeKey(serverSecret, 'claim-code'));

  async function eventBy(where: { id: number } | { slug: string }): Promise<EventRow> {
    const [event] = await db
      .select()
      .from(badgeEvents)
      .where('id' in where ? eq(badgeEvents.id, where.id) : eq(badgeEvents.slug, where.slug));
    if (!event) throw new ApiError('badgeNotFound');
    return event;
  }

  async function claimOf(eventId: number, userId: bigint): Promise<ClaimRow | null> {
    const [claim] = await db
      .select()
      .from(badgeClaims)
      .where(and(eq(badgeClaims.eventId, eventId), eq(badgeClaims.userId, userId)));
    return claim ?? null;
  }

  /** Why the conditional UPDATE matched nothing, read inside the same transaction. */
  function refusal(event: EventRow, method: BadgeClaimMethod, nowMs: number): ApiError {
    if (!event.methods.includes(method)) return new ApiError('badgeMethodUnavailable');
    if (nowMs < event.opensAt.getTime()) return new ApiError('badgeNotYetOpen');
    if (event.closesAt && nowMs >= event.closesAt.getTime()) return new ApiError('badgeClosed');
    return new ApiError('badgeAllClaimed');
  }

  /** The counting UPDATE and the claim's INSERT as one statement; null when the UPDATE matched nothing. */
  async function claimInOneStatement(
    event: EventRow,
    userId: bigint,
    method: BadgeClaimMethod,
    at: Date,
  ): Promise<ClaimRow | null> {
    const id = nextId(now);
    const verifyToken = randomBytes(16).toString('base64url');
    try {
      const result = await db.execute<{ serial: number }>(sql`
        with counted as (
          update ${badgeEvents}
          set claimed_count = claimed_count + 1
          where id = ${event.id}
            and opens_at <= ${at}
            and (closes_at is null or closes_at > ${at})
            and (supply is null or claimed_count < supply)
            and ${method} = any(methods)
            and reward_template_id is null
          returning claimed_count
        )
        insert into ${badgeClaims} (id, event_id, user_id, serial, method, claimed_at, verify_token)
        select ${id}, ${event.id}, ${userId}, claimed_count, ${method}, ${at}, ${verifyToken} from counted
        returning serial`);
      const rows = Array.isArray(result) ? result : (result as { rows: Array<{ serial: number }> }).rows;
      if (rows.length === 0) return null;
      return {
        id,
        eventId: event.id,
        userId,
        serial: Number(rows[0]!.serial),
        method,
        claimedAt: at,
        verifyToken,
        rewardCouponId: null,
      };
    } catch (error) {
      // The unique index on (event, user): the statement failed whole, count included.
      if (sqlState(error) === '23505') throw new ApiError('badgeAlreadyClaimed');
      throw error;
    }
  }

  /** One person's claim by slug as ONE statement (CLAIM_BY_SLUG). */
  async function claimAlone(slug: string, method: BadgeClaimMethod, claim: PendingClaim): Promise<BatchOutcome> {
    try {
      const {
        rows: [row],
      } = await pool.query<EventRow & { serial: number | null }>({
        ...CLAIM_BY_SLUG,
        values: [slug, claim.at, claim.id.toString(), claim.userId.toString(), claim.verifyToken, method],
      });
      if (!row) return { kind: 'noEvent' };
      const { serial, ...event } = row;
      return serial === null ? { kind: 'refused', event } : { kind: 'claimed', serial, event };
    } catch (error) {
      // The unique index on (event, user): the statement failed whole, count included.
      if (sqlState(error) === '23505') return { kind: 'alreadyClaimed' };
      throw error;
    }
  }

  /**
   * The in-app claim: one statement when the event is quiet, write-combined with the claims that
   * arrive meanwhile when it is busy (claim-batcher.ts). Anything neither settles — an event with
   * a reward coupon, or a refusal whose reason the row as read does not show — goes on through
   * claimIn, which re-reads the event.
   */
  async function claimBySlug(slug: string, userId: bigint, method: BadgeClaimMethod, locale: Locale): Promise<MyBadge> {
    const nowMs = now();
    const claim: PendingClaim = {
      userId,
      id: nextId(now),
      verifyToken: randomBytes(16).toString('base64url'),
      at: new Date(nowMs),
    };
    const outcome = await batcher.claim(slug, method, claim, (c) => claimAlone(slug, method, c));
    if (outcome.kind === 'noEvent') throw new ApiError('badgeNotFound');
    if (outcome.kind === 'alreadyClaimed') throw new ApiError('badgeAlreadyClaimed');
    const { event } = outcome;
    if (outcome.kind === 'claimed') {
      const row: ClaimRow = {
        ...claim,
        eventId: event.id,
        serial: outcome.serial,
        method,
        claimedAt: claim.at,
        rewardCouponId: null,
      };
      return myBadgeToWire(row, event, locale);
    }
    const why = refusal(event, method, nowMs);
    const soldOutAsRead = event.supply !== null && event.claimedCount >= event.supply;
    // A reward to issue, or "all claimed" for an event the row showed with badges left (it changed meanwhile).
    if (event.rewardTemplateId !== null || (why.errorName === 'badgeAllClaimed' && !soldOutAsRead))
      return claimIn(event, userId, method, locale);
    throw why;
  }

  /**
   * The one claim path. `beforeClaim` runs first inside the transaction (a claim code is spent
   * there, so a refused claim leaves the code unused).
   */
  async function claimIn(
    event: EventRow,
    userId: bigint,
    method: BadgeClaimMethod,
    locale: Locale,
    beforeClaim?: (tx: Database) => Promise<void>,
  ): Promise<MyBadge> {
    const nowMs = now();
    const at = new Date(nowMs);
    // The one statement answers a repeat claim itself (the unique index), so it needs no early look.
    if (event.rewardTemplateId === null && !beforeClaim) {
      const claimed = await claimInOneStatement(event, userId, method, at);
      if (claimed) return myBadgeToWire(claimed, event, locale);
      const [latest] = await db.select().from(badgeEvents).where(eq(badgeEvents.id, event.id));
      // The operator may have attached a reward since the event was read: the full path handles it.
      if (!latest || latest.rewardTemplateId === null) throw refusal(latest ?? event, method, nowMs);
      event = latest;
    }
    // Cheap early answer for the common repeat tap; the unique index decides under contention.
    if (await claimOf(event.id, userId)) throw new ApiError('badgeAlreadyClaimed');
    const claim = await db.transaction(async (txn) => {
      const tx = txn as unknown as Database;
      if (beforeClaim) await beforeClaim(tx);
      const [counted] = await tx
        .update(badgeEvents)
        .set({ claimedCount: sql`${badgeEvents.claimedCount} + 1` })
        .where(
          and(
            eq(badgeEvents.id, event.id),
            lte(badgeEvents.opensAt, at),
            or(isNull(badgeEvents.closesAt), gt(badgeEvents.closesAt, at)),
            or(isNull(badgeEvents.supply), lt(badgeEvents.claimedCount, badgeEvents.supply)),
            sql`${method} = any(${badgeEvents.methods})`,
          ),
        )
        .returning();
      if (!counted) {
        const [latest] = await tx.select().from(badgeEvents).where(eq(badgeEvents.id, event.id));
        throw refusal(latest ?? event, method, nowMs);
      }
      let rewardCouponId: bigint | null = null;
      if (counted.rewardTemplateId !== null) {
        rewardCouponId = await issueCouponInTransaction(tx, {
          templateId: counted.rewardTemplateId,
          userId,
          actor: `badge:${counted.slug}`,
          now,
        });
        if (rewardCouponId === null) throw new ApiError('badgeRewardSoldOut');
      }
      const [inserted] = await tx
        .insert(badgeClaims)
        .values({
          id: nextId(now),
          eventId: event.id,
          userId,
          // The count after this claim, under the row lock: 1, 2, … with no gaps among commits.
          serial: counted.claimedCount,
          method,
          claimedAt: at,
          verifyToken: randomBytes(16).toString('base64url'),
          rewardCouponId,
        })
        .onConflictDoNothing({ target: [badgeClaims.eventId, badgeClaims.userId] })
        .returning();
      if (!inserted) throw new ApiError('badgeAlreadyClaimed');
      return { claim: inserted, event: counted };
    });
    return myBadgeToWire(claim.claim, claim.event, locale);
  }

  return {
    venue,

    async list(viewerId: bigint | null, page: string | undefined, locale: Locale): Promise<BadgeEventList> {
      const events = await db
        .select()
        .from(badgeEvents)
        .where(page ? eq(badgeEvents.pageSlug, page) : undefined)
        .orderBy(badgeEvents.sortOrder, desc(badgeEvents.opensAt), badgeEvents.id);
      const mine = await viewerClaims(
        db,
        viewerId,
        events.map((e) => e.id),
      );
      const nowMs = now();
      const wire = events.map((e) => eventToWire(e, mine.get(e.id) ?? null, nowMs, locale));
      const isPast = (e: EventRow) => e.closesAt !== null && e.closesAt.getTime() <= nowMs;
      return {
        current: wire.filter((_, i) => !isPast(events[i]!)),
        past: wire.filter((_, i) => isPast(events[i]!)),
      };
    },

    async event(viewerId: bigint | null, slug: string, locale: Locale) {
      const event = await eventBy({ slug });
      return eventToWire(event, viewerId === null ? null : await claimOf(event.id, viewerId), now(), locale);
    },

    async mine(userId: bigint, cursor: string | undefined, locale: Locale): Promise<MyBadges> {
      const after = cursor ? decodeListCursor(cursor) : null;
      if (cursor && !after) throw new ApiError('validation', { details: { cursor: 'invalid cursor' } });
      // Prepared once (below): the first page reads "before infinity".
      const [[{ total } = { total: 0 }], rows] = await Promise.all([
        mineCount.execute({ userId }),
        minePage.execute({
          userId,
          afterAt: after ? after.at.toISOString() : 'infinity',
          afterId: after ? after.id.toString() : '9223372036854775807',
        }),
      ]);
      const content = rows.slice(0, MY_BADGES_PAGE_SIZE);
      const last = content.at(-1);
      return {
        total: Number(total),
        next:
          rows.length > MY_BADGES_PAGE_SIZE && last ? encodeListCursor({ at: last.claim.claimedAt, id: last.claim.id }) : null,
        content: content.map((r) => myBadgeToWire(r.claim, r.event, locale)),
      };
    },

    /** The holder's badge; anyone else's answers like one that does not exist. */
    async badge(userId: bigint, badgeId: string, locale: Locale): Promise<MyBadge> {
      const [row] = await db
        .select({ claim: badgeClaims, event: badgeEvents })
        .from(badgeClaims)
        .innerJoin(badgeEvents, eq(badgeEvents.id, badgeClaims.eventId))
        .where(and(eq(badgeClaims.id, BigInt(badgeId)), eq(badgeClaims.userId, userId)));
      if (!row) throw new ApiError('badgeNotFound');
      return myBadgeToWire(row.claim, row.event, locale);
    },

    async claimInApp(userId: bigint, slug: string, locale: Locale): Promise<MyBadge> {
      return claimBySlug(slug, userId, 'app', locale);
    },

    async claimAtVenue(userId: bigint, token: string, locale: Locale): Promise<MyBadge> {
      const checked = venue.check(token, now());
      if (!checked.ok) throw new ApiError(checked.reason === 'expired' ? 'badgeVenueTokenExpired' : 'badgeVenueTokenInvalid');
      return claimIn(await eventBy({ id: checked.eventId }), userId, 'venue', locale);
    },

    /**
     * A verified tap moves the tag's counter forward in its own statement before the claim, so the
     * URL is spent even when the claim is then refused (a shared link cannot be used by another).
     */
    async claimByTag(userId: bigint, tap: { uid: string; ctr: string; cmac: string }, locale: Locale): Promise<MyBadge> {
      const uid = tap.uid.toUpperCase();
      const counter = parseInt(tap.ctr, 16);
      const [tag] = await db.select().from(badgeNfcTags).where(eq(badgeNfcTags.uid, uid));
      if (!tag || !verifySun(tag.key, uid, counter, tap.cmac)) throw new ApiError('badgeTagInvalid');
      const [advanced] = await db
        .update(badgeNfcTags)
        .set({ lastCounter: counter })
        .where(and(eq(badgeNfcTags.uid, uid), lt(badgeNfcTags.lastCounter, counter)))
        .returning({ eventId: badgeNfcTags.eventId });
      if (!advanced) throw new ApiError('badgeTagInvalid');
      return claimIn(await eventBy({ id: advanced.eventId }), userId, 'nfc', locale);
    },

    /** A ticket checked in at the door: the event's badge (null when the event has none). */
    async claimForAttendance(userId: bigint, slug: string, locale: Locale): Promise<MyBadge | null> {
      const [event] = await db.select().from(badgeEvents).where(eq(badgeEvents.slug, slug));
      return event ? claimIn(event, userId, 'venue', locale) : null;
    },

    async claimByCode(userId: bigint, code: string, locale: Locale): Promise<MyBadge> {
      const codeHash = hashCode(code);
      const [found] = await db.select().from(badgeClaimCodes).where(eq(badgeClaimCodes.codeHash, codeHash));
      if (!found || found.usedAt) throw new ApiError('badgeCodeInvalid');
      return claimIn(await eventBy({ id: found.eventId }), userId, 'code', locale, async (tx) => {
        // Spent in the claim's transaction: of two people typing the same code at once, one wins.
        const [spent] = await tx
          .update(badgeClaimCodes)
          .set({ usedAt: new Date(now()), usedBy: userId })
          .where(and(eq(badgeClaimCodes.codeHash, codeHash), isNull(badgeClaimCodes.usedAt)))
          .returning({ eventId: badgeClaimCodes.eventId });
        if (!spent) throw new ApiError('badgeCodeInvalid');
      });
    },

    /** Public: genuine or not, never who holds it. */
    async verify(token: string, locale: Locale): Promise<BadgeVerification> {
      const [row] = await db
        .select({ claim: badgeClaims, event: badgeEvents })
        .from(badgeClaims)
        .innerJoin(badgeEvents, eq(badgeEvents.id, badgeClaims.eventId))
        .where(eq(badgeClaims.verifyToken, token));
      if (!row) throw new ApiError('badgeNotFound');
      return {
        event: row.event.slug,
        name: localised(row.event.name, locale),
        artwork: row.event.artwork,
        serial: row.claim.serial,
        supply: row.event.supply,
        claimedAt: row.claim.claimedAt.toISOString(),
      };
    },

    /** The kiosk's one ability: its event's current QR. */
    async kioskQr(kioskToken: string | null, locale: Locale): Promise<KioskQr> {
      if (!kioskToken) throw new ApiError('kioskUnauthorized');
      const [kiosk] = await db
        .select()
        .from(badgeKioskTokens)
        .where(eq(badgeKioskTokens.tokenHash, hashKioskToken(kioskToken)));
      if (!kiosk) throw new ApiError('kioskUnauthorized');
      const event = await eventBy({ id: kiosk.eventId });
      const { token, rotatesInMs } = venue.current(event.id, now());
      return {
        event: event.slug,
        name: localised(event.name, locale),
        token,
        claimPath: `/ClockIn?venue=${encodeURIComponent(token)}`,
        rotatesInSeconds: Math.ceil(rotatesInMs / 1000),
      };
    },
  };
}

export type BadgeService = ReturnType<typeof createBadgeService>;
