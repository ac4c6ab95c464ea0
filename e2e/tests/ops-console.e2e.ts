/**
 * The operator console at desktop size (1280×800), written against the contract
 * (packages/protocol/src/api/ops.ts): an owner's first sign-in enrols a TOTP second factor from
 * the QR's secret, sees the 10 recovery codes once and must confirm saving them; the dashboard
 * draws its charts; the language switch re-labels it; a session that ends mid-use (40180) returns
 * to sign-in and, signed in again with a recovery code, to the page that was open. Then the owner's
 * sections: an operator created with a role shows in the audit log as the owner's action, and an
 * API key is made (shown once, it works) and revoked (it stops working); the owner resets that
 * operator's password (a temporary one shown once), the operator signing in with it must set a new
 * one before anything else, and the audit log filtered by that operator's name shows the change;
 * the screens in the three languages.
 *
 * The suite's set-up made the first owner with the ops:owner command (not yet enrolled).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginByApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { consoleLanguage, firstSignIn, shotsDir, totp } from '../support/ops';
import { suiteServer, suiteUrl } from '../support/server';

const b = useBrowser();
const { login: LOGIN, password: PASSWORD } = suiteServer().opsOwner;

// The signed-out check answers 401, which the browser reports as a failed resource.
const allowErrors = [/status of 401/];
/** The owner's recovery codes from the first test: each signs in once (a TOTP step is good once too). */
let recoveryCodes: string[] = [];
const SHOTS = shotsDir('ops-console');

describe('operator console', () => {
  it('enrols, shows recovery codes once, draws the dashboard and returns there after the session ends', async () => {
    // A member signs in today, so the dashboard's sign-ins chart has a line to draw.
    await loginByApi('13700137001');
    const { page, context } = await b.desktop({ storage: { language: 'en-US' }, allowErrors });
    await page.goto('/ops/dashboard');
    await page.getByTestId('ops-sign-in-password').waitFor();
    expect(new URL(page.url()).searchParams.get('return')).toBe('/ops/dashboard');

    // A wrong password: the catalogue's message (opsBadCredentials).
    await page.locator('input[name=login]').fill(LOGIN!);
    await page.locator('input[name=password]').fill('not-the-password-at-all');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The sign-in name or password is wrong.');

    await page.locator('input[name=password]').fill(PASSWORD!);
    await page.locator('button[type=submit]').click();
    await page.getByTestId('ops-enrol-qr').waitFor();
    await page.screenshot({ path: 'test-results/ops-enrol-en-US.png' });
    const secret = (await page.getByTestId('ops-enrol-secret').textContent())!.trim();

    await page.locator('input[name=code]').fill('000000' === totp(secret) ? '111111' : '000000');
    await page.locator('button[type=submit]').click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('The code is wrong or has expired. Please try again.');

    await page.locator('input[name=code]').fill(totp(secret));
    await page.locator('button[type=submit]').click();
    const codes = page.getByTestId('ops-recovery-codes').locator('li');
    await expect.poll(() => codes.count()).toBe(10);
    const recovery = (await codes.first().textContent())!.trim();
    recoveryCodes = (await codes.allTextContents()).map((code) => code.trim());
    const open = page.getByRole('button', { name: 'Open the console' });
    expect(await open.isDisabled()).toBe(true);
    await page.getByLabel('I have saved them').check();
    await open.click();

    await page.waitForURL('**/ops/dashboard');
    await page.getByTestId('ops-chart-logins').waitFor();
    // The member's sign-in of today: the sign-ins chart has a line, drawn on a canvas.
    await page.getByTestId('ops-chart-logins').locator('canvas').waitFor();
    expect(await page.getByTestId('ops-nav').locator('a').allTextContents()).toEqual([
      'Dashboard',
      'Operators',
      'API keys',
      'Audit log',
    ]);
    await page.screenshot({ path: 'test-results/ops-dashboard-en-US.png', fullPage: true });

    await consoleLanguage(page, 'zh-CN');
    await expect.poll(() => page.getByTestId('ops-nav').locator('a').first().textContent()).toBe('数据看板');

    // The session ends (its cookie gone): the next call's 40180 returns to sign-in, keeping the page.
    await context.clearCookies();
    await page.getByTestId('ops-days-30').click();
    await page.getByTestId('ops-sign-in-password').waitFor();
    expect(new URL(page.url()).searchParams.get('return')).toBe('/ops/dashboard');
    expect(await page.getByTestId('ops-sign-in-password').textContent()).toContain('登录已过期');

    await page.locator('input[name=login]').fill(LOGIN!);
    await page.locator('input[name=password]').fill(PASSWORD!);
    await page.locator('button[type=submit]').click();
    await page.getByTestId('ops-sign-in-totp').waitFor();
    await page.locator('input[name=code]').fill(recovery);
    await page.locator('button[type=submit]').click();
    await page.waitForURL('**/ops/dashboard');

    await page.getByTestId('ops-sign-out').click();
    await page.getByTestId('ops-sign-in-password').waitFor();
  });

  it(
    'the owner creates an operator, finds it in the audit log, makes and revokes an API key, resets its password',
    ownerSections,
  );
});

