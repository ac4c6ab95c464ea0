/**
 * Operator passwords (docs/operator-console.md, "Passwords"): changing one's own ends every other
 * session; the owner's reset hands out a one-time password that must be replaced before anything
 * else. Both audited without secrets.
 */
import { describe, expect, it } from 'vitest';
import { OPS_PATHS } from '@culture/protocol';
import { createTestApp } from '../../test/helper.js';
import { auditRowsOf, createOperator, postJson, signIn, TEST_PASSWORD } from '../../test/operators.js';

const t = await createTestApp();
await createOperator(t, 'owen', ['owner']);
const carl = await createOperator(t, 'carl', ['coupons']);
const NEW_PASSWORD = 'a brand new long password';

const change = (session: Awaited<ReturnType<typeof signIn>>, current: string, next: string) =>
  session.call({
    method: 'POST',
    url: OPS_PATHS.passwordChange,
    payload: JSON.stringify({ current_password: current, new_password: next }),
  });
const noSecrets = (row: unknown, ...secrets: string[]) => {
  const text = JSON.stringify(row, (_k, v: unknown) => (typeof v === 'bigint' ? String(v) : v));
  for (const secret of secrets) expect(text).not.toContain(secret);
  expect(text).not.toContain('$argon2');
};

describe('changing your own password', () => {
  it('needs the current password and ends every other session, not this one', async () => {
    await createOperator(t, 'pat', ['content']);
    const here = await signIn(t, 'pat');
    const there = await signIn(t, 'pat');

    const wrong = await change(here, 'not my password at all', NEW_PASSWORD);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().code).toBe(40383);
    const short = await change(here, TEST_PASSWORD, 'too short');
    expect(short.statusCode).toBe(400);

    const done = await change(here, TEST_PASSWORD, NEW_PASSWORD);
    expect(done.statusCode, done.body).toBe(200);
    expect((await here.call({ method: 'GET', url: OPS_PATHS.session })).statusCode).toBe(200);
    expect((await there.call({ method: 'GET', url: OPS_PATHS.session })).json().code).toBe(40180);
    // The old password no longer signs in; the new one does.
    const old = await postJson(t, OPS_PATHS.sessionPassword, { login: 'pat', password: TEST_PASSWORD });
    expect(old.json().code).toBe(40181);
    await expect(signIn(t, 'pat', undefined, NEW_PASSWORD)).resolves.toBeTruthy();

    const rows = await auditRowsOf(t, 'operator.password-change');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorName: 'pat', after: { sessions_ended: 1, was_temporary: false } });
    noSecrets(rows[0], TEST_PASSWORD, NEW_PASSWORD);
  });
});

describe("the owner's password reset", () => {
  it('shows a temporary password once, ends the sessions, and holds everything until a new one is set', async () => {
    const owner = await signIn(t, 'owen');
    const carlBefore = await signIn(t, 'carl');
    const reset = await owner.call({
      method: 'POST',
      url: OPS_PATHS.operatorResetPassword.replace(':id', carl.id),
      payload: '{}',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const { temporary_password: temporary, operator } = reset.json().data as {
      temporary_password: string;
      operator: { must_change_password: boolean };
    };
    expect(temporary.length).toBeGreaterThanOrEqual(12);
    expect(operator.must_change_password).toBe(true);
    expect((await carlBefore.call({ method: 'GET', url: OPS_PATHS.session })).statusCode).toBe(401);

    const held = await signIn(t, 'carl', undefined, temporary);
    const session = await held.call({ method: 'GET', url: OPS_PATHS.session });
    expect(session.json().data.operator.must_change_password).toBe(true);
    for (const call of [
      held.call({ method: 'GET', url: OPS_PATHS.dashboard }),
      held.call({ method: 'POST', url: OPS_PATHS.recoveryCodes, payload: '{}' }),
    ]) {
      const res = await call;
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe(40382);
    }

    const changed = await change(held, temporary, NEW_PASSWORD);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.must_change_password).toBe(false);
    expect((await held.call({ method: 'GET', url: OPS_PATHS.dashboard })).statusCode).toBe(200);
    // Once: the temporary password stops working when replaced.
    const again = await postJson(t, OPS_PATHS.sessionPassword, { login: 'carl', password: temporary });
    expect(again.json().code).toBe(40181);

    const [row] = await auditRowsOf(t, 'operator.password-reset');
    expect(row).toMatchObject({ actorName: 'owen', target: `operator:${carl.id}` });
    noSecrets(row, temporary);
    const changes = await auditRowsOf(t, 'operator.password-change');
    expect(changes.at(-1)).toMatchObject({ actorName: 'carl', after: { was_temporary: true } });
  });

  it('is refused to an operator without operators.manage', async () => {
    const other = await signIn(t, 'pat', undefined, NEW_PASSWORD);
    const res = await other.call({ method: 'POST', url: OPS_PATHS.operatorResetPassword.replace(':id', carl.id), payload: '{}' });
    expect(res.json().code).toBe(40380);
  });
});
