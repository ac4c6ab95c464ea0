/**
 * "New brand" in the console at desktop size (docs/operator-console.md, "Content"): a content
 * editor fills the form (texts in the three languages side by side), is refused a taken number
 * (the catalogue's message in each language), creates the brand, which members do not see, completes
 * it in the editor, publishes it, and a member then sees it on its page and in the brand list.
 * Screenshots of the form, the refusal and the editor in the three languages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../packages/protocol/src/i18n/locales';
import { ERRORS } from '../../packages/protocol/src/errors/catalogue';
import { OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { consoleLanguage, auditEntries, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
const SHOTS = shotsDir('ops-brand-new');

const LOGIN = 'e2e-brand-new';
const PASSWORD = 'brand maker password 1';
// A seeded brand's number (taken), and the new brand's.
const TAKEN = 4;
const BRAND = 7301;

const TEXTS: Record<string, Record<Locale, string>> = {
  name: { 'zh-CN': '青瓷茶舍', 'zh-TW': '青瓷茶舍', 'en-US': 'Celadon Tea House' },
  category: { 'zh-CN': '茶饮', 'zh-TW': '茶飲', 'en-US': 'Tea' },
  tagline: { 'zh-CN': '一盏青瓷，一口好茶', 'zh-TW': '一盞青瓷，一口好茶', 'en-US': 'Good tea in a celadon cup' },
  story: {
    'zh-CN': '青瓷茶舍与龙泉窑的匠人合作，用青瓷茶具为会员奉茶。',
    'zh-TW': '青瓷茶舍與龍泉窯的匠人合作，用青瓷茶具為會員奉茶。',
    'en-US': 'The tea house works with Longquan kiln potters and serves members in celadon.',
  },
  coverAlt: { 'zh-CN': '青瓷茶杯', 'zh-TW': '青瓷茶杯', 'en-US': 'A celadon tea cup' },
  itemTitle: { 'zh-CN': '会员茶饮折扣', 'zh-TW': '會員茶飲折扣', 'en-US': 'Members’ tea discount' },
  itemValue: { 'zh-CN': '8折', 'zh-TW': '8折', 'en-US': '20% off' },
  itemSummary: {
    'zh-CN': '出示会员卡，全场茶饮8折。',
    'zh-TW': '出示會員卡，全場茶飲8折。',
    'en-US': 'Show your card for 20% off every tea.',
  },
  itemValidity: { 'zh-CN': '长期有效', 'zh-TW': '長期有效', 'en-US': 'No end date' },
};
const COMPLETED_TAGLINE = 'Good tea in a celadon cup, poured for members';

/** What a member reading in English sees of the brand from a fresh phone: its page's name, and whether /Equity lists it. */
async function memberSees(): Promise<{ name: string | null; listed: boolean }> {
  const { page } = await b.phone({ storage: { language: 'en-US' }, allowErrors: [/status of 404/] });
  await page.goto(`/BrandEquityDetail/${BRAND}`);
  const found = page.getByTestId(`brand-equity-${BRAND}`).locator('h2').first();
  await Promise.race([found.waitFor(), page.getByTestId('brand-not-found').waitFor()]);
  const name = (await found.count()) > 0 ? (await found.textContent())!.trim() : null;
  await page.goto('/Equity');
  await page.getByTestId('brand-list').waitFor();
  const listed = (await page.getByTestId(`brand-card-${BRAND}`).count()) > 0;
  await page.context().close();
  return { name, listed };
}

async function fillForm(page: Page, id: number) {
  await page.getByTestId('brand-new-id').fill(String(id));
  await page.getByTestId('brand-new-logo').fill('/images/brands/pocket.svg');
  await page.getByTestId('brand-new-cover').fill('/images/pages/pocket/hero.svg');
  for (const [field, values] of Object.entries(TEXTS))
    for (const locale of LOCALES) await page.getByTestId(`brand-new-${field}-${locale}`).fill(values[locale]);
  await page.getByTestId('brand-new-kind').selectOption('discount');
}