async function shoot(page: Page, section: string, testId: string, language: string) {
  await page.getByTestId(`ops-nav-${section}`).click();
  await page.getByTestId(testId).locator('table tbody tr').first().waitFor();
  await page.screenshot({ path: `${SHOTS}/${section}-${language}.png`, fullPage: true });
}

/** An API key for the dashboard: shown once, it works, then revoked it does not. */
async function makeAndRevokeKey(page: Page) {
  await page.getByTestId('ops-nav-apiKeys').click();
  const keyForm = page.getByTestId('ops-api-key-form');
  await keyForm.locator('input[name=name]').fill('nightly report');
  await keyForm.getByLabel('Read the dashboard').check();
  await keyForm.getByRole('button', { name: 'Make key' }).click();
  const secret = (await page.getByTestId('ops-api-key-value').textContent())!.trim();
  expect(secret).toMatch(/^ops_/);
  const withKey = () =>
    fetch(`${suiteUrl()}/api/ops/dashboard?days=7`, { headers: { authorization: `Bearer ${secret}` } }).then((r) => r.status);
  expect(await withKey()).toBe(200);
  await page.screenshot({ path: `${SHOTS}/api-key-shown-once-en-US.png`, fullPage: true });
  await page.getByRole('button', { name: 'I have copied it' }).click();
  expect(await page.getByTestId('ops-api-key-value').count()).toBe(0);
  const keyRow = page.getByTestId('ops-api-key-nightly report');
  // The maker is named by sign-in name, not by an operator id.
  expect(await keyRow.locator('td').nth(3).textContent()).toBe(LOGIN!.toLowerCase());
  // The GET made with the key shows as its last use once the list is read again.
  await page.reload();
  await page.getByTestId('ops-nav-apiKeys').click();
  await expect.poll(() => keyRow.locator('td').nth(5).textContent()).toMatch(/\d/);
  await page.screenshot({ path: `${SHOTS}/api-key-last-use-en-US.png`, fullPage: true });
  await keyRow.getByRole('button', { name: 'Revoke' }).click();
  await keyRow.getByRole('button', { name: 'Confirm revoke' }).click();
  await expect.poll(() => keyRow.getByTestId('ops-api-key-status').textContent()).toMatch(/^Revoked /);
  expect(await withKey()).toBe(401);
}

/** The owner's sections, signed in with a second recovery code (the first test enrolled the owner). */
async function ownerSections() {
  expect(recoveryCodes.length).toBe(10);
  const { page } = await b.desktop({ storage: { language: 'en-US' }, allowErrors });
  await page.goto('/ops/operators');
  await page.locator('input[name=login]').fill(LOGIN!);
  await page.locator('input[name=password]').fill(PASSWORD!);
  await page.locator('button[type=submit]').click();
  await page.getByTestId('ops-sign-in-totp').waitFor();
  await page.locator('input[name=code]').fill(recoveryCodes[1]!);
  await page.locator('button[type=submit]').click();
  await page.waitForURL('**/ops/operators');
  // The page asked for, not the first section (the catch-all route reads the same return).
  await page.getByTestId('ops-operators').waitFor();
  expect(new URL(page.url()).pathname).toBe('/ops/operators');

  // A content editor, created with a role.
  await page.getByRole('button', { name: 'New operator' }).click();
  const form = page.getByTestId('ops-operator-form');
  await form.locator('input[name=login]').fill('dora');
  await form.locator('input[name=display_name]').fill('Dora Content');
  await form.locator('input[name=password]').fill('a long first password 1');
  await form.getByLabel('Content editor').check();
  await form.getByRole('button', { name: 'Create operator' }).click();
  const dora = page.getByTestId('ops-operator-dora');
  await dora.waitFor();
  expect(await dora.textContent()).toContain('Content editor');
  expect(await page.getByTestId('ops-operators').getByRole('status').textContent()).toContain('dora');

  // The audit log shows it as the owner's action.
  await page.getByTestId('ops-nav-audit').click();
  await page.getByTestId('ops-audit-action-filter').selectOption('operator.create');
  await page.getByRole('button', { name: 'Filter' }).click();
  const rows = page.getByTestId('ops-audit-row');
  // The label in the page's language; the code as the tooltip.
  await expect.poll(() => rows.first().getByTestId('ops-audit-action').textContent()).toBe('Operator created');
  expect(await rows.first().getByTestId('ops-audit-action').getAttribute('title')).toBe('operator.create');
  expect(await rows.first().getByTestId('ops-audit-actor').textContent()).toBe(LOGIN);
  expect(await rows.first().textContent()).toMatch(/operator:\d+/);
  expect(await page.getByTestId('ops-audit-export').getAttribute('href')).toBe(
    '/api/ops/audit.csv?action=operator.create&lang=en-US',
  );

  await makeAndRevokeKey(page);
  await resetPassword(page);

  // The three sections and the owner's own account in each language, looked at.
  for (const language of ['en-US', 'zh-CN', 'zh-TW'] as const) {
    await consoleLanguage(page, language);
    await shoot(page, 'operators', 'ops-operators', language);
    await shoot(page, 'apiKeys', 'ops-api-keys', language);
    await shoot(page, 'audit', 'ops-audit', language);
    await page.getByTestId('ops-account-link').click();
    await page.getByTestId('ops-account').waitFor();
    await page.screenshot({ path: `${SHOTS}/account-${language}.png`, fullPage: true });
  }
  // New recovery codes: confirmed first, then the 10 shown once.
  await page.getByTestId('ops-recovery-panel').getByRole('button').click();
  await page.getByTestId('ops-recovery-confirm').click();
  await expect.poll(() => page.getByTestId('ops-recovery-codes').locator('li').count()).toBe(10);
  expect(await page.getByTestId('ops-recovery-codes').textContent()).not.toContain(recoveryCodes[2]!);
  await page.screenshot({ path: `${SHOTS}/account-recovery-codes-zh-TW.png`, fullPage: true });
}

