/**
 * What the operator console's browser tests share: the code an authenticator app shows for a
 * second-factor secret (the `otpauth` library the server checks it with, RFC 6238: SHA-1, 30 s,
 * 6 digits), a new operator's first sign-in, the audit log's entries, and where screenshots go.
 */
import fs from 'node:fs';
import path from 'node:path';
import { TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { OPS_PATHS } from '../../packages/protocol/src/api/paths';
import type { useBrowser } from './browser';
import { suiteUrl } from './server';

export function totp(secret: string, at = Date.now()): string {
  return new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });
}

/** The folder (made if missing) for a suite's screenshots: shots/<name>, not committed; OPS_SHOTS_DIR moves it. */
export function shotsDir(name: string): string {
  const dir = process.env.OPS_SHOTS_DIR ?? path.resolve(import.meta.dirname, '../../shots', name);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/**
 * A new operator's first sign-in, started from the console page `/ops/<section>`: password, the
 * second factor enrolled from the QR's secret, the recovery codes confirmed, and back on the page.
 */
export async function firstSignIn(
  b: ReturnType<typeof useBrowser>,
  section: string,
  { login, password }: { login: string; password: string },
  allowErrors: RegExp[] = [],
): Promise<Page> {
  // The signed-out check answers 401, which the browser reports as a failed resource.
  const { page } = await b.desktop({ storage: { language: 'en-US' }, allowErrors: [/status of 401/, ...allowErrors] });
  await page.goto(`/ops/${section}`);
  await page.getByTestId('ops-sign-in-password').waitFor();
  await page.locator('input[name=login]').fill(login);
  await page.locator('input[name=password]').fill(password);
  await page.locator('button[type=submit]').click();
  await page.getByTestId('ops-enrol-qr').waitFor();
  const secret = (await page.getByTestId('ops-enrol-secret').textContent())!.trim();
  await page.locator('input[name=code]').fill(totp(secret));
  await page.locator('button[type=submit]').click();
  await page.getByLabel('I have saved them').check();
  await page.getByRole('button', { name: 'Open the console' }).click();
  await page.waitForURL(`**/ops/${section}`);
  return page;
}

/** The audit log's entries on a target, oldest first (read with the suite's ADMIN_TOKEN). */
export async function auditEntries(target: string): Promise<Array<{ action: string; actor_name: string | null }>> {
  const { E2E_ADMIN_TOKEN } = await import('./global-setup');
  const res = await fetch(`${suiteUrl()}${OPS_PATHS.audit}?target=${encodeURIComponent(target)}`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  const { data } = (await res.json()) as { data: { entries: Array<{ action: string; actor_name: string | null }> } };
  return data.entries.reverse();
}

/**
 * Switches the console's language and waits until it has taken effect (the page's `lang`), so the
 * next request carries it: a click right after the switch could otherwise be answered in the old
 * language.
 */
export async function consoleLanguage(page: Page, locale: string): Promise<void> {
  await page.getByTestId('ops-language').selectOption(locale);
  await page.locator(`html[lang="${locale}"]`).waitFor({ state: 'attached' });
}
