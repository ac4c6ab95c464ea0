import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../packages/protocol/src/api/paths';
import { callAs, loginByApi } from '../support/api';
import { useBrowser } from '../support/browser';

const b = useBrowser();

describe('equity and brand benefits', () => {
  it.each([
    ['en-US', 'Haocha Tongle', '30% off', 'At the shop'],
    ['zh-CN', '好茶同乐', '7折', '到店享受'],
    ['zh-TW', '好茶同樂', '7折', '到店享有'],
  ])('lists every brand with its benefits in %s, from the API', async (language, firstBrand, gloriousValue, atShop) => {
    // Every brand the API lists has its card. The console suites may publish a new brand on the same
    // server meanwhile, so the page may hold more than the list read before it, never fewer.
    const listed = await callAs<{ brands: { id: number }[] }>(API_PATHS.equityBrands, null);
    expect(listed.brands.length).toBeGreaterThanOrEqual(5);
    const { page } = await b.phone({ storage: { language } });
    await page.goto('/Equity');
    await page.getByTestId('brand-list').waitFor();
    for (const brand of listed.brands) await page.getByTestId(`brand-card-${brand.id}`).waitFor();
    expect(await page.locator('[data-testid^="brand-card-"]').count()).toBeGreaterThanOrEqual(listed.brands.length);
    expect(await page.getByTestId('brand-card-1').textContent()).toContain(firstBrand);
    expect(await page.getByTestId('brand-card-2').textContent()).toContain(gloriousValue);
    // A benefit with nothing to claim in the app says so; none claims to "open soon" without a day.
    expect(await page.getByTestId('headline-tasting').locator('[data-state]').textContent()).toBe(atShop);
    expect(await page.locator('[data-state="notYetOpen"]').count()).toBe(0);
  });

  // The tea voucher is the coupon /haochatongle hands out: both pages say the same, and /Equity leads there.
  it.each([
    ['en-US', 'Available', 'Claim on the campaign page', /can be claimed now/],
    ['zh-CN', '可领取', '去活动页领取', /可以领取/],
  ])(
    'shows the tea voucher available in %s and leads to /haochatongle, where it is claimable',
    async (language, available, claim, notice) => {
      const { page } = await b.phone({ storage: { language } });
      await page.goto('/Equity');
      const tea = page.getByTestId('headline-tea-voucher');
      await tea.waitFor();
      expect(await tea.locator('[data-state]').getAttribute('data-state')).toBe('available');
      expect(await tea.locator('[data-state]').textContent()).toBe(available);
      expect(await page.getByTestId('equity-notice').textContent()).toMatch(notice);
      const button = tea.getByTestId('claim-tea-voucher');
      expect(await button.textContent()).toBe(claim);
      await button.click();
      await page.waitForURL('**/haochatongle');
      const campaign = page.getByTestId('action-claim-coupon');
      await expect.poll(() => campaign.getAttribute('data-claim-state')).toBe('available');
      expect(await campaign.getByRole('button').isDisabled()).toBe(false);
    },
  );

  it("a member who claimed the tea voucher sees it claimed on the brand's page, like the campaign page", async () => {
    const person = await loginByApi('13644440001');
    const { page } = await b.phone({ storage: { ...person, language: 'en-US' } });
    await page.goto('/haochatongle');
    const campaign = page.getByTestId('action-claim-coupon');
    await expect.poll(() => campaign.getAttribute('data-claim-state')).toBe('available');
    await campaign.getByRole('button').click();
    await expect.poll(() => campaign.getAttribute('data-claim-state')).toBe('claimed');
    await page.goto('/BrandEquityDetail/1');
    const tea = page.getByTestId('benefit-tea-voucher');
    await tea.waitFor();
    expect(await tea.locator('[data-state]').textContent()).toBe('Claimed');
    expect(await tea.textContent()).toContain('You have claimed this benefit.');
    await tea.getByTestId('claim-tea-voucher').click();
    await page.waitForURL('**/haochatongle');
  });

  it("opens a brand's detail with benefits, conditions, steps, place and campaign link", async () => {
    const { page } = await b.phone({ storage: { language: 'en-US' } });
    await page.goto('/Equity');
    await page.getByTestId('brand-card-3').click();
    await page.waitForURL('**/BrandEquityDetail/3');
    await page.getByTestId('brand-equity-3').waitFor();
    expect(await page.getByTestId('page-title').textContent()).toBe('Panmen Scenic Area');
    // The document title follows in an effect after the page renders.
    await expect.poll(() => page.title()).toBe('Panmen Scenic Area · May Universe');
    const admission = (await page.getByTestId('benefit-admission').textContent()) ?? '';
    for (const text of ['20% off', 'Who can use it', 'For the card holder only', 'How to use it', 'At the shop'])
      expect(admission).toContain(text);
    expect(await page.getByTestId('brand-equity-3').textContent()).toContain('49 Dongda Street');
    await page.getByTestId('brand-campaign').click();
    await page.waitForURL('**/panmen');
    await page.getByTestId('project-panmen').waitFor();
    // Back returns to the brand, then the list.
    await page.goBack();
    await page.getByTestId('brand-equity-3').waitFor();
    await page.goBack();
    await page.getByTestId('brand-list').waitFor();
  });

  it('says plainly when a brand does not exist', async () => {
    const { page } = await b.phone({ storage: { language: 'en-US' }, allowErrors: [/status of 404/] });
    await page.goto('/BrandEquityDetail/999');
    await page.getByTestId('brand-not-found').waitFor();
    await page.goto('/BrandEquityDetail/0x1');
    await page.getByTestId('brand-not-found').waitFor();
    await page.getByRole('link', { name: 'All brands' }).click();
    await page.waitForURL('**/Equity');
  });
});

describe('the certificate page', () => {
  it.each([
    ['en-US', 'Cultural Certificate'],
    ['zh-CN', '文化证书'],
    ['zh-TW', '文化證書'],
  ])('renders every section in %s, as a tab page without the banner', async (language, title) => {
    const { page } = await b.phone({ storage: { language } });
    await page.goto('/MobilePage');
    await page.getByTestId('project-certificate').waitFor();
    expect(await page.getByTestId('page-title').textContent()).toBe(title);
    for (const id of ['about', 'kinds', 'how-to-get', 'checking'])
      expect(await page.getByTestId(`section-${id}`).count(), id).toBe(1);
    expect(await page.getByTestId('banner').count()).toBe(0);
    // A guest's "See my certificates" asks them to log in (features/certificates).
    await page.locator('[data-testid="action-my-certificates"][data-state="guest"]').waitFor();
    await page.getByTestId('action-equity').getByRole('link').click();
    await page.waitForURL('**/Equity');
  });
});
