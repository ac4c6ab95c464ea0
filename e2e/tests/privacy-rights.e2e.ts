/**
 * A person's rights over their data (docs/privacy.md), as a member would use them on /My, once per
 * language: "Download my data" is made in the background with its progress shown, and the zip the
 * page saves holds the readable page, the JSON with every table of the user-owned list, and the
 * person's words; "Cancel my account" starts the cooling-off and logs out; logging in again shows
 * the pending cancellation, which the person withdraws after confirming. Screenshots at 390×844
 * under /tmp/shots-privacy/ (SHOTS_DIR overrides).
 */
import fs from 'node:fs';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { USER_OWNED_COLUMNS } from '../../apps/server/src/db/user-owned-tables';
import { callAs as call, currentVersions, loginByApi, setNickname } from '../support/api';
import { useBrowser } from '../support/browser';

const b = useBrowser();
const shotsDir = process.env.SHOTS_DIR ?? '/tmp/shots-privacy';

/** The phone's screen (390×844) with `testId` scrolled into it. */
async function shoot(page: Page, name: string, testId: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.getByTestId(testId).scrollIntoViewIfNeeded();
  fs.mkdirSync(shotsDir, { recursive: true });
  await page.screenshot({ path: path.join(shotsDir, `${name}.png`) });
}

const text = (page: Page, testId: string) =>
  page
    .getByTestId(testId)
    .textContent({ timeout: 1000 })
    .catch(() => null);

const cases = [
  {
    language: 'en-US',
    phone: '13700007701',
    page: 'A copy of your data',
    pending: 'Your account is being cancelled',
    kept: 'Your account stays',
  },
  { language: 'zh-CN', phone: '13700007702', page: '你的个人信息副本', pending: '账号注销中', kept: '账号已保留' },
  { language: 'zh-TW', phone: '13700007703', page: '你的個人資訊副本', pending: '帳號註銷中', kept: '帳號已保留' },
] as const;

describe('privacy rights on /My', () => {
  for (const c of cases) {
    it(`downloads my data, then requests and withdraws a cancellation (${c.language})`, async () => {
      const session = await loginByApi(c.phone);
      await setNickname(session, 'Rights Holder');
      await call('/api/v2/consent/decisions', session.may_uni_token!, {
        purpose: 'marketing',
        decision: 'refuse',
        versions: await currentVersions(session.may_uni_token!, ['privacyPolicy']),
      });
      const { page } = await b.phone({ storage: { language: c.language, ...session } });
      await page.goto('/My');
      await page.getByTestId('data-export-start').click();
      // Made in the background: the section shows its progress, then the save.
      await page.getByTestId('data-export-save').waitFor({ timeout: 30_000 });
      await shoot(page, `my-data-ready-${c.language}`, 'data-export');

      // The page fetches the zip with the person's session and saves it: the file as saved is checked.
      const saved = page.waitForEvent('download');
      await page.getByTestId('data-export-save').click();
      const download = await saved;
      expect(download.suggestedFilename()).toMatch(/^my-data-\d+\.zip$/);
      const files = unzipSync(new Uint8Array(fs.readFileSync((await download.path())!)));
      expect(Object.keys(files).sort()).toEqual(['data.json', 'index.html']);
      expect(strFromU8(files['index.html']!)).toContain(c.page);
      const data = JSON.parse(strFromU8(files['data.json']!)) as {
        profile: { nickname: string };
        categories: Record<string, Record<string, unknown[]>>;
      };
      expect(data.profile.nickname).toBe('Rights Holder');
      expect(
        Object.values(data.categories)
          .flatMap((cat) => Object.keys(cat))
          .sort(),
      ).toEqual(USER_OWNED_COLUMNS.map((col) => `${col.table}.${col.column}`).sort());
      expect(data.categories.consents!['consent_records.user_id']).toHaveLength(1);

      // Cancel: a confirmation that says what happens and when, then logged out.
      await page.getByTestId('profile-delete').click();
      await page.getByTestId('delete-confirm').waitFor();
      await shoot(page, `my-cancel-confirm-${c.language}`, 'delete-confirm');
      await page.getByTestId('delete-confirm-action').click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(await page.evaluate(() => localStorage.getItem('may_uni_JWT'))).toBeNull();
      await expect(call('/api/v2/me', session.may_uni_token!)).rejects.toThrow();

      // Logging in during the seven days shows the pending cancellation; the person keeps the account.
      const again = await loginByApi(c.phone);
      expect(again.may_user_id).toBe(session.may_user_id);
      await page.evaluate((entries) => {
        for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
      }, again);
      await page.goto('/My');
      await page.getByTestId('cancellation-pending').waitFor();
      expect(await text(page, 'cancellation-pending')).toContain(c.pending);
      expect(await page.getByTestId('profile-delete').count()).toBe(0);
      await shoot(page, `my-cancellation-pending-${c.language}`, 'cancellation-pending');
      await page.getByTestId('cancellation-keep').click();
      await page.getByTestId('cancellation-keep-confirm').waitFor();
      await page.getByTestId('cancellation-keep-action').click();
      await expect.poll(() => text(page, 'toast')).toContain(c.kept);
      await page.getByTestId('cancellation-pending').waitFor({ state: 'detached' });
      await page.getByTestId('profile-delete').waitFor();
      expect(await call('/api/v2/me/cancellation', again.may_uni_token!)).toEqual({ pending: null });
    });
  }
});
