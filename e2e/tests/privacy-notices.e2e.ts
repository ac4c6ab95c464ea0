/**
 * Notices, rights requests and the NFT indexers' separate consent in a browser (docs/privacy.md,
 * "Notices", "Rights requests", "Where data lives"), in the three languages: a material policy
 * change blocks the next visit until agreed and appears in the notice centre (in the app only: the
 * policy promises no SMS for it); a member makes a rights request and sees its deadline, support
 * answers it in the console, the member reads the reply as a notice; the NFT list asks for the
 * separate consent, sends nothing when refused, and loads once agreed. Screenshots at 390×844 and
 * the console's 1280×800 go to shots/privacy-notices/ (not committed).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { callAs, currentVersions, loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { useOwnServer } from '../support/server';
import { consoleLanguage, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
// Its own server: the policy versions it publishes (and, for the built-in version 2, finds current) are no other file's.
useOwnServer();
const SHOTS = shotsDir('privacy-notices');
const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}/${name}.png` });
const LANGUAGES = ['en-US', 'zh-CN', 'zh-TW'] as const;
type Language = (typeof LANGUAGES)[number];

/** Agrees to the service at the current versions, as the first visit's gate does. */
async function agreeToService(token: string) {
  const versions = await currentVersions(token, ['userAgreement', 'privacyPolicy']);
  await callAs('/api/v2/consent/decisions', token, { purpose: 'service', decision: 'agree', versions });
}

const SUMMARY = (n: number) => ({
  'zh-CN': `新增第 ${n} 项：短信服务商接收手机号。`,
  'zh-TW': `新增第 ${n} 項：簡訊服務商接收手機號碼。`,
  'en-US': `New item ${n}: the SMS provider receives the phone number.`,
});
const NOTICE_TITLE: Record<Language, RegExp> = {
  'en-US': /The Privacy Policy has changed \(version \d+\)/,
  'zh-CN': /《隐私政策》已更新（第 \d+ 版）/,
  'zh-TW': /《隱私權政策》已更新（第 \d+ 版）/,
};

describe('notices', () => {
  it.each(LANGUAGES.map((l, i) => [l, i] as const))(
    'a material policy change blocks the next visit and reaches the notice centre (%s)',
    async (language, i) => {
      const national = `1365557000${i}`;
      const session = await loginByApi(national);
      await agreeToService(session.may_uni_token!);
      const { page } = await b.phone({ storage: { ...session, language }, consentGate: true });
      await page.goto('/My');
      await page.getByTestId('profile-card').waitFor();
      expect(await page.getByTestId('consent-gate').count()).toBe(0);

      await operator('/api/admin/legal/versions', {
        document: 'privacyPolicy',
        effectiveDate: '2026-12-15',
        material: true,
        summary: SUMMARY(i),
      });
      await page.reload();
      const gate = page.getByTestId('consent-gate');
      await gate.waitFor();
      expect(await page.getByTestId('consent-changes').textContent()).toContain(SUMMARY(i)[language]);
      await page.getByTestId('consent-agree').click();
      await gate.waitFor({ state: 'detached' });

      await page.getByTestId('profile-notices-unread').waitFor();
      await shot(page, `my-unread-${language}`);
      await page.getByTestId('profile-notices').click();
      const notice = page.getByTestId('notice-policyChange').first();
      await notice.waitFor();
      expect(await notice.textContent()).toMatch(NOTICE_TITLE[language]);
      expect(await notice.textContent()).toContain(SUMMARY(i)[language]);
      await shot(page, `notices-${language}`);
      // Read once opened: back on /My the count is gone.
      await page.goto('/My');
      await page.getByTestId('profile-notices').waitFor();
      await expect.poll(() => page.getByTestId('profile-notices-unread').count()).toBe(0);
      // The policy promises an in-app notice for this kind, no SMS: the outbox holds the login code only.
      const outbox = await (await fetch(`${page.url().split('/My')[0]}/dev/sms-outbox?phone=%2B86${national}`)).json();
      expect((outbox as { data: unknown[] }).data).toHaveLength(1);
    },
  );
});

describe('publishing from the console', () => {
  it('a content operator publishes a material version; every member finds it in the notice centre', async () => {
    await operator(OPS_PATHS.operators, {
      login: 'e2e-legal',
      display_name: 'Legal desk',
      roles: ['content'],
      password: 'legal desk password 1',
    });
    const member = await loginByApi('13655573000');
    const console = await firstSignIn(b, 'content', { login: 'e2e-legal', password: 'legal desk password 1' });
    const form = console.getByTestId('legal-versions');
    await form.waitFor();
    await form.getByTestId('legal-document').selectOption('userAgreement');
    await form.getByTestId('legal-effective-date').fill('2026-12-20');
    await form.getByTestId('legal-material').check();
    const summary = { 'zh-CN': '新增：会员等级规则。', 'zh-TW': '新增：會員等級規則。', 'en-US': 'New: the membership levels.' };
    for (const [locale, text] of Object.entries(summary)) await form.getByTestId(`legal-summary-${locale}`).fill(text);
    for (const language of LANGUAGES) {
      await consoleLanguage(console, language);
      await form.scrollIntoViewIfNeeded();
      await console.screenshot({ path: `${SHOTS}/console-legal-${language}.png`, fullPage: true });
    }
    await form.getByTestId('legal-publish').click();
    await form.getByTestId('legal-message').waitFor();
    const { items } = await callAs<{ items: Array<{ kind: string; body: string }> }>('/api/v2/me/notices', member.may_uni_token!);
    expect(items[0]).toMatchObject({ kind: 'policyChange' });
    expect(items[0]!.body).toContain(summary['en-US']);
  });
});

