/**
 * Partial refunds from the console (docs/payments.md, "Operator API"): a member buys the digital
 * pocket (¥9.90) through the app's local WeChat Pay fake; a finance operator refunds ¥3.00 of it,
 * the order reads partly refunded for the operator and on the member's order page (390×844), then
 * refunds the rest and both read refunded. Screenshots of both sides in the three languages.
 */
import { describe, expect, it } from 'vitest';
import { OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { buyPocket } from '../support/checkout';
import { consoleLanguage, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
const SHOTS = shotsDir('ops-refunds-partial');
const LOGIN = 'e2e-finance-partial';
const PASSWORD = 'finance partial password 1';
// A number of its own per run, so the member is a new buyer even against kept data.
const MEMBER_PHONE = `135${String(Date.now() % 100_000_000).padStart(8, '0')}`;
const LOCALES = ['en-US', 'zh-CN', 'zh-TW'] as const;

type Page = Awaited<ReturnType<typeof firstSignIn>>;

async function buy(): Promise<{ orderNo: string; member: Page }> {
  const { orderNo, page } = await buyPocket(b, await loginByApi(MEMBER_PHONE));
  return { orderNo, member: page };
}

async function open(page: Page, orderNo: string) {
  await page.getByTestId('orders-tab-orders').click();
  await page.getByTestId('orders-filter-member').fill(MEMBER_PHONE);
  await page.getByTestId('orders-search').click();
  await page.getByTestId(`order-row-${orderNo}`).waitFor();
  await page.getByTestId(`order-open-${orderNo}`).click();
  await page.getByTestId('order-timeline').waitFor();
}

/** Refunds `yuan` (empty: all that is left) and waits until the fake has completed it. */
async function refund(page: Page, orderNo: string, yuan: string, state: string) {
  await page.getByTestId('order-refund-reason').fill('Goodwill, part of the price');
  await page.getByTestId('order-refund-amount').fill(yuan);
  await page.getByTestId('order-refund-submit').click();
  await page.getByTestId('order-refund-confirm').click();
  await page.getByTestId('order-message').waitFor();
  await expect
    .poll(
      async () => {
        await open(page, orderNo);
        return page.getByTestId('order-detail-state').textContent();
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toBe(state);
}

async function memberState(member: Page) {
  await member.reload();
  return member.getByTestId('order-result').getAttribute('data-state');
}

async function shots(page: Page, member: Page, orderNo: string, step: string) {
  for (const locale of LOCALES) {
    await consoleLanguage(page, locale);
    await open(page, orderNo);
    await page.screenshot({ path: `${SHOTS}/console-${step}-${locale}.png`, fullPage: true });
    await member.evaluate((l) => localStorage.setItem('language', l), locale);
    await member.reload();
    await member.getByTestId('order-result').waitFor();
    await member.screenshot({ path: `${SHOTS}/member-${step}-${locale}.png`, fullPage: true });
  }
  await consoleLanguage(page, 'en-US');
  await member.evaluate(() => localStorage.setItem('language', 'en-US'));
}

describe('partial refunds', () => {
  it('two partial refunds of one order: partly refunded, then refunded, for the operator and the member', async () => {
    await operator(OPS_PATHS.operators, {
      login: LOGIN,
      display_name: 'Finance partial',
      roles: ['finance'],
      password: PASSWORD,
    });
    const { orderNo, member } = await buy();
    const page = await firstSignIn(b, 'orders', { login: LOGIN, password: PASSWORD });

    await open(page, orderNo);
    await refund(page, orderNo, '3.00', 'Partly refunded');
    expect(await page.getByTestId('order-refunds').textContent()).toContain('¥3.00');
    // What is left is offered, not the whole price.
    expect(await page.getByTestId('order-refund').textContent()).toContain('¥6.90');
    await expect.poll(() => memberState(member), { timeout: 30_000, interval: 1_000 }).toBe('partially-refunded');
    expect(await member.getByTestId('order-outcome').textContent()).toContain('¥3.00 of your payment was refunded');
    await shots(page, member, orderNo, 'partly');

    await open(page, orderNo);
    await refund(page, orderNo, '', 'Refunded');
    await expect.poll(() => memberState(member), { timeout: 30_000, interval: 1_000 }).toBe('refunded');
    // The sentence sums both refunds, not the latest alone.
    expect(await member.getByTestId('order-outcome').textContent()).toContain('¥9.90 was refunded');
    expect(await page.getByTestId('order-refund').count()).toBe(0);
    await shots(page, member, orderNo, 'refunded');
  });
});
