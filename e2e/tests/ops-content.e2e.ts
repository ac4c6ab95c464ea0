/**
 * The console's content section at desktop size (1280×800; docs/operator-console.md, "Content"):
 * a content editor signs in (second factor enrolled on the way), changes a page's title in a draft
 * (the phone preview shows it, a member still sees the old title), publishes (the member sees the
 * new one), and restores the old version (the member sees the old title again); then the same with
 * a partner brand's name, each step in the audit log; each list is searched once (the page by part
 * of its title, the brand by part of its name). Screenshots of the lists and the editor in the
 * three languages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { consoleLanguage, auditEntries, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
const SHOTS = shotsDir('ops-content');

const LOGIN = 'e2e-content';
const PASSWORD = 'content editor password 1';
const SLUG = 'joyful';
const OLD_TITLE = 'Joyful';
// Keeps "Joyful" in it: the shell suite reads this page's title too.
const NEW_TITLE = 'Joyful · edited in the console';

// A seeded partner brand (the embroidered pocket workshop); its name is restored at the end.
const BRAND = 4;
const NEW_BRAND = 'Pocket Workshop · edited in the console';

const signInAsContentEditor = () => firstSignIn(b, 'content', { login: LOGIN, password: PASSWORD });

/** The title a member reading in English sees on the page, from a fresh phone. */
async function memberTitle(): Promise<string> {
  const { page } = await b.phone({ storage: { language: 'en-US' } });
  await page.goto(`/${SLUG}`);
  const title = (await page.getByTestId('page-title').textContent())!.trim();
  await page.context().close();
  return title;
}

/** The brand's name a member reading in English sees on its page, from a fresh phone. */
async function memberBrandName(): Promise<string> {
  const { page } = await b.phone({ storage: { language: 'en-US' } });
  await page.goto(`/BrandEquityDetail/${BRAND}`);
  const name = (await page.getByTestId(`brand-equity-${BRAND}`).locator('h2').first().textContent())!.trim();
  await page.context().close();
  return name;
}

/** Brands: the same draft → publish → history as pages, on the "Partner brands" tab. */
async function editBrand(page: Page) {
  await consoleLanguage(page, 'en-US');
  await page.getByRole('button', { name: '← All pages' }).click();
  await page.getByTestId('content-tab-brands').click();
  await page.getByTestId(`content-brand-row-${BRAND}`).waitFor();
  await page.screenshot({ path: `${SHOTS}/ops-content-brands-en-US.png`, fullPage: true });
  // Found by part of its simplified-Chinese name: the list shows that one brand.
  await page.getByTestId('content-brand-search').fill('绣荷包');
  await page.getByTestId('content-brand-search').press('Enter');
  await expect.poll(() => page.locator('[data-testid^="content-brand-row-"]').count()).toBe(1);
  await page.getByTestId(`content-brand-row-${BRAND}`).waitFor();
  const before = await memberBrandName();
  await page.getByTestId(`content-brand-open-${BRAND}`).click();
  const name = page.getByTestId('content-text-name-en-US');
  expect(await name.inputValue()).toBe(before);
  await name.fill(NEW_BRAND);
  await page.getByTestId('content-save').click();
  await expect.poll(() => page.getByTestId('content-notice').textContent()).toContain('Draft saved');
  const preview = page.frameLocator('[data-testid=content-preview]');
  await expect
    .poll(() => preview.getByTestId(`brand-equity-${BRAND}`).locator('h2').first().textContent(), { timeout: 15_000 })
    .toBe(NEW_BRAND);
  await page.screenshot({ path: `${SHOTS}/ops-content-brand-editor-en-US.png` });
  expect(await memberBrandName()).toBe(before);

  await page.getByTestId('content-publish').click();
  await expect.poll(() => page.getByTestId('content-notice').textContent()).toContain('Published as version 2');
  expect(await memberBrandName()).toBe(NEW_BRAND);

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByTestId('content-restore-1').click();
  await expect.poll(() => page.getByTestId('content-notice').textContent()).toContain('as version 3');
  expect(await memberBrandName()).toBe(before);
  expect((await auditEntries(`brand:${BRAND}`)).map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
    `brand.save-draft by ${LOGIN}`,
    `brand.publish by ${LOGIN}`,
    `brand.restore by ${LOGIN}`,
  ]);

  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    await consoleLanguage(page, locale);
    await expect.poll(() => page.getByTestId('content-save').textContent()).toBe(locale === 'zh-CN' ? '保存草稿' : '儲存草稿');
    await page.getByTestId('content-preview-language').selectOption(locale);
    await expect
      .poll(async () => (await preview.getByTestId(`brand-equity-${BRAND}`).locator('h2').first().textContent()) ?? before)
      .not.toBe(before);
    await page.screenshot({ path: `${SHOTS}/ops-content-brand-editor-${locale}.png` });
    await page.getByRole('button', { name: '← 全部品牌' }).click();
    await page.getByTestId(`content-brand-row-${BRAND}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-content-brands-${locale}.png`, fullPage: true });
    await page.getByTestId(`content-brand-open-${BRAND}`).click();
    await page.getByTestId('content-save').waitFor();
  }
}

