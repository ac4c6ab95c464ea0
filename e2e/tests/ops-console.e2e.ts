/**
 * The operator console at desktop size (1280×800), written against the contract
 * (packages/protocol/src/api/ops.ts): an owner's first sign-in enrols a TOTP second factor from
 * the QR's secret, sees the 10 recovery codes once and must confirm saving them; the dashboard
 * draws its charts; the language switch re-labels it; a session that ends mid-use (40180) returns
 * to sign-in and, signed in again with a recovery code, to the page that was open.
 *
 * The suite's set-up made the first owner with the ops:owner command (not yet enrolled).
 */
import { createHmac } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { loginByApi } from '../support/api';
import { useBrowser } from '../support/browser';

const b = useBrowser();
const { login: LOGIN, password: PASSWORD } = inject('opsOwner');

/** RFC 6238 TOTP (SHA-1, 30 s, 6 digits) of a base32 secret: what an authenticator app shows. */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

// The signed-out check answers 401, which the browser reports as a failed resource.
const allowErrors = [/status of 401/];

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
    const open = page.getByRole('button', { name: 'Open the console' });
    expect(await open.isDisabled()).toBe(true);
    await page.getByLabel('I have saved them').check();
    await open.click();

    await page.waitForURL('**/ops/dashboard');
    await page.getByTestId('ops-chart-logins').waitFor();
    // The member's sign-in of today: the sign-ins chart has a line, drawn on a canvas.
    await page.getByTestId('ops-chart-logins').locator('canvas').waitFor();
    expect(await page.getByTestId('ops-nav').locator('a').allTextContents()).toEqual(['Dashboard']);
    await page.screenshot({ path: 'test-results/ops-dashboard-en-US.png', fullPage: true });

    await page.getByTestId('ops-language').selectOption('zh-CN');
    await expect.poll(() => page.getByTestId('ops-nav').textContent()).toBe('数据看板');

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
});
