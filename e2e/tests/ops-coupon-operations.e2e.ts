/**
 * Coupon operations in the console at desktop size (docs/operator-console.md, "Coupons"): an
 * operator holding the coupons and support roles edits a template's stock (refused below what is
 * issued), stops claiming (a member's claim is refused) and allows it again, voids a member's
 * coupon from the member record with a reason, and removes a merchant (whose next counter call is
 * refused). The audit log names the operator for each. Screenshots in the three languages.
 */
import { describe, expect, it } from 'vitest';
import { API_PATHS, OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { callAs, loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { consoleLanguage, auditEntries, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
const SHOTS = shotsDir('ops-coupon-operations');
const LOGIN = 'e2e-coupon-ops';
const PASSWORD = 'coupon operations password 1';
const MEMBER_PHONE = '13655550101';
const MERCHANT_PHONE = '13655550102';
// Its own template: the demo ones are shared with suites that claim their whole stock.
const TEMPLATE_SLUG = 'ops-operations-silk-fan-15';

type Page = Awaited<ReturnType<typeof firstSignIn>>;

async function shootIn(page: Page, name: string) {
  for (const locale of ['en-US', 'zh-CN', 'zh-TW'] as const) {
    await consoleLanguage(page, locale);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.screenshot({ path: `${SHOTS}/${name}-${locale}.png`, fullPage: true });
  }
  await consoleLanguage(page, 'en-US');
}

describe('console coupon operations', () => {
  it('edits and stops a template, voids a member coupon from the record, removes a merchant', async () => {
    const member = await loginByApi(MEMBER_PHONE);
    const merchant = await loginByApi(MERCHANT_PHONE);
    const { templateId } = await operator<{ templateId: number }>(API_PATHS.adminCouponTemplates, {
      slug: TEMPLATE_SLUG,
      brandName: 'Glorious Store',
      couponName: { 'zh-CN': '绢扇 15 元券', 'zh-TW': '絹扇 15 元券', 'en-US': '15 yuan silk fan coupon' },
      type: 'DECUCTION',
      discordValue: '15',
      validDate: '2027.12.31',
      stock: 2000,
      claimable: true,
    });
    const { customerCouponId } = await callAs<{ customerCouponId: string }>(API_PATHS.couponClaim, member.may_uni_token!, {
      templateId,
    });
    await operator(API_PATHS.adminMerchants, { userId: merchant.may_user_id, brandName: '好茶同乐' });
    await operator(OPS_PATHS.operators, {
      login: LOGIN,
      display_name: 'Coupon operations',
      roles: ['coupons', 'support'],
      password: PASSWORD,
    });
    // The refused stock (409) and the refused removal check are answers the page shows, not faults.
    const page = await firstSignIn(b, 'coupons', { login: LOGIN, password: PASSWORD }, [/status of 409/]);

    // Stock below what is issued is refused with the reason; then restocked.
    await page.getByTestId('coupons-tab-templates').click();
    // Found by part of its slug: the server filters, the list shows that one template.
    await page.getByTestId('coupons-search').fill('silk-fan');
    await page.getByTestId('coupons-search').press('Enter');
    await expect.poll(() => page.locator('[data-testid^="coupons-template-"]').count()).toBe(1);
    await page.getByTestId(`coupons-template-${templateId}`).waitFor();
    await page.getByTestId(`coupons-edit-${templateId}`).click();
    await page.getByTestId('coupons-editor').waitFor();
    await page.getByTestId('coupons-stock').fill('0');
    await page.getByTestId('coupons-create-submit').click();
    await expect.poll(() => page.getByTestId('coupons-create-outcome').getAttribute('role')).toBe('alert');
    await page.getByTestId('coupons-stock').fill('5000');
    await page.getByTestId('coupons-create-submit').click();
    await page.getByTestId('coupons-edit-saved').waitFor();
    // The editor reads the template again after the save: the stored stock.
    await expect.poll(() => page.getByTestId('coupons-stock').inputValue()).toBe('5000');
    await shootIn(page, 'template-edit');
    await page.getByTestId('coupons-edit-back').click();

    // Stopped: a member's claim is refused; allowed again, it works.
    await page.getByTestId(`coupons-claiming-${templateId}`).click();
    await expect.poll(() => page.getByTestId('coupons-notice').getAttribute('role')).toBe('status');
    const other = await loginByApi('13655550103');
    await expect(callAs(API_PATHS.couponClaim, other.may_uni_token!, { templateId })).rejects.toThrow();
    await shootIn(page, 'template-stopped');
    await page.getByTestId(`coupons-claiming-${templateId}`).click();
    await expect
      .poll(() =>
        callAs(API_PATHS.couponClaim, other.may_uni_token!, { templateId }).then(
          () => 'claimed',
          () => 'refused',
        ),
      )
      .toBe('claimed');

    // The merchant removed: listed by phone, confirmed, gone; the counter refuses them.
    await page.getByTestId('coupons-tab-merchants').click();
    await page.getByTestId('merchants-search').fill(MERCHANT_PHONE.slice(-4));
    await page.getByTestId(`merchant-${merchant.may_user_id}`).waitFor();
    await shootIn(page, 'merchants');
    await page.getByTestId(`merchant-remove-${merchant.may_user_id}`).click();
    await page.getByTestId('merchant-remove-dialog-confirm').click();
    await page.getByTestId(`merchant-${merchant.may_user_id}`).waitFor({ state: 'detached' });
    await expect(callAs(API_PATHS.merchantMe, merchant.may_uni_token!)).rejects.toThrow();

    // The member's coupon voided from the member record, with a reason.
    await page.goto('/ops/members');
    await page.getByTestId('members-tab-search').click();
    await page.getByTestId('member-search-q').fill(MEMBER_PHONE);
    await page.getByTestId('member-search').locator('button[type=submit]').click();
    await page.getByTestId('member-search').locator('tbody button').first().click();
    await page.getByTestId(`member-coupon-${customerCouponId}`).waitFor();
    await shootIn(page, 'member-coupons');
    await page.getByTestId(`member-coupon-void-${customerCouponId}`).click();
    await page.getByTestId('member-coupon-void-dialog-reason').fill('Issued by mistake');
    await page.getByTestId('member-coupon-void-dialog-confirm').click();
    await page.getByTestId(`member-coupon-void-${customerCouponId}`).waitFor({ state: 'detached' });

    const byOperator = (entries: Array<{ action: string; actor_name: string | null }>) =>
      entries.filter((e) => e.actor_name === LOGIN).map((e) => e.action);
    expect(byOperator(await auditEntries(`coupon-template:${templateId}`))).toEqual([
      'coupon-template.edit',
      'coupon-template.stop',
      'coupon-template.resume',
    ]);
    expect(byOperator(await auditEntries(`coupon:${customerCouponId}`))).toEqual(['coupon.void']);
  });
});
