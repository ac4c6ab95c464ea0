/**
 * The console's orders section at desktop size (docs/payments.md, "Operator API"): a member buys
 * the digital pocket through the app's local WeChat Pay fake (H5, as checkout.e2e.ts) and asks for
 * a refund; a finance operator signs in (second factor enrolled on the way), sees the request in
 * the queue, finds the order by the member's phone, opens it and approves the refund; the member's
 * order then reads refunded (the fake completes refunds after a few seconds and notifies), and the
 * audit log names the operator. Screenshots of each tab in the three languages.
 */
import { describe, expect, it } from 'vitest';
import { OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { buyPocket } from '../support/checkout';
import { consoleLanguage, auditEntries, firstSignIn, shotsDir } from '../support/ops';
import { suiteUrl } from '../support/server';

const b = useBrowser();
const SHOTS = shotsDir('ops-orders');
const LOGIN = 'e2e-finance';
const PASSWORD = 'finance operator password 1';
// A number of its own per run, so the member is a new buyer even against kept data.
const MEMBER_PHONE = `136${String(Date.now() % 100_000_000).padStart(8, '0')}`;

type Page = Awaited<ReturnType<typeof firstSignIn>>;

/** The member buys the digital pocket through H5 and asks for a refund: the order's number. */
async function buyAndAskRefund(): Promise<{ orderNo: string; member: Page }> {
  const { orderNo, page } = await buyPocket(b, await loginByApi(MEMBER_PHONE));
  await page.getByTestId('refund-reason').fill('Bought twice by mistake');
  await page.getByTestId('refund-submit').click();
  await expect.poll(() => page.getByTestId('order-result').getAttribute('data-state')).toBe('refund-requested');
  return { orderNo, member: page };
}

async function findByPhone(page: Page, orderNo: string) {
  await page.getByTestId('orders-tab-orders').click();
  await page.getByTestId('orders-filter-member').fill(MEMBER_PHONE);
  await page.getByTestId('orders-search').click();
  await page.getByTestId(`order-row-${orderNo}`).waitFor();
  // The order may already be listed before the search's answer (an unfiltered list after a language
  // change): the search is done when it is the only row.
  await expect.poll(() => page.locator('[data-testid^="order-row-"]').count()).toBe(1);
}

async function otherLanguages(page: Page, orderNo: string) {
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    await consoleLanguage(page, locale);
    await expect
      .poll(() => page.getByTestId('orders-tab-requests').textContent())
      .toBe(locale === 'zh-CN' ? '退款申请' : '退款申請');
    await findByPhone(page, orderNo);
    await page.getByTestId(`order-open-${orderNo}`).click();
    await page.getByTestId('order-timeline').waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-orders-detail-${locale}.png`, fullPage: true });
    await page.getByTestId('orders-tab-requests').click();
    await page.getByTestId('refund-requests').waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-orders-requests-${locale}.png`, fullPage: true });
    await page.getByTestId('orders-tab-reconciliation').click();
    await page.getByTestId('orders-attention').waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-orders-reconciliation-${locale}.png`, fullPage: true });
    await page.getByTestId('orders-tab-products').click();
    await page.getByTestId('product-row-pocket-collectible').waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-orders-products-${locale}.png`, fullPage: true });
  }
}

