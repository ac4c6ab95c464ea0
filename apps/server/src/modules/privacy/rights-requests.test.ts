/**
 * Rights requests (docs/privacy.md, "Rights requests"): the member files one and sees its
 * deadline (15 working days, China's calendar); support reads the queue by deadline with the
 * overdue marked, answers or refuses with a reason; the reply is a notice to the member; each step
 * is audited (the operator's in its transaction, the person's in privacy_audit).
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { API_PATHS, ERRORS, RIGHTS_REQUESTS_OPEN_MAX } from '@culture/protocol';
import { privacyAudit } from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, operatorWith } from '../../test/operators.js';
import { addWorkingDays, isWorkingDay } from './working-days.js';

const t = await createTestApp();
let support = await operatorWith(t, 'support.rights', ['support']);
const content = await operatorWith(t, 'content.rights', ['content']);

let seq = 0;
const member = () => t.loginWithPhone(`1373200${String(++seq).padStart(4, '0')}`);
const file = (token: string, body: unknown) => t.post(API_PATHS.rightsRequests, body, { token });
const queue = async () => (await support.get(API_PATHS.adminRightsRequests)).json().data.items as Array<Record<string, unknown>>;

describe('working days', () => {
  it("counts China's calendar: weekends, the 2026 holidays and their make-up working days", () => {
    expect(isWorkingDay('2026-11-27')).toBe(true); // a Friday
    expect(isWorkingDay('2026-11-28')).toBe(false); // a Saturday
    expect(isWorkingDay('2026-10-05')).toBe(false); // National Day week, a Monday
    expect(isWorkingDay('2026-10-10')).toBe(true); // its make-up Saturday
    expect(isWorkingDay('2026-02-14')).toBe(true); // the Spring Festival's make-up Saturday
    // Friday 27 November 2026, 16:00 Beijing: the 15 working days end on Friday 18 December.
    expect(addWorkingDays(new Date('2026-11-27T08:00:00Z'), 15)).toBe('2026-12-18');
    // 23:30 Beijing is already the next day (a Saturday): the count starts from Monday.
    expect(addWorkingDays(new Date('2026-11-27T15:30:00Z'), 1)).toBe('2026-11-30');
    // Across National Day: 30 September → 1–7 October off, Saturday 10 October worked.
    expect(addWorkingDays(new Date('2026-09-30T02:00:00Z'), 2)).toBe('2026-10-09');
    expect(addWorkingDays(new Date('2026-09-30T02:00:00Z'), 3)).toBe('2026-10-10');
  });
});

describe('a member makes a rights request', () => {
  it('answers its deadline, lists it for the member and queues it for support by deadline', async () => {
    const a = await member();
    const res = await file(a.token, { kind: 'correction', text: 'My nickname is wrong.' });
    expect(res.statusCode, res.body).toBe(200);
    // The test clock: Saturday 21 November 2026, 16:00 Beijing → 15 working days from Monday.
    expect(res.json().data.due_on).toBe('2026-12-11');
    const mine = (await t.get(API_PATHS.rightsRequests, { token: a.token })).json().data.items;
    expect(mine[0]).toMatchObject({ kind: 'correction', state: 'open', due_on: '2026-12-11', reply: null });
    const q = await queue();
    expect(q.find((r) => r.id === res.json().data.id)).toMatchObject({ user_id: a.userId, overdue: false });
    const audit = await t.database.db
      .select()
      .from(privacyAudit)
      .where(eq(privacyAudit.userId, BigInt(a.userId)));
    expect(audit.map((r) => r.action)).toContain('rights-request.correction');
  });

  it('refuses bad input clearly and limits open requests', async () => {
    const a = await member();
    expect((await file(a.token, { kind: 'other', text: 'x' })).statusCode).toBe(400);
    expect((await file(a.token, { kind: 'access', text: '   ' })).statusCode).toBe(400);
    expect((await file(a.token, { kind: 'access', text: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await t.post(API_PATHS.rightsRequests, { kind: 'access', text: 'x' })).statusCode).toBe(401);
    for (let i = 0; i < RIGHTS_REQUESTS_OPEN_MAX; i++)
      expect((await file(a.token, { kind: 'access', text: `${i}` })).statusCode).toBe(200);
    expect((await file(a.token, { kind: 'access', text: 'one more' })).json().code).toBe(ERRORS.rightsRequestsOpen.code);
  });
});

describe('support works the queue', () => {
  it('sorts by deadline, marks the overdue, answers with a notice and refuses with a reason', async () => {
    const national = `1373299${String(++seq).padStart(4, '0')}`;
    const early = (await file((await t.loginWithPhone(national)).token, { kind: 'access', text: 'A copy, please.' })).json().data;
    t.clock.advance(7 * 86_400_000);
    const a = await t.loginWithPhone(national);
    const late = (await file(a.token, { kind: 'deletion', text: 'Delete my photos.' })).json().data;
    // Past the first one's deadline, not the second's.
    t.clock.set(Date.parse(`${early.due_on as string}T16:30:00Z`) + 86_400_000);
    // The console session ended while the weeks passed: support signs in again.
    support = await operatorWith(t, 'support.rights.later', ['support']);
    const member = await t.loginWithPhone(national);
    const q = await queue();
    const ids = q.map((r) => r.id);
    expect(ids.indexOf(early.id)).toBeLessThan(ids.indexOf(late.id));
    expect(q.find((r) => r.id === early.id)!.overdue).toBe(true);
    expect(q.find((r) => r.id === late.id)!.overdue).toBe(false);

    const answer = await support.post(API_PATHS.adminRightsAnswer, {
      request_id: early.id,
      outcome: 'answered',
      reply: 'Your copy is under My → Download my data.',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const refused = await support.post(API_PATHS.adminRightsAnswer, {
      request_id: late.id,
      outcome: 'refused',
      reply: 'These photos are in an order we must keep for the accounts.',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    const again = await support.post(API_PATHS.adminRightsAnswer, { request_id: late.id, outcome: 'answered', reply: 'x' });
    expect(again.json().code).toBe(ERRORS.rightsRequestClosed.code);
    const nobody = await support.post(API_PATHS.adminRightsAnswer, {
      request_id: '900000000000001',
      outcome: 'answered',
      reply: 'x',
    });
    expect(nobody.json().code).toBe(ERRORS.rightsRequestNotFound.code);
    const other = await operatorWith(t, 'content.rights.later', ['content']);
    expect(
      (await other.post(API_PATHS.adminRightsAnswer, { request_id: late.id, outcome: 'answered', reply: 'x' })).statusCode,
    ).toBe(403);
    expect((await content.get(API_PATHS.adminRightsRequests)).statusCode).not.toBe(200);

    const mine = (await t.get(API_PATHS.rightsRequests, { token: member.token })).json().data.items;
    expect(mine.find((r: { id: string }) => r.id === late.id)).toMatchObject({
      state: 'refused',
      reply: 'These photos are in an order we must keep for the accounts.',
    });
    const notes = (await t.get(API_PATHS.notices, { token: member.token, locale: 'zh-CN' })).json().data.items;
    expect(notes.slice(0, 2).map((n: { title: string; body: string }) => [n.title, n.body])).toEqual([
      ['你的删除申请未获受理', 'These photos are in an order we must keep for the accounts.'],
      ['你的查阅复制申请已答复', 'Your copy is under My → Download my data.'],
    ]);
    expect((await queue()).map((r) => r.id)).not.toContain(early.id);
    expect((await auditRowsOf(t, 'rights-request.refused')).map((r) => r.target)).toContain(`rights-request:${late.id}`);
  });
});
