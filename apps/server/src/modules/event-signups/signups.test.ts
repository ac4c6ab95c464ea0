import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { nextId } from '../../lib/ids.js';
import { createTestApp, usingPostgres } from '../../test/helper.js';
import { createCheckInService } from './check-in-service.js';
import { createSignupService } from './signup-service.js';

const ADMIN = 'signup-admin-token-0123456789abcdef';
const t = await createTestApp({ env: { ADMIN_TOKEN: ADMIN } });
const HOUR = 3_600_000;
const texts = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });

async function session(event: string, capacity: number, startsInMs = 24 * HOUR, cancelBeforeMs = 2 * HOUR) {
  const startsAt = t.clock.now() + startsInMs;
  const res = await t.app.inject({
    method: 'POST',
    url: API_PATHS.adminEventSessions,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
    payload: JSON.stringify({
      event,
      title: texts('Garden tour'),
      place: texts('West gate'),
      startsAt: new Date(startsAt).toISOString(),
      endsAt: new Date(startsAt + HOUR).toISOString(),
      cancelUntil: new Date(startsAt - cancelBeforeMs).toISOString(),
      capacity,
    }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.sessionId as number;
}
const a = await t.loginWithPhone('13800170001');
const b = await t.loginWithPhone('13800170002');
const reserve = (token: string, sessionId: number) => t.post(API_PATHS.eventReserve, { sessionId }, { token });
const code = (res: { json: () => { code: number } }) => res.json().code;

describe('event sign-ups', () => {
  it('reserves one place per person, refuses a full session and offers the next; cancelling frees the place', async () => {
    const first = await session('youting-tour', 1);
    const second = await session('youting-tour', 5, 48 * HOUR);
    const ticket = (await reserve(a.token, first)).json().data;
    expect(ticket).toMatchObject({ sessionId: first, status: 'reserved', title: 'Garden tour', place: 'West gate' });
    expect(code(await reserve(a.token, second))).toBe(200);
    expect(code(await reserve(b.token, first))).toBe(40916);
    const forB = (await t.get(`${API_PATHS.eventSessions}?event=youting-tour`, { token: b.token })).json().data.sessions;
    expect(forB.map((s: { state: string; remaining: number }) => [s.state, s.remaining])).toEqual([
      ['full', 0],
      ['open', 4],
    ]);
    const forA = (await t.get(`${API_PATHS.eventSessions}?event=youting-tour`, { token: a.token })).json().data.sessions;
    expect(forA[0]).toMatchObject({ state: 'reserved', mine: { ticketId: ticket.ticketId } });
    expect((await t.get(API_PATHS.eventTickets, { token: a.token })).json().data.tickets).toHaveLength(2);

    expect(code(await t.post(API_PATHS.eventCancel, { ticketId: ticket.ticketId }, { token: b.token }))).toBe(40405);
    expect(code(await t.post(API_PATHS.eventCancel, { ticketId: ticket.ticketId }, { token: a.token }))).toBe(200);
    expect(code(await t.post(API_PATHS.eventCancel, { ticketId: ticket.ticketId }, { token: a.token }))).toBe(40405);
    expect(code(await reserve(b.token, first))).toBe(200);
    // Reserving again after cancelling is a new ticket, refused while one is live.
    expect(code(await reserve(b.token, first))).toBe(40917);
  });

  it('refuses cancelling after the cut-off and reserving once the session started', async () => {
    const soon = await session('joyful-workshop', 10, 3 * HOUR, 2 * HOUR);
    const ticket = (await reserve(a.token, soon)).json().data;
    t.clock.advance(90 * 60_000);
    expect(code(await t.post(API_PATHS.eventCancel, { ticketId: ticket.ticketId }, { token: a.token }))).toBe(40919);
    t.clock.advance(2 * HOUR);
    expect(code(await reserve(b.token, soon))).toBe(40918);
    expect(code(await reserve(b.token, 999_999))).toBe(40405);
    expect(code(await reserve(await t.guestToken(), soon))).toBe(40101);
  });

  describe('checking in at the door', () => {
    const staff = t.loginWithPhone('13800170003');
    const admin = (url: string, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${ADMIN}` },
        payload: JSON.stringify(body),
      });
    const checkIn = async (token: string, ticketCode: string) => t.post(API_PATHS.staffTicketCheckIn, { ticketCode }, { token });

    it('lets only the event’s staff look a ticket up and check it in, once; the holder gets the event’s badge', async () => {
      const { token: staffToken, userId: staffId } = await staff;
      const sessionId = await session('door-tour', 5);
      const ticket = (await reserve(a.token, sessionId)).json().data;
      expect(ticket.checkedInAt).toBeNull();

      // Not staff (yet): refused, whoever asks.
      expect(code(await checkIn(staffToken, ticket.ticketCode))).toBe(40304);
      expect(code(await checkIn(a.token, ticket.ticketCode))).toBe(40304);
      expect((await t.get(API_PATHS.staffMe, { token: staffToken })).json().data.events).toEqual([]);

      expect((await admin(API_PATHS.adminEventStaff, { event: 'door-tour', userId: staffId })).statusCode).toBe(200);
      expect((await t.get(API_PATHS.staffMe, { token: staffToken })).json().data.events).toEqual(['door-tour']);
      // The event has a badge, claimable at the venue.
      const opensAt = new Date(t.clock.now() - HOUR).toISOString();
      const created = await admin(API_PATHS.adminBadgeEvents, {
        slug: 'door-tour',
        name: texts('Tour badge'),
        story: texts('Story'),
        benefits: texts('Benefit'),
        artwork: '/images/pages/youting/hero.svg',
        supply: 10,
        opensAt,
        methods: ['venue'],
      });
      expect(created.statusCode, created.body).toBe(200);

      const looked = (
        await t.post(API_PATHS.staffTicketLookup, { ticketCode: ticket.ticketCode.toLowerCase() }, { token: staffToken })
      ).json();
      expect(looked.data).toMatchObject({ ticket: { ticketId: ticket.ticketId, checkedInAt: null }, holder: '+86 138****0001' });

      const first = (await checkIn(staffToken, ticket.ticketCode)).json().data;
      expect(first).toMatchObject({ checkedInNow: true, badge: { name: 'Tour badge', serial: 1, supply: 10 }, badgeNote: null });
      expect(first.ticket.checkedInAt).not.toBeNull();
      const again = (await checkIn(staffToken, ticket.ticketCode)).json().data;
      expect(again).toMatchObject({ checkedInNow: false, badge: null });
      expect(again.ticket.checkedInAt).toBe(first.ticket.checkedInAt);
      const mine = (await t.get(API_PATHS.myBadges, { token: a.token })).json().data.content;
      expect(mine.map((m: { event: string }) => m.event)).toContain('door-tour');

      // Checked in: the place was used, so the holder can no longer cancel it.
      const cancelAttended = await t.post(
        API_PATHS.eventCancel,
        { ticketId: ticket.ticketId },
        { token: a.token, locale: 'zh-TW' },
      );
      expect([cancelAttended.statusCode, code(cancelAttended), cancelAttended.json().errmsg]).toEqual([
        409,
        40924,
        '這張門票已核驗入場，無法取消。',
      ]);
      const stillMine = (await t.get(API_PATHS.eventTickets, { token: a.token })).json().data.tickets;
      expect(stillMine.find((x: { ticketId: string }) => x.ticketId === ticket.ticketId)).toMatchObject({ status: 'reserved' });

      // A cancelled ticket and an unknown code are refused plainly.
      const other = (await reserve(b.token, sessionId)).json().data;
      expect(code(await t.post(API_PATHS.eventCancel, { ticketId: other.ticketId }, { token: b.token }))).toBe(200);
      expect(code(await checkIn(staffToken, other.ticketCode))).toBe(40920);
      expect(code(await checkIn(staffToken, 'ZZZZZZZZZZZZZZZZ'))).toBe(40405);

      // Removed from the door: the very next staff call is refused.
      const late = (await reserve(b.token, sessionId)).json().data;
      expect((await admin(API_PATHS.adminEventStaffRemove, { event: 'door-tour', userId: staffId })).statusCode).toBe(200);
      expect(code(await checkIn(staffToken, late.ticketCode))).toBe(40304);
      expect((await t.get(API_PATHS.staffMe, { token: staffToken })).json().data.events).toEqual([]);
    });

    it('counts a venue check-in by the holder as attendance at that day’s session', async () => {
      const sessionId = await session('venue-day', 5, 2 * HOUR);
      const ticket = (await reserve(b.token, sessionId)).json().data;
      const service = createCheckInService({ db: t.database.db, now: t.clock.now, claimBadge: async () => null });
      await service.attendByVenue(BigInt(b.userId), 'venue-day');
      const [live] = (await t.get(API_PATHS.eventTickets, { token: b.token }))
        .json()
        .data.tickets.filter((x: { ticketId: string }) => x.ticketId === ticket.ticketId);
      expect(live.checkedInAt).not.toBeNull();
    });

    it.runIf(usingPostgres)('checks a ticket in exactly once under 20 parallel scans', async () => {
      const { userId: staffId } = await staff;
      const sessionId = await session('door-race', 5);
      const ticket = (await reserve(a.token, sessionId)).json().data;
      await admin(API_PATHS.adminEventStaff, { event: 'door-race', userId: staffId });
      let claims = 0;
      const service = createCheckInService({
        db: t.database.db,
        now: t.clock.now,
        claimBadge: async () => {
          claims++;
          return null;
        },
      });
      const results = await Promise.all(
        Array.from({ length: 20 }, () => service.checkIn(BigInt(staffId), ticket.ticketCode, 'en-US')),
      );
      expect(results.filter((r) => r.checkedInNow)).toHaveLength(1);
      expect(claims).toBe(1);
    });
  });

  it.runIf(usingPostgres)('never overbooks: 200 reservations from 100 people for 10 places', async () => {
    const sessionId = await session('race', 10);
    const ids = Array.from({ length: 100 }, () => nextId(t.clock.now));
    await t.database.db
      .insert(users)
      .values(ids.map((id, i) => ({ id, isGuest: false, phoneE164: `+8613700${String(i).padStart(5, '0')}` })));
    const service = createSignupService({ db: t.database.db, now: t.clock.now });
    const results = await Promise.all(
      [...ids, ...ids].map((id) =>
        service.reserve(id, sessionId, 'en-US').then(
          () => 200,
          (err: unknown) => (err instanceof ApiError ? err.code : 500),
        ),
      ),
    );
    expect(results.filter((c) => c === 200)).toHaveLength(10);
    expect(results.every((c) => c === 200 || c === 40916 || c === 40917)).toBe(true);
    const sessions = (await t.get(`${API_PATHS.eventSessions}?event=race`)).json().data.sessions;
    expect(sessions[0]).toMatchObject({ remaining: 0, state: 'full' });
  });
});
