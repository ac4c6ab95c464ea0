/**
 * The wallet list reads the session's row in its own statement (plugins/auth.ts, readAsUser),
 * with the session cache on or off: each way a session can be bad must be refused exactly as the
 * ordinary check refuses it, and the coupons of the token's user must never reach anyone else.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessions } from '../../db/schema.js';
import { signToken } from '../../lib/jwt.js';
import { createTestApp, type TestApp } from '../../test/helper.js';
import { couponOperator, TEST_ADMIN_TOKEN } from '../../test/coupon-operator.js';

const LIST = '/h5/world/coupon/list?status=all';
const uncached = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN, SESSION_CACHE_SECONDS: '0' } });
const cached = await createTestApp({ env: { ADMIN_TOKEN: TEST_ADMIN_TOKEN } });

let phoneSeq = 0;
const newNumber = () => `1360000${String(++phoneSeq).padStart(4, '0')}`;

/** A logged-in user holding `count` coupons of one template. */
async function holder(t: TestApp, count = 3) {
  const user = await t.loginWithPhone(newNumber());
  const { template, issue } = couponOperator(t);
  await issue(
    await template({ perUserLimit: 10 }),
    Array.from({ length: count }, () => user.userId),
  );
  return user;
}

const sessionIdOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).sid as string;

