/**
 * A dress bought from the wardrobe in a phone browser (docs/payments.md, "Dresses", "Screens:
 * certificates and dresses"), through the app's local WeChat Pay fake: a member opens the wardrobe
 * in a hall, sees the seeded dresses priced (¥6.00), taps one, pays by H5 on the fake's confirm
 * page, comes back to the result page, and the dress is owned and worn (the account, and the
 * wardrobe when the hall is entered again). Screenshots of the priced wardrobe at 390×844 in the
 * three languages go to shots/ (not committed) for a person to look at.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Exhibition, ExhibitionList } from '../../packages/protocol/src/api/world';
import { loginByApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { worldCall } from '../support/world';

const b = useBrowser({ webgl: true });
const SHOTS = path.resolve(import.meta.dirname, '../../shots');
// Software WebGL draws every pixel on the CPU: the flow runs at 1× (world.e2e.ts does the same).
const ONE_X = { deviceScaleFactor: 1 };
const DRESS = 'pocket-embroidery';

async function hall(): Promise<Exhibition> {
  const list = await worldCall<ExhibitionList>('/api/v2/vr-rooms/exhibition-list');
  const summary = list.content.find((room) => room.name === 'The Embroidered Pocket Hall');
  expect(summary, 'the seeded pocket hall').toBeDefined();
  return worldCall<Exhibition>('/api/v3/vr-rooms/exhibition', { body: { id: summary!.id } });
}

const ready = (page: Page) => page.locator('[data-testid="world-room"][data-ready]').waitFor({ timeout: 45_000 });
const option = (page: Page) => page.locator(`[data-testid="dress-option"][data-dress-id="${DRESS}"]`);

async function openWardrobe(page: Page, roomId: string) {
  await page.goto(`/world?room=${roomId}`);
  await ready(page);
  await page.getByTestId('open-wardrobe').click();
  await option(page).waitFor();
}

let phoneSeq = 0;
function freshPhone(): string {
  phoneSeq += 1;
  return `135${String(Date.now() % 100000).padStart(5, '0')}${String(phoneSeq).padStart(3, '0')}`;
}

describe('a dress bought in the wardrobe', () => {
  it('priced, paid through the H5 confirm page, then owned and worn', async () => {
    const room = await hall();
    const session = await loginByApi(freshPhone());
    const { page, context } = await b.phone({ storage: { ...session, language: 'en-US', may_world_hint_seen: '1' }, ...ONE_X });
    await context.setExtraHTTPHeaders({ 'accept-language': 'en-US' });
    await openWardrobe(page, room.id);
    await expect.poll(() => option(page).getAttribute('data-offer')).toBe('for-sale');
    expect(await option(page).getByTestId('dress-price').textContent()).toContain('¥6.00');

    await option(page).click();
    await page.getByTestId('checkout-pay').waitFor();
    expect(await page.locator('[data-phase]').getByTestId('checkout-price').textContent()).toContain('¥6.00');
    expect(await page.getByTestId('checkout-method').getAttribute('data-method')).toBe('h5');
    await page.getByTestId('checkout-pay').click();
    await page.waitForURL(/\/_fake\/wechatpay\/pay\/h5/);
    expect(await page.locator('body').textContent()).toContain('6.00');
    await page.locator('button[name="action"][value="pay"]').click();

    await page.waitForURL(/\/order\/[^/?]+/);
    await expect.poll(() => page.getByTestId('order-result').getAttribute('data-state')).toBe('fulfilled');
    expect(await page.getByTestId('receipt-amount').textContent()).toContain('¥6.00');
    const me = await worldCall<{ vr_dress_id: string | null }>('/api/v2/me', { token: session.may_uni_token });
    expect(me.vr_dress_id).toBe(DRESS);

    await openWardrobe(page, room.id);
    await expect.poll(() => option(page).getAttribute('data-offer')).toBe('owned');
    await expect.poll(() => option(page).getAttribute('aria-pressed')).toBe('true');
    expect(await option(page).getByTestId('dress-price').count()).toBe(0);
  });
});

describe('wardrobe screenshots with prices', () => {
  it.each(['zh-CN', 'zh-TW', 'en-US'])('at 390×844 in %s', async (language) => {
    const room = await hall();
    const session = await loginByApi(freshPhone());
    const { page } = await b.phone({ storage: { ...session, language, may_world_hint_seen: '1' } });
    await openWardrobe(page, room.id);
    await expect.poll(() => option(page).getAttribute('data-offer')).toBe('for-sale');
    await page.waitForLoadState('networkidle');
    // The sheet slides and fades in: the picture waits until no animation or transition runs.
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    fs.mkdirSync(SHOTS, { recursive: true });
    const file = path.join(SHOTS, `wardrobe-prices-${language}.png`);
    await page.screenshot({ path: file });
    expect(fs.statSync(file).size).toBeGreaterThan(10_000);
  });
});
