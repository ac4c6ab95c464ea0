/**
 * The console's sessions and attendance (docs/operator-console.md, "Badges and events"): newest
 * first with capacity, reserved and checked in; the attendance lists live tickets, never holders.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, type EventAttendance, type EventSessionAdminList } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import { createOperator, signIn } from '../../test/operators.js';

const t = await createTestApp();
await createOperator(t, 'doors', ['events']);
const session = await signIn(t, 'doors');
await createOperator(t, 'no-events', ['coupons']);
const outsider = await signIn(t, 'no-events');
const HOUR = 3_600_000;
const texts = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });
const get = async <T>(url: string, who = session) => {
  const res = await who.call({ method: 'GET', url, headers: { 'accept-language': 'en-US' } });
  return { status: res.statusCode, data: res.json().data as T, body: res.body };
};

describe('the console sessions', () => {
  it('lists sessions newest first and an empty attendance for a new one', async () => {
    const ids: number[] = [];
    for (const title of ['Morning tour', 'Evening tour']) {
      const res = await session.call({
        method: 'POST',
        url: API_PATHS.adminEventSessions,
        payload: JSON.stringify({
          event: 'garden-tour',
          title: texts(title),
          place: texts('East gate'),
          startsAt: new Date(t.clock.now() + 24 * HOUR).toISOString(),
          endsAt: new Date(t.clock.now() + 26 * HOUR).toISOString(),
          capacity: 20,
        }),
      });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(res.json().data.sessionId);
    }
    const list = await get<EventSessionAdminList>(API_PATHS.adminEventSessions);
    expect(list.status, list.body).toBe(200);
    expect(list.data.content.filter((s) => ids.includes(s.sessionId))).toMatchObject([
      { sessionId: ids[1], title: 'Evening tour', place: 'East gate', capacity: 20, reserved: 0, checkedIn: 0 },
      { sessionId: ids[0], title: 'Morning tour' },
    ]);
    const sheet = await get<EventAttendance>(API_PATHS.adminEventAttendance.replace(':sessionId', String(ids[0])));
    expect(sheet.status, sheet.body).toBe(200);
    expect(sheet.data).toEqual({ sessionId: ids[0], rows: [] });
  });

  it('refuses without events.manage, an unknown session and an id past 2^31', async () => {
    expect((await get(API_PATHS.adminEventSessions, outsider)).status).toBe(403);
    expect((await get(API_PATHS.adminEventAttendance.replace(':sessionId', '999999'))).status).toBe(404);
    expect((await get(API_PATHS.adminEventAttendance.replace(':sessionId', '2147483648'))).status).toBe(400);
  });
});
