/**
 * A member's standing changed from the console at desktop size (docs/operator-console.md,
 * "Members and support"): support finds a member by phone and disables them; the member's next
 * call on their phone answers 40338 `accountDisabled`, a session-ending code, so the app logs
 * them out and says why, and a new login is refused the same way. Enabled again, they log in and
 * use the app. Then support starts the deletion on the member's request: the record shows it
 * pending, the member's session ends, and logging in during the seven days shows the pending
 * cancellation on /My. The audit log names support for each step. Screenshots in three languages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { loginByApi, operator, setNickname } from '../support/api';
import { useBrowser } from '../support/browser';
import { consoleLanguage, auditEntries, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
const SHOTS = shotsDir('ops-members');

const LOGIN = 'e2e-members';
const PASSWORD = 'members desk password 1';
const PHONE = '13655580011';
const DISABLED = 'This account has been disabled. Please contact support.';
/** Calls (and the chat's socket) after the session ended are refused, which the browser reports. */
const ENDED = [/status of 40[13]/, /WebSocket connection to .* failed/];

/**
 * A phone login through the API, or the refusal's message. Each login sends a code, and the
 * suite's server spaces a phone's codes by an escalating cooldown: that refusal is waited out.
 */
async function tryLogin(phone: string): Promise<{ session: Record<string, string> } | { refused: string }> {
  let outcome: { session: Record<string, string> } | { refused: string } | undefined;
  await expect
    .poll(
      async () => {
        outcome = await loginByApi(phone).then(
          (session) => ({ session }),
          (error: Error) => ({ refused: error.message }),
        );
        return 'refused' in outcome && outcome.refused.includes('recently') ? 'cooldown' : 'answered';
      },
      { timeout: 40_000, interval: 1_000 },
    )
    .toBe('answered');
  return outcome!;
}

async function loggedIn(phone: string): Promise<Record<string, string>> {
  const outcome = await tryLogin(phone);
  if (!('session' in outcome)) throw new Error(`login refused: ${outcome.refused}`);
  return outcome.session;
}

async function openRecord(page: Page) {
  await page.getByTestId('members-tab-search').click();
  await page.getByTestId('member-search-q').fill(PHONE);
  await page.getByTestId('member-search').locator('button[type=submit]').click();
  await page.getByTestId('member-search').locator('tbody button').first().click();
  await page.getByTestId('member-record').locator('table').waitFor();
}

/** The record's status figure (Active, Disabled…). */
const statusOf = (page: Page) => page.getByTestId('member-record').locator('strong').first().textContent();

/** Clicks one of the record's buttons, accepting its confirmation if it asks one, and waits for "Done." */
async function act(page: Page, name: string, confirms = true) {
  if (confirms) page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('member-record').getByRole('button', { name }).click();
  await expect.poll(() => page.getByTestId('member-record').getByRole('status').textContent()).toBe('Done.');
}

async function recordIn(page: Page, locale: 'zh-CN' | 'zh-TW', heading: string) {
  await consoleLanguage(page, locale);
  await expect.poll(() => page.getByTestId('members-tab-search').textContent()).toBe(heading);
  await openRecord(page);
  await page.screenshot({ path: `${SHOTS}/ops-members-record-${locale}.png`, fullPage: true });
}

describe('console members', () => {
  it('disables a member, who is logged out and refused; enables them again; starts their deletion, which they see', async () => {
    const member = await loggedIn(PHONE);
    await setNickname(member, 'Careful Cao');
    await operator(OPS_PATHS.operators, { login: LOGIN, display_name: 'Members desk', roles: ['support'], password: PASSWORD });

    // The member is using the app on their phone.
    const phone = await b.phone({ storage: { ...member, language: 'en-US' }, allowErrors: ENDED });
    await phone.page.goto('/My');
    await expect.poll(() => phone.page.getByTestId('profile-name').textContent()).toBe('Careful Cao');

    const page = await firstSignIn(b, 'members', { login: LOGIN, password: PASSWORD });
    await openRecord(page);
    expect(await statusOf(page)).toBe('Active');
    await act(page, 'Disable');
    await expect.poll(() => statusOf(page)).toBe('Disabled');
    await page.screenshot({ path: `${SHOTS}/ops-members-disabled-en-US.png`, fullPage: true });

    // The member's open app is logged out and told why: the chat's socket closes with the session
    // and the app asks who is logged in, or their next call (opening their badges) is refused.
    // Either way the answer is 40338; a new login is refused the same way.
    await phone.page
      .getByTestId('profile-badges')
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    await expect.poll(() => phone.page.getByTestId('login-notice').textContent()).toBe(DISABLED);
    expect(await phone.page.evaluate(() => localStorage.getItem('may_uni_token'))).not.toBe(member.may_uni_token);
    await phone.page.screenshot({ path: `${SHOTS}/member-disabled-en-US.png` });
    expect(await tryLogin(PHONE)).toEqual({ refused: `/api/v5/auth/sms/login: ${DISABLED}` });

    // Enabled again: the member logs in and the app works.
    await act(page, 'Enable', false);
    await expect.poll(() => statusOf(page)).toBe('Active');
    const back = await loggedIn(PHONE);
    expect(back.may_user_id).toBe(member.may_user_id);
    const again = await b.phone({ storage: { ...back, language: 'en-US' }, allowErrors: ENDED });
    await again.page.goto('/My');
    await expect.poll(() => again.page.getByTestId('profile-name').textContent()).toBe('Careful Cao');

    // Deletion on the member's request: pending in the record, and the member's session ends.
    await act(page, 'Start deletion (7 days)');
    await expect.poll(() => page.getByTestId('member-record').textContent()).toContain('Deletion pending: completes');
    expect(await page.getByTestId('member-record').getByRole('button', { name: 'Start deletion (7 days)' }).count()).toBe(0);
    await page.screenshot({ path: `${SHOTS}/ops-members-record-en-US.png`, fullPage: true });
    await again.page.reload();
    await expect.poll(() => again.page.evaluate(() => localStorage.getItem('may_uni_token'))).not.toBe(back.may_uni_token);
    await again.page.getByTestId('profile-name').waitFor({ state: 'detached' });

    // Logging in during the seven days: /My shows the pending cancellation and how to keep the account.
    const during = await loggedIn(PHONE);
    expect(during.may_user_id).toBe(member.may_user_id);
    const pending = await b.phone({ storage: { ...during, language: 'en-US' } });
    await pending.page.goto('/My');
    await pending.page.getByTestId('cancellation-pending').waitFor();
    expect(await pending.page.getByTestId('cancellation-keep').count()).toBe(1);
    await pending.page.screenshot({ path: `${SHOTS}/member-deletion-pending-en-US.png` });

    expect((await auditEntries(`user:${member.may_user_id}`)).map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
      `member.disable by ${LOGIN}`,
      `member.enable by ${LOGIN}`,
      `member.deletion-requested by ${LOGIN}`,
    ]);

    await recordIn(page, 'zh-CN', '会员');
    await recordIn(page, 'zh-TW', '會員');
    // Four logins of one phone wait out its code cooldown (2, 4, 10 s on the suite's server).
  }, 150_000);
});
