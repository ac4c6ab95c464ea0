/**
 * The built-in version 2's notices in the notice centre (docs/privacy.md, "Notices";
 * docs/decisions.md, "Who sees a policy change"), on a server of its own over PostgreSQL: members
 * who joined under version 1 (their database before version 2 shipped: the notices' rows removed),
 * then the first start with version 2, which posts them. Each older member finds the two notices
 * once, unread, in their language, and they are read once opened; a member who joins after does
 * not get "the policy has changed"; no SMS (the policy promises the app only for this kind).
 * Screenshots at 390×844 go to shots/version-notice/ (not committed).
 */
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginByApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { launchServer } from '../support/launch';
import { shotsDir } from '../support/ops';

const pg = createRequire(new URL('../../apps/server/package.json', import.meta.url))('pg') as typeof import('pg');
const b = useBrowser();
const SHOTS = shotsDir('version-notice');
// .ci/run points the suites at PostgreSQL; on a machine of this kind it answers here too.
const baseDatabase = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const LANGUAGES = ['en-US', 'zh-CN', 'zh-TW'] as const;
const TITLES = {
  'en-US': ['The Privacy Policy has changed (version 2)', 'The User Agreement has changed (version 2)'],
  'zh-CN': ['《隐私政策》已更新（第 2 版）', '《用户协议》已更新（第 2 版）'],
  'zh-TW': ['《隱私權政策》已更新（第 2 版）', '《使用者協議》已更新（第 2 版）'],
} as const;
/** A phrase of each language's privacy policy summary (legal-versions.ts). */
const SUMMARY = { 'en-US': 'Download my data', 'zh-CN': '下载我的数据', 'zh-TW': '下載我的資料' } as const;
const SETTINGS = { SMS_RESEND_COOLDOWN_SECONDS: '1', ALTCHA_COST: '1', ALTCHA_MAX_COUNTER: '50' };

let server: Awaited<ReturnType<typeof launchServer>> | undefined;
let admin: import('pg').Client;
let databaseUrl: string;
let databaseName: string;
const older: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  databaseName = `culture_notice_${randomBytes(4).toString('hex')}`;
  admin = new pg.Client({ connectionString: baseDatabase });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  const url = new URL(baseDatabase);
  url.pathname = `/${databaseName}`;
  databaseUrl = url.toString();
  // Members who joined before version 2 shipped.
  const before = await launchServer({ DATABASE_URL: databaseUrl, ...SETTINGS });
  for (const [i, language] of LANGUAGES.entries()) older[language] = await loginByApi(`1365559000${i}`, before.baseUrl);
  await before.stop();
  // That database held no version-2 notices (a new one posts them at its first start, to nobody).
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  await db.query(`delete from notices where subject like 'legal:%:2'`);
  await db.end();
  // The first start with version 2 (a new data directory, a new session key: the members log in again).
  server = await launchServer({ DATABASE_URL: databaseUrl, ...SETTINGS });
  for (const [i, language] of LANGUAGES.entries()) older[language] = await loginByApi(`1365559000${i}`, server.baseUrl);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  await admin?.query(`drop database if exists ${databaseName} with (force)`);
  await admin?.end();
});

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const titles = async (page: Page) => (await page.getByTestId('notice-policyChange').locator('h2').allTextContents()).sort();

describe('the built-in version 2 in the notice centre', () => {
  it.each(LANGUAGES)('a member from before it reads it once (%s)', async (language) => {
    const base = server!.baseUrl;
    const { page } = await b.phone({ storage: { ...older[language]!, language } });
    await page.goto(`${base}/My`);
    await expect.poll(() => page.getByTestId('profile-notices-unread').textContent()).toMatch(/^2 /);
    await page.getByTestId('profile-notices').click();
    await page.getByTestId('notice-policyChange').first().waitFor();
    expect(await titles(page)).toEqual([...TITLES[language]].sort());
    expect(await page.getByTestId('notices').textContent()).toContain(SUMMARY[language]);
    await shot(page, `notices-${language}`);
    // Read once opened: the count is gone, the two are still there, read.
    await page.goto(`${base}/My`);
    await page.getByTestId('profile-notices').waitFor();
    await expect.poll(() => page.getByTestId('profile-notices-unread').count()).toBe(0);
    await page.goto(`${base}/notices`);
    await page.getByTestId('notice-policyChange').first().waitFor();
    expect(await page.getByTestId('notice-policyChange').evaluateAll((ns) => ns.map((n) => n.dataset.read))).toEqual([
      'true',
      'true',
    ]);
    // In the app only: the outbox holds the two login codes and nothing else.
    const phone = encodeURIComponent(`+861365559000${LANGUAGES.indexOf(language)}`);
    const outbox = (await (await fetch(`${base}/dev/sms-outbox?phone=${phone}`)).json()) as { data: Array<{ code: string }> };
    expect(outbox.data.map((m) => m.code === '')).toEqual([false, false]);
  });

  it('a member who joins after it does not get it', async () => {
    const base = server!.baseUrl;
    const session = await loginByApi('13655591000', base);
    const { page } = await b.phone({ storage: { ...session, language: 'en-US' } });
    await page.goto(`${base}/My`);
    await page.getByTestId('profile-notices').click();
    // The list is drawn once loaded: nothing of version 2 in it, nothing unread.
    await page.getByTestId('notices').waitFor();
    expect(await page.getByTestId('notice-policyChange').count()).toBe(0);
    expect(await page.getByTestId('notices').textContent()).toBe('No notices yet.');
    await shot(page, 'notices-newer-en-US');
  });
});
