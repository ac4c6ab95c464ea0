import { describe, expect, it } from 'vitest';
import { OPS_PATHS } from '@culture/protocol';
import {
  badgeClaims,
  badgeEvents,
  couponEvents,
  couponTemplates,
  customerCoupons,
  eventSessions,
  eventTickets,
  vrExhibitions,
} from '../../db/schema.js';
import { API_PATHS } from '@culture/protocol';
import { eq } from 'drizzle-orm';
import { POCKET_EXHIBITION_ID, seedWorld } from '../../db/seed/vr-world.js';
import { nextId } from '../../lib/ids.js';
import { createTestApp } from '../../test/helper.js';
import { beijingPeriod } from './beijing-days.js';

const ADMIN = 'dashboard-admin-token-0123456789abcdef';
const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN } });
const db = t.database.db;
const at = (iso: string) => new Date(iso);
const texts = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });

// Sign-ins happen at the helper clock's start: 2026-11-21T08:00Z, Beijing 2026-11-21.
const a = await t.loginWithPhone('13800190001');
await t.loginWithPhone('13800190002');
await t.loginWithPhone('13800190001');

const [template] = await db
  .insert(couponTemplates)
  .values({
    slug: 'dash-tea',
    brandName: '茶',
    couponName: '茶券',
    type: 'EXCHANGE',
    discordValue: '1',
    useCondition: '-',
    validUntil: '2027-12-31',
    useRule: '-',
    stock: 10,
    translations: { 'en-US': { couponName: 'Tea voucher' } },
  })
  .returning();
const user = BigInt(a.userId);
const coupon = async (issuedAt: string, code: string) => {
  const id = nextId();
  await db.insert(customerCoupons).values({
    id,
    templateId: template!.id,
    userId: user,
    couponCode: code,
    issuedAt: at(issuedAt),
    statusChangedAt: at(issuedAt),
  });
  return id;
};
// One second either side of Beijing midnight (16:00Z): two different Beijing days.
await coupon('2026-11-21T15:59:59Z', 'DASH-1');
const redeemed = await coupon('2026-11-21T16:00:00Z', 'DASH-2');
await db
  .insert(couponEvents)
  .values({ couponId: redeemed, fromStatus: 'unused', toStatus: 'used', actor: 'merchant:1', at: at('2026-11-22T00:30:00Z') });

const [badge] = await db
  .insert(badgeEvents)
  .values({
    slug: 'dash-badge',
    name: texts('Lantern badge'),
    story: texts('-'),
    benefits: texts('-'),
    artwork: 'a.png',
    supply: 100,
    opensAt: at('2026-09-01T00:00:00Z'),
    methods: ['app'],
  })
  .returning();
const claim = (claimedAt: string, serial: number, userId: bigint) =>
  db.insert(badgeClaims).values({
    id: nextId(),
    eventId: badge!.id,
    userId,
    serial,
    method: 'app',
    claimedAt: at(claimedAt),
    verifyToken: `dash-${serial}`,
  });
const b = BigInt((await t.loginWithPhone('13800190003')).userId);
await claim('2026-10-01T00:00:00Z', 1, b); // long before the period: in the supply, not the chart
await claim('2026-11-20T03:00:00Z', 2, user);

const [session] = await db
  .insert(eventSessions)
  .values({
    eventSlug: 'dash-tour',
    title: texts('Garden tour'),
    place: texts('West gate'),
    startsAt: at('2026-11-22T02:00:00Z'),
    endsAt: at('2026-11-22T03:00:00Z'),
    cancelUntil: at('2026-11-22T00:00:00Z'),
    capacity: 5,
  })
  .returning();
await db.insert(eventTickets).values({
  id: nextId(),
  sessionId: session!.id,
  userId: user,
  status: 'reserved',
  ticketCode: 'DASH-T1',
  reservedAt: at('2026-11-19T05:00:00Z'),
  checkedInAt: at('2026-11-22T02:05:00Z'),
});

// Read on 2026-11-22 09:00 Beijing: the 7 days are 11-16 … 11-22.
t.clock.set(Date.parse('2026-11-22T01:00:00Z'));
const read = (query: string, language = 'EN') =>
  t.app.inject({ method: 'GET', url: `${OPS_PATHS.dashboard}${query}`, headers: { authorization: `Bearer ${ADMIN}`, language } });

type Series = { key: string; label: string; points: Array<{ date: string; value: number }> };
const valuesOf = (series: Series | undefined) =>
  Object.fromEntries((series?.points ?? []).filter((p) => p.value > 0).map((p) => [p.date, p.value]));

