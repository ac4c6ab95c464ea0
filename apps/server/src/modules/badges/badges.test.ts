import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { createTestApp, usingPostgres } from '../../test/helper.js';
import { users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { nextId } from '../../lib/ids.js';
import { createBadgeService } from './badge-service.js';
import { sunParams } from './nfc-sun.js';

const ADMIN = 'badge-admin-token-0123456789abcdef';
const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN } });
const HOUR = 3_600_000;

async function admin(url: string, body: unknown, status = 200) {
  const res = await t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
    payload: JSON.stringify(body),
  });
  expect(res.statusCode, res.body).toBe(status);
  return res.json().data;
}
const texts = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });
let n = 0;
async function event(overrides: Record<string, unknown> = {}) {
  const slug = `event-${++n}`;
  await admin(API_PATHS.adminBadgeEvents, {
    slug,
    name: texts(`Badge ${n}`),
    story: texts('Story'),
    benefits: texts('Benefit'),
    artwork: '/images/pages/yuanxiao/badge.svg',
    supply: 2,
    opensAt: new Date(t.clock.now() - HOUR).toISOString(),
    closesAt: new Date(t.clock.now() + HOUR).toISOString(),
    page: 'yuanxiao',
    methods: ['app', 'venue', 'nfc', 'code'],
    ...overrides,
  });
  return slug;
}
const a = await t.loginWithPhone('13800150001');
const b = await t.loginWithPhone('13800150002');
const c = await t.loginWithPhone('13800150003');
const claim = (token: string, slug: string) => t.post(API_PATHS.badgeClaim, { event: slug }, { token });
const code = (res: { json: () => { code: number } }) => res.json().code;

