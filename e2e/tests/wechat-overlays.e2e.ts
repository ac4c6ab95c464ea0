import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';
import { decodeQr } from '../support/decode';
import { E2E_FOLLOW_URL } from '../support/global-setup';

const b = useBrowser();

describe('follow dialog', () => {
  it('opens from the footer, shows a QR code of the configured follow link, and closes', async () => {
    const { page } = await b.phone();
    await page.goto('/');
    await page.getByTestId('footer-follow').tap();
    const dialog = page.getByRole('dialog', { name: 'Follow us on WeChat' });
    await dialog.waitFor();
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    await expect
      .poll(() => dialog.getByText('Long-press the QR code to follow us and unlock cultural surprises').isVisible())
      .toBe(true);
    const qr = page.getByTestId('subscribe-qr');
    await qr.waitFor();
    expect(decodeQr(await qr.screenshot())).toBe(E2E_FOLLOW_URL);
    // Fits the phone: nothing sticks out of the 390 px screen.
    const box = (await dialog.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: 'Close' }).tap();
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back to the button that opened it (in the effect clean-up, just after removal).
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('footer-follow');
  });

  it('says how to find the account by name when the server has no follow link', async () => {
    // What the server answers without WECHAT_FOLLOW_URL (polish.e2e.ts runs such a server).
    const { page } = await b.phone({ wechat: true });
    await page.route('**/h5/world/wechat/getQrcode?*', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ result: 1, code: 200, data: { url: null } }),
      }),
    );
    await page.goto('/');
    await page.getByTestId('footer-follow').tap();
    await expect.poll(() => page.getByTestId('subscribe-fallback').textContent()).toContain('五月宇宙');
    expect(await page.getByTestId('subscribe-qr').count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByTestId('subscribe-dialog').waitFor({ state: 'detached' });
  });
});

describe('open-in-browser screen', () => {
  it('shows inside WeChat for ?open=browser, copies the link, and is dismissed', async () => {
    const { page, context } = await b.phone({ wechat: true });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/pocket?open=browser');
    const landing = page.getByRole('dialog', { name: '请在浏览器中打开' });
    await landing.waitFor();
    // The WeChat of this suite is on an iPhone: the menu item is "Open in Safari".
    expect(await page.getByTestId('open-in-browser-step2').textContent()).toContain('在 Safari 中打开');
    // It covers the whole phone screen and points at the top-right corner.
    const box = (await landing.boundingBox())!;
    expect([box.x, box.y, box.width, box.height]).toEqual([0, 0, 390, 844]);
    const pointer = (await page.getByTestId('open-in-browser-pointer').boundingBox())!;
    expect(pointer.x + pointer.width).toBeGreaterThan(390 - 40);
    expect(pointer.y).toBeLessThan(40);

    await page.getByRole('button', { name: '复制链接' }).tap();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('链接已复制');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${b.baseUrl}/pocket`);

    await page.getByRole('button', { name: '继续在此浏览' }).tap();
    await landing.waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('');
    await expect.poll(() => page.getByTestId('page-title').textContent()).toMatch(/荷包/);
  });

  it('does not show in a normal browser, and the parameter leaves the address', async () => {
    const { page } = await b.phone();
    await page.goto('/pocket?open=browser');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await page.getByTestId('page-title').waitFor();
    await page.waitForTimeout(300);
    expect(await page.getByTestId('open-in-browser').count()).toBe(0);
  });
});
