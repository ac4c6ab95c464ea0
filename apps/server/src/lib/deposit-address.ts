/**
 * Deposit wallets: every account's deposit address is derived from the operator's
 * extended PUBLIC key (DEPOSIT_XPUB, BIP-32) at the non-hardened child `0/{accountIndex}`, so the
 * server can name the address an operator mints to without ever holding a private key. The
 * operator keeps the matching xprv offline and derives the same path when funds must move.
 */
import { HDKey } from '@scure/bip32';
import { getAddress, keccak256, toHex } from 'viem';
import { secp256k1 } from '@noble/curves/secp256k1';

/** BIP-32 non-hardened indexes stop below 2^31. */
export const MAX_DEPOSIT_INDEX = 2 ** 31 - 1;

/** Parses an xpub; throws on anything that is not a public extended key (an xprv is refused too). */
export function parseDepositXpub(xpub: string): HDKey {
  const key = HDKey.fromExtendedKey(xpub);
  if (key.privateKey) throw new Error('DEPOSIT_XPUB must be an extended PUBLIC key (xpub), never an xprv');
  if (!key.publicKey) throw new Error('DEPOSIT_XPUB has no public key');
  return key;
}

/** The EIP-55 address of `0/{index}` under the xpub. */
export function depositAddress(root: HDKey, index: number): `0x${string}` {
  if (!Number.isInteger(index) || index < 0 || index > MAX_DEPOSIT_INDEX) throw new RangeError('deposit index out of range');
  const child = root.deriveChild(0).deriveChild(index);
  const compressed = child.publicKey!;
  const uncompressed = secp256k1.ProjectivePoint.fromHex(compressed).toRawBytes(false);
  const hash = keccak256(toHex(uncompressed.slice(1)));
  return getAddress(`0x${hash.slice(-40)}`);
}
