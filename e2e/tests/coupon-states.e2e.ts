/**
 * Coupon states as a person meets them at 390×844: finished coupons say what they
 * are, a missing coupon leads back to the list, the counter sees the terms and when a coupon was
 * used, and the campaign pages' claim buttons work (login first, claimed, sold out).
 */
import { describe, expect, it } from 'vitest';
import { sealPayload } from '../../packages/protocol/src/payload/aes-envelope';
import { loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { suiteUrl } from '../support/server';

const b = useBrowser();

/** Calls the API as one person (a bearer token), as the app would. */
async function as<T>(token: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${suiteUrl()}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', channel: 'BROWSER', language: 'EN', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(sealPayload(body)),
  });
  const json = (await res.json()) as { result: number; data: T; errmsg?: string };
  if (json.result !== 1) throw new Error(`${path}: ${json.errmsg}`);
  return json.data;
}

async function template(body: Record<string, unknown>) {
  return (
    await operator<{ templateId: number }>('/api/admin/coupon-templates', {
      stock: 100,
      perUserLimit: 10,
      validDate: '2027.12.31',
      useRule: '<p>Show the code.</p>',
      ...body,
    })
  ).templateId;
}
async function issue(templateId: number, userIds: string[]) {
  return (await operator<{ customerCouponIds: string[] }>('/api/admin/coupons/issue', { templateId, userIds })).customerCouponIds;
}
const tea = {
  brandName: '好茶同乐',
  couponName: '20元茶饮券',
  type: 'DECUCTION',
  discordValue: '20',
  useCondition: '满39元可用',
};

describe('finished coupons and the counter', () => {
  it('shows used, voided and expired coupons as such, with when, and the counter sees the terms', async () => {
    const holder = await loginByApi('13633330001');
    const merchant = await loginByApi('13633330002');
    await operator('/api/admin/merchants', { userId: merchant.may_user_id, brandName: '好茶同乐' });
    const teaTemplate = await template(tea);
    const [usedId, unusedId] = await issue(teaTemplate, [holder.may_user_id!, holder.may_user_id!]);
    const [voidedId] = await issue(
      await template({ brandName: 'Glorious Store', couponName: 'Gold foil shoes', type: 'DISCORD', discordValue: '7' }),
      [holder.may_user_id!],
    );
    await operator('/api/admin/coupons/void', { customerCouponId: voidedId });
    // A template whose validity ended before today: its coupon reads as expired.
    const [expiredId] = await issue(
      await template({
        brandName: '绣荷包',
        couponName: 'Card holder',
        type: 'EXCHANGE',
        discordValue: 'One card holder',
        validDate: '2026.01.01',
      }),
      [holder.may_user_id!],
    );
    const { data: teaCoupon } = await as<{ data: { couponCode: string } }>(holder.may_uni_token!, '/h5/world/coupon/detail', {
      customerCouponId: usedId,
    });

    // The counter checks the terms, redeems, and a second scan says when it was used.
    const counter = await b.phone({ storage: merchant, allowErrors: [/status of 409/] });
    await counter.page.goto('/merchant/redeem');
    await counter.page.getByTestId('merchant-code').fill(teaCoupon.couponCode);
    await counter.page.getByTestId('merchant-lookup').click();
    await counter.page.getByTestId('merchant-coupon').waitFor();
    expect(await counter.page.getByTestId('merchant-coupon-value').textContent()).toBe('¥20');
    expect(await counter.page.getByTestId('merchant-coupon-condition').textContent()).toBe('满39元可用');
    await counter.page.getByTestId('merchant-redeem').click();
    await expect.poll(() => counter.page.getByTestId('merchant-outcome').getAttribute('data-outcome')).toBe('redeemed');
    await counter.page.getByTestId('merchant-next').click();
    await counter.page.getByTestId('merchant-code').fill(teaCoupon.couponCode);
    await counter.page.getByTestId('merchant-lookup').click();
    await expect.poll(() => counter.page.getByTestId('merchant-outcome').getAttribute('data-outcome')).toBe('alreadyUsed');
    expect(await counter.page.getByTestId('merchant-used-at').textContent()).toMatch(/^Used on \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}$/);
    expect(await counter.page.getByTestId('merchant-coupon-value').textContent()).toBe('¥20');

    // The holder's list: only the usable coupon offers "use now"; the others say what they are.
    const { page } = await b.phone({ storage: holder, allowErrors: [/status of 404/] });
    await page.goto('/my-ticket');
    await page.getByTestId('coupon-list').waitFor();
    await expect.poll(() => page.getByTestId('coupon-card').count()).toBe(4);
    const card = (id: string) => page.locator(`[data-testid="coupon-card"]:has(a[href="/ticket-detail/${id}"])`);
    expect(await card(unusedId!).getByTestId('coupon-use-now').count()).toBe(1);
    // Given in simplified Chinese only, its texts read so on this English screen and are marked so (item 7).
    expect(await card(unusedId!).locator('[lang="zh-CN"]').allTextContents()).toEqual(['满39元可用', '好茶同乐', '20元茶饮券']);
    for (const [id, state, label] of [
      [usedId!, 'used', 'Used'],
      [voidedId!, 'voided', 'Voided'],
      [expiredId!, 'expired', 'Expired'],
    ] as const) {
      expect(await card(id).getAttribute('data-state')).toBe(state);
      expect(await card(id).getByTestId('coupon-use-now').count()).toBe(0);
      expect(await card(id).getByTestId('coupon-state').textContent()).toBe(label);
    }
    expect(await card(usedId!).textContent()).toMatch(/Used on \d{4}\.\d{2}\.\d{2}/);
    expect(await card(voidedId!).textContent()).toMatch(/Voided on \d{4}\.\d{2}\.\d{2}/);

    // A used coupon's detail says so where the code bar was.
    await page.goto(`/ticket-detail/${usedId}`);
    await expect.poll(() => page.getByTestId('coupon-finished-bar').textContent()).toBe('This coupon has been used');
    expect(await page.getByTestId('coupon-finished-bar').isDisabled()).toBe(true);
    expect(await page.getByTestId('view-coupon-code').count()).toBe(0);

    // A coupon that is not there: no code bar, a way back to the list.
    await page.goto('/ticket-detail/999999999999');
    await page.getByTestId('coupon-not-found').waitFor();
    expect(await page.getByTestId('view-coupon-code').count()).toBe(0);
    await page.getByTestId('coupon-back-to-list').click();
    await page.waitForURL('**/my-ticket');
    await page.getByTestId('coupon-list').waitFor();
  });
});

