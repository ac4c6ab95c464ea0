import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp } from '../../test/helper.js';
import { sessions } from '../../db/schema.js';
import { signToken } from '../../lib/jwt.js';

const t = await createTestApp({
  env: { GUEST_TOKEN_TTL: '3600' },
  extend: (app) => {
    app.get('/test/whoami', { onRequest: app.authenticate }, async (request) => ({
      result: 1,
      code: 200,
      data: { userId: request.auth!.userId.toString(), isGuest: request.auth!.isGuest },
    }));
    app.get('/test/members-only', { onRequest: app.requireUser }, async () => ({ result: 1, code: 200, data: 'secret' }));
  },
});

async function newGuest() {
  const res = await t.post('/api/v5/auth/guest');
  expect(res.statusCode).toBe(200);
  return res.json().data as { token: string; user_id: string; isguest: boolean; expires_in: number };
}

describe('guest access', () => {
  it('issues an anonymous token that authenticates as a guest', async () => {
    const guest = await newGuest();
    expect(guest.isguest).toBe(true);
    expect(guest.expires_in).toBe(3600);
    expect(guest.user_id).toMatch(/^\d+$/);
    expect(BigInt(guest.user_id) > BigInt(Number.MAX_SAFE_INTEGER)).toBe(true);
    const me = await t.get('/test/whoami', { token: guest.token });
    expect(me.json().data).toEqual({ userId: guest.user_id, isGuest: true });
  });

  it('gives every visitor a different user', async () => {
    const [a, b] = [await newGuest(), await newGuest()];
    expect(a.user_id).not.toBe(b.user_id);
  });

  it('keeps guests out of member-only routes', async () => {
    const guest = await newGuest();
    const res = await t.get('/test/members-only', { token: guest.token });
    expect(res.statusCode).toBe(401);
    expect(res.json().result).toBe(40101);
  });

  it('answers 40101 when no token is sent', async () => {
    const res = await t.get('/test/whoami');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 40101, errmsg: 'Please log in first.' });
  });

  it.each([
    ['garbage', 'not-a-token'],
    ['a bad signature', null],
  ])('answers 101101 for %s', async (_label, raw) => {
    const guest = await newGuest();
    const token = raw ?? `${guest.token.slice(0, -4)}AAAA`;
    const res = await t.get('/test/whoami', { token });
    expect(res.json()).toMatchObject({ result: 101101, errmsg: 'Illegal token.' });
  });

  it('answers 101101 for a token signed with another secret', async () => {
    const guest = await newGuest();
    const claims = JSON.parse(Buffer.from(guest.token.split('.')[1]!, 'base64url').toString());
    const forged = await signToken(claims, 'x'.repeat(40));
    expect((await t.get('/test/whoami', { token: forged })).json().result).toBe(101101);
  });

  it('answers 101102 once the token has expired', async () => {
    const guest = await newGuest();
    t.clock.advance(3601 * 1000);
    const res = await t.get('/test/whoami', { token: guest.token, locale: 'zh-CN' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ result: 101102, errmsg: '登录已过期，请重新登录。' });
  });

  it('answers 101105 when the session was superseded by a login elsewhere', async () => {
    const guest = await newGuest();
    const sid = JSON.parse(Buffer.from(guest.token.split('.')[1]!, 'base64url').toString()).sid as string;
    await t.database.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'superseded' }).where(eq(sessions.id, sid));
    expect((await t.get('/test/whoami', { token: guest.token })).json()).toMatchObject({
      result: 101105,
      errmsg: 'Remote login.',
    });
  });

  it('answers 101101 for a session that was logged out', async () => {
    const guest = await newGuest();
    const sid = JSON.parse(Buffer.from(guest.token.split('.')[1]!, 'base64url').toString()).sid as string;
    await t.database.db.update(sessions).set({ revokedAt: new Date(), revokedReason: 'logout' }).where(eq(sessions.id, sid));
    expect((await t.get('/test/whoami', { token: guest.token })).json().result).toBe(101101);
  });
});
