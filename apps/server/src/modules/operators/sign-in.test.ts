import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { OPS_PATHS } from '@culture/protocol';
import { operatorAudit } from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { cookieOf, createOperator, postJson, signIn, TEST_PASSWORD, totpCode } from '../../test/operators.js';

const t = await createTestApp();
// Its own app (and counters) for the limits, made here: building an app can outlast a test's time.
const limited = await createTestApp();
await createOperator(t, 'alice', ['owner']);
await createOperator(t, 'bob', ['content']);

const password = (login: string, pw = TEST_PASSWORD, remoteAddress?: string) =>
  postJson(t, OPS_PATHS.sessionPassword, { login, password: pw }, {}, remoteAddress);
const secondFactor = (pending: string | undefined, code: string) =>
  postJson(t, OPS_PATHS.sessionSecondFactor, { code }, pending ? { cookie: `ops_pending=${pending}` } : {});
const session = (cookie: string) =>
  t.app.inject({ method: 'GET', url: OPS_PATHS.session, headers: { cookie: `ops_session=${cookie}` } });
const auditActions = async () =>
  (await t.database.db.select({ action: operatorAudit.action }).from(operatorAudit)).map((r) => r.action);

describe('signing in', () => {
  it('answers a wrong password and an unknown name alike, and audits both', async () => {
    const wrong = await password('alice', 'not the password at all');
    const unknown = await password('nobody', TEST_PASSWORD);
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe(40181);
    }
    expect(await auditActions()).toEqual(expect.arrayContaining(['operator.sign-in-failed']));
  });

  it('enrols the factor at the first sign-in, sets strict HttpOnly cookies, and answers the session', async () => {
    const first = await password('bob');
    expect(first.statusCode).toBe(200);
    expect(first.json().data.stage).toBe('enrol');
    const pendingHeader = String(first.headers['set-cookie']);
    expect(pendingHeader).toMatch(/HttpOnly/);
    expect(pendingHeader).toMatch(/SameSite=Strict/);
    expect(pendingHeader).toMatch(/Max-Age=300/);
    const pending = cookieOf(first, 'ops_pending');
    expect(pending).toBeTruthy();
    const wrongCode = await secondFactor(
      pending,
      '000000' === totpCode(first.json().data.secret, t.clock.now()) ? '111111' : '000000',
    );
    expect(wrongCode.json().code).toBe(40182);
    const second = await secondFactor(pending, totpCode(first.json().data.secret, t.clock.now()));
    expect(second.statusCode).toBe(200);
    expect(String(second.headers['set-cookie'])).toMatch(/ops_session=[^;]+; Path=\/api; HttpOnly; SameSite=Strict/);
    expect(second.json().data.recovery_codes).toHaveLength(10);
    expect(second.json().data.operator.permissions).toEqual(['dashboard.read', 'content.edit']);
    const cookie = cookieOf(second, 'ops_session')!;
    expect((await session(cookie)).json().data.operator.login).toBe('bob');
    expect(await auditActions()).toContain('operator.sign-in');
  });

  it('refuses a code used once, and accepts a recovery code once', async () => {
    const alice = await signIn(t, 'alice');
    const again = await password('alice');
    expect(again.json().data.stage).toBe('totp');
    const pending = cookieOf(again, 'ops_pending');
    // The same step's code that just signed in: refused (RFC 6238 §5.2).
    expect((await secondFactor(pending, totpCode(alice.secret, t.clock.now()))).json().code).toBe(40182);
    const recovery = alice.recoveryCodes[0]!;
    expect((await secondFactor(pending, recovery)).statusCode).toBe(200);
    const third = await password('alice');
    expect((await secondFactor(cookieOf(third, 'ops_pending'), recovery)).json().code).toBe(40182);
    // The next step's code works.
    t.clock.advance(30_000);
    expect((await secondFactor(cookieOf(third, 'ops_pending'), totpCode(alice.secret, t.clock.now()))).statusCode).toBe(200);
  });

  it('lets the pending cookie expire after 5 minutes', async () => {
    const alice = await signIn(t, 'alice');
    t.clock.advance(30_000);
    const first = await password('alice');
    t.clock.advance(5 * 60_000);
    const res = await secondFactor(cookieOf(first, 'ops_pending'), totpCode(alice.secret, t.clock.now()));
    expect(res.json().code).toBe(40180);
    expect((await secondFactor(undefined, '123456')).json().code).toBe(40180);
  });

  it('ends a session after the idle timeout (30 minutes) and keeps it alive while used', async () => {
    t.clock.advance(30_000);
    const alice = await signIn(t, 'alice');
    t.clock.advance(29 * 60_000);
    expect((await session(alice.cookie)).statusCode).toBe(200);
    t.clock.advance(29 * 60_000);
    expect((await session(alice.cookie)).statusCode).toBe(200);
    t.clock.advance(30 * 60_000);
    const ended = await session(alice.cookie);
    expect(ended.statusCode).toBe(401);
    expect(ended.json().code).toBe(40180);
  });

  it('signs out (audited) and the cookie stops working', async () => {
    t.clock.advance(30_000);
    const alice = await signIn(t, 'alice');
    const out = await alice.call({ method: 'DELETE', url: OPS_PATHS.session });
    expect(out.statusCode).toBe(200);
    expect((await session(alice.cookie)).json().code).toBe(40180);
    expect(await auditActions()).toContain('operator.sign-out');
  });

  it('refuses a change without the CSRF token, and accepts it with the token', async () => {
    t.clock.advance(30_000);
    const alice = await signIn(t, 'alice');
    const without = await alice.call({ method: 'POST', url: OPS_PATHS.recoveryCodes, csrf: false, payload: '{}' });
    expect(without.statusCode).toBe(403);
    expect(without.json().code).toBe(40381);
    const wrong = await alice.call({
      method: 'POST',
      url: OPS_PATHS.recoveryCodes,
      csrf: false,
      headers: { 'x-csrf-token': 'x' },
      payload: '{}',
    });
    expect(wrong.json().code).toBe(40381);
    const withToken = await alice.call({ method: 'POST', url: OPS_PATHS.recoveryCodes, payload: '{}' });
    expect(withToken.statusCode).toBe(200);
    expect(withToken.json().data.recovery_codes).toHaveLength(10);
    // A GET needs no token.
    expect((await alice.call({ method: 'GET', url: OPS_PATHS.operators, csrf: false })).statusCode).toBe(200);
  });
});

describe('sign-in limits', () => {
  it("a stranger's 50 wrong tries do not stop the operator from another address", async () => {
    await createOperator(limited, 'carol', ['owner']);
    const statuses: number[] = [];
    for (let i = 0; i < 50; i += 1) {
      const res = await postJson(
        limited,
        OPS_PATHS.sessionPassword,
        { login: 'carol', password: 'wrong password here' },
        {},
        '198.51.100.7',
      );
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20), JSON.stringify(statuses)).toEqual(Array(20).fill(401));
    expect(statuses.at(-1)).toBe(429);
    const owner = await postJson(
      limited,
      OPS_PATHS.sessionPassword,
      { login: 'carol', password: TEST_PASSWORD },
      {},
      '203.0.113.9',
    );
    expect(owner.statusCode).toBe(200);
    const [row] = await limited.database.db
      .select()
      .from(operatorAudit)
      .where(eq(operatorAudit.action, 'operator.sign-in-failed'))
      .limit(1);
    expect(row?.ip).toBe('198.51.100.7');
  });
});
