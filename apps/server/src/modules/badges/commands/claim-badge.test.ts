/**
 * Every refusal is explained by the one claim statement itself: the right catalogue code, from one
 * query and nothing else, with the count and the claims untouched. Where several reasons hold at
 * once, the first in claim-rule.ts's order names the refusal, and holding the badge comes first.
 */
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { badgeClaims, badgeEvents, couponTemplates, users } from '../../../db/schema.js';
import { ApiError } from '../../../lib/api-error.js';
import { nextId } from '../../../lib/ids.js';
import { createTestApp } from '../../../test/helper.js';
import { createBadgeService } from '../badge-service.js';
import { claimRefusal, claimRefusalSql } from '../claim-rule.js';
import { runClaimStatement, type ClaimAttempt } from '../claim-statement.js';

const t = await createTestApp();
const HOUR = 3_600_000;
const db = t.database.db;
const service = createBadgeService({ db, now: t.clock.now, serverSecret: t.config.jwtSecret });
const pool = (db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;

const texts = { 'zh-CN': '徽章', 'zh-TW': '徽章', 'en-US': 'Badge' };
let n = 0;
async function event(overrides: Partial<typeof badgeEvents.$inferInsert> = {}) {
  const [row] = await db
    .insert(badgeEvents)
    .values({
      slug: `refusal-${++n}`,
      name: texts,
      story: texts,
      benefits: texts,
      artwork: '/images/pages/yuanxiao/badge.svg',
      supply: 2,
      opensAt: new Date(t.clock.now() - HOUR),
      closesAt: new Date(t.clock.now() + HOUR),
      methods: ['app', 'venue'],
      ...overrides,
    })
    .returning();
  return row!;
}
async function person() {
  const id = nextId(t.clock.now);
  await db.insert(users).values({ id, isGuest: false, phoneE164: `+86137100${String(++n).padStart(5, '0')}` });
  return id;
}
async function claimsOf(eventId: number) {
  const [row] = await db
    .select({ claims: sql<number>`count(*)::int`, counted: sql<number>`max(${badgeEvents.claimedCount})` })
    .from(badgeEvents)
    .leftJoin(badgeClaims, eq(badgeClaims.eventId, badgeEvents.id))
    .where(eq(badgeEvents.id, eventId));
  return row;
}

/** The claim's answer code and the queries it sent to the pool, by statement name or text. */
async function traced(claim: () => Promise<unknown>) {
  const queries: string[] = [];
  const query = pool.query.bind(pool);
  pool.query = (...args: unknown[]) => {
    queries.push((args[0] as { name?: string }).name ?? String(args[0]));
    return query(...args);
  };
  try {
    const code = await claim().then(
      () => 200,
      (err: unknown) => (err instanceof ApiError ? err.code : 500),
    );
    return { code, queries };
  } finally {
    pool.query = query;
  }
}
const inApp = (userId: bigint, slug: string) => traced(() => service.claimInApp(userId, slug, 'en-US'));
const atVenue = (userId: bigint, eventId: number) =>
  traced(() => service.claimAtVenue(userId, service.venue.current(eventId, t.clock.now()).token, 'en-US'));

describe('a refused claim is explained by the one claim statement', () => {
  const cases: Array<[string, () => Promise<Partial<typeof badgeEvents.$inferInsert>>, number]> = [
    ['not yet open', async () => ({ opensAt: new Date(t.clock.now() + HOUR) }), 40912],
    ['ended', async () => ({ opensAt: new Date(t.clock.now() - 2 * HOUR), closesAt: new Date(t.clock.now() - 1) }), 40913],
    ['method not enabled', async () => ({ methods: ['code'] }), 40914],
    ['sold out', async () => ({ supply: 3, claimedCount: 3 }), 40911],
    // Several reasons at once: the first in the rule's order names it.
    ['method not enabled and not yet open', async () => ({ methods: ['nfc'], opensAt: new Date(t.clock.now() + HOUR) }), 40914],
    ['not yet open and sold out', async () => ({ opensAt: new Date(t.clock.now() + HOUR), supply: 1, claimedCount: 1 }), 40912],
    ['ended and sold out', async () => ({ closesAt: new Date(t.clock.now() - 1), supply: 1, claimedCount: 1 }), 40913],
    [
      'sold out with a reward coupon (no transaction needed to say so)',
      async () => {
        const [template] = await db
          .insert(couponTemplates)
          .values({
            slug: 'refusal-reward',
            brandName: 'B',
            couponName: 'C',
            type: 'EXCHANGE',
            discordValue: 'tea',
            useCondition: 'none',
            validUntil: '2099-12-31',
            useRule: 'none',
            stock: 10,
          })
          .returning({ id: couponTemplates.id });
        return { supply: 1, claimedCount: 1, rewardTemplateId: template!.id };
      },
      40911,
    ],
  ];
  for (const [why, overrides, expected] of cases) {
    it(`${why}: ${expected}, in app and at the venue, from one statement, nothing written`, async () => {
      const found = await event(await overrides());
      const before = await claimsOf(found.id);
      const who = await person();
      expect(await inApp(who, found.slug)).toEqual({ code: expected, queries: ['badge_claim_by_slug'] });
      expect(await atVenue(who, found.id)).toEqual({ code: expected, queries: ['badge_claim_by_id'] });
      expect(await claimsOf(found.id)).toEqual(before);
    });
  }

  it('not found: 40404 by slug and by id, from one statement', async () => {
    const who = await person();
    expect(await inApp(who, 'no-such-badge')).toEqual({ code: 40404, queries: ['badge_claim_by_slug'] });
    expect(await atVenue(who, 987_654)).toEqual({ code: 40404, queries: ['badge_claim_by_id'] });
  });

  it('already claimed: 40910, also when the event has since sold out or closed, and nothing moves', async () => {
    const found = await event({ supply: 1 });
    const who = await person();
    expect(await inApp(who, found.slug)).toEqual({ code: 200, queries: ['badge_claim_by_slug'] });
    expect(await inApp(who, found.slug)).toEqual({ code: 40910, queries: ['badge_claim_by_slug'] });
    expect(await atVenue(who, found.id)).toEqual({ code: 40910, queries: ['badge_claim_by_id'] });
    // Sold out now (supply 1): the holder still hears "already claimed", another person "all claimed".
    expect((await inApp(await person(), found.slug)).code).toBe(40911);
    await db
      .update(badgeEvents)
      .set({ closesAt: new Date(t.clock.now() - 1) })
      .where(eq(badgeEvents.id, found.id));
    expect((await inApp(who, found.slug)).code).toBe(40910);
    expect(await claimsOf(found.id)).toEqual({ claims: 1, counted: 1 });
  });
});

describe('the claim statement takes a batch', () => {
  const attempt = (userId: bigint, method: ClaimAttempt['method'] = 'app', at = t.clock.now()): ClaimAttempt => ({
    id: nextId(t.clock.now),
    userId,
    method,
    at: new Date(at),
    verifyToken: `token-${++n}`,
    rewardCouponId: null,
  });
  const run = (target: Parameters<typeof runClaimStatement>[1], attempts: ClaimAttempt[]) =>
    runClaimStatement(pool as unknown as Parameters<typeof runClaimStatement>[0], target, attempts);

  it('explains each refusal and hands out consecutive serials in arrival order within the supply left', async () => {
    const found = await event({ supply: 5, methods: ['app', 'venue'] });
    const holder = await person();
    expect((await inApp(holder, found.slug)).code).toBe(200);
    const who = await Promise.all(Array.from({ length: 9 }, () => person()));
    const batch = [
      attempt(who[0]!),
      attempt(holder),
      attempt(who[1]!, 'nfc'),
      attempt(who[2]!, 'app', t.clock.now() - 2 * HOUR),
      attempt(who[3]!),
      attempt(who[4]!, 'app', t.clock.now() + 2 * HOUR),
      attempt(who[5]!, 'venue'),
      attempt(who[6]!),
      attempt(who[7]!),
      attempt(who[8]!),
    ];
    const outcomes = await run({ slug: found.slug }, batch);
    expect(outcomes.map((o) => (o.kind === 'claimed' ? o.serial : o.kind === 'refused' ? o.refusal : o.kind))).toEqual([
      2,
      'badgeAlreadyClaimed',
      'badgeMethodUnavailable',
      'badgeNotYetOpen',
      3,
      'badgeClosed',
      4,
      5,
      'badgeAllClaimed',
      'badgeAllClaimed',
    ]);
    expect(await claimsOf(found.id)).toEqual({ claims: 5, counted: 5 });
    const { rows } = (await pool.query(
      'select user_id::text as "userId", serial from badge_claims where event_id = $1 order by serial',
      [found.id],
    )) as { rows: Array<{ userId: string; serial: number }> };
    expect(rows).toEqual(
      [holder, who[0], who[3], who[5], who[6]].map((userId, i) => ({ userId: String(userId), serial: i + 1 })),
    );
  });

  it('a batch for no such event: every claimant hears 40404, nothing written', async () => {
    const outcomes = await run({ eventId: 987_655 }, [attempt(await person()), attempt(await person())]);
    expect(outcomes).toEqual([
      { kind: 'refused', refusal: 'badgeNotFound' },
      { kind: 'refused', refusal: 'badgeNotFound' },
    ]);
  });
});

describe('the claim rule', () => {
  it('says the same in SQL as in TypeScript, for every reason and its order', async () => {
    const at = t.clock.now();
    const grid = [];
    for (const methods of [['app'], ['code']])
      for (const opensAt of [at - HOUR, at, at + 1])
        for (const closesAt of [null, at + HOUR, at, at - 1])
          for (const [supply, claimedCount] of [
            [null, 5],
            [3, 2],
            [3, 3],
          ] as const)
            grid.push({
              methods,
              opensAt: new Date(opensAt),
              closesAt: closesAt === null ? null : new Date(closesAt),
              supply,
              claimedCount,
            });
    const stamp = (d: Date | null) => (d === null ? 'null::timestamptz' : `'${d.toISOString()}'::timestamptz`);
    const rows = grid.map(
      (e, i) =>
        `(${i}, array[${e.methods.map((m) => `'${m}'`).join(',')}]::text[], ${stamp(e.opensAt)}, ${stamp(e.closesAt)}, ${e.supply ?? 'null'}::int, ${e.claimedCount})`,
    );
    const { rows: answers } = (await pool.query(
      `select ${claimRefusalSql('t', stamp(new Date(at)), "'app'")} as refusal
       from (values ${rows.join(', ')}) as t(ord, methods, opens_at, closes_at, supply, claimed_count) order by ord`,
    )) as { rows: Array<{ refusal: string | null }> };
    expect(answers.map((r) => r.refusal)).toEqual(grid.map((e) => claimRefusal(e, at, 'app')));
    const expected = grid.map((e) => claimRefusal(e, at, 'app'));
    expect(new Set(expected)).toEqual(
      new Set([null, 'badgeMethodUnavailable', 'badgeNotYetOpen', 'badgeClosed', 'badgeAllClaimed']),
    );
  });
});
