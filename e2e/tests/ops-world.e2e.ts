/**
 * The console's World section at desktop size (1280×800; docs/operator-console.md, "World"): a
 * world curator signs in (second factor enrolled on the way), creates an exhibition with two works
 * in the three languages (moving one, watching the phone preview), publishes it, and a member sees
 * it in the world's exhibition list; the curator changes a dress's price in yuan and a member sees
 * the new price in the wardrobe's shop; the curator adds a priced dress; the audit log names the curator for each step. Screenshots
 * of the section in the three languages.
 */
import { describe, expect, it } from 'vitest';
import { OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { consoleLanguage, auditEntries, firstSignIn, shotsDir } from '../support/ops';

// The wardrobe hangs in a hall, drawn with software WebGL (dress-purchase.e2e.ts does the same).
const b = useBrowser({ webgl: true });
const SHOTS = shotsDir('ops-world');

const LOGIN = 'e2e-world';
const PASSWORD = 'world curator password 1';
const NAME = { 'zh-CN': '控制台剪纸展', 'zh-TW': '控制台剪紙展', 'en-US': 'Console paper-cut hall' };
const DRESS = 'nuo-mask';
const NEW_DRESS = 'console-teal';
const MEMBER_PHONE = '13655550081';

const signInAsCurator = () => firstSignIn(b, 'world', { login: LOGIN, password: PASSWORD });
type Page = Awaited<ReturnType<typeof signInAsCurator>>;

async function createExhibition(page: Page): Promise<string> {
  await page.getByTestId('world-tab-edit').click();
  for (const [locale, name] of Object.entries(NAME)) {
    await page.getByTestId(`world-name-${locale}`).fill(name);
    await page.getByTestId(`world-summary-${locale}`).fill(`${name}：红纸与剪刀`);
  }
  await page.getByTestId('world-cover').fill('/images/pages/joyful/papercut.svg');
  const work = async (index: number, title: string, kind: 'image' | 'text') => {
    await page.getByTestId('world-add-work').click();
    for (const locale of Object.keys(NAME)) {
      await page.getByTestId(`world-work-${index}-title-${locale}`).fill(`${title} ${locale}`);
      await page.getByTestId(`world-work-${index}-body-${locale}`).fill(`${title} (${locale})`);
    }
    await page.getByTestId(`world-work-${index}-kind`).selectOption(kind);
    if (kind === 'image') await page.getByTestId(`world-work-${index}-image`).fill('/images/pages/joyful/papercut.svg');
  };
  await work(0, 'How it is cut', 'text');
  await work(1, 'Window flower', 'image');
  // The picture should hang first: moved up, it takes slot-01 and the preview follows.
  await page.getByTestId('world-work-1-up').click();
  const preview = page.getByTestId('world-preview');
  await expect.poll(() => preview.locator('article[data-slot="slot-01"] h3').textContent()).toBe('Window flower en-US');
  expect(await preview.locator('strong').first().textContent()).toBe(NAME['en-US']);
  await page.screenshot({ path: `${SHOTS}/ops-world-edit-en-US.png`, fullPage: true });
  await page.getByTestId('world-save').click();
  // The save writes the hall in three languages with its works: slower beside other suites.
  const outcome = (await page.getByTestId('world-outcome').textContent({ timeout: 60_000 }))!;
  const id = /Exhibition (\d+) created/.exec(outcome)?.[1];
  expect(id, outcome).toBeTruthy();
  return id!;
}

async function publish(page: Page, id: string) {
  await page.getByTestId('world-tab-exhibitions').click();
  await page.getByTestId('world-search').fill('paper-cut hall');
  const row = page.getByTestId(`world-row-${id}`);
  await expect.poll(() => row.getByTestId('world-row-state').textContent()).toBe('Draft');
  await row.getByTestId('world-row-publish').click();
  await expect.poll(() => row.getByTestId('world-row-state').textContent()).toBe('Published');
  await page.getByTestId('world-state').selectOption('published');
  await row.waitFor();
  await page.screenshot({ path: `${SHOTS}/ops-world-list-en-US.png`, fullPage: true });
}

async function changePrice(page: Page) {
  await page.getByTestId('world-tab-dresses').click();
  const row = page.getByTestId(`world-dress-${DRESS}`);
  await row.waitFor();
  await row.getByTestId('world-dress-price').fill('8.8');
  await row.getByTestId('world-dress-save').click();
  await expect.poll(() => row.getByTestId('world-dress-outcome').textContent()).toBe('Nuo black and gold: ¥8.80, on sale.');
  await expect
    .poll(() => page.getByTestId(`world-dress-${DRESS}`).getByTestId('world-dress-current').textContent())
    .toBe('¥8.80');
  await page.screenshot({ path: `${SHOTS}/ops-world-dresses-en-US.png`, fullPage: true });

  // A new dress, priced: last in the list with its price.
  const form = page.getByTestId('world-dress-new');
  for (const [locale, name] of Object.entries({ 'zh-CN': '控制台青衫', 'zh-TW': '控制台青衫', 'en-US': 'Console teal' }))
    await form.getByTestId(`world-dress-name-${locale}`).fill(name);
  await form.getByTestId('world-dress-id').fill(NEW_DRESS);
  await form.getByTestId('world-dress-thumbnail').fill('/images/pages/pocket/crossover-dress.svg');
  await form.getByTestId('world-dress-new-price').fill('12');
  await form.getByTestId('world-dress-add').click();
  await expect.poll(() => form.getByRole('status').textContent()).toBe(`Dress ${NEW_DRESS} added.`);
  const added = page.getByTestId(`world-dress-${NEW_DRESS}`);
  await expect.poll(() => added.getByTestId('world-dress-current').textContent(), { timeout: 60_000 }).toBe('¥12.00');
}

/** A member's phone: the new hall in the world's list, then its wardrobe with the dress's new price. */
async function memberSees(id: string) {
  const session = await loginByApi(MEMBER_PHONE);
  const { page } = await b.phone({ storage: { ...session, language: 'en-US', may_world_hint_seen: '1' }, deviceScaleFactor: 1 });
  await page.goto('/world');
  const card = page.getByTestId('room-card').filter({ hasText: NAME['en-US'] });
  await card.waitFor();
  await page.screenshot({ path: `${SHOTS}/member-world-list-en-US.png` });
  await page.goto(`/world?room=${id}`);
  await page.locator('[data-testid="world-room"][data-ready]').waitFor({ timeout: 45_000 });
  await page.getByTestId('open-wardrobe').click();
  const option = page.locator(`[data-testid="dress-option"][data-dress-id="${DRESS}"]`);
  await expect.poll(() => option.getAttribute('data-offer')).toBe('for-sale');
  await expect.poll(() => option.getByTestId('dress-price').textContent(), { timeout: 60_000 }).toContain('¥8.80');
}

async function otherLanguages(page: Page, id: string) {
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    await consoleLanguage(page, locale);
    await expect
      .poll(() => page.getByTestId('world-tab-dresses').textContent())
      .toBe(locale === 'zh-CN' ? '官方服装' : '官方服裝');
    await page.getByTestId('world-tab-exhibitions').click();
    await page.getByTestId('world-search').fill(NAME[locale]);
    const row = page.getByTestId(`world-row-${id}`);
    await row.waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-world-list-${locale}.png`, fullPage: true });
    await row.getByTestId('world-row-edit').click();
    await page.getByTestId('world-preview-language').selectOption(locale);
    await expect.poll(() => page.getByTestId('world-preview').locator('strong').first().textContent()).toBe(NAME[locale]);
    await page.screenshot({ path: `${SHOTS}/ops-world-edit-${locale}.png`, fullPage: true });
    await page.getByTestId('world-tab-dresses').click();
    await page.getByTestId(`world-dress-${DRESS}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-world-dresses-${locale}.png`, fullPage: true });
  }
}

describe('console world', () => {
  it('a curator publishes an exhibition with two works and changes a dress price; a member sees both; the log names the curator', async () => {
    await operator(OPS_PATHS.operators, { login: LOGIN, display_name: 'World desk', roles: ['world'], password: PASSWORD });
    const page = await signInAsCurator();
    expect(await page.getByTestId('ops-nav').locator('a').allTextContents()).toEqual(['Dashboard', 'World']);

    const id = await createExhibition(page);
    await publish(page, id);
    await changePrice(page);
    await memberSees(id);

    expect((await auditEntries(`exhibition:${id}`)).map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
      'exhibition.create by e2e-world',
      'exhibition.publish by e2e-world',
    ]);
    expect((await auditEntries(`dress:${DRESS}`)).map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
      'dress.price by e2e-world',
    ]);
    expect((await auditEntries(`dress:${NEW_DRESS}`)).map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
      'dress.create by e2e-world',
    ]);

    await otherLanguages(page, id);
    // A member's phone loads a 3D hall on the way (software GL): more than the default minute when the machine is busy.
  }, 150_000);
});