/**
 * The owner resets dora's password: a temporary one shown once. Dora signs in with it and can do
 * nothing but set her own; the audit log, filtered by her name, shows her change.
 */
async function resetPassword(page: Page) {
  await page.getByTestId('ops-nav-operators').click();
  const dora = page.getByTestId('ops-operator-dora');
  await dora.getByRole('button', { name: 'Reset password' }).click();
  await dora.getByRole('button', { name: 'Confirm reset' }).click();
  const temporary = (await page.getByTestId('ops-temporary-password-value').textContent())!.trim();
  expect(temporary.length).toBeGreaterThanOrEqual(12);
  await expect.poll(() => dora.textContent()).toContain('Must set a new password');
  await page.screenshot({ path: `${SHOTS}/password-reset-shown-once-en-US.png`, fullPage: true });
  await page.getByRole('button', { name: 'Close' }).click();
  expect(await page.getByTestId('ops-temporary-password-value').count()).toBe(0);

  const doraPage = await firstSignIn(b, 'content', { login: 'dora', password: temporary });
  const forced = doraPage.getByTestId('ops-forced-password');
  await forced.waitFor();
  expect(await doraPage.getByTestId('ops-nav').count()).toBe(0);
  for (const language of ['zh-CN', 'zh-TW', 'en-US'] as const) {
    await doraPage.evaluate((l) => localStorage.setItem('language', l), language);
    await doraPage.reload();
    await forced.waitFor();
    await doraPage.screenshot({ path: `${SHOTS}/forced-password-${language}.png`, fullPage: true });
  }
  await forced.locator('input[name=current_password]').fill(temporary);
  await forced.locator('input[name=new_password]').fill('dora chose this herself');
  await forced.locator('input[name=repeat_password]').fill('dora chose this herself!');
  await forced.getByRole('button', { name: 'Change password' }).click();
  await expect.poll(() => forced.getByRole('alert').textContent()).toBe('The two new passwords differ.');
  await forced.locator('input[name=repeat_password]').fill('dora chose this herself');
  await forced.getByRole('button', { name: 'Change password' }).click();
  await doraPage.getByTestId('ops-content').waitFor();

  await page.getByTestId('ops-nav-audit').click();
  const filters = page.getByTestId('ops-audit-filters');
  await filters.getByTestId('ops-audit-actor-filter').selectOption({ label: 'dora (Dora Content)' });
  await filters.getByTestId('ops-audit-action-filter').selectOption('');
  await page.getByRole('button', { name: 'Filter' }).click();
  const rows = page.getByTestId('ops-audit-row');
  await expect.poll(() => rows.first().getByTestId('ops-audit-action').textContent()).toBe('Password changed');
  expect(await rows.first().getByTestId('ops-audit-actor').textContent()).toBe('dora');
  expect(await rows.first().getByTestId('ops-audit-action').getAttribute('title')).toBe('operator.password-change');
  await page.screenshot({ path: `${SHOTS}/audit-by-operator-en-US.png`, fullPage: true });
}
