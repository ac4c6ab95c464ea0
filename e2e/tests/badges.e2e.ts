/**
 * Badges as people collect them: a guest claims the lantern badge on its event page in
 * simplified Chinese (logging in on the way), sees the celebration and the badge on /MyMedal with
 * its verification QR, which a stranger's phone opens to see it is genuine; when the supply is
 * gone the next person sees "all claimed"; the venue screen's QR, decoded from a screenshot of the
 * kiosk page, claims the check-in badge.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { sealPayload } from '../../packages/protocol/src/payload/aes-envelope';
import { loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { qrOf } from '../support/decode';

const b = useBrowser();
const ZH = { language: 'zh-CN' };
const EXPECTED_HTTP_ERRORS = [/Failed to load resource: the server responded with a status of 4\d\d/];

async function outboxCount(national: string): Promise<Array<{ code: string }>> {
  const res = await fetch(`${b.baseUrl}/dev/sms-outbox?phone=${encodeURIComponent(`+86${national}`)}`);
  return ((await res.json()) as { data: Array<{ code: string }> }).data;
}

/** Logs in through the dialog that the claim opened, as the person would. */
async function logInInDialog(page: Page, national: string) {
  await page.getByTestId('login-phone').locator('input').fill(national);
  await page.getByTestId('login-get-code').click();
  await expect.poll(async () => (await outboxCount(national)).length).toBeGreaterThan(0);
  const [{ code }] = (await outboxCount(national)) as [{ code: string }];
  await page.getByTestId('login-code').locator('input').fill(code);
  if (!(await page.getByTestId('login-consent').locator('input').isChecked())) await page.getByTestId('login-consent').click();
  await page.getByTestId('login-submit').click();
  await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
}