describe('the operator dashboard', () => {
  it('cuts days at Beijing midnight', () => {
    const { dates, from } = beijingPeriod(Date.parse('2026-11-21T16:00:00Z'), 2);
    expect(dates).toEqual(['2026-11-21', '2026-11-22']);
    expect(from.toISOString()).toBe('2026-11-20T16:00:00.000Z');
    expect(beijingPeriod(Date.parse('2026-11-21T15:59:59Z'), 1).dates).toEqual(['2026-11-21']);
  });

  it('answers each series from the recorded events, per Beijing day, in the asker language', async () => {
    const res = await read('?days=7');
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.dates).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
    for (const series of Object.values(data.charts) as Series[][]) for (const s of series) expect(s.points).toHaveLength(7);

    expect(data.charts.logins).toHaveLength(1);
    expect(data.charts.logins[0]).toMatchObject({ key: 'phone', label: 'Phone' });
    expect(valuesOf(data.charts.logins[0])).toEqual({ '2026-11-21': 4 });
    // Two sign-ins by the same member count once.
    expect(valuesOf(data.charts.activeMembers[0])).toEqual({ '2026-11-21': 3 });

    expect(data.charts.couponsClaimed[0].label).toBe('Tea voucher');
    expect(valuesOf(data.charts.couponsClaimed[0])).toEqual({ '2026-11-21': 1, '2026-11-22': 1 });
    expect(valuesOf(data.charts.couponsRedeemed[0])).toEqual({ '2026-11-22': 1 });

    expect(data.charts.badgeClaims[0].label).toBe('Lantern badge');
    expect(valuesOf(data.charts.badgeClaims[0])).toEqual({ '2026-11-20': 1 });
    expect(data.badgeSupply).toEqual([{ key: String(badge!.id), label: 'Lantern badge', claimed: 2, remaining: 98 }]);

    expect(data.charts.eventSignUps[0].label).toBe('Garden tour · 11-22 10:00');
    expect(valuesOf(data.charts.eventSignUps[0])).toEqual({ '2026-11-19': 1 });
    expect(valuesOf(data.charts.eventCheckIns[0])).toEqual({ '2026-11-22': 1 });

    expect(data.totals).toMatchObject({
      logins: 4,
      couponsClaimed: 2,
      couponsRedeemed: 1,
      badgeClaims: 1,
      revenue: 0,
      orders: 0,
    });
    expect(data.charts.messages).toEqual([]);
  });

  it('counts the visitors of each hall once per person and Beijing day, personal rooms as one', async () => {
    await seedWorld(db);
    const [hall] = await db
      .select({ id: vrExhibitions.id, name: vrExhibitions.name })
      .from(vrExhibitions)
      .where(eq(vrExhibitions.id, POCKET_EXHIBITION_ID));
    t.clock.set(Date.parse('2026-11-21T01:00:00Z'));
    const c = await t.loginWithPhone('13800190011');
    const d = await t.loginWithPhone('13800190012');
    const enter = async (room: string, token: string, iso: string) => {
      t.clock.set(Date.parse(iso));
      const res = await t.app.inject({
        method: 'POST',
        url: API_PATHS.vrExhibitionCheck.replace(':id', room),
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, res.body).toBe(200);
    };
    // c twice on Beijing 11-21 (counted once) and once on 11-22; d once on 11-21, and in c's own room.
    await enter(String(hall!.id), c.token, '2026-11-21T02:00:00Z');
    await enter(String(hall!.id), c.token, '2026-11-21T09:00:00Z');
    await enter(String(hall!.id), c.token, '2026-11-21T16:30:00Z');
    await enter(String(hall!.id), d.token, '2026-11-21T03:00:00Z');
    await enter(c.userId, d.token, '2026-11-21T04:00:00Z');
    t.clock.set(Date.parse('2026-11-22T01:00:00Z'));

    const data = (await read('?days=7')).json().data;
    const halls = data.charts.hallVisitors as Series[];
    expect(halls.find((s) => s.key === String(hall!.id))).toMatchObject({ label: hall!.name['en-US'] });
    expect(valuesOf(halls.find((s) => s.key === String(hall!.id)))).toEqual({ '2026-11-21': 2, '2026-11-22': 1 });
    expect(halls.find((s) => s.key === 'personal')).toMatchObject({ label: 'Personal rooms' });
    expect(valuesOf(halls.find((s) => s.key === 'personal'))).toEqual({ '2026-11-21': 1 });
    expect(data.totals.hallVisitors).toBe(4);
  });

  it('names series in the asker language', async () => {
    const data = (await read('?days=30', 'ZH-TW')).json().data;
    expect(data.dates).toHaveLength(30);
    expect(data.charts.badgeClaims[0].label).toBe('Lantern badge（繁）');
    expect(data.charts.logins[0].label).toBe('手機號碼');
    expect(data.charts.couponsClaimed[0].label).toBe('茶券');
  });

  it('refuses other periods and strangers with catalogue codes', async () => {
    for (const query of ['?days=8', '?days=abc', '?days=%00', '?days=99999999999', '?days=7&days=30']) {
      const res = await read(query);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().result).toBeGreaterThan(1);
    }
    const stranger = await t.app.inject({ method: 'GET', url: OPS_PATHS.dashboard, headers: { authorization: 'Bearer nope' } });
    expect([401, 403]).toContain(stranger.statusCode);
  });
});