describe('rights requests', () => {
  it('a member asks, sees the deadline; support answers in the console; the reply arrives as a notice', async () => {
    await operator(OPS_PATHS.operators, {
      login: 'e2e-rights',
      display_name: 'Rights desk',
      roles: ['support'],
      password: 'rights desk password 1',
    });
    const members: Array<{ language: Language; page: Page; text: string }> = [];
    for (const [i, language] of LANGUAGES.entries()) {
      const session = await loginByApi(`1365557100${i}`);
      const { page } = await b.phone({ storage: { ...session, language } });
      await page.goto('/My');
      await page.getByTestId('profile-rights').click();
      const text = `Please correct my nickname (${language}).`;
      await page.getByTestId('rights-kind').selectOption('correction');
      await page.getByTestId('rights-text').fill(text);
      await page.getByTestId('rights-submit').click();
      const open = page.getByTestId('rights-request-open').first();
      await open.waitFor();
      expect(await open.getByTestId('rights-due').textContent()).toMatch(/\d{4}-\d{2}-\d{2}/);
      await shot(page, `rights-open-${language}`);
      members.push({ language, page, text });
    }

    const console = await firstSignIn(b, 'members', { login: 'e2e-rights', password: 'rights desk password 1' });
    for (const language of LANGUAGES) {
      await consoleLanguage(console, language);
      await console.getByTestId('members-tab-rights').click();
      await console.getByTestId('rights-queue').locator('tr', { hasText: members[0]!.text }).waitFor();
      await console.screenshot({ path: `${SHOTS}/console-rights-${language}.png`, fullPage: true });
    }
    for (const m of members) {
      const row = console.getByTestId('rights-queue').locator('tr', { hasText: m.text });
      await row.getByTestId('rights-reply').fill(`Corrected for you (${m.language}).`);
      await row.getByTestId('rights-answer').click();
      await console.getByTestId('rights-message').waitFor();
      await row.waitFor({ state: 'detached' });
    }

    for (const m of members) {
      await m.page.goto('/notices');
      const notice = m.page.getByTestId('notice-rightsReply').first();
      await notice.waitFor();
      expect(await notice.textContent()).toContain(`Corrected for you (${m.language}).`);
      await shot(m.page, `notice-reply-${m.language}`);
      await m.page.goto('/privacy-requests');
      await m.page.getByTestId('rights-request-answered').waitFor();
      expect(await m.page.getByTestId('rights-reply').first().textContent()).toContain(`Corrected for you (${m.language}).`);
      await shot(m.page, `rights-answered-${m.language}`);
    }
  });
});

describe('the NFT indexers abroad', () => {
  it.each(LANGUAGES.map((l, i) => [l, i] as const))(
    'asks for the separate consent, sends nothing when refused, lists once agreed (%s)',
    async (language, i) => {
      const session = await loginByApi(`1365557200${i}`);
      const { page } = await b.phone({ storage: { ...session, language }, allowErrors: [/status of 403/] });
      // A linked wallet: the wallet suite links a real one; here the profile carries the address the
      // fake indexers hold (hardhat account #1). The NFT routes do not look at links, only at consent.
      await page.route(/\/api\/v2\/me$/, async (route) => {
        const real = (await (await route.fetch()).json()) as { data: Record<string, unknown> };
        const wallet = { wallet_type: 1, wallet_address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' };
        real.data = { ...real.data, user_wallets: [wallet], wallet_address: wallet.wallet_address };
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify(real) });
      });
      const answers: number[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/v2/alchemy/1/getNFTs')) answers.push(r.status());
      });
      await page.goto('/my-nfts');
      await page.getByTestId('nft-consent').waitFor();
      await shot(page, `nft-consent-${language}`);
      await page.getByTestId('nft-consent-refuse').click();
      await page.getByTestId('nft-consent-refused').waitFor();
      // Every ask so far was refused by the server before any indexer was called.
      expect(answers.length).toBeGreaterThan(0);
      expect(answers.every((s) => s === 403)).toBe(true);
      expect(await page.getByTestId('nft-card').count()).toBe(0);
      await page.getByTestId('nft-consent-agree').click();
      await expect.poll(() => page.getByTestId('nft-card').count()).toBeGreaterThan(0);
      expect(answers.at(-1)).toBe(200);
      await shot(page, `nft-listed-${language}`);
    },
  );
});