describe('campaign coupons', () => {
  it('asks a guest to log in first, claims for a logged-in person and leads to My coupons', async () => {
    const guest = await b.phone();
    await guest.page.goto('/haochatongle');
    const guestClaim = guest.page.getByTestId('action-claim-coupon');
    await expect.poll(() => guestClaim.getAttribute('data-claim-state')).toBe('available');
    expect(await guestClaim.textContent()).not.toMatch(/opens soon/i);
    await guestClaim.getByRole('button').click();
    await guest.page.getByTestId('login-dialog').waitFor();
    expect(await guest.page.getByTestId('login-dialog').textContent()).toContain('Log in to claim this coupon.');

    const person = await loginByApi('13633330003');
    const { page } = await b.phone({ storage: person });
    await page.goto('/haochatongle');
    const claim = page.getByTestId('action-claim-coupon');
    await expect.poll(() => claim.getAttribute('data-claim-state')).toBe('available');
    await claim.getByRole('button').click();
    await expect.poll(() => claim.getAttribute('data-claim-state')).toBe('claimed');
    expect(await claim.textContent()).toBe('Claimed · see it in My coupons');
    await claim.getByRole('link').click();
    await page.waitForURL('**/my-ticket');
    await page.getByTestId('coupon-list').waitFor();
    // The demo template speaks English too (item 7): nothing on the card is marked untranslated.
    expect(await page.getByTestId('coupon-card').allTextContents()).toEqual([expect.stringContaining('20 yuan tea coupon')]);
    expect(await page.locator('[data-testid="coupon-card"] [lang="zh-CN"]').count()).toBe(0);
    // Coming back, the page remembers.
    await page.goto('/haochatongle');
    await expect.poll(() => page.getByTestId('action-claim-coupon').getAttribute('data-claim-state')).toBe('claimed');
  });

  it('shows a sold-out campaign as all claimed', async () => {
    // One holder takes the whole stock of the gold foil coupon (operators may issue past the per-user limit).
    const hoarder = await loginByApi('13633330004');
    const { templateId } = await as<{ templateId: number }>(
      hoarder.may_uni_token!,
      '/h5/world/coupon/campaign?template=gloriousstore-gold-foil-30',
    );
    await issue(
      templateId,
      Array.from({ length: 2000 }, () => hoarder.may_user_id!),
    );
    const late = await loginByApi('13633330005');
    const { page } = await b.phone({ storage: late });
    await page.goto('/gloriousstore');
    const claim = page.getByTestId('action-claim-coupon');
    await expect.poll(() => claim.getAttribute('data-claim-state')).toBe('soldOut');
    expect(await claim.getByRole('button').isDisabled()).toBe(true);
    expect(await claim.textContent()).toBe('All claimed');
  });
});
