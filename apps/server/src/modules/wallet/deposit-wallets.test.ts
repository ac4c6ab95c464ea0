/** Deposit wallets on /api/v2/me: derived from DEPOSIT_XPUB, reachable by the offline private side, one per member. */
import { HDKey } from '@scure/bip32';
import { mnemonicToSeedSync } from '@scure/bip39';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, mnemonicToAccount, privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { depositWallets } from '../../db/schema.js';
import { createTestApp } from '../../test/helper.js';

// The Hardhat mnemonic stands in for the operator's offline key; the server only gets its account xpub.
const MNEMONIC = 'test test test test test test test test test test test junk';
const XPUB = HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive("m/44'/60'/0'").publicExtendedKey;
const t = await createTestApp({ env: { DEPOSIT_XPUB: XPUB } });

async function me(token: string) {
  return (await t.get('/api/v2/me', { token })).json().data as {
    user_wallets: Array<{ wallet_type: number; wallet_address: string }>;
    wallet_address: string | null;
  };
}

describe('deposit wallets', () => {
  it('gives a member a deposit address the offline key reaches, first in user_wallets, before a linked wallet', async () => {
    const { token, userId } = await t.loginWithPhone('13600136001');
    const first = await me(token);
    expect(first.user_wallets).toHaveLength(1);
    const [deposit] = first.user_wallets;
    expect(deposit!.wallet_type).toBe(2);
    expect(first.wallet_address).toBe(deposit!.wallet_address);
    const [row] = await t.database.db
      .select()
      .from(depositWallets)
      .where(eq(depositWallets.userId, BigInt(userId)));
    // The operator derives the same address, by the same index, from the mnemonic it keeps offline.
    expect(deposit!.wallet_address).toBe(mnemonicToAccount(MNEMONIC, { addressIndex: row!.accountIndex }).address);
    expect((await me(token)).user_wallets).toEqual(first.user_wallets);

    const wallet = privateKeyToAccount(generatePrivateKey());
    const { message } = (await t.get(`/api/v5/auth/blockchain/nonce?address=${wallet.address}&chainId=1`)).json().data;
    const signature = await wallet.signMessage({ message });
    expect((await t.post('/api/v2/blockchain/wallet/metamask/connect', { message, signature }, { token })).statusCode).toBe(200);
    const linked = await me(token);
    expect(linked.user_wallets).toEqual([
      { wallet_type: 2, wallet_address: deposit!.wallet_address },
      { wallet_type: 1, wallet_address: wallet.address },
    ]);
    expect(linked.wallet_address).toBe(wallet.address);
  });

  it('gives every member their own index, once, however many first looks race; guests get none', async () => {
    const a = await t.loginWithPhone('13600136002');
    const b = await t.loginWithPhone('13600136003');
    const looks = await Promise.all(Array.from({ length: 20 }, () => me(a.token)));
    expect(new Set(looks.map((m) => m.user_wallets[0]!.wallet_address)).size).toBe(1);
    expect(
      await t.database.db
        .select()
        .from(depositWallets)
        .where(eq(depositWallets.userId, BigInt(a.userId))),
    ).toHaveLength(1);
    expect((await me(b.token)).user_wallets[0]!.wallet_address).not.toBe(looks[0]!.user_wallets[0]!.wallet_address);
    const guest = await t.guestToken();
    expect((await me(guest)).user_wallets).toEqual([]);
  });
});