describe('badges', () => {
  it('a guest claims the lantern badge in zh-CN, logs in on the way, and finds it on /MyMedal, verifiable by anyone', async () => {
    const { page } = await b.phone({ storage: ZH, allowErrors: EXPECTED_HTTP_ERRORS });
    await page.goto('/YuanXiao');
    const action = page.getByTestId('action-claim-badge');
    await expect.poll(() => action.getAttribute('data-claim-state')).toBe('notClaimed');
    expect(await page.getByTestId('badge-remaining').textContent()).toMatch(/^限量：剩余 \d+ 枚$/);

    await action.locator('button').click();
    await page.getByTestId('login-dialog').waitFor();
    expect(await page.getByTestId('login-dialog').textContent()).toContain('登录后即可领取徽章。');
    await logInInDialog(page, '13700001201');

    // The claim went through by itself after the login.
    const celebration = page.getByTestId('badge-celebration');
    await celebration.waitFor();
    expect(await celebration.textContent()).toContain('徽章领取成功！');
    expect(await page.getByTestId('celebration-serial').textContent()).toMatch(/^第 \d+ 枚 \/ 共 500 枚$/);
    await page.getByTestId('celebration-my-badges').click();

    await page.waitForURL('**/MyMedal');
    const tile = page.getByTestId('my-badge-mid-autumn-lantern');
    await tile.waitFor();
    expect(await tile.textContent()).toContain('花灯徽章');
    await tile.click();
    await page.getByTestId('badge-detail').waitFor();
    await expect.poll(() => page.getByTestId('badge-benefit').isVisible()).toBe(true);
    const verifyLink = await qrOf(page, 'badge-verify-qr');
    expect(verifyLink).toMatch(/\/badge\/verify\/[A-Za-z0-9_-]{22}$/);

    // The holder can share the link (copied where the phone has no share sheet) and open the page.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.getByTestId('badge-verify-share').click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('验证链接已复制');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(verifyLink);
    await page.getByTestId('badge-verify-open').click();
    await page.getByTestId('verify-genuine').waitFor();
    expect(new URL(page.url()).pathname).toBe(new URL(verifyLink).pathname);

    // Its benefit is listed on /Equity for its holder.
    await page.goto('/Equity');
    const benefits = page.getByTestId('badge-benefits');
    await benefits.waitFor();
    expect(await benefits.textContent()).toContain('花灯徽章');

    // Back on the event page the button says it is claimed and leads to the badges.
    await page.goto('/YuanXiao');
    await expect.poll(() => action.getAttribute('data-claim-state')).toBe('claimed');

    // A stranger scans the verification QR: genuine, with the serial, and no trace of the holder.
    const stranger = await b.phone({ allowErrors: EXPECTED_HTTP_ERRORS });
    await stranger.page.goto(new URL(verifyLink).pathname);
    const genuine = stranger.page.getByTestId('verify-genuine');
    await genuine.waitFor();
    expect(await genuine.textContent()).toContain('Lantern badge');
    expect(await genuine.textContent()).not.toContain('13700001201');
    await stranger.page.goto('/badge/verify/AAAAAAAAAAAAAAAAAAAAAA');
    await stranger.page.getByTestId('verify-invalid').waitFor();
  });

  it('shows "all claimed" to the next person once the supply is gone', async () => {
    // Someone claims one, and the operator lowers the supply to what has been claimed.
    const first = await loginByApi('13700001202');
    const claim = await fetch(`${b.baseUrl}/api/v3/badges/claim`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${first.may_uni_token}`, channel: 'BROWSER' },
      body: JSON.stringify(sealPayload({ event: 'mid-autumn-lantern' })),
    });
    expect(claim.status).toBe(200);
    const event = await fetch(`${b.baseUrl}/api/v3/badges/events/mid-autumn-lantern`, { headers: { language: 'EN' } });
    const { claimed } = ((await event.json()) as { data: { claimed: number } }).data;
    await operator('/api/admin/badges/events/edit', { slug: 'mid-autumn-lantern', supply: claimed });
    try {
      const { page } = await b.phone({ storage: { ...ZH, ...(await loginByApi('13700001203')) } });
      await page.goto('/YuanXiao');
      const action = page.getByTestId('action-claim-badge');
      await expect.poll(() => action.getAttribute('data-claim-state')).toBe('allClaimed');
      expect(await action.locator('button').textContent()).toBe('已领完');
      expect(await action.locator('button').isDisabled()).toBe(true);
    } finally {
      await operator('/api/admin/badges/events/edit', { slug: 'mid-autumn-lantern', supply: 500 });
    }
  });

  it('claims the check-in badge from the venue QR the kiosk page draws', async () => {
    const { token } = await operator<{ token: string }>('/api/admin/badges/kiosk-tokens', {
      event: 'lantern-route-check-in',
      label: 'gate 1',
    });
    const kiosk = await b.phone({ storage: ZH });
    await kiosk.page.goto(`/kiosk#token=${token}`);
    await kiosk.page.getByTestId('kiosk').waitFor();
    // The token left the address bar and stays on the device.
    await expect.poll(() => kiosk.page.evaluate(() => window.location.hash)).toBe('');
    const link = await qrOf(kiosk.page, 'kiosk-qr');
    expect(link).toMatch(/\/ClockIn\?venue=v1\./);

    const visitorSession = { ...ZH, ...(await loginByApi('13700001204')) };
    const visitor = await b.phone({ storage: visitorSession });
    const url = new URL(link);
    await visitor.page.goto(url.pathname + url.search);
    await visitor.page.getByTestId('badge-celebration').waitFor();
    expect(await visitor.page.getByTestId('url-claim').textContent()).toContain('花灯路线打卡徽章');
    // The claim left the address bar, so a reload does not try it again.
    await expect.poll(() => visitor.page.evaluate(() => window.location.search)).toBe('');

    // The same screen's code scanned again: already claimed, said plainly.
    const again = await b.phone({ storage: visitorSession, allowErrors: EXPECTED_HTTP_ERRORS });
    await again.page.goto(url.pathname + url.search);
    await expect.poll(() => again.page.getByTestId('url-claim-error').textContent()).toBe('你已领取过该徽章。');

    // A forged code is refused with the venue message.
    const forged = await b.phone({ storage: { ...ZH, ...(await loginByApi('13700001205')) }, allowErrors: EXPECTED_HTTP_ERRORS });
    await forged.page.goto(`/ClockIn?venue=v1.2.99999999.${'A'.repeat(22)}`);
    await expect.poll(() => forged.page.getByTestId('url-claim-error').textContent()).toContain('不是有效的打卡码');
  });
});