describe('the wallet list reads the session along', () => {
  afterEach(() => vi.restoreAllMocks());

  it('answers the same with the session cache on or off, empty wallets and cursor pages included', async () => {
    for (const t of [uncached, cached]) {
      const user = await holder(t, 23);
      const first = await t.get(LIST, { token: user.token, locale: 'zh-TW' });
      expect(first.statusCode).toBe(200);
      expect(first.json().data.total).toBe(23);
      const next = first.json().data.next as string;
      const second = await t.get(`${LIST}&cursor=${next}`, { token: user.token, locale: 'zh-TW' });
      expect(second.json().data.content).toHaveLength(3);
      const empty = await t.loginWithPhone(newNumber());
      expect((await t.get(LIST, { token: empty.token })).json().data).toEqual({ total: 0, next: null, content: [] });
      // The same requests again: both read the session along again.
      expect((await t.get(LIST, { token: user.token, locale: 'zh-TW' })).body).toBe(first.body);
      expect((await t.get(`${LIST}&cursor=${next}`, { token: user.token, locale: 'zh-TW' })).body).toBe(second.body);
    }
  });

  it('refuses an ended session as the ordinary check does: logout 101101, a login elsewhere 101105', async () => {
    const t = uncached;
    const user = await holder(t);
    expect((await t.post('/api/v5/auth/logout', {}, { token: user.token })).json().result).toBe(1);
    const afterLogout = await t.get(LIST, { token: user.token });
    expect(afterLogout.statusCode).toBe(401);
    expect(afterLogout.json()).toMatchObject({ result: 101101 });

    const phone = newNumber();
    const first = await t.loginWithPhone(phone);
    await t.loginWithPhone(phone);
    const superseded = await t.get(LIST, { token: first.token, locale: 'zh-CN' });
    expect(superseded.statusCode).toBe(401);
    expect(superseded.json()).toEqual({ result: 101105, code: 101105, errmsg: '您的账号已在其他设备登录。' });
  });

  it('refuses a session past its row expiry (101102), a deleted session (101101) and a guest (40101)', async () => {
    const t = uncached;
    const expired = await holder(t);
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(t.clock.now() - 1000) })
      .where(eq(sessions.id, sessionIdOf(expired.token)));
    expect((await t.get(LIST, { token: expired.token })).json()).toMatchObject({ result: 101102 });

    const deleted = await holder(t);
    await t.database.db.delete(sessions).where(eq(sessions.id, sessionIdOf(deleted.token)));
    expect((await t.get(LIST, { token: deleted.token })).json()).toMatchObject({ result: 101101 });

    const guest = await t.guestToken();
    const res = await t.get(LIST, { token: guest });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 40101 });
  });

  it("never answers another user's coupons: a token naming someone else with one's own session is refused", async () => {
    const t = uncached;
    const [victim, attacker] = [await holder(t), await holder(t, 1)];
    const now = Math.floor(t.clock.now() / 1000);
    // Signed with the server's own secret: what only a leaked secret would allow, and still refused.
    const forged = await signToken(
      { sub: victim.userId, sid: sessionIdOf(attacker.token), iat: now, exp: now + 600 },
      t.config.jwtSecret,
    );
    const res = await t.get(LIST, { token: forged });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 101101 });
    expect(res.body).not.toContain('customerCouponId');
    // A user id spelled another way is not the user.
    const padded = await signToken(
      { sub: `0${attacker.userId}`, sid: sessionIdOf(attacker.token), iat: now, exp: now + 600 },
      t.config.jwtSecret,
    );
    expect((await t.get(LIST, { token: padded })).json()).toMatchObject({ result: 101101 });
    // Nor is one past any id (a statement reading for it would refuse the number).
    const huge = await signToken(
      { sub: '9999999999999999999', sid: sessionIdOf(attacker.token), iat: now, exp: now + 600 },
      t.config.jwtSecret,
    );
    expect((await t.get(LIST, { token: huge })).json()).toMatchObject({ result: 101101 });
  });

  it("refuses a session ended by the account's deletion (101101)", async () => {
    const t = uncached;
    const user = await holder(t);
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date(t.clock.now()), revokedReason: 'deleted' })
      .where(eq(sessions.id, sessionIdOf(user.token)));
    expect((await t.get(LIST, { token: user.token })).json()).toMatchObject({ result: 101101 });
  });

  it('checks the input before the session: a bad cursor is 400 whatever the session', async () => {
    const t = uncached;
    const user = await holder(t);
    const res = await t.get(`${LIST}&cursor=%%%`, { token: user.token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ result: 40002 });
    // Without a token the hook still refuses first.
    expect((await t.get(`${LIST}&cursor=%%%`)).json()).toMatchObject({ result: 40101 });
  });

  it('refuses a session ended in the database at once, even while this process caches its row', async () => {
    const t = cached;
    const user = await holder(t);
    // The row is now in this process's session cache (another route reads through it).
    expect((await t.post('/h5/world/coupon/detail', { customerCouponId: '1' }, { token: user.token })).statusCode).toBe(404);
    expect((await t.get(LIST, { token: user.token })).statusCode).toBe(200);
    // Ended by another process (no Redis to tell this one): the list still reads the row afresh.
    await t.database.db
      .update(sessions)
      .set({ revokedAt: new Date(t.clock.now()), revokedReason: 'logout' })
      .where(eq(sessions.id, sessionIdOf(user.token)));
    expect((await t.get(LIST, { token: user.token })).json()).toMatchObject({ result: 101101 });
  });

  it('answers every page with one statement that reads the session, the page and the total', async () => {
    for (const t of [uncached, cached]) {
      const user = await holder(t, 21);
      const first = (await t.get(LIST, { token: user.token })).json().data;
      const second = (await t.get(`${LIST}&cursor=${first.next}`, { token: user.token })).json().data;
      // Past the end (a stale cursor): still the total, and still one statement.
      const pastEnd = Buffer.from(`1:1`).toString('base64url');
      const query = vi.spyOn(pg.Client.prototype, 'query');
      for (const [url, total, coupons] of [
        [LIST, 21, 20],
        [`${LIST}&cursor=${first.next}`, 21, 1],
        [`${LIST}&cursor=${pastEnd}`, 21, 0],
      ] as const) {
        query.mockClear();
        const data = (await t.get(url, { token: user.token })).json().data;
        expect([data.total, data.content.length]).toEqual([total, coupons]);
        const statements = query.mock.calls.map(([config]) =>
          typeof config === 'string' ? config : (config as { text: string }).text,
        );
        const mine = statements.filter((text) => /customer_coupons|sessions/.test(text));
        expect(mine).toHaveLength(1);
        expect(mine[0]).toMatch(/"sessions"/);
      }
      query.mockRestore();
      expect(second.content).toHaveLength(1);
    }
  });
});