describe('console content', () => {
  it('drafts a title members do not see, publishes it, and restores the old one', async () => {
    await operator(OPS_PATHS.operators, { login: LOGIN, display_name: 'Content desk', roles: ['content'], password: PASSWORD });
    const before = await memberTitle();
    expect(before).toContain(OLD_TITLE);

    const page = await signInAsContentEditor();
    expect(await page.getByTestId('ops-nav').locator('a').allTextContents()).toEqual(['Dashboard', 'Content']);
    await page.getByTestId(`content-row-${SLUG}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-content-list-en-US.png`, fullPage: true });
    // Found by part of its traditional-Chinese title: the server filters, the list shows that one page.
    await page.getByTestId('content-search').fill('喜樂手作');
    await page.getByTestId('content-search').press('Enter');
    await expect.poll(() => page.locator('[data-testid^="content-row-"]').count()).toBe(1);
    await page.getByTestId(`content-row-${SLUG}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-content-list-search-en-US.png`, fullPage: true });

    // The draft: the English title changed and saved; the preview shows it, members do not.
    await page.getByTestId(`content-open-${SLUG}`).click();
    const title = page.getByTestId('content-text-title-en-US');
    expect(await title.inputValue()).toBe(before);
    await title.fill(NEW_TITLE);
    await page.getByTestId('content-save').click();
    await expect.poll(() => page.getByTestId('content-notice').textContent()).toContain('Draft saved');
    const preview = page.frameLocator('[data-testid=content-preview]');
    await expect.poll(() => preview.getByTestId('page-title').textContent(), { timeout: 15_000 }).toBe(NEW_TITLE);
    await page.screenshot({ path: `${SHOTS}/ops-content-editor-en-US.png` });
    expect(await memberTitle()).toBe(before);

    // Published: members see it.
    await page.getByTestId('content-publish').click();
    await expect.poll(() => page.getByTestId('content-notice').textContent()).toContain('Published as version 2');
    expect(await memberTitle()).toBe(NEW_TITLE);

    // Restored: version 1 (the page before the console's first publish) is published again as 3.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('content-restore-1').click();
    await expect.poll(() => page.getByTestId('content-notice').textContent()).toContain('as version 3');
    await page.getByTestId('content-version-3').waitFor();
    expect(await memberTitle()).toBe(before);
    expect(await page.getByTestId('content-text-title-en-US').inputValue()).toBe(before);

    for (const locale of ['zh-CN', 'zh-TW'] as const) {
      await consoleLanguage(page, locale);
      await expect.poll(() => page.getByTestId('content-save').textContent()).toBe(locale === 'zh-CN' ? '保存草稿' : '儲存草稿');
      await page.getByTestId('content-preview-language').selectOption(locale);
      await expect.poll(async () => (await preview.getByTestId('page-title').textContent()) ?? before).not.toBe(before);
      await page.screenshot({ path: `${SHOTS}/ops-content-editor-${locale}.png` });
      await page.getByRole('button', { name: locale === 'zh-CN' ? '← 全部页面' : '← 全部頁面' }).click();
      await page.getByTestId(`content-row-${SLUG}`).waitFor();
      await page.screenshot({ path: `${SHOTS}/ops-content-list-${locale}.png`, fullPage: true });
      await page.getByTestId(`content-open-${SLUG}`).click();
      await page.getByTestId('content-save').waitFor();
    }

    await editBrand(page);
  });
});
