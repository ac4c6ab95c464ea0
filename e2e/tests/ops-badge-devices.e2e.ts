/**
 * A badge event's devices from the console at desktop size (docs/operator-console.md, "Badges and
 * events": "Codes, tags, kiosks"): an event operator registers an NFC tag (its key generated and
 * shown once) and issues a kiosk token (shown once); then they are used as on the day
 * (docs/api.md, badges): a tap's URL, signed with that key the way an NTAG 424 tag signs it
 * (`nfc-sun.ts`), claims the badge on a member's phone at /NFC, and the venue screen at
 * /kiosk#token=… draws the QR a second member's phone claims with. The audit log names the
 * operator for both and holds neither secret. Screenshots of the tools in the three languages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sunParams } from '../../apps/server/src/modules/badges/nfc-sun';
import { OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { qrOf } from '../support/decode';
import { consoleLanguage, auditEntries, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
const SHOTS = shotsDir('ops-badge-devices');

const LOGIN = 'e2e-badge-devices';
const PASSWORD = 'badge devices password 1';
const SLUG = 'e2e-console-tap-gate';
const NAME = { 'zh-CN': '控制台闸口徽章', 'zh-TW': '控制台閘口徽章', 'en-US': 'Console gate badge' };
const UID = '04A1B2C3D4E5F6';
const TAPPER_PHONE = '13655580001';
const VISITOR_PHONE = '13655580002';

/** The one secret a tool's outcome shows (the element styled as a secret, after the sentence). */
async function shownSecret(page: Page, testId: string): Promise<string> {
  const outcome = page.getByTestId(`${testId}-outcome`);
  await outcome.waitFor();
  return (await outcome.locator('p').nth(1).textContent())!.trim();
}

async function toolsIn(page: Page, locale: 'zh-CN' | 'zh-TW', tabText: string) {
  await consoleLanguage(page, locale);
  await expect.poll(() => page.getByTestId('events-tab-events').textContent()).toBe(tabText);
  await page.getByTestId('events-tools').waitFor();
  await page.screenshot({ path: `${SHOTS}/ops-badge-devices-${locale}.png`, fullPage: true });
}

describe('console badge devices', () => {
  it('registers an NFC tag and issues a kiosk token; a tap and the kiosk QR claim the badge; the log names the operator', async () => {
    await operator('/api/admin/badges/events', {
      slug: SLUG,
      name: NAME,
      story: NAME,
      benefits: NAME,
      artwork: '/images/pages/yuanxiao/badge.svg',
      supply: 20,
      opensAt: new Date(Date.now() - 3_600_000).toISOString(),
      methods: ['nfc', 'venue'],
    });
    await operator(OPS_PATHS.operators, { login: LOGIN, display_name: 'Gate devices', roles: ['events'], password: PASSWORD });
    const page = await firstSignIn(b, 'events', { login: LOGIN, password: PASSWORD });

    await page.getByTestId('events-search').fill(SLUG);
    await page.getByTestId('events-search').press('Enter');
    await expect.poll(() => page.locator('[data-testid^="events-row-"]').count()).toBe(1);
    await page.getByTestId(`events-manage-${SLUG}`).click();
    const tools = page.getByTestId('events-tools');
    await tools.waitFor();

    // The tag: its UID typed, its key left empty so the server makes one, shown once.
    const tag = page.getByTestId('events-tag');
    await tag.getByLabel('Tag UID (14 hex digits)').fill(UID);
    await tag.getByTestId('events-tag-submit').click();
    await expect
      .poll(() => tag.getByTestId('events-tag-outcome').locator('p').first().textContent())
      .toBe(`Tag ${UID} registered. Write this key to the tag now; it is not shown again:`);
    const key = await shownSecret(page, 'events-tag');
    expect(key).toMatch(/^[0-9A-Fa-f]{32}$/);

    // The kiosk token for the venue screen, shown once.
    const kioskForm = page.getByTestId('events-kiosk');
    await kioskForm.getByLabel('Label (e.g. "Gate 2")').fill('North gate');
    await kioskForm.getByTestId('events-kiosk-submit').click();
    const token = await shownSecret(page, 'events-kiosk');
    expect(token.length).toBeGreaterThan(20);
    await page.screenshot({ path: `${SHOTS}/ops-badge-devices-en-US.png`, fullPage: true });

    // A member taps the tag: the phone opens the URL the tag writes, signed with the shown key.
    const tapper = await b.phone({ storage: { language: 'en-US', ...(await loginByApi(TAPPER_PHONE)) } });
    const tap = sunParams(Buffer.from(key, 'hex'), UID, 1);
    await tapper.page.goto(`/NFC?${new URLSearchParams(tap).toString()}`);
    await tapper.page.getByTestId('badge-celebration').waitFor();
    expect(await tapper.page.getByTestId('url-claim').textContent()).toContain(NAME['en-US']);
    await tapper.page.screenshot({ path: `${SHOTS}/nfc-claimed-en-US.png` });

    // The venue screen with the token draws a QR; a second member's phone claims with it.
    const kiosk = await b.phone({ storage: { language: 'en-US' } });
    await kiosk.page.goto(`/kiosk#token=${token}`);
    await kiosk.page.getByTestId('kiosk').waitFor();
    const link = new URL(await qrOf(kiosk.page, 'kiosk-qr'));
    expect(link.pathname).toBe('/ClockIn');
    await kiosk.page.screenshot({ path: `${SHOTS}/kiosk-en-US.png` });
    const visitor = await b.phone({ storage: { language: 'en-US', ...(await loginByApi(VISITOR_PHONE)) } });
    await visitor.page.goto(link.pathname + link.search);
    await visitor.page.getByTestId('badge-celebration').waitFor();
    expect(await visitor.page.getByTestId('url-claim').textContent()).toContain(NAME['en-US']);

    // Both claims counted in the console's list.
    await tools.getByRole('button', { name: 'Back to the list' }).click();
    await expect
      .poll(() => page.getByTestId(`events-row-${SLUG}`).textContent(), { timeout: 25_000, interval: 1_000 })
      .toContain('2 / 20');

    // The log names the operator for the tag and the token, with neither secret in it.
    const log = await auditEntries(`badge-event:${SLUG}`);
    expect(log.filter((e) => e.action !== 'badge-event.create').map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
      `badge-nfc-tag.register by ${LOGIN}`,
      `badge-kiosk-token.issue by ${LOGIN}`,
    ]);
    expect(JSON.stringify(log)).not.toContain(key);
    expect(JSON.stringify(log)).not.toContain(token);

    await page.getByTestId(`events-manage-${SLUG}`).click();
    await toolsIn(page, 'zh-CN', '徽章活动');
    await toolsIn(page, 'zh-TW', '徽章活動');
  });
});