describe('claiming in the app', () => {
  it('answers claimed, already claimed and all claimed, with serials "No. N of M" and the viewer state', async () => {
    const slug = await event();
    const first = await claim(a.token, slug);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ event: slug, serial: 1, supply: 2, method: 'app', name: 'Badge 1' });
    expect(code(await claim(a.token, slug))).toBe(40910);
    expect((await claim(b.token, slug)).json().data.serial).toBe(2);
    expect(code(await claim(c.token, slug))).toBe(40911);

    const forA = (await t.get(`${API_PATHS.badgeEvent.replace(':slug', slug)}`, { token: a.token })).json().data;
    expect(forA).toMatchObject({ state: 'claimed', remaining: 0, claimed: 2 });
    const forC = (await t.get(`${API_PATHS.badgeEvent.replace(':slug', slug)}`, { token: c.token })).json().data;
    expect(forC).toMatchObject({ state: 'allClaimed', mine: null });
    const anonymous = (await t.get(`${API_PATHS.badgeEvent.replace(':slug', slug)}`)).json().data;
    expect(anonymous.state).toBe('allClaimed');
  });

  it('refuses before the window, after it and by a method the event does not take; needs login', async () => {
    const later = await event({ opensAt: new Date(t.clock.now() + HOUR).toISOString(), closesAt: null });
    expect(code(await claim(a.token, later))).toBe(40912);
    expect((await t.get(API_PATHS.badgeEvent.replace(':slug', later))).json().data.state).toBe('notYetOpen');
    const ended = await event({
      opensAt: new Date(t.clock.now() - 2 * HOUR).toISOString(),
      closesAt: new Date(t.clock.now() - HOUR).toISOString(),
    });
    expect(code(await claim(a.token, ended))).toBe(40913);
    const list = (await t.get(`${API_PATHS.badgeEvents}?page=yuanxiao`)).json().data;
    expect(list.past.map((e: { slug: string }) => e.slug)).toContain(ended);
    expect(list.current.map((e: { slug: string }) => e.slug)).toContain(later);
    const codeOnly = await event({ methods: ['code'] });
    expect(code(await claim(a.token, codeOnly))).toBe(40914);
    expect(code(await claim(await t.guestToken(), codeOnly))).toBe(40101);
    expect(code(await claim(a.token, 'no-such-event'))).toBe(40404);
    // Operators open and close it.
    await admin(API_PATHS.adminBadgeEventsOpen, { event: later });
    expect((await claim(a.token, later)).statusCode).toBe(200);
    await admin(API_PATHS.adminBadgeEventsClose, { event: later });
    expect(code(await claim(b.token, later))).toBe(40913);
  });

  it('shows the holder their badges and the public a verification without the holder', async () => {
    const slug = await event({ supply: null });
    const badge = (await claim(c.token, slug)).json().data;
    expect(badge.supply).toBeNull();
    const mine = (await t.get(API_PATHS.myBadges, { token: c.token })).json().data;
    expect(mine.content.map((m: { badgeId: string }) => m.badgeId)).toContain(badge.badgeId);
    expect((await t.get(API_PATHS.myBadge.replace(':badgeId', badge.badgeId), { token: c.token })).json().data.serial).toBe(1);
    expect(code(await t.get(API_PATHS.myBadge.replace(':badgeId', badge.badgeId), { token: a.token }))).toBe(40404);
    const verified = await t.get(API_PATHS.badgeVerify.replace(':token', badge.verifyToken), { locale: 'zh-TW' });
    expect(verified.json().data).toEqual({
      event: slug,
      name: `Badge ${n}（繁）`,
      artwork: '/images/pages/yuanxiao/badge.svg',
      serial: 1,
      supply: null,
      claimedAt: badge.claimedAt,
    });
    expect(verified.body).not.toContain(c.userId);
    expect(code(await t.get(API_PATHS.badgeVerify.replace(':token', 'A'.repeat(22))))).toBe(40404);
  });

  it("pages the holder's badges newest first with a cursor, 50 a page", async () => {
    const holder = await t.loginWithPhone('13800150009');
    const slugs: string[] = [];
    for (let i = 0; i < 52; i += 1) {
      const slug = await event({ supply: null, methods: ['app'] });
      expect(code(await claim(holder.token, slug))).toBe(200);
      slugs.push(slug);
      t.clock.advance(1_000);
    }
    const first = (await t.get(API_PATHS.myBadges, { token: holder.token })).json().data;
    expect(first.total).toBe(52);
    expect(first.content.map((m: { event: string }) => m.event)).toEqual(slugs.slice(2).reverse());
    expect(first.next).toEqual(expect.any(String));
    const second = (await t.get(`${API_PATHS.myBadges}?cursor=${first.next}`, { token: holder.token })).json().data;
    expect(second).toMatchObject({ total: 52, next: null });
    expect(second.content.map((m: { event: string }) => m.event)).toEqual([slugs[1], slugs[0]]);
  });

  it('issues the reward coupon with the badge, and refuses the badge when the coupon has run out', async () => {
    const { templateId } = await admin(API_PATHS.adminCouponTemplates, {
      brandName: 'Lantern',
      couponName: 'Tea',
      type: 'EXCHANGE',
      discordValue: 'tea',
      validDate: '2099.12.31',
      stock: 1,
    });
    const slug = await event({ rewardTemplateId: templateId, supply: 5 });
    const badge = (await claim(a.token, slug)).json().data;
    expect(badge.rewardCouponId).toMatch(/^\d+$/);
    const coupons = (await t.get(`${API_PATHS.couponList}?status=all`, { token: a.token })).json().data.content;
    expect(coupons.map((x: { customerCouponId: string }) => x.customerCouponId)).toContain(badge.rewardCouponId);
    expect(code(await claim(b.token, slug))).toBe(40915);
    // All or nothing: no badge, and the count did not move.
    expect((await t.get(API_PATHS.badgeEvent.replace(':slug', slug), { token: b.token })).json().data).toMatchObject({
      state: 'notClaimed',
      claimed: 1,
    });
  });
});

