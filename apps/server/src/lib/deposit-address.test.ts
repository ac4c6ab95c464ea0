import { describe, expect, it } from 'vitest';
import { HDKey } from '@scure/bip32';
import { mnemonicToAccount } from 'viem/accounts';
import { depositAddress, parseDepositXpub } from './deposit-address.js';

// The well-known Hardhat test mnemonic: its m/44'/60'/0' xpub derives the familiar accounts at 0/i.
const MNEMONIC = 'test test test test test test test test test test test junk';

async function hardhatXpub(): Promise<string> {
  const { mnemonicToSeedSync } = await import('@scure/bip39');
  return HDKey.fromMasterSeed(mnemonicToSeedSync(MNEMONIC)).derive("m/44'/60'/0'").publicExtendedKey;
}

describe('deposit addresses from DEPOSIT_XPUB', () => {
  it('derives the same addresses a wallet derives from the private side (0/i)', async () => {
    const root = parseDepositXpub(await hardhatXpub());
    for (const index of [0, 1, 7]) {
      expect(depositAddress(root, index)).toBe(mnemonicToAccount(MNEMONIC, { addressIndex: index }).address);
    }
  });

  it('refuses an xprv and garbage', () => {
    const xprv = HDKey.fromMasterSeed(new Uint8Array(32).fill(1)).privateExtendedKey;
    expect(() => parseDepositXpub(xprv)).toThrow(/PUBLIC/);
    expect(() => parseDepositXpub('xpub-not-a-key')).toThrow();
  });

  it('refuses an index outside the non-hardened range', async () => {
    const root = parseDepositXpub(await hardhatXpub());
    expect(() => depositAddress(root, 2 ** 31)).toThrow(RangeError);
    expect(() => depositAddress(root, -1)).toThrow(RangeError);
  });
});
