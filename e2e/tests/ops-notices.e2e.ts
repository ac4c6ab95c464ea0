/**
 * The 30 days' notices from the console (docs/privacy.md, "Notices"): a support operator sends a
 * member the closing notice from the member's record, texts in the three languages side by side
 * and a confirmation first; the member finds it in the notice centre (its SMS goes with the privacy
 * sweep, a minute later: modules/notices tests cover it). The service-ending form is shot, not sent (it would reach
 * every member of the suite). Screenshots in the three languages.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { callAs, loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { consoleLanguage, auditEntries, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
const SHOTS = shotsDir('ops-notices');
const LOGIN = 'e2e-notices';
const PASSWORD = 'notices operator password 1';
const MEMBER_PHONE = '13655550201';
const TITLE = { 'zh-CN': '账号将于 30 天后关闭', 'zh-TW': '帳號將於 30 天後關閉', 'en-US': 'Your account closes in 30 days' };
const BODY = {
  'zh-CN': '因违反用户协议，你的账号将于 30 天后关闭。',
  'zh-TW': '因違反使用者協議，你的帳號將於 30 天後關閉。',
  'en-US': 'Your account closes in 30 days for breaching the user agreement.',
};

describe('console notices', () => {
  it('sends a member the closing notice from the record; the member reads it in the notice centre', async () => {
    const member = await loginByApi(MEMBER_PHONE);
    await operator(OPS_PATHS.operators, { login: LOGIN, display_name: 'Support desk', roles: ['support'], password: PASSWORD });
    const page = await firstSignIn(b, 'members', { login: LOGIN, password: PASSWORD });

    await page.getByTestId('members-tab-notices').click();
    await page.getByTestId('notice-service').waitFor();
    for (const locale of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      await consoleLanguage(page, locale);
      await page.screenshot({ path: `${SHOTS}/service-ending-${locale}.png`, fullPage: true });
    }

    await page.getByTestId('members-tab-search').click();
    await page.getByTestId('member-search-q').fill(MEMBER_PHONE);
    await page.getByTestId('member-search').locator('button[type=submit]').click();
    await page.getByTestId('member-search').locator('tbody button').first().click();
    await page.getByTestId('notice-account-open').click();
    for (const locale of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      await page.getByTestId(`notice-title-${locale}`).fill(TITLE[locale]);
      await page.getByTestId(`notice-body-${locale}`).fill(BODY[locale]);
    }
    await page.getByTestId('notice-send').click();
    await page.getByTestId('notice-confirm').click();
    await expect.poll(() => page.getByTestId('notice-outcome').getAttribute('role')).toBe('status');
    await page.screenshot({ path: `${SHOTS}/account-closing-sent-en-US.png`, fullPage: true });
    const noticeId = (await page.getByTestId('notice-outcome').textContent())!.match(/\d+/)![0];

    const mine = await callAs<{ items: Array<{ kind: string; title: string }> }>(API_PATHS.notices, member.may_uni_token!);
    expect(mine.items.find((n) => n.kind === 'accountClosing')?.title).toBe(TITLE['en-US']);
    expect((await auditEntries(`notice:${noticeId}`)).map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
      `notice.accountClosing by ${LOGIN}`,
    ]);
  });
});
