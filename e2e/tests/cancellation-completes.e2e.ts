/**
 * An account cancellation run to its end (docs/privacy.md, "Cancelling an account"), on a server of
 * its own over PostgreSQL so the test can read every table: a member who holds something in most
 * corners of the product (profile, consent, coupon, badge, sign-up, a data export, a conversation)
 * asks to cancel on /My, logs in during the cooling-off and keeps the account once, asks again, and
 * when the seven days have passed the server's own sweep (CLEANUP_INTERVAL_MS) erases the account.
 * Then every column the user-owned list names, and every column with a foreign key to users that
 * the database itself reports, holds nothing of the person but the evidence the law keeps; the
 * friend reads "This message went with its account" in a conversation closed for writing; the phone
 * logs in to a new, empty account.
 * Screenshots at 390×844 under SHOTS_DIR (default /tmp/shots-privacy/).
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { USER_OWNED_COLUMNS } from '../../apps/server/src/db/user-owned-tables';
import { callAs, currentVersions, loginByApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { launchServer } from '../support/launch';

const pg = createRequire(new URL('../../apps/server/package.json', import.meta.url))('pg') as typeof import('pg');
const b = useBrowser();
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots-privacy';
// .ci/run points the suites at PostgreSQL; on a machine of this kind it answers here too.
const baseDatabase = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

let server: Awaited<ReturnType<typeof launchServer>>;
let admin: import('pg').Client;
let db: import('pg').Client;
let databaseName: string;

beforeAll(async () => {
  databaseName = `culture_cancel_${randomBytes(4).toString('hex')}`;
  admin = new pg.Client({ connectionString: baseDatabase });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(baseDatabase);
  url.pathname = `/${databaseName}`;
  // The sweep every second: "seven days later" is a cooling-off whose end the test moves to the past.
  server = await launchServer({
    DATABASE_URL: url.toString(),
    CLEANUP_INTERVAL_MS: '1000',
    SMS_RESEND_COOLDOWN_SECONDS: '1',
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '50',
  });
  db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
});

afterAll(async () => {
  await db?.end();
  await server?.stop();
  await admin?.query(`drop database if exists ${databaseName} with (force)`);
  await admin?.end();
});

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

/** Rows naming the person, per column of the user-owned list. */
async function owned(userId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const c of USER_OWNED_COLUMNS) {
    const where = c.embedded ? `(':' || "${c.column}" || ':') like ('%:' || $1 || ':%')` : `"${c.column}" = $1::int8`;
    const { rows } = await db.query<{ n: number }>(`select count(*)::int as n from "${c.table}" where ${where}`, [userId]);
    out[`${c.table}.${c.column}`] = rows[0]!.n;
  }
  return out;
}

/** Every column with a foreign key to users(id), as the database reports it. */
async function foreignKeysToUsers(): Promise<string[]> {
  const { rows } = await db.query<{ key: string }>(`
    select cl.relname || '.' || a.attname as key
    from pg_constraint k
    join pg_class cl on cl.oid = k.conrelid
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = any(k.conkey)
    where k.contype = 'f' and k.confrelid = 'users'::regclass`);
  return rows.map((r) => r.key).sort();
}

/** Logs the phone in again once its code may be resent (a second apart here). */
async function loginAgain(national: string, base: string): Promise<Record<string, string>> {
  let session: Record<string, string> | undefined;
  await expect
    .poll(async () => {
      session = await loginByApi(national, base).catch(() => undefined);
      return session !== undefined;
    })
    .toBe(true);
  return session!;
}

const member = (session: Record<string, string>) => ({ ...session, language: 'zh-CN', may_world_hint_seen: '1' });

