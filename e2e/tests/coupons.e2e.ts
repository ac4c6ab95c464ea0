import { describe, expect, it } from 'vitest';
import { loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { decodeCode128, decodeQr } from '../support/decode';

const b = useBrowser();

async function template(body: Record<string, unknown>) {
  return (
    await operator<{ templateId: number }>('/api/admin/coupon-templates', {
      useCondition: '',
      stock: 100,
      perUserLimit: 10,
      validDate: '2027.12.31',
      useRule: '<p>Show the code.</p>',
      ...body,
    })
  ).templateId;
}
async function issue(templateId: number, userId: string) {
  return (await operator<{ customerCouponIds: string[] }>('/api/admin/coupons/issue', { templateId, userIds: [userId] }))
    .customerCouponIds[0]!;
}

describe('coupons at the counter', () => {
  it('shows the holder each tab, the detail and codes that decode, and a merchant redeems it', async () => {
    const holder = await loginByApi('13622220001');
    const holderId = holder.may_user_id!;
    const tea = await template({
      brandName: '好茶同乐',
      couponName: '20元茶饮券',
      type: 'DECUCTION',
      discordValue: '20',
      useCondition: '满39元可用',
      useRule:
        '<p>到店出示券码。</p><ul><li>每单限用一张</li></ul><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>',
    });
    const shoes = await template({
      brandName: 'Glorious Store',
      couponName: 'Gold foil shoes',
      type: 'DISCORD',
      discordValue: '7',
    });
    const pocket = await template({
      brandName: '绣荷包',
      couponName: 'Card holder',
      type: 'EXCHANGE',
      discordValue: 'One embroidered card holder',
    });
    const teaId = await issue(tea, holderId);
    await issue(shoes, holderId);
    const voidedId = await issue(pocket, holderId);
    await operator('/api/admin/coupons/void', { customerCouponId: voidedId });

    const { page, context } = await b.phone({ storage: holder });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/my-ticket');
    await page.getByTestId('coupon-list').waitFor();
    expect(await page.getByTestId('coupon-card').count()).toBe(3);
    const cardTexts = await page.getByTestId('coupon-card').allTextContents();
    expect(cardTexts.join(' ')).toContain('¥20');
    expect(cardTexts.join(' ')).toContain('30% off');
    expect(cardTexts.join(' ')).toContain('One embroidered card holder');
    expect(cardTexts.join(' ')).toMatch(/Valid until 2027\.12\.31/);
    expect(cardTexts.join(' ')).toMatch(/\d+ days left/);

    await page.getByTestId('coupon-tab-unused').click();
    await expect.poll(() => page.getByTestId('coupon-card').count()).toBe(2);
    await page.getByTestId('coupon-tab-voided').click();
    await expect.poll(() => page.getByTestId('coupon-card').count()).toBe(1);
    expect(await page.getByTestId('coupon-card').textContent()).toContain('Voided');
    await page.getByTestId('coupon-tab-used').click();
    await page.getByTestId('coupons-empty').waitFor();
    expect(await page.getByTestId('coupons-empty').textContent()).toContain('There are currently no coupons');

    // The detail page of the tea coupon.
    await page.getByTestId('coupon-tab-all').click();
    await page.locator(`[data-testid="coupon-card"]:has-text("20元茶饮券") >> [data-testid="coupon-use-now"]`).click();
    await page.waitForURL(`**/ticket-detail/${teaId}`);
    await page.getByTestId('rich-text').waitFor();
    expect(await page.getByTestId('rich-text').innerHTML()).not.toMatch(/script|onerror|<img/);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(await page.getByTestId('back-control').textContent()).toContain('coupons');
    await expect.poll(() => page.getByTestId('loading-overlay').count()).toBe(0);

    await page.getByTestId('view-coupon-code').click();
    await page.getByTestId('code-modal').waitFor();
    const modalWidth = await page.getByTestId('code-modal').evaluate((el) => el.getBoundingClientRect().width);
    expect(modalWidth).toBeLessThanOrEqual(390 - 32);
    const shownCode = ((await page.getByTestId('coupon-code-text').textContent()) ?? '').replace(/\s/g, '');
    expect(shownCode).toMatch(/^[0-9A-Z]{16}$/);
    await page.getByTestId('coupon-code-text').click();
    await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shownCode);

    await page.getByTestId('coupon-qr').waitFor();
    expect(decodeQr(await page.getByTestId('coupon-qr').screenshot())).toBe(shownCode);
    expect(decodeCode128(await page.getByTestId('coupon-barcode').screenshot())).toBe(shownCode);
    await page.getByTestId('code-modal-cancel').click();
    await page.getByTestId('code-modal').waitFor({ state: 'detached' });

    // A merchant of the brand redeems it by typing the code.
    const merchant = await loginByApi('13622220002');
    await operator('/api/admin/merchants', { userId: merchant.may_user_id, brandName: '好茶同乐' });
    const counter = await b.phone({ storage: merchant });
    await counter.page.goto('/merchant/redeem');
    // The brand in the counter's language (English here): the demo tea template carries its English name.
    await expect.poll(() => counter.page.getByTestId('merchant-brand').textContent()).toBe('Haocha Tongle');
    await counter.page.getByTestId('merchant-code').fill(shownCode.toLowerCase());
    await counter.page.getByTestId('merchant-lookup').click();
    await counter.page.getByTestId('merchant-redeem').click();
    await expect.poll(() => counter.page.getByTestId('merchant-outcome').getAttribute('data-outcome')).toBe('redeemed');
    // Scanning the same code again is refused plainly.
    await counter.page.getByTestId('merchant-next').click();
    await counter.page.getByTestId('merchant-code').fill(shownCode);
    await counter.page.getByTestId('merchant-lookup').click();
    await expect.poll(() => counter.page.getByTestId('merchant-outcome').getAttribute('data-outcome')).toBe('alreadyUsed');

    // The holder now finds it under used.
    await page.goto('/my-ticket');
    await page.getByTestId('coupon-tab-used').click();
    await expect.poll(() => page.getByTestId('coupon-card').count()).toBe(1);
    expect(await page.getByTestId('coupon-card').textContent()).toContain('20元茶饮券');
  });

  it('tells a merchant of another brand, and refuses an account that is not a merchant', async () => {
    const holder = await loginByApi('13622220003');
    const id = await template({ brandName: 'Brand A', couponName: 'A coupon', type: 'EXCHANGE', discordValue: 'A gift' });
    const couponId = await issue(id, holder.may_user_id!);
    const other = await loginByApi('13622220004');
    await operator('/api/admin/merchants', { userId: other.may_user_id, brandName: 'Brand B' });
    const { page: holderPage } = await b.phone({ storage: holder });
    await holderPage.goto(`/ticket-detail/${couponId}`);
    await holderPage.getByTestId('view-coupon-code').click();
    const code = ((await holderPage.getByTestId('coupon-code-text').textContent()) ?? '').replace(/\s/g, '');

    const counter = await b.phone({ storage: other, allowErrors: [/status of 40\d/] });
    await counter.page.goto('/merchant/redeem');
    await counter.page.getByTestId('merchant-code').fill(code);
    await counter.page.getByTestId('merchant-lookup').click();
    await expect.poll(() => counter.page.getByTestId('merchant-outcome').getAttribute('data-outcome')).toBe('wrongBrand');
    await counter.page.getByTestId('merchant-next').click();
    await counter.page.getByTestId('merchant-code').fill('NOSUCHCODE000000');
    await counter.page.getByTestId('merchant-lookup').click();
    await expect.poll(() => counter.page.getByTestId('merchant-outcome').getAttribute('data-outcome')).toBe('notFound');

    const plain = await b.phone({ storage: holder, allowErrors: [/status of 403/] });
    await plain.page.goto('/merchant/redeem');
    await plain.page.getByTestId('merchant-refused').waitFor();
  });

  it("shows a clear not-found state for someone else's coupon", async () => {
    const owner = await loginByApi('13622220005');
    const couponId = await issue(
      await template({ brandName: 'X', couponName: 'Y', type: 'EXCHANGE', discordValue: 'Z' }),
      owner.may_user_id!,
    );
    const stranger = await loginByApi('13622220006');
    const { page } = await b.phone({ storage: stranger, allowErrors: [/status of 404/] });
    await page.goto(`/ticket-detail/${couponId}`);
    await page.getByTestId('coupon-not-found').waitFor();
    // No disabled "view coupon code" bar: the way out is back to the list.
    expect(await page.getByTestId('view-coupon-code').count()).toBe(0);
    await page.getByTestId('coupon-back-to-list').click();
    await page.waitForURL('**/my-ticket');
  });
});
