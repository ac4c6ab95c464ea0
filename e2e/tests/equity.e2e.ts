import { describe, expect, it } from 'vitest';
import { useBrowser } from '../support/browser';

const b = useBrowser();

describe('equity and brand benefits', () => {
  it.each([
    ['en-US', 'Haocha Tongle', 'Opens soon', '30% off'],
    ['zh-CN', '好茶同乐', '即将开放', '7折'],
    ['zh-TW', '好茶同樂', '即將開放', '7折'],
  ])('lists every brand with its benefits in %s, from the API', async (language, firstBrand, soon, gloriousValue) => {
    const { page } = await b.phone({ storage: { language } });
    await page.goto('/Equity');
    await page.getByTestId('brand-list').waitFor();
    expect(await page.locator('[data-testid^="brand-card-"]').count()).toBe(5);
    expect(await page.getByTestId('brand-card-1').textContent()).toContain(firstBrand);
    expect(await page.getByTestId('brand-card-2').textContent()).toContain(gloriousValue);
    // The area is presented as not yet available (spec §1): the data says so and the page shows it.
    expect(await page.getByTestId('equity-notice').isVisible()).toBe(true);
    expect(await page.locator('[data-status="opens-soon"]').first().textContent()).toBe(soon);
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
    for (const text of ['20% off', 'Who can use it', 'For the card holder only', 'How to use it', 'Opens soon'])
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
    expect(await page.locator('[data-testid="action-my-certificates"][data-opens-soon="true"]').count()).toBe(1);
    await page.getByTestId('action-equity').getByRole('link').click();
    await page.waitForURL('**/Equity');
  });
});
