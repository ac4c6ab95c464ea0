import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  couponTemplates,
  customerCoupons,
  hallVisits,
  sessions,
  smsCodes,
  smsTokens,
  users,
  walletNonces,
  wechatCodes,
} from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';
import { CLEANUP, createCleanupService, REFERENCES } from './cleanup-service.js';

const DAY_MS = 24 * 3_600_000;

describe('scheduled clean-up', async () => {
  const t = await createTestApp();
  const db = t.database.db;
  const cleanup = createCleanupService({ db, now: t.clock.now });
  const rows = async (table: typeof users | typeof sessions | typeof smsCodes | typeof smsTokens) =>
    Number((await db.select({ n: count() }).from(table))[0]!.n);
  const guest = async () => {
    const res = await t.post('/api/v5/auth/guest');
    const data = (res.json() as { data: { token: string; user_id: string } }).data;
    return { token: data.token, userId: BigInt(data.user_id) };
  };
  const userExists = async (id: bigint) => (await db.select({ id: users.id }).from(users).where(eq(users.id, id))).length === 1;

  it('deletes expired sessions and guests holding nothing, never a guest that holds a coupon or an account', async () => {
    const idle = await guest();
    const holder = await guest();
    const [template] = await db
      .insert(couponTemplates)
      .values({
        slug: 'cleanup-tpl',
        brandName: 'B',
        couponName: 'C',
        type: 'EXCHANGE',
        discordValue: '1',
        useCondition: '-',
        validUntil: '2030-12-31',
        useRule: '-',
        stock: 1,
      })
      .returning({ id: couponTemplates.id });
    const issuedAt = new Date(t.clock.now());
    await db.insert(customerCoupons).values({
      id: 9_000_001n,
      templateId: template!.id,
      userId: holder.userId,
      couponCode: 'CLEANUPCODE00001',
      issuedAt,
      statusChangedAt: issuedAt,
    });
    const member = 9_000_002n;
    await db.insert(users).values({ id: member, isGuest: false, phoneE164: '+8613900000001' });
    await db
      .insert(sessions)
      .values({ id: 'member-session', userId: member, kind: 'phone', expiresAt: new Date(t.clock.now() + 7 * DAY_MS) });

    // Everything is still usable: nothing goes.
    expect(await cleanup.sweep()).toMatchObject({ sessions: 0, guests: 0 });
    expect((await t.get('/api/v2/me', { token: idle.token })).json().result).toBe(1);

    // Past every token's lifetime (guest tokens: 30 days).
    t.clock.advance(t.config.guestTokenTtlSeconds * 1000 + 1000);
    const fresh = await guest();
    const before = await rows(sessions);
    const report = await cleanup.sweep();
    expect(report.sessions).toBe(before - 1);
    expect(report.guests).toBeGreaterThanOrEqual(1);
    expect(await userExists(idle.userId)).toBe(false);
    expect(await userExists(holder.userId)).toBe(true);
    expect(await userExists(member)).toBe(true);
    expect(await userExists(fresh.userId)).toBe(true);
    expect(
      await db.select({ id: customerCoupons.id }).from(customerCoupons).where(eq(customerCoupons.userId, holder.userId)),
    ).toHaveLength(1);
    expect(await rows(sessions)).toBe(1);
    // An old token answers exactly as before the clean-up: expired.
    expect((await t.get('/api/v2/me', { token: idle.token })).json().result).toBe(101102);
    expect((await t.get('/api/v2/me', { token: fresh.token })).json().result).toBe(1);
  });

  it('deletes SMS codes and tokens an hour after they expired, used tokens at once, and WeChat codes after a day', async () => {
    const nowMs = t.clock.now();
    const at = (offsetMs: number) => new Date(nowMs + offsetMs);
    await db.insert(smsCodes).values([
      { phoneE164: '+8613900000009', codeHmac: 'old', createdAt: at(-2 * 3_600_000), expiresAt: at(-2 * 3_600_000 + 300_000) },
      { phoneE164: '+8613900000009', codeHmac: 'live', createdAt: at(0), expiresAt: at(300_000) },
    ]);
    await db.insert(smsTokens).values([
      { tokenHash: 'expired-long-ago', phoneE164: '+8613900000009', expiresAt: at(-2 * 3_600_000) },
      { tokenHash: 'used', phoneE164: '+8613900000009', expiresAt: at(600_000), usedAt: at(0) },
      { tokenHash: 'live', phoneE164: '+8613900000009', expiresAt: at(600_000) },
    ]);
    await db.insert(walletNonces).values([
      { nonce: 'expiredNonce1', address: '0xabc', chainId: 1, expiresAt: at(-1) },
      { nonce: 'liveNonce0001', address: '0xabc', chainId: 1, expiresAt: at(300_000) },
    ]);
    await db.insert(wechatCodes).values([
      { codeHash: 'eleven-minutes-old', openId: 'o-old', createdAt: at(-11 * 60_000) },
      { codeHash: 'a-minute-old', openId: 'o-new', createdAt: at(-60_000) },
    ]);
    expect(await cleanup.sweep()).toMatchObject({ smsCodes: 1, smsTokens: 2, walletNonces: 1, wechatCodes: 1 });
    expect((await db.select({ n: walletNonces.nonce }).from(walletNonces)).map((r) => r.n)).toEqual(['liveNonce0001']);
    expect((await db.select({ h: wechatCodes.codeHash }).from(wechatCodes)).map((r) => r.h)).toEqual(['a-minute-old']);
    expect((await db.select({ h: smsCodes.codeHmac }).from(smsCodes)).map((r) => r.h)).toEqual(['live']);
    expect((await db.select({ h: smsTokens.tokenHash }).from(smsTokens)).map((r) => r.h)).toEqual(['live']);
  });

  it('deletes hall visits older than 90 Beijing days, keeps the rest', async () => {
    const member = 7_000_000_001n;
    await db.insert(users).values({ id: member, isGuest: false });
    const day = (daysAgo: number) => new Date(t.clock.now() + 8 * 3_600_000 - daysAgo * DAY_MS).toISOString().slice(0, 10);
    await db.insert(hallVisits).values([
      { exhibitionId: null, day: day(91), userId: member },
      { exhibitionId: null, day: day(90), userId: member },
      { exhibitionId: null, day: day(0), userId: member },
    ]);
    expect((await cleanup.sweep()).hallVisits).toBe(1);
    const left = await db.select({ day: hallVisits.day }).from(hallVisits).where(eq(hallVisits.userId, member));
    expect(left.map((r) => r.day).sort()).toEqual([day(90), day(0)]);
  });

  it('deletes a backlog in batches over sweeps', async () => {
    const backlog = CLEANUP.batchSize * 2 + 7;
    const past = new Date(t.clock.now() - DAY_MS).toISOString();
    await db.execute(sql`insert into users (id, is_guest) select 8000000000 + n, false from generate_series(1, ${backlog}) n`);
    await db.execute(
      sql`insert into sessions (id, user_id, kind, expires_at) select 'old-' || n, 8000000000 + n, 'phone', ${past}::timestamptz from generate_series(1, ${backlog}) n`,
    );
    expect((await cleanup.sweep()).sessions).toBe(backlog);
    expect(await rows(sessions)).toBeLessThanOrEqual(1);
  });

  it('knows every foreign key that points at what it deletes', async () => {
    // A new table referencing users (or another cleaned table) must be added to REFERENCES on purpose:
    // either the clean-up keeps guests holding rows there, or those rows go with the guest.
    const result = await db.execute<{ referenced: string; referencing: string }>(sql`
      select ccu.table_name as referenced, tc.table_name as referencing
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'
        and ccu.table_name in ('users', 'sessions', 'sms_codes', 'sms_tokens')`);
    const found = (Array.isArray(result) ? result : (result as { rows: Array<{ referenced: string; referencing: string }> }).rows)
      .map((r) => `${r.referenced} <- ${r.referencing}`)
      .sort();
    const known = Object.entries(REFERENCES)
      .flatMap(([table, { cascade, keep }]) => [...cascade, ...keep].map((referencing) => `${table} <- ${referencing}`))
      .sort();
    expect(found).toEqual(known);
  });
});