describe('a cancellation that finishes', () => {
  it('runs the cooling-off, is kept once, then erases the person from every table', async () => {
    const base = server.baseUrl;
    const leaving = await loginByApi('13700008801', base);
    const friend = await loginByApi('13700008802', base);
    const token = leaving.may_uni_token!;
    await callAs('/api/v2/me/profile', token, { nickname: '离开的人' }, base);
    await callAs('/api/v2/me/profile', friend.may_uni_token!, { nickname: 'Stay Friend' }, base);
    await callAs(
      '/api/v2/consent/decisions',
      token,
      { purpose: 'marketing', decision: 'agree', versions: await currentVersions(token, ['privacyPolicy'], base) },
      base,
    );
    const { templateId } = await callAs<{ templateId: number }>(
      '/h5/world/coupon/campaign?template=haochatongle-tea-20',
      token,
      undefined,
      base,
    );
    await callAs('/h5/world/coupon/claim', token, { templateId }, base);
    await callAs('/api/v3/badges/claim', token, { event: 'mid-autumn-lantern' }, base);
    const { sessions } = await callAs<{ sessions: Array<{ sessionId: number }> }>(
      '/api/v3/events/sessions?event=garden-tour',
      token,
      undefined,
      base,
    );
    await callAs('/api/v3/events/reserve', token, { sessionId: sessions[0]!.sessionId }, base);
    await callAs('/api/v2/me/data-exports', token, {}, base);

    // A conversation, written in the browser the way a person writes one.
    const { page } = await b.phone({ storage: member(leaving) });
    await page.goto(`${base}/chat`);
    await page.getByTestId('chat-new').click();
    await page.getByTestId('people-search').fill('Stay Friend');
    await page.getByTestId('people-result').filter({ hasText: 'Stay Friend' }).click();
    await page.waitForURL(/\/chat\/\d+$/);
    const conversation = new URL(page.url()).pathname;
    await page.getByTestId('composer-input').fill('再见，谢谢你');
    await page.getByTestId('composer-send').click();
    await expect.poll(() => page.getByTestId('message').last().getAttribute('data-status')).toBe('sent');

    // The list names every foreign key to users the database has (a new table cannot hide).
    const listed = new Set(USER_OWNED_COLUMNS.map((c) => `${c.table}.${c.column}`));
    expect((await foreignKeysToUsers()).filter((key) => !listed.has(key))).toEqual([]);
    const before = await owned(leaving.may_user_id!);
    const holding = Object.entries(before)
      .filter(([, n]) => n > 0)
      .map(([key]) => key);
    for (const key of [
      'sessions.user_id',
      'customer_coupons.user_id',
      'badge_claims.user_id',
      'event_tickets.user_id',
      'chat_messages.sender_id',
      'consent_records.user_id',
      'data_exports.user_id',
    ])
      expect(holding, key).toContain(key);

    // Asks on /My: a confirmation that says what happens and when, then logged out.
    await page.goto(`${base}/My`);
    await page.getByTestId('profile-delete').click();
    await page.getByTestId('delete-confirm-action').click();
    await page.waitForURL((url) => url.pathname === '/');

    // Logs in during the seven days and keeps the account: the cancellation is withdrawn once.
    const again = await loginAgain('13700008801', base);
    expect(again.may_user_id).toBe(leaving.may_user_id);
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, again);
    await page.goto(`${base}/My`);
    await page.getByTestId('cancellation-keep').click();
    await page.getByTestId('cancellation-keep-action').click();
    await page.getByTestId('profile-delete').waitFor();

    // Asks again; this time the seven days pass.
    await page.getByTestId('profile-delete').click();
    await page.getByTestId('delete-confirm-action').click();
    await page.waitForURL((url) => url.pathname === '/');
    const { rows: pending } = await db.query<{ n: number }>(
      `select count(*)::int as n from account_cancellations where user_id = $1::int8`,
      [leaving.may_user_id],
    );
    expect(pending[0]!.n).toBe(1);
    const { rows: journey } = await db.query<{ action: string }>(
      `select action from privacy_audit where user_id = $1::int8 order by id`,
      [leaving.may_user_id],
    );
    expect(journey.map((r) => r.action).filter((a) => a.startsWith('cancellation.'))).toEqual([
      'cancellation.requested',
      'cancellation.withdrawn',
      'cancellation.requested',
    ]);
    await db.query(`update account_cancellations set completes_at = now() - interval '1 second' where user_id = $1::int8`, [
      leaving.may_user_id,
    ]);
    // The server's own sweep (every second here) completes it.
    await expect
      .poll(async () => (await db.query(`select 1 from users where id = $1::int8`, [leaving.may_user_id])).rowCount, {
        timeout: 30_000,
      })
      .toBe(0);

    const after = await owned(leaving.may_user_id!);
    const evidence = new Set(USER_OWNED_COLUMNS.filter((c) => c.erase === 'evidence').map((c) => `${c.table}.${c.column}`));
    for (const [key, n] of Object.entries(after)) {
      if (evidence.has(key)) continue;
      expect(n, key).toBe(0);
    }
    // What is kept is the evidence the law asks for, nothing else (docs/privacy.md, "Retention").
    expect(after['consent_records.user_id']).toBeGreaterThan(0);
    const { rows: done } = await db.query<{ action: string }>(
      `select action from privacy_audit where user_id = $1::int8 order by id desc limit 1`,
      [leaving.may_user_id],
    );
    expect(done[0]!.action).toBe('cancellation.completed');

    // The friend's history stays, the departed person's words do not.
    const { page: other } = await b.phone({ storage: { ...friend, language: 'en-US', may_world_hint_seen: '1' } });
    await other.goto(`${base}${conversation}`);
    await expect.poll(() => other.getByTestId('message').last().textContent()).toContain('This message went with its account');
    // Nobody is left to write to: the conversation is named for a deleted account and closed.
    expect(await other.getByTestId('composer-closed').textContent()).toBe(
      'This account was cancelled. Messages can no longer be sent.',
    );
    expect(await other.getByRole('heading', { name: 'Deleted account' }).count()).toBe(1);
    await shoot(other, 'cancellation-completed-friend-en-US');

    // The same phone starts a new, empty account.
    const fresh = await loginAgain('13700008801', base);
    expect(fresh.may_user_id).not.toBe(leaving.may_user_id);
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, fresh);
    await page.goto(`${base}/My`);
    await page.getByTestId('profile-delete').waitFor();
    expect(await page.getByText('离开的人').count()).toBe(0);
    await shoot(page, 'cancellation-completed-fresh-zh-CN');
  }, 180_000);
});
