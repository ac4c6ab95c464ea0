/**
 * The consent gate in a browser (docs/privacy.md): a first visit agrees before browsing; an
 * operator publishes a material version and the next visit is blocked until agreed; a minor one
 * shows a banner once; a member withdraws an optional purpose in settings and the ledger says so;
 * the privacy policy is at most four taps from every tab. Screenshots of the gate, the banner and
 * the settings at 390×844 in the three languages go to shots/consent/ (ignored by git).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ConsentState } from '../../packages/protocol/src/api/consent';
import { callAs, currentVersions, loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { useOwnServer } from '../support/server';

const b = useBrowser();
// Its own server: the policy versions it publishes (and, for the built-in version 2, finds current) are no other file's.
useOwnServer();
const SHOTS = path.resolve(import.meta.dirname, '../../shots/consent');
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

const SUMMARIES = {
  material: {
    'zh-CN': '新增：活动报名信息将保存至活动结束后 30 天。',
    'zh-TW': '新增：活動報名資訊將保存至活動結束後 30 天。',
    'en-US': 'New: event sign-up details are kept until 30 days after the event.',
  },
  minor: {
    'zh-CN': '更正联系邮箱的拼写。',
    'zh-TW': '更正聯絡信箱的拼寫。',
    'en-US': 'Corrected the spelling of the contact address.',
  },
};
const publish = (document: string, material: boolean) =>
  operator<{ version: number }>('/api/admin/legal/versions', {
    document,
    effectiveDate: '2026-12-01',
    material,
    summary: material ? SUMMARIES.material : SUMMARIES.minor,
  });

// First in the file: the suites after it publish later versions on the same server.
describe('the built-in version 2', () => {
  const cases = [
    { language: 'en-US', national: '13655560001', title: 'Our terms have changed', promise: '15 working days' },
    { language: 'zh-CN', national: '13655560002', title: '我们的条款已更新', promise: '15个工作日' },
    { language: 'zh-TW', national: '13655560003', title: '我們的條款已更新', promise: '15個工作天' },
  ] as const;
  it.each(cases)('meets a member who agreed to version 1, and the policy says what changed ($language)', async (c) => {
    const person = await loginByApi(c.national);
    const { page } = await b.phone({ storage: { ...person, language: c.language }, consentGate: true });
    // The server's own answer, as it reads for a member whose agreement is at version 1 (no
    // agreement at version 1 can be recorded any more: an agreement names the current version).
    let changed: ConsentState['changes'] = [];
    await page.route(/\/api\/v2\/consent(\?.*)?$/, async (route) => {
      if (route.request().method() !== 'GET') return route.continue();
      const real = (await (await route.fetch()).json()) as { data: ConsentState };
      // Until they agree (then the server's answer is "none" and passes as it is).
      if (real.data.gate !== 'first') return route.fulfill({ contentType: 'application/json', body: JSON.stringify(real) });
      changed = real.data.documents.filter((d) => d.document !== 'childrenRules');
      const data: ConsentState = {
        ...real.data,
        gate: 'material',
        changes: changed,
        decisions: changed.map((d) => ({
          purpose: 'service',
          document: d.document,
          version: 1,
          decision: 'agree',
          at: '2024-01-01T00:00:00Z',
        })),
      };
      await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...real, data }) });
    });
    await page.goto('/');
    const gate = page.getByTestId('consent-gate');
    await gate.waitFor();
    expect(changed.map((d) => [d.document, d.version, d.material])).toEqual([
      ['userAgreement', 2, true],
      ['privacyPolicy', 2, true],
    ]);
    expect(await gate.textContent()).toContain(c.title);
    expect(await page.getByTestId('consent-changes').textContent()).toContain(c.promise);
    await shot(page, `gate-version2-${c.language}`);
    await page.getByTestId('consent-agree').click();
    await gate.waitFor({ state: 'detached' });
    // Agreed at the current versions, in the ledger.
    const state = await callAs<ConsentState>('/api/v2/consent', person.may_uni_token!);
    expect(state.gate).toBe('none');

    await page.goto('/privacy');
    const doc = page.getByTestId('legal-document');
    await doc.waitFor();
    expect(await doc.textContent()).toContain(c.promise);
    await shot(page, `privacy-version2-${c.language}`);
    await page.locator('#account-deletion').scrollIntoViewIfNeeded();
    await shot(page, `privacy-version2-cancellation-${c.language}`);
  });
});

describe('the consent gate', () => {
  it.each([
    ['en-US', 'Before you start', 'Our terms have changed'],
    ['zh-CN', '开始之前', '我们的条款已更新'],
    ['zh-TW', '開始之前', '我們的條款已更新'],
  ] as const)('first visit, a material change, a minor change in %s', async (language, firstTitle, changedTitle) => {
    const { page } = await b.phone({ storage: { language }, consentGate: true });
    await page.goto('/');
    const gate = page.getByTestId('consent-gate');
    await gate.waitFor();
    expect(await gate.textContent()).toContain(firstTitle);
    await shot(page, `gate-first-${language}`);
    await page.getByTestId('consent-agree').click();
    await gate.waitFor({ state: 'detached' });
    // Browsing goes on without the gate.
    await page.goto('/Equity');
    await page.getByTestId('brand-list').waitFor();
    expect(await gate.count()).toBe(0);

    await publish('privacyPolicy', true);
    await page.reload();
    await gate.waitFor();
    expect(await gate.textContent()).toContain(changedTitle);
    expect(await page.getByTestId('consent-changes').textContent()).toContain(SUMMARIES.material[language]);
    await shot(page, `gate-material-${language}`);
    // The full text is readable with the gate up; coming back finds it still there.
    await page.getByTestId('consent-read-privacy').click();
    await page.waitForURL('**/privacy');
    await page.getByTestId('legal-document').waitFor();
    expect(await gate.count()).toBe(0);
    await page.goBack();
    await gate.waitFor();
    await page.getByTestId('consent-agree').click();
    await gate.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('brand-list').waitFor();

    await publish('userAgreement', false);
    await page.reload();
    const banner = page.getByTestId('consent-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain(SUMMARIES.minor[language]);
    expect(await gate.count()).toBe(0);
    await shot(page, `banner-${language}`);
    await page.getByTestId('consent-banner-dismiss').click();
    await banner.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByTestId('brand-list').waitFor();
    // The same change is not shown twice: poll until the gate's answer is in, then look.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('culture.consent.minorSeen')))
      .toMatch(/^userAgreement:\d+$/);
    expect(await banner.count()).toBe(0);
  });

  it.each(['en-US', 'zh-CN', 'zh-TW'] as const)('a member withdraws marketing in settings (%s)', async (language) => {
    const national = { 'en-US': '13655550001', 'zh-CN': '13655550002', 'zh-TW': '13655550003' }[language];
    const person = await loginByApi(national);
    const { page } = await b.phone({ storage: { ...person, language }, consentGate: true });
    await page.goto('/My');
    await page.getByTestId('consent-gate').waitFor();
    await page.getByTestId('consent-agree').click();
    await page.getByTestId('profile-privacy').click();
    await page.waitForURL('**/privacy-settings');
    const marketing = page.getByTestId('consent-marketing');
    await marketing.waitFor();
    expect(await marketing.isChecked()).toBe(false);
    await marketing.click();
    await expect.poll(() => marketing.isChecked()).toBe(true);
    await page.getByTestId('consent-personalisation').click();
    await expect.poll(() => page.getByTestId('consent-personalisation').isChecked()).toBe(true);
    await marketing.click();
    await expect.poll(() => marketing.isChecked()).toBe(false);
    await shot(page, `settings-${language}`);
    const state = await callAs<ConsentState>('/api/v2/consent', person.may_uni_token!);
    expect(state.decisions.find((d) => d.purpose === 'marketing')?.decision).toBe('withdraw');
    expect(state.decisions.find((d) => d.purpose === 'personalisation')?.decision).toBe('agree');
    expect(state.gate).toBe('none');
  });
});

