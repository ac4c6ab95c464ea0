/**
 * An operator edits a session (docs/operator-console.md, "Badges and events"): texts, time and
 * capacity change and are audited; a capacity below the places reserved is refused.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, type EventSessionAdminList } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, createOperator, signIn } from '../../test/operators.js';

const t = await createTestApp();
await createOperator(t, 'session-editor', ['events']);
const session = await signIn(t, 'session-editor');
await createOperator(t, 'coupon-desk', ['coupons']);
const outsider = await signIn(t, 'coupon-desk');
const HOUR = 3_600_000;
const texts = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });
const at = (hours: number) => new Date(t.clock.now() + hours * HOUR).toISOString();
const post = (url: string, body: unknown, who = session) =>
  who.call({ method: 'POST', url, payload: JSON.stringify(body), headers: { 'accept-language': 'en-US' } });
const edit = (body: unknown, who = session) => post(API_PATHS.adminEventSessionsEdit, body, who);

const created = await post(API_PATHS.adminEventSessions, {
  event: 'edit-tour',
  title: texts('Garden tour'),
  place: texts('West gate'),
  startsAt: at(24),
  endsAt: at(26),
  capacity: 3,
});
const sessionId = created.json().data.sessionId as number;
for (const phone of ['13800190001', '13800190002']) {
  const member = await t.loginWithPhone(phone);
  const res = await t.post(API_PATHS.eventReserve, { sessionId }, { token: member.token });
  expect(res.statusCode, res.body).toBe(200);
}
const listed = async () => {
  const res = await session.call({ method: 'GET', url: API_PATHS.adminEventSessions, headers: { 'accept-language': 'en-US' } });
  return (res.json().data as EventSessionAdminList).content.find((s) => s.sessionId === sessionId)!;
};

describe('editing a session', () => {
  it('changes the texts, time and capacity, and writes the audit row', async () => {
    const res = await edit({ sessionId, place: texts('North gate'), startsAt: at(48), endsAt: at(50), capacity: 10 });
    expect(res.statusCode, res.body).toBe(200);
    const row = await listed();
    expect(row).toMatchObject({ capacity: 10, reserved: 2, startsAt: at(48), endsAt: at(50) });
    expect(JSON.stringify(row)).toContain('North gate');
    expect(await auditRowsOf(t, 'event-session.edit')).toMatchObject([
      { target: `event-session:${sessionId}`, before: { capacity: 3 }, after: { capacity: 10 } },
    ]);
  });

  it('refuses a capacity below the places reserved, an end before the start, an unknown session', async () => {
    const below = await edit({ sessionId, capacity: 1 });
    expect(below.statusCode).toBe(400);
    expect(below.body).toContain('2 places already reserved');
    expect((await listed()).capacity).toBe(10);
    expect((await edit({ sessionId, capacity: 2 })).statusCode).toBe(200);
    expect((await edit({ sessionId, endsAt: at(47) })).statusCode).toBe(400);
    expect((await edit({ sessionId: 999_999, capacity: 5 })).statusCode).toBe(404);
  });

  it('is refused without events.manage', async () => {
    expect((await edit({ sessionId, capacity: 5 }, outsider)).statusCode).toBe(403);
  });
});