describe('the venue QR', () => {
  it('accepts the current token, the previous one for 60 s after rotation, and refuses older, forged and unknown tokens', async () => {
    const slug = await event({ supply: null, methods: ['venue'] });
    const { token: kiosk } = await admin(API_PATHS.adminBadgeKioskTokens, { event: slug, label: 'gate' });
    const qr = async () => (await t.get(API_PATHS.badgeKiosk, { headers: { authorization: `Bearer ${kiosk}` } })).json().data;
    // Start at the beginning of a 2-minute step.
    t.clock.set(Math.ceil(t.clock.now() / 120_000) * 120_000 + 1_000);
    const first = await qr();
    expect(first.rotatesInSeconds).toBe(119);
    expect(first.claimPath).toBe(`/ClockIn?venue=${encodeURIComponent(first.token)}`);
    const users = await Promise.all(['13800150011', '13800150012', '13800150013', '13800150014'].map((p) => t.loginWithPhone(p)));
    const venueClaim = (token: string, who: { token: string }) =>
      t.post(API_PATHS.badgeClaimVenue, { token }, { token: who.token });
    // Logins moved the clock; put it back at the start of the step.
    t.clock.set(Math.floor(t.clock.now() / 120_000) * 120_000 + 1_000);
    const current = (await qr()).token;
    expect((await venueClaim(current, users[0]!)).statusCode).toBe(200);
    t.clock.advance(120_000 + 58_000); // next step, 59 s after rotation: previous still good
    expect((await venueClaim(current, users[1]!)).statusCode).toBe(200);
    t.clock.advance(2_000); // 61 s after rotation
    expect(code(await venueClaim(current, users[2]!))).toBe(40010);
    const forged = current.slice(0, -2) + (current.endsWith('AA') ? 'BB' : 'AA');
    expect(code(await venueClaim(forged, users[2]!))).toBe(40011);
    expect(code(await venueClaim(`v1.999999.${Math.floor(t.clock.now() / 120_000)}.${'A'.repeat(22)}`, users[2]!))).toBe(40011);
    expect((await venueClaim((await qr()).token, users[2]!)).statusCode).toBe(200);
    // The kiosk token does nothing else; a wrong one draws nothing.
    expect(code(await t.get(API_PATHS.badgeKiosk, { headers: { authorization: 'Bearer kiosk_wrong' } }))).toBe(40103);
    expect(code(await t.post(API_PATHS.badgeClaim, { event: slug }, { token: kiosk }))).toBe(101101);
  });
});

describe('NFC taps and claim codes', () => {
  it('accepts a tap with a higher counter and refuses a replayed, lower or forged one', async () => {
    const slug = await event({ supply: null, methods: ['nfc'] });
    const uid = '04A1B2C3D4E5F6';
    const { key } = await admin(API_PATHS.adminBadgeNfcTags, { event: slug, uid });
    const keyBytes = Buffer.from(key, 'hex');
    const tap = sunParams(keyBytes, uid, 5);
    expect((await t.post(API_PATHS.badgeClaimNfc, tap, { token: a.token })).statusCode).toBe(200);
    expect(code(await t.post(API_PATHS.badgeClaimNfc, tap, { token: b.token }))).toBe(40012);
    expect(code(await t.post(API_PATHS.badgeClaimNfc, sunParams(keyBytes, uid, 4), { token: b.token }))).toBe(40012);
    expect(
      code(await t.post(API_PATHS.badgeClaimNfc, { ...sunParams(keyBytes, uid, 6), cmac: tap.cmac }, { token: b.token })),
    ).toBe(40012);
    expect(code(await t.post(API_PATHS.badgeClaimNfc, sunParams(Buffer.alloc(16), uid, 7), { token: b.token }))).toBe(40012);
    expect((await t.post(API_PATHS.badgeClaimNfc, sunParams(keyBytes, uid, 8), { token: b.token })).statusCode).toBe(200);
    await admin(API_PATHS.adminBadgeNfcTags, { event: slug, uid }, 400);
  });

  it('matches the NTAG 424 DNA SUN MAC of NXP AN12196 (key zero)', () => {
    // AN12196 example: UID 04DE5F1EACC040, counter 0x3D, zero key → MAC 94EED9EE65337086.
    expect(sunParams(Buffer.alloc(16), '04DE5F1EACC040', 0x3d).cmac).toBe('94EED9EE65337086');
  });

  it("lets each code claim once, counts them and leaves a refused claim's code unused", async () => {
    const slug = await event({ supply: 10, methods: ['code', 'app'] });
    const { codes } = await admin(API_PATHS.adminBadgeClaimCodes, { event: slug, count: 3 });
    expect(codes).toHaveLength(3);
    expect(new Set(codes).size).toBe(3);
    expect(
      (await t.post(API_PATHS.badgeClaimCode, { code: codes[0].toLowerCase() }, { token: a.token })).json().data.method,
    ).toBe('code');
    expect(code(await t.post(API_PATHS.badgeClaimCode, { code: codes[0] }, { token: b.token }))).toBe(40013);
    expect(code(await t.post(API_PATHS.badgeClaimCode, { code: codes[1] }, { token: a.token }))).toBe(40910);
    expect((await t.post(API_PATHS.badgeClaimCode, { code: codes[1] }, { token: b.token })).statusCode).toBe(200);
    expect(code(await t.post(API_PATHS.badgeClaimCode, { code: 'ABCD-EFGH-JKMN-PQRS' }, { token: c.token }))).toBe(40013);
    const counts = await t.app.inject({
      method: 'GET',
      url: API_PATHS.adminBadgeCounts,
      headers: { authorization: `Bearer ${ADMIN}` },
    });
    expect(counts.json().data.find((r: { event: string }) => r.event === slug)).toEqual({
      event: slug,
      supply: 10,
      claimed: 2,
      byMethod: { app: 0, venue: 0, nfc: 0, code: 2 },
      codesIssued: 3,
      codesUsed: 2,
    });
  });
});