describe('console: a new brand', () => {
  it('is created unseen, refused a taken number, completed, published and then seen by members', async () => {
    await operator(OPS_PATHS.operators, { login: LOGIN, display_name: 'Brand desk', roles: ['content'], password: PASSWORD });
    expect(await memberSees()).toEqual({ name: null, listed: false });

    const page = await firstSignIn(b, 'content', { login: LOGIN, password: PASSWORD }, [/status of 409/]);
    await page.getByTestId('content-tab-brands').click();
    await page.getByTestId(`content-brand-row-${TAKEN}`).waitFor();
    await page.getByTestId('brand-new-open').click();
    await fillForm(page, TAKEN);

    // A taken number: the catalogue's message in the console's language, nothing created.
    for (const locale of ['en-US', 'zh-CN', 'zh-TW'] as const) {
      await consoleLanguage(page, locale);
      await page.getByTestId('brand-new-submit').click();
      await expect.poll(() => page.getByTestId('brand-new-error').textContent()).toBe(ERRORS.brandIdTaken.texts[locale]);
      await page.screenshot({ path: `${SHOTS}/ops-brand-new-form-${locale}.png`, fullPage: true });
    }
    await consoleLanguage(page, 'en-US');
    // (Other suites edit that brand's drafts on the shared server: only a creation would be this form's.)
    expect((await auditEntries(`brand:${TAKEN}`)).filter((e) => e.action === 'brand.create')).toEqual([]);

    // Created: the editor opens on it, saying members do not see it; they do not.
    await page.getByTestId('brand-new-id').fill(String(BRAND));
    await page.getByTestId('brand-new-submit').click();
    await page.getByTestId('content-unpublished').waitFor();
    expect(await page.getByTestId('content-text-name-zh-TW').inputValue()).toBe(TEXTS.name!['zh-TW']);
    const preview = page.frameLocator('[data-testid=content-preview]');
    await expect
      .poll(() => preview.getByTestId(`brand-equity-${BRAND}`).locator('h2').first().textContent(), { timeout: 15_000 })
      .toBe(TEXTS.name!['en-US']);
    expect(await memberSees()).toEqual({ name: null, listed: false });

    // Completed in the editor and saved: still unseen.
    await page.getByTestId('content-text-tagline-en-US').fill(COMPLETED_TAGLINE);
    await page.getByTestId('content-save').click();
    await expect.poll(() => page.getByTestId('content-notice').textContent()).toContain('Draft saved');
    await page.screenshot({ path: `${SHOTS}/ops-brand-new-editor-en-US.png` });
    for (const locale of ['zh-CN', 'zh-TW'] as const) {
      await consoleLanguage(page, locale);
      await expect.poll(() => page.getByTestId('content-save').textContent()).toBe(locale === 'zh-CN' ? '保存草稿' : '儲存草稿');
      await page.getByTestId('content-preview-language').selectOption(locale);
      await expect
        .poll(() => preview.getByTestId(`brand-equity-${BRAND}`).locator('h2').first().textContent(), { timeout: 15_000 })
        .toBe(TEXTS.name![locale]);
      await page.screenshot({ path: `${SHOTS}/ops-brand-new-editor-${locale}.png` });
    }
    await consoleLanguage(page, 'en-US');
    expect(await memberSees()).toEqual({ name: null, listed: false });

    // Published: version 1, and members see it.
    await page.getByTestId('content-publish').click();
    await expect.poll(() => page.getByTestId('content-notice').textContent()).toContain('Published as version 1');
    await expect.poll(() => page.getByTestId('content-unpublished').count()).toBe(0);
    expect(await memberSees()).toEqual({ name: TEXTS.name!['en-US'], listed: true });
    expect((await auditEntries(`brand:${BRAND}`)).map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
      `brand.create by ${LOGIN}`,
      `brand.save-draft by ${LOGIN}`,
      `brand.publish by ${LOGIN}`,
    ]);

    // The member's page in the three languages.
    for (const locale of LOCALES) {
      const { page: phone } = await b.phone({ storage: { language: locale } });
      await phone.goto(`/BrandEquityDetail/${BRAND}`);
      await expect
        .poll(() => phone.getByTestId(`brand-equity-${BRAND}`).locator('h2').first().textContent())
        .toBe(TEXTS.name![locale]);
      await phone.screenshot({ path: `${SHOTS}/brand-new-member-${locale}.png`, fullPage: true });
      await phone.context().close();
    }
  });
});
