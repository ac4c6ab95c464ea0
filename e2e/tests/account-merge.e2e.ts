/**
 * Joining two accounts as a person would (docs/decisions.md, "Joining two accounts"): someone
 * logged in with a wallet first (and claimed a coupon and a badge there), later with their phone
 * (and reserved an event ticket there). On /My of the phone account they link the wallet, are
 * told it has its own account and what it holds, sign once more and merge. Afterwards the wallet
 * login and the phone login open the one account holding everything. Once per language, each with
 * its own pair of accounts; screenshots of the offer and of the success state.
 */
import fs from 'node:fs';
import path from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { callAs as call, loginByApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { installTestWallet } from '../support/test-wallet';

const b = useBrowser();
const chain = inject('chain');

/** Sign in with Ethereum from this process (the wallet's first login, before the browser). */
async function walletLoginByApi(privateKey: `0x${string}`) {
  const account = privateKeyToAccount(privateKey);
  const { message } = await call<{ message: string }>(`/api/v5/auth/blockchain/nonce?address=${account.address}&chainId=1`, null);
  const signature = await account.signMessage({ message });
  return call<{ token: string; user_id: string }>('/api/v5/auth/metamask/login', null, { message, signature });
}

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const dir = path.resolve(import.meta.dirname, '../.artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`) });
}

const cases = [
  { language: 'en-US', account: 6, phone: '13700006601', offer: 'This wallet has its own account', merged: 'Accounts merged' },
  { language: 'zh-CN', account: 7, phone: '13700006602', offer: '该钱包已有自己的账号', merged: '账号已合并' },
  { language: 'zh-TW', account: 8, phone: '13700006603', offer: '該錢包已有自己的帳號', merged: '帳號已合併' },
] as const;

describe('joining a wallet-first account and a phone account', () => {
  for (const c of cases) {
    it(`merges from /My and both logins open the one account (${c.language})`, async () => {
      const holder = chain.accounts[c.account]!;
      // The wallet account: a coupon and a badge.
      const wallet = await walletLoginByApi(holder.privateKey);
      const { templateId } = await call<{ templateId: number }>(
        '/h5/world/coupon/campaign?template=haochatongle-tea-20',
        wallet.token,
      );
      await call('/h5/world/coupon/claim', wallet.token, { templateId });
      await call('/api/v3/badges/claim', wallet.token, { event: 'mid-autumn-lantern' });
      // The phone account: an event ticket.
      const phone = await loginByApi(c.phone);
      const { sessions } = await call<{ sessions: Array<{ sessionId: number }> }>(
        '/api/v3/events/sessions?event=garden-tour',
        phone.may_uni_token!,
      );
      await call('/api/v3/events/reserve', phone.may_uni_token!, { sessionId: sessions[0]!.sessionId });

      const { page, context } = await b.phone({
        storage: { language: c.language, ...phone },
        // The link call answers 409 (the wallet has its own account): that is what opens the offer.
        allowErrors: [/409 \(Conflict\).*metamask\/connect/],
      });
      await installTestWallet(context, { privateKey: holder.privateKey, rpcUrl: chain.rpcUrl, localChainId: chain.chainId });
      await page.goto('/My');
      await page.getByTestId('profile-wallets').waitFor();
      await page.getByTestId('wallet-link').click();

      // Not a dead end: the merge offer, then a second signature shows what the other account holds.
      const dialog = page.getByTestId('merge-accounts');
      await dialog.waitFor();
      expect(await dialog.textContent()).toContain(c.offer);
      await shoot(page, `account-merge-intro-${c.language}`);
      await page.getByTestId('merge-accounts-prove').click();
      await page.getByTestId('merge-accounts-holds').waitFor();
      expect(await page.getByTestId('merge-holds-coupons').locator('dd').textContent()).toBe('1');
      expect(await page.getByTestId('merge-holds-badges').locator('dd').textContent()).toBe('1');
      expect(await page.getByTestId('merge-holds-tickets').locator('dd').textContent()).toBe('0');
      await shoot(page, `account-merge-offer-${c.language}`);

      await page.getByTestId('merge-accounts-confirm').click();
      await expect
        .poll(() =>
          page
            .getByTestId('toast')
            .textContent()
            .catch(() => ''),
        )
        .toContain(c.merged);
      await dialog.waitFor({ state: 'detached' });
      await expect
        .poll(() =>
          page
            .getByTestId('wallet-external-address')
            .textContent({ timeout: 1000 })
            .catch(() => null),
        )
        .toBe(holder.address);
      await shoot(page, `account-merge-done-${c.language}`);

      // The phone's session goes on and now holds the wallet account's badge and coupon.
      await page.goto('/MyMedal');
      await expect
        .poll(() =>
          page
            .getByTestId('my-badge-mid-autumn-lantern')
            .count()
            .catch(() => 0),
        )
        .toBe(1);
      const coupons = await call<{ total: number }>('/h5/world/coupon/list', phone.may_uni_token!);
      expect(coupons.total).toBe(1);

      // A login ends the account's other sessions, this page's too: the page is closed first.
      await page.close();
      // The wallet's old session ended with its account; logging in with the wallet again opens the phone's account.
      await expect(call('/api/v2/me', wallet.token)).rejects.toThrow();
      const again = await walletLoginByApi(holder.privateKey);
      expect(again.user_id).toBe(phone.may_user_id);
      const tickets = await call<{ tickets: unknown[] }>('/api/v3/events/tickets', again.token);
      expect(tickets.tickets).toHaveLength(1);
    });
  }
});