describe('console orders', () => {
  it("a finance operator finds a member's order by phone and approves the refund; the member sees it refunded", async () => {
    await operator(OPS_PATHS.operators, { login: LOGIN, display_name: 'Finance desk', roles: ['finance'], password: PASSWORD });
    const { orderNo, member } = await buyAndAskRefund();

    const page = await firstSignIn(b, 'orders', { login: LOGIN, password: PASSWORD });
    expect(await page.getByTestId('ops-nav').locator('a').allTextContents()).toContain('Orders');

    // The request waits in the queue with the member's reason.
    await page.getByTestId('orders-tab-requests').click();
    const request = page.getByTestId(`refund-request-${orderNo}`);
    await request.waitFor();
    expect(await request.textContent()).toContain('Bought twice by mistake');
    expect(await request.textContent()).toContain('¥9.90');
    await page.screenshot({ path: `${SHOTS}/ops-orders-requests-en-US.png`, fullPage: true });

    // Found by the member's phone (typed as in China), opened, approved.
    await findByPhone(page, orderNo);
    expect(await page.getByTestId(`order-state-${orderNo}`).textContent()).toBe('Refund requested');
    await page.getByTestId(`order-open-${orderNo}`).click();
    const detail = page.getByTestId('order-detail');
    expect(await detail.getByTestId('order-facts').textContent()).toContain(`+86${MEMBER_PHONE}`);
    expect(await detail.getByTestId('order-certificate').textContent()).toContain('valid');
    await page.screenshot({ path: `${SHOTS}/ops-orders-detail-en-US.png`, fullPage: true });
    await detail.getByTestId('refund-request-approve').click();
    const message = (await detail.getByTestId('order-message').textContent())!;
    const outRefundNo = /RF\d+/.exec(message)![0];

    // The fake completes the refund and notifies: the member's order reads refunded.
    await expect
      .poll(
        async () => {
          await member.reload();
          return member.getByTestId('order-result').getAttribute('data-state');
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe('refunded');

    // The operator sees it too: refunded, the certificate withdrawn, the history with the operator's step.
    await findByPhone(page, orderNo);
    expect(await page.getByTestId(`order-state-${orderNo}`).textContent()).toBe('Refunded');
    await page.getByTestId(`order-open-${orderNo}`).click();
    await expect.poll(() => page.getByTestId('order-certificate').textContent()).toContain('withdrawn');
    expect(await page.getByTestId('order-timeline').textContent()).toContain('Refund requested → Refunding');
    await page.screenshot({ path: `${SHOTS}/ops-orders-refunded-en-US.png`, fullPage: true });

    const log = await auditEntries(`refund:${outRefundNo}`);
    expect(log.map((e) => `${e.action} by ${e.actor_name}`)).toEqual(['refund.approve by e2e-finance']);

    await page.getByTestId('orders-tab-reconciliation').click();
    await page.getByTestId('orders-attention').waitFor();
    // Yesterday: not reconciled yet, or already run by the server's own daily sweep when the suite's
    // server has been up long enough (docs/payments.md, "Reconciliation").
    expect(await page.getByTestId('reconciliation-run').textContent()).toMatch(
      /^(This day has not been reconciled\.|Run (done|running): |The run failed \(attempt \d+, )/,
    );
    await page.screenshot({ path: `${SHOTS}/ops-orders-reconciliation-en-US.png`, fullPage: true });
    await page.getByTestId('orders-tab-products').click();
    await page.getByTestId('product-row-pocket-collectible').waitFor();
    await page.getByTestId('product-edit-pocket-collectible').click();
    expect(await page.getByTestId('product-price').inputValue()).toBe('9.90');
    await page.screenshot({ path: `${SHOTS}/ops-orders-products-en-US.png`, fullPage: true });

    await otherLanguages(page, orderNo);
  });
});

describe('console reconciliation', () => {
  it('a finance operator runs a day WeChat Pay has no bill for and reads why, in the three languages', async () => {
    const login = 'e2e-finance-bill';
    const password = 'finance bill password 1';
    await operator(OPS_PATHS.operators, { login, display_name: 'Bill desk', roles: ['finance'], password });
    // Today (China): the fake would serve its bill (this suite's payments are on it); switched, it
    // answers as WeChat Pay does before a bill is made: 400 NO_STATEMENT_EXIST.
    const day = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const switchBill = async (answer: 'no-statement' | 'bill') => {
      const res = await fetch(`${suiteUrl()}/_fake/wechatpay/bill/answer`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ bill_date: day, answer }),
      });
      expect(res.status).toBe(200);
    };
    await switchBill('no-statement');
    try {
      // The run's refusal (503 paymentsUnavailable) is the answer under test.
      const page = await firstSignIn(b, 'orders', { login, password }, [/status of 503 .*\/payments\/reconciliation/]);
      await page.getByTestId('orders-tab-reconciliation').click();
      const form = page.getByTestId('reconciliation');
      await form.getByTestId('reconciliation-date').fill(day);
      await form.getByRole('button', { name: 'Reconcile this day now' }).click();
      // The run is refused (WeChat Pay unavailable for that day); the panel reads the day again and
      // says why, in place of the refusal, and claims no comparison ("No differences") it did not make.
      const failure = form.locator('[data-testid="reconciliation-run"][role="alert"]');
      const REASON = {
        'en-US': 'WeChat Pay has no bill for this day yet (bills are ready after 10:00 the next day). Try again later.',
        'zh-CN': '微信支付尚未生成这一天的账单（次日 10:00 后可下载），请稍后再试。',
        'zh-TW': '微信支付尚未產生這一天的帳單（次日 10:00 後可下載），請稍後再試。',
      } as const;
      await expect.poll(() => failure.textContent()).toContain(REASON['en-US']);
      expect(await form.getByTestId('reconciliation-error').textContent()).toContain('NO_STATEMENT_EXIST');
      expect(await form.getByRole('alert').count()).toBe(1);
      expect(await form.textContent()).not.toContain('No differences this day.');
      await page.screenshot({ path: `${SHOTS}/ops-orders-reconciliation-no-bill-en-US.png`, fullPage: true });
      for (const locale of ['zh-CN', 'zh-TW'] as const) {
        await consoleLanguage(page, locale);
        await expect.poll(() => failure.textContent()).toContain(REASON[locale]);
        await page.screenshot({ path: `${SHOTS}/ops-orders-reconciliation-no-bill-${locale}.png`, fullPage: true });
      }
    } finally {
      await switchBill('bill');
    }
  });
});