describe('the privacy policy is at most four taps away', () => {
  const TABS = ['/', '/MobilePage', '/Equity', '/MyMedal', '/My'];
  /** Taps from `start` to the policy: the My tab, then the login dialog's link or /My's privacy settings and its link. */
  async function tapsToPolicy(page: Page, start: string, member: boolean): Promise<number> {
    await page.goto(start);
    await page.getByTestId('tab-bar').waitFor();
    let taps = 0;
    // A guest on a members' tab already has the login dialog, with the policy's link, in front of them.
    const gated = start === '/My' || start === '/MyMedal';
    if (start !== '/My' && (member || !gated)) {
      await page.getByTestId('tab-my').click();
      taps += 1;
    }
    if (member) {
      await page.getByTestId('profile-privacy').click();
      await page.getByTestId('consent-doc-privacyPolicy').click();
      taps += 2;
    } else {
      await page.getByTestId('login-link-privacy').click();
      taps += 1;
    }
    await page.waitForURL('**/privacy');
    await page.getByTestId('legal-document').waitFor();
    return taps;
  }

  it.each(TABS)('from %s, as a guest and as a member', async (start) => {
    const guest = await b.phone({ storage: { language: 'en-US' } });
    expect(await tapsToPolicy(guest.page, start, false)).toBeLessThanOrEqual(4);
    const person = await loginByApi(`1366666${String(TABS.indexOf(start)).padStart(4, '0')}`);
    // The real answer (its documents list the policy), for a member who already agreed.
    const token = person.may_uni_token!;
    const versions = await currentVersions(token, ['userAgreement', 'privacyPolicy']);
    await callAs('/api/v2/consent/decisions', token, { purpose: 'service', decision: 'agree', versions });
    const member = await b.phone({ storage: { ...person, language: 'en-US' }, consentGate: true });
    expect(await tapsToPolicy(member.page, start, true)).toBeLessThanOrEqual(4);
  });
});
