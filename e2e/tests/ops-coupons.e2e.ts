/**
 * The console's coupons section at desktop size (1280×800; docs/operator-console.md, "Coupons"):
 * a coupon operator signs in (second factor enrolled on the way), creates a template in the three
 * languages, issues it from a CSV of phones after reading the preview, and the member whose phone
 * it named sees the coupon in My coupons. Screenshots of the section in the three languages.
 */
import { describe, expect, it } from 'vitest';
import { OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { consoleLanguage, auditEntries, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
const SHOTS = shotsDir('ops-coupons');

const LOGIN = 'e2e-coupons';
const PASSWORD = 'coupons operator password 1';
const MEMBER_PHONE = '13655550001';

const signInAsCouponOperator = () => firstSignIn(b, 'coupons', { login: LOGIN, password: PASSWORD });

type Page = Awaited<ReturnType<typeof signInAsCouponOperator>>;

/** The section in the other two languages; the same file previewed again: the member holds it now. */
async function otherLanguages(page: Page, templateId: number, csv: string) {
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    await consoleLanguage(page, locale);
    await expect.poll(() => page.getByTestId('coupons-tab-templates').textContent()).toBe(locale === 'zh-CN' ? '模板' : '範本');
    await page.screenshot({ path: `${SHOTS}/ops-coupons-tools-${locale}.png`, fullPage: true });
    await page.getByTestId('coupons-tab-templates').click();
    await page.getByTestId(`coupons-template-${templateId}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-coupons-templates-${locale}.png`, fullPage: true });
    await page.getByTestId('coupons-tab-create').click();
    await page.screenshot({ path: `${SHOTS}/ops-coupons-create-${locale}.png`, fullPage: true });
    await page.getByTestId(`coupons-tab-templates`).click();
    await page.getByTestId(`coupons-issue-${templateId}`).click();
    await page
      .getByTestId('coupons-csv-file')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('coupons-csv-preview').waitFor();
    expect(await page.getByTestId('coupons-csv-issuable').textContent()).toBe('0');
    await page.getByTestId('coupons-csv-count-alreadyHolds').waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-coupons-preview-${locale}.png`, fullPage: true });
    await page.getByTestId('coupons-tab-tools').click();
  }
}

describe('console coupons', () => {
  it('creates a template, issues it from a CSV after its preview, and the member sees the coupon', async () => {
    const member = await loginByApi(MEMBER_PHONE);
    // A coupon operator, made by the owner's API (ADMIN_TOKEN stands in for the owner here).
    await operator(OPS_PATHS.operators, { login: LOGIN, display_name: 'Coupon desk', roles: ['coupons'], password: PASSWORD });

    const page = await signInAsCouponOperator();
    expect(await page.getByTestId('ops-nav').locator('a').allTextContents()).toEqual(['Dashboard', 'Coupons']);

    // A template, its texts in three languages side by side.
    await page.getByTestId('coupons-tab-create').click();
    const text = (field: string, locale: string, value: string) => page.getByTestId(`coupons-${field}-${locale}`).fill(value);
    await text('brandName', 'zh-CN', '好茶同乐');
    await text('brandName', 'zh-TW', '好茶同樂');
    await text('brandName', 'en-US', 'Haocha');
    await text('couponName', 'zh-CN', '控制台茶饮券');
    await text('couponName', 'zh-TW', '控制台茶飲券');
    await text('couponName', 'en-US', 'Console tea voucher');
    await text('discordValue', 'zh-CN', '20');
    await text('useCondition', 'zh-CN', '满39元可用');
    await text('useRule', 'zh-CN', '到店出示券码。');
    await page.getByTestId('coupons-valid-date').fill('2027-12-31');
    await page.getByTestId('coupons-stock').fill('5');
    await page.screenshot({ path: `${SHOTS}/ops-coupons-create-en-US.png`, fullPage: true });
    await page.getByTestId('coupons-create-submit').click();
    const created = (await page.getByTestId('coupons-create-outcome').textContent())!;
    const templateId = Number(/Template (\d+) created/.exec(created)?.[1]);
    expect(templateId).toBeGreaterThan(0);

    // The list shows it; "Issue…" opens the CSV issue with it chosen.
    await page.getByTestId('coupons-tab-templates').click();
    const row = page.getByTestId(`coupons-template-${templateId}`);
    expect(await row.textContent()).toContain('Console tea voucher');
    await page.screenshot({ path: `${SHOTS}/ops-coupons-templates-en-US.png`, fullPage: true });
    await page.getByTestId(`coupons-issue-${templateId}`).click();
    expect(await page.getByTestId('coupons-csv-template-name').textContent()).toBe('Console tea voucher');

    // The preview: one member to issue to, one bad row; nothing is issued yet.
    const csv = `phone\n${MEMBER_PHONE}\nnot-a-phone\n13999999999\n`;
    await page
      .getByTestId('coupons-csv-file')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('coupons-csv-preview').waitFor();
    expect(await page.getByTestId('coupons-csv-issuable').textContent()).toBe('1');
    const problems = await page.getByTestId('coupons-csv-problems').locator('tbody tr').allTextContents();
    expect(problems).toEqual(['3not-a-phoneNot a valid phone number', '413999999999No such member']);
    await page.screenshot({ path: `${SHOTS}/ops-coupons-preview-en-US.png`, fullPage: true });
    // The preview wrote nothing: no issue in the audit log yet.
    expect((await auditEntries(`coupon-template:${templateId}`)).map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
      'coupon-template.create by e2e-coupons',
    ]);

    await page.getByTestId('coupons-csv-confirm').click();
    await expect.poll(() => page.getByTestId('coupons-csv-done').textContent()).toBe('1 coupon issued.');
    expect((await auditEntries(`coupon-template:${templateId}`)).map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
      'coupon-template.create by e2e-coupons',
      'coupon.issue-csv by e2e-coupons',
    ]);

    await page.screenshot({ path: `${SHOTS}/ops-coupons-issued-en-US.png`, fullPage: true });
    await page.getByTestId('coupons-tab-tools').click();
    await page.screenshot({ path: `${SHOTS}/ops-coupons-tools-en-US.png`, fullPage: true });

    await otherLanguages(page, templateId, csv);

    // The member whose phone the CSV named holds the coupon.
    const phone = await b.phone({ storage: member });
    await phone.page.goto('/my-ticket');
    await phone.page.getByTestId('coupon-list').waitFor();
    expect(await phone.page.getByTestId('coupon-card').count()).toBe(1);
    expect(await phone.page.getByTestId('coupon-card').textContent()).toMatch(/控制台茶饮券|Console tea voucher/);
  });
});
