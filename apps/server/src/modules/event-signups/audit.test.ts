/** Event sessions and door staff (granted or removed) write their audit row with the change; a refused one writes none (docs/operator-console.md, "Audit log"). */
import { describe, expect, it } from 'vitest';
import { API_PATHS } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith } from '../../test/operators.js';

const t = await createTestApp();
const ops = await operatorWith(t, 'evan', ['events']);
const HOUR = 3_600_000;
const texts = (en: string) => ({ 'zh-CN': `${en}（简）`, 'zh-TW': `${en}（繁）`, 'en-US': en });
const startsAt = t.clock.now() + 48 * HOUR;
const session = {
  event: 'audited-tour',
  title: texts('Garden tour'),
  place: texts('West gate'),
  startsAt: new Date(startsAt).toISOString(),
  endsAt: new Date(startsAt + HOUR).toISOString(),
  capacity: 20,
};

describe('event audit rows', () => {
  it('name the operator, the session made and the staff granted', async () => {
    const made = await ops.post(API_PATHS.adminEventSessions, session);
    expect(made.statusCode, made.body).toBe(200);
    const { sessionId } = made.json().data;
    expect(await auditRowsOf(t, 'event-session.create')).toMatchObject([
      { actor: ops.actor, actorName: 'evan', target: `event-session:${sessionId}`, after: { capacity: 20 } },
    ]);
    const staff = await t.loginWithPhone('13800170001');
    const granted = await ops.post(API_PATHS.adminEventStaff, { event: 'audited-tour', userId: staff.userId });
    expect(granted.statusCode, granted.body).toBe(200);
    expect(await auditRowsOf(t, 'event-staff.grant')).toMatchObject([
      { actor: ops.actor, target: 'event:audited-tour', before: { staff: false }, after: { userId: staff.userId, staff: true } },
    ]);
  });

  it('removes door staff, audited (once removed, a second removal says so); refused without events.manage', async () => {
    const staff = await t.loginWithPhone('13800170002');
    await ops.post(API_PATHS.adminEventStaff, { event: 'audited-tour', userId: staff.userId });
    expect((await t.get(API_PATHS.staffMe, { token: staff.token })).json().data.events).toEqual(['audited-tour']);
    const removed = await ops.post(API_PATHS.adminEventStaffRemove, { event: 'audited-tour', userId: staff.userId });
    expect(removed.json().data).toEqual({ removed: true });
    expect((await t.get(API_PATHS.staffMe, { token: staff.token })).json().data.events).toEqual([]);
    expect(
      (await ops.post(API_PATHS.adminEventStaffRemove, { event: 'audited-tour', userId: staff.userId })).json().data,
    ).toEqual({
      removed: false,
    });
    expect(await auditRowsOf(t, 'event-staff.remove')).toMatchObject([
      { actor: ops.actor, target: 'event:audited-tour', before: { userId: staff.userId, staff: true }, after: { staff: false } },
      { actor: ops.actor, target: 'event:audited-tour', before: { userId: staff.userId, staff: false }, after: { staff: false } },
    ]);
    const outsider = await operatorWith(t, 'carl', ['coupons']);
    expect(
      (await outsider.post(API_PATHS.adminEventStaffRemove, { event: 'audited-tour', userId: staff.userId })).statusCode,
    ).toBe(403);
  });

  it('writes no row when the session is refused inside its transaction', async () => {
    const backwards = { ...session, endsAt: new Date(startsAt - HOUR).toISOString() };
    expect((await ops.post(API_PATHS.adminEventSessions, backwards)).statusCode).toBe(400);
    expect(await auditRowsOf(t, 'event-session.create')).toHaveLength(1);
  });
});
