/**
 * The logged-in pages are readable and usable too (WCAG 2.1 AA): a member holding a coupon, a
 * badge, an event ticket and a conversation; axe-core finds no serious or critical violation on
 * /My, /MyMedal, the coupons and one coupon, the event tickets, the chat list and a conversation,
 * nor in the edit-profile dialog and the account-merge offer, in the three languages; every tap
 * target there is at least 44×44 px.
 */
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callAs as call, loginByApi, setNickname } from '../support/api';
import { axeFindings, axeSource, smallTapTargets, type Finding } from '../support/axe';
import { useBrowser } from '../support/browser';
import { installTestWallet } from '../support/test-wallet';

const b = useBrowser();
const chain = inject('chain');
const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US'];
/** A Hardhat account of its own: a wallet-first account the member's wallet link runs into. */
const OTHER_WALLET = chain.accounts[9]!;

/** The member and what they hold, made once for the three languages. */
let member: Promise<{ session: Record<string, string>; couponId: string; conversation: string }> | undefined;
function theMember(page: Page) {
  member ??= (async () => {
    const session = await loginByApi('13700009901');
    const friend = await loginByApi('13700009902');
    await setNickname(session, 'Axe Reader');
    await setNickname(friend, 'Axe Friend');
    const token = session.may_uni_token!;
    const { templateId } = await call<{ templateId: number }>('/h5/world/coupon/campaign?template=haochatongle-tea-20', token);
    const { customerCouponId } = await call<{ customerCouponId: string }>('/h5/world/coupon/claim', token, { templateId });
    await call('/api/v3/badges/claim', token, { event: 'mid-autumn-lantern' });
    const { sessions } = await call<{ sessions: Array<{ sessionId: number }> }>(
      '/api/v3/events/sessions?event=garden-tour',
      token,
    );
    await call('/api/v3/events/reserve', token, { sessionId: sessions[0]!.sessionId });
    // The wallet the member will try to link already has an account of its own.
    const account = privateKeyToAccount(OTHER_WALLET.privateKey);
    const { message } = await call<{ message: string }>(
      `/api/v5/auth/blockchain/nonce?address=${account.address}&chainId=1`,
      null,
    );
    await call('/api/v5/auth/metamask/login', null, { message, signature: await account.signMessage({ message }) });
    // A conversation, written the way a person writes one.
    await page.evaluate((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, session);
    await page.goto('/chat');
    await page.getByTestId('chat-new').click();
    await page.getByTestId('people-search').fill('Axe Friend');
    await page.getByTestId('people-result').filter({ hasText: 'Axe Friend' }).click();
    await page.waitForURL(/\/chat\/\d+$/);
    await page.getByTestId('composer-input').fill('Hello from the axe suite');
    await page.getByTestId('composer-send').click();
    await expect.poll(() => page.getByTestId('message').last().getAttribute('data-status')).toBe('sent');
    return { session, couponId: customerCouponId, conversation: new URL(page.url()).pathname };
  })();
  return member;
}

describe('accessibility of the logged-in pages', () => {
  it.each(LANGUAGES)(
    'no serious or critical axe violation and no tap target under 44 px on the member pages in %s',
    async (language) => {
      const { page, context } = await b.phone({
        storage: { language, may_world_hint_seen: '1' },
        // The link call answers 409 (the wallet has its own account): that is what opens the offer.
        allowErrors: [/409 \(Conflict\).*metamask\/connect/],
      });
      await context.addInitScript({ content: axeSource });
      await installTestWallet(context, {
        privateKey: OTHER_WALLET.privateKey,
        rpcUrl: chain.rpcUrl,
        localChainId: chain.chainId,
      });
      await page.goto('/userAgreement');
      const { session, couponId, conversation } = await theMember(page);
      await page.evaluate(
        ({ entries, lang }) => {
          for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
          localStorage.setItem('language', lang);
        },
        { entries: session, lang: language },
      );

      const report: string[] = [];
      const small: string[] = [];
      const check = async (where: string, findings: Finding[]) => {
        for (const f of findings)
          for (const n of f.nodes) report.push(`${where} ${f.id} (${f.impact}) ${n.target}: ${n.summary || f.help}`);
        for (const s of await smallTapTargets(page)) small.push(`${where} ${s}`);
      };
      for (const route of ['/My', '/MyMedal', '/my-ticket', `/ticket-detail/${couponId}`, '/my-events', '/chat', conversation]) {
        await page.goto(route);
        await check(route, await axeFindings(page));
      }

      // The dialogs: edit profile, and the merge offer where linking finds the wallet's own account.
      await page.goto('/My');
      await page.getByTestId('profile-edit').click();
      await page.getByTestId('edit-profile').waitFor();
      await check('edit-profile dialog', await axeFindings(page, { waitForMain: false }));
      await page.keyboard.press('Escape');
      await page.getByTestId('edit-profile').waitFor({ state: 'detached' });
      await page.getByTestId('wallet-link').click();
      await page.getByTestId('merge-accounts').waitFor();
      await check('merge dialog', await axeFindings(page, { waitForMain: false }));
      await page.getByTestId('merge-accounts-prove').click();
      await page.getByTestId('merge-accounts-holds').waitFor();
      await check('merge dialog, holdings', await axeFindings(page, { waitForMain: false }));

      console.log(
        `[axe member] ${language}: ${report.length} serious or critical violations, ${small.length} tap targets under 44 px`,
      );
      for (const line of [...report, ...small]) console.log(`  ${line}`);
      expect(report, `axe violations in ${language}`).toEqual([]);
      expect(small, `tap targets under 44 px in ${language}`).toEqual([]);
    },
    180_000,
  );
});