describe(`contention${usingPostgres ? ' (PostgreSQL)' : ''}`, () => {
  it.runIf(usingPostgres)(
    'one-statement claims (no reward): 500 from 250 users on a supply of 100 give exactly 100, serials 1..100',
    async () => {
      const slug = await event({ supply: 100, methods: ['app'] });
      const ids = Array.from({ length: 250 }, () => nextId(t.clock.now));
      await t.database.db
        .insert(users)
        .values(ids.map((id, i) => ({ id, isGuest: false, phoneE164: `+8613800${String(i).padStart(5, '0')}` })));
      const service = createBadgeService({ db: t.database.db, now: t.clock.now, serverSecret: t.config.jwtSecret });
      // Each user twice at once: the early "already claimed" check cannot see the other attempt.
      const codes = await Promise.all(
        [...ids, ...ids].map((id) =>
          service.claimInApp(id, slug, 'en-US').then(
            () => 200,
            (err: unknown) => (err instanceof ApiError ? err.code : 500),
          ),
        ),
      );
      expect(codes.filter((c) => c === 200)).toHaveLength(100);
      expect(codes.every((c) => c === 200 || c === 40910 || c === 40911)).toBe(true);
      const { rows } = await (
        t.database.db as unknown as {
          $client: { query: (q: string, v: unknown[]) => Promise<{ rows: Array<Record<string, number>> }> };
        }
      ).$client.query(
        `select count(*)::int as claims, count(distinct user_id)::int as holders, count(distinct serial)::int as serials, max(serial)::int as top,
              (select claimed_count from badge_events where slug = $1) as counted
         from badge_claims where event_id = (select id from badge_events where slug = $1)`,
        [slug],
      );
      expect(rows[0]).toEqual({ claims: 100, holders: 100, serials: 100, top: 100, counted: 100 });
    },
  );

  it.runIf(usingPostgres)(
    '500 claims from 250 users on a supply of 100: exactly 100 badges, one per user, one coupon each',
    async () => {
      const { templateId } = await admin(API_PATHS.adminCouponTemplates, {
        brandName: 'Race',
        couponName: 'Race tea',
        type: 'EXCHANGE',
        discordValue: 'tea',
        validDate: '2099.12.31',
        stock: 1000,
      });
      const slug = await event({ supply: 100, methods: ['app'], rewardTemplateId: templateId });
      // 250 accounts straight in the database (250 SMS logins would meet the code limits), racing
      // through the service's claim path on the pool's connections.
      const ids = Array.from({ length: 250 }, () => nextId(t.clock.now));
      await t.database.db
        .insert(users)
        .values(ids.map((id, i) => ({ id, isGuest: false, phoneE164: `+8613900${String(i).padStart(5, '0')}` })));
      const service = createBadgeService({ db: t.database.db, now: t.clock.now, serverSecret: t.config.jwtSecret });
      const attempt = (id: bigint) =>
        service.claimInApp(id, slug, 'en-US').then(
          () => 200,
          (err: unknown) => (err instanceof ApiError ? err.code : 500),
        );
      const results = await Promise.all([...ids, ...ids].map(attempt));
      const codes = results;
      expect(codes.filter((c) => c === 200)).toHaveLength(100);
      expect(codes.every((c) => c === 200 || c === 40910 || c === 40911)).toBe(true);
      const pg = t.database.db;
      const { rows } = await (
        pg as unknown as { $client: { query: (q: string, v: unknown[]) => Promise<{ rows: Array<Record<string, string>> }> } }
      ).$client.query(
        `select count(*)::int as claims, count(distinct user_id)::int as holders, count(distinct serial)::int as serials, max(serial)::int as top,
              count(reward_coupon_id)::int as rewards,
              (select count(*)::int from customer_coupons where template_id = $2) as coupons,
              (select count(*)::int from customer_coupons cc join badge_claims bc on bc.reward_coupon_id = cc.id and bc.user_id = cc.user_id where cc.template_id = $2) as matched
         from badge_claims where event_id = (select id from badge_events where slug = $1)`,
        [slug, templateId],
      );
      expect(rows[0]).toEqual({ claims: 100, holders: 100, serials: 100, top: 100, rewards: 100, coupons: 100, matched: 100 });
    },
  );

  /** Count of claims, holders, distinct serials, top serial and the event's counter. */
  async function tally(slug: string) {
    const { rows } = await (
      t.database.db as unknown as {
        $client: { query: (q: string, v: unknown[]) => Promise<{ rows: Array<Record<string, number>> }> };
      }
    ).$client.query(
      `select count(*)::int as claims, count(distinct user_id)::int as holders, count(distinct serial)::int as serials,
              coalesce(max(serial), 0)::int as top, (select claimed_count from badge_events where slug = $1) as counted
       from badge_claims where event_id = (select id from badge_events where slug = $1)`,
      [slug],
    );
    return rows[0];
  }
  async function people(count: number, prefix: string) {
    const ids = Array.from({ length: count }, () => nextId(t.clock.now));
    await t.database.db
      .insert(users)
      .values(ids.map((id, i) => ({ id, isGuest: false, phoneE164: `+86${prefix}${String(i).padStart(5, '0')}` })));
    return ids;
  }
  const outcome = (promise: Promise<unknown>) =>
    promise.then(
      () => 200,
      (err: unknown) => (err instanceof ApiError ? err.code : 500),
    );

  it('write-combines the claims that arrive while one is in flight: one statement alone, the rest as one batch of it, nothing else; serials 1..n', async () => {
    const slug = await event({ supply: null, methods: ['app'] });
    const ids = await people(40, '137001');
    const service = createBadgeService({ db: t.database.db, now: t.clock.now, serverSecret: t.config.jwtSecret });
    const pool = (t.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }).$client;
    const statements: string[] = [];
    const query = pool.query.bind(pool);
    pool.query = (...args: unknown[]) => {
      statements.push((args[0] as { name?: string }).name ?? String(args[0]));
      return query(...args);
    };
    try {
      const badges = await Promise.all(ids.map((id) => service.claimInApp(id, slug, 'en-US')));
      expect(badges.map((b) => b.serial).sort((x, y) => x - y)).toEqual(ids.map((_, i) => i + 1));
      // The first claim went alone (the event was quiet); the 39 that came meanwhile went together.
      expect(statements).toEqual(['badge_claim_by_slug', 'badge_claim_by_slug']);
    } finally {
      pool.query = query;
    }
    expect(await tally(slug)).toEqual({ claims: 40, holders: 40, serials: 40, top: 40, counted: 40 });
    // A person claiming again, alone or with others, is told so.
    const again = await Promise.all(ids.slice(0, 5).map((id) => outcome(service.claimInApp(id, slug, 'en-US'))));
    expect(again).toEqual([40910, 40910, 40910, 40910, 40910]);
  });

  it.runIf(usingPostgres)(
    'two server processes claiming at once: 600 claims from 300 users on a supply of 100 give exactly 100, one each, serials 1..100',
    async () => {
      const slug = await event({ supply: 100, methods: ['app'] });
      const ids = await people(300, '137002');
      // Two services, as two processes would have, on the pool's connections.
      const nodes = [0, 1].map(() =>
        createBadgeService({ db: t.database.db, now: t.clock.now, serverSecret: t.config.jwtSecret }),
      );
      const codes = await Promise.all(ids.flatMap((id) => nodes.map((node) => outcome(node.claimInApp(id, slug, 'en-US')))));
      expect(codes.filter((c) => c === 200)).toHaveLength(100);
      expect(codes.every((c) => c === 200 || c === 40910 || c === 40911)).toBe(true);
      expect(await tally(slug)).toEqual({ claims: 100, holders: 100, serials: 100, top: 100, counted: 100 });
    },
  );

  it.runIf(usingPostgres)(
    'two server processes claiming an unlimited badge: everyone once, the second try of each refused, serials 1..n',
    async () => {
      const slug = await event({ supply: null, methods: ['app'] });
      const ids = await people(300, '137003');
      const nodes = [0, 1].map(() =>
        createBadgeService({ db: t.database.db, now: t.clock.now, serverSecret: t.config.jwtSecret }),
      );
      const codes = await Promise.all(ids.flatMap((id) => nodes.map((node) => outcome(node.claimInApp(id, slug, 'en-US')))));
      expect(codes.filter((c) => c === 200)).toHaveLength(300);
      expect(codes.filter((c) => c === 40910)).toHaveLength(300);
      expect(await tally(slug)).toEqual({ claims: 300, holders: 300, serials: 300, top: 300, counted: 300 });
    },
  );
});
