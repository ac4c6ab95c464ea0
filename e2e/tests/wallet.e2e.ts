/**
 * Wallets end to end, in simplified Chinese, against a real local EVM: a test wallet
 * in the page (a real private key signing through the local Hardhat node) logs in with Sign in
 * with Ethereum, adds and switches to the pass's chain, mints two passes in the KYC phase with its
 * Merkle proof (two transactions), has a refused transaction show "cancelled", stakes a pass and
 * watches its stake time tick, and finds it under My NFTs (the server's chain index), next to the
 * NFT list of another chain, 50 a page with infinite scroll.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginByApi } from '../support/api';
import { useBrowser } from '../support/browser';
import { E2E_WALLET_ACCOUNT } from '../support/global-setup';
import { installTestWallet } from '../support/test-wallet';

const b = useBrowser();
const chain = inject('chain');
const holder = chain.accounts[E2E_WALLET_ACCOUNT]!;

async function walletPhone(language: string, storage: Record<string, string> = {}, privateKey = holder.privateKey) {
  // Before the separate consent for the indexers abroad, the NFT list answers 403 (the ask shows).
  const session = await b.phone({ storage: { language, ...storage }, allowErrors: [/status of 403/] });
  const wallet = await installTestWallet(session.context, {
    privateKey,
    rpcUrl: chain.rpcUrl,
    localChainId: chain.chainId,
  });
  return { ...session, wallet };
}

async function logInWithWallet(page: Page) {
  await page.goto('/My');
  await page.getByTestId('login-dialog').waitFor();
  await page.getByTestId('login-consent').click();
  await page.getByTestId('login-wallet').click();
  await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
  await page.getByTestId('profile-wallets').waitFor();
}

const txPhase = (page: Page) => page.getByTestId('tx-phase').getAttribute('data-phase');

async function shoot(page: Page, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  const dir = path.resolve(import.meta.dirname, '../.artifacts');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name}.png`);
  await page.screenshot({ path: file, fullPage: false });
  expect(fs.statSync(file).size).toBeGreaterThan(10_000);
}

describe('wallet', () => {
  it('logs in with a wallet, mints a pass, stakes it and sees it under My NFTs (zh-CN)', async () => {
    const { page, wallet } = await walletPhone('zh-CN');

    // Sign in with Ethereum from the login dialog: loginType '1', the wallet on the profile.
    await logInWithWallet(page);
    expect(await page.evaluate(() => localStorage.getItem('loginType'))).toBe('1');
    expect(await page.evaluate(() => localStorage.getItem('may_uni_address'))).toBe(holder.address);
    expect(await page.getByTestId('wallet-external-address').textContent()).toBe(holder.address);
    expect(wallet.calls).toContain('personal_sign');
    // A wallet-only account logs in with that wallet: no "unlink".
    expect(await page.getByTestId('wallet-unlink').count()).toBe(0);

    // The pass page: the wallet is on Ethereum mainnet, so it asks to switch; the wallet does not
    // know the local chain, so the app adds it.
    await page.getByTestId('profile-pass').click();
    await page.getByTestId('pass-switch-chain').click();
    await page.getByTestId('pass-hero').waitFor();
    expect(wallet.added).toEqual([expect.objectContaining({ chainId: '0x539', rpcUrls: [chain.rpcUrl] })]);
    expect(await page.getByTestId('pass-minted').textContent()).toBe('已铸造 0 / 1000');
    expect(await page.getByTestId('phase-kyc-price').textContent()).toBe('0.01 ETH');
    // Account #1 is on the KYC list only: isWhitelist called from its address with the server's proofs.
    await expect.poll(() => page.getByTestId('phase-kyc-listed').textContent()).toBe('✓ 这个钱包在名单中');
    expect(await page.getByTestId('phase-pre-listed').textContent()).toBe('这个钱包不在名单中');
    expect(await page.getByTestId('phase-pre-blocked').getAttribute('data-reason')).toBe('notOnList');

    // A refused transaction says so and changes nothing.
    wallet.rejectNext = true;
    await page.getByTestId('phase-public-mint').click();
    await expect.poll(() => txPhase(page)).toBe('cancelled');
    expect(await page.getByTestId('tx-status').getByRole('heading').textContent()).toBe('交易已取消');
    expect(await page.getByTestId('tx-error').textContent()).toBe('你已在钱包中取消了请求。');
    await page.getByTestId('tx-status-done').click();

    // Two KYC passes: two transactions, each through the states, then confirmed.
    await page.getByTestId('phase-kyc-more').click();
    expect(await page.getByTestId('phase-kyc-quantity').textContent()).toBe('2');
    await page.getByTestId('phase-kyc-mint').click();
    await expect.poll(() => page.getByTestId('tx-status').textContent()).toContain('第 2 笔，共 2 笔');
    await expect.poll(() => txPhase(page)).toBe('confirmed');
    expect(await page.getByTestId('tx-status').textContent()).toContain('交易已确认');
    await page.getByTestId('tx-status-done').click();
    await expect.poll(() => page.getByTestId('pass-minted').textContent()).toBe('已铸造 2 / 1000');
    await expect.poll(() => page.getByTestId('pass-your-mints').textContent()).toBe('你已铸造 2 / 5（所有阶段合计）');
    await page.getByTestId('pass-0').waitFor();
    await page.getByTestId('pass-1').waitFor();
    expect(await page.getByTestId('pass-0-state').textContent()).toBe('未质押');

    // Stake pass #0: it says staked and its stake time ticks.
    await page.getByTestId('pass-0-select').check();
    await page.getByTestId('pass-stake').click();
    await expect.poll(() => txPhase(page)).toBe('confirmed');
    await shoot(page, 'pass-tx-confirmed-zh-CN');
    await page.getByTestId('tx-status-done').click();
    await expect.poll(() => page.getByTestId('pass-0-state').textContent()).toBe('质押中');
    const first = await page.getByTestId('pass-0-current').textContent();
    await expect.poll(() => page.getByTestId('pass-0-current').textContent()).not.toBe(first);
    expect(await page.getByTestId('pass-1-state').textContent()).toBe('未质押');
    await shoot(page, 'pass-zh-CN');

    // My NFTs: the pass tab lists both passes from the server's index, #0 marked staked.
    await page.getByTestId('pass-see-nfts').click();
    await page.getByTestId('nft-tab-pass').click();
    // The index follows the chain a moment behind: coming back to the tab asks it again.
    await expect
      .poll(async () => {
        const card = await page
          .getByTestId('nft-pass-0')
          .textContent({ timeout: 1000 })
          .catch(() => null);
        if (!card?.includes('质押中')) {
          await page.getByTestId('nft-tab-1').click();
          await page.getByTestId('nft-tab-pass').click();
        }
        return card;
      })
      .toContain('质押中');
    expect(await page.getByTestId('nft-pass-1').textContent()).not.toContain('质押中');

    // Another chain's list (NFTScan fake): 50 a page, the rest on scrolling.
    await page.getByTestId('nft-tab-2').click();
    // The indexers are abroad: the separate consent first (privacy-notices.e2e.ts tries refusing).
    await page.getByTestId('nft-consent-agree').click();
    await expect.poll(() => page.getByTestId('nft-card').count()).toBe(50);
    // Scrolling down loads the rest: ERC-721's second page, then the ERC-1155 list.
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 4000);
        return page.getByTestId('nft-card').count();
      })
      .toBe(60);
    expect(await page.getByTestId('nft-list').textContent()).toContain('Lantern No. 60');
    await shoot(page, 'my-nfts-zh-CN');
  });

  it('links a wallet to a phone account from the profile and unlinks it', async () => {
    const phoneUser = await loginByApi('13700001331');
    const linked = chain.accounts[2]!;
    const { page } = await walletPhone('zh-CN', phoneUser, linked.privateKey);
    await page.goto('/My');
    await page.getByTestId('profile-wallets').waitFor();
    expect(await page.getByTestId('wallet-external').count()).toBe(0);
    await page.getByTestId('wallet-link').click();
    await expect
      .poll(() =>
        page
          .getByTestId('wallet-external-address')
          .textContent({ timeout: 1000 })
          .catch(() => null),
      )
      .toBe(linked.address);
    await shoot(page, 'my-wallet-linked-zh-CN');
    await page.getByTestId('wallet-unlink').click();
    await page.getByTestId('wallet-unlink-action').click();
    await expect.poll(() => page.getByTestId('wallet-external').count()).toBe(0);
    expect(await page.getByTestId('wallet-link').isVisible()).toBe(true);
  });

  it('explains that WeChat has no wallet and offers the open-in-browser screen', async () => {
    const { page } = await b.phone({ wechat: true, storage: { language: 'zh-CN' } });
    await page.goto('/My');
    await page.getByTestId('login-dialog').waitFor();
    await page.getByTestId('login-consent').click();
    await page.getByTestId('login-wallet').click();
    await page.getByTestId('wallet-in-wechat').waitFor();
    await shoot(page, 'login-wallet-wechat-zh-CN');
    await page.getByTestId('wallet-open-in-browser').click();
    await page.getByTestId('open-in-browser').waitFor();
  });
});

describe('wallet screenshots', () => {
  it.each(['zh-CN', 'zh-TW', 'en-US'])('of the wallet screens in %s', async (language) => {
    const { page } = await walletPhone(language);
    await page.goto('/My');
    await page.getByTestId('login-dialog').waitFor();
    await shoot(page, `login-dialog-${language}`);
    await page.getByTestId('login-consent').click();
    await page.getByTestId('login-wallet').click();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached' });
    await page.getByTestId('profile-wallets').scrollIntoViewIfNeeded();
    await shoot(page, `my-wallets-${language}`);
    await page.getByTestId('profile-pass').click();
    await page.getByTestId('pass-hero').waitFor();
    await page.getByTestId('pass-switch-chain').waitFor();
    await shoot(page, `pass-switch-${language}`);
    await page.getByTestId('pass-switch-chain').click();
    await page.getByTestId('phase-kyc').waitFor();
    await expect.poll(() => page.getByTestId('phase-kyc-listed').count()).toBe(1);
    await shoot(page, `pass-${language}`);
    await page.locator('[data-testid="my-passes"], [data-testid="my-passes-empty"]').first().scrollIntoViewIfNeeded();
    await shoot(page, `pass-mine-${language}`);
    await page.getByTestId('pass-see-nfts').click();
    await expect
      .poll(async () => {
        // The separate consent for the indexers abroad, unless this account gave it already.
        if ((await page.getByTestId('nft-consent-agree').count()) > 0) await page.getByTestId('nft-consent-agree').click();
        return page.getByTestId('nft-card').count();
      })
      .toBeGreaterThan(0);
    await shoot(page, `my-nfts-${language}`);
  });
});
