/**
 * Checks a signed EIP-4361 message against what the server expects. Every refusal is a reason
 * (mapped to a catalogue code by the caller), never a throw: bad input must not become a 5xx.
 * The signature check is injected: viem's offline `verifyMessage` for EOAs, or a public client's
 * `verifyMessage`, which also covers EIP-1271 contract wallets and ERC-6492 undeployed ones.
 */
import type { ParsedMessage } from '@spruceid/siwe-parser';
import { hexToBigInt, parseSignature } from 'viem';
import { parseSiweMessage } from './siwe-message.js';
import { SignatureCheckUnavailable, type SignatureCheck } from '../../lib/wallet-signature.js';

export type SiweRefusal =
  | 'malformed'
  | 'domain'
  | 'uri'
  | 'chain'
  | 'nonce'
  | 'expired'
  | 'not_yet_valid'
  | 'bad_time'
  | 'signature'
  /** The text is not, byte for byte, the message the server issued for its nonce. */
  | 'altered'
  /** No live nonce of the server's for this message (unknown, used or expired): refused before any signature work. */
  | 'nonce_unknown'
  /** The chain could not be asked (a contract wallet's signature while its RPC fails). */
  | 'unavailable';

export interface SiweExpectations {
  domain: string;
  /** The URI's origin must be this one when given. */
  origin?: string;
  /** The nonce the server issued, when it is known before parsing (tests; the service looks it up by address). */
  nonce?: string;
  chainIds?: readonly number[];
  now: Date;
}

export type SiweOutcome = { ok: true; parsed: ParsedMessage } | { ok: false; reason: SiweRefusal };

/** Half the order n of secp256k1 (SEC 2): EIP-2 and OpenZeppelin's ECDSA accept only s at or below it. */
const SECP256K1_HALF_N = 0x7fffffffffffffffffffffffffffffff5d576e7357a4501ddfe92f46681b20a0n;

/**
 * True for a 65-byte ECDSA signature whose s is in the upper half: the malleable twin of a valid
 * signature (viem's recovery accepts both). Other lengths (EIP-1271, ERC-6492, EIP-2098 compact)
 * are left to the wallet's own check.
 */
export function isHighS(signature: string): boolean {
  if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) return false;
  try {
    return hexToBigInt(parseSignature(signature as `0x${string}`).s) > SECP256K1_HALF_N;
  } catch {
    return false;
  }
}

/** An RFC 3339 time that names a real calendar day (Date.parse rolls 02-31 over to March). */
export function strictTime(value: string): number | null {
  const ms = Date.parse(value);
  if (Number.isNaN(ms)) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})T/.exec(value);
  if (!day) return null;
  const [, y, m, d] = day.map(Number);
  const check = new Date(Date.UTC(y!, m! - 1, d!));
  if (check.getUTCFullYear() !== y || check.getUTCMonth() !== m! - 1 || check.getUTCDate() !== d) return null;
  return ms;
}

export async function verifySiwe(
  message: string,
  signature: string,
  expect: SiweExpectations,
  check: SignatureCheck,
  /**
   * The exact text the server issued for this message's live nonce, or null when there is none.
   * Asked before the signature is checked, so garbage never costs a signature check (or an RPC call).
   */
  issuedMessage?: (parsed: ParsedMessage) => Promise<string | null>,
): Promise<SiweOutcome> {
  const parsed = parseSiweMessage(message);
  if (!parsed) return { ok: false, reason: 'malformed' };
  if (parsed.domain !== expect.domain) return { ok: false, reason: 'domain' };
  if (expect.origin !== undefined) {
    let origin: string | null = null;
    try {
      origin = new URL(parsed.uri).origin;
    } catch {
      origin = null;
    }
    if (origin !== expect.origin) return { ok: false, reason: 'uri' };
  }
  if (expect.chainIds && !expect.chainIds.includes(parsed.chainId)) return { ok: false, reason: 'chain' };
  if (expect.nonce !== undefined && parsed.nonce !== expect.nonce) return { ok: false, reason: 'nonce' };

  const now = expect.now.getTime();
  const issuedAt = strictTime(parsed.issuedAt);
  if (issuedAt === null) return { ok: false, reason: 'bad_time' };
  if (parsed.expirationTime !== undefined) {
    const expires = strictTime(parsed.expirationTime);
    if (expires === null) return { ok: false, reason: 'bad_time' };
    if (now >= expires) return { ok: false, reason: 'expired' };
  }
  if (parsed.notBefore !== undefined) {
    const notBefore = strictTime(parsed.notBefore);
    if (notBefore === null) return { ok: false, reason: 'bad_time' };
    if (now < notBefore) return { ok: false, reason: 'not_yet_valid' };
  }

  if (!/^0x[0-9a-fA-F]+$/.test(signature) || isHighS(signature)) return { ok: false, reason: 'signature' };
  if (issuedMessage) {
    // The fields above may all match while the statement, times, resources or URI userinfo differ:
    // only the issued text itself, compared whole, is what the server asked the wallet to sign.
    const issued = await issuedMessage(parsed);
    if (issued === null) return { ok: false, reason: 'nonce_unknown' };
    if (issued !== message) return { ok: false, reason: 'altered' };
  }
  let valid = false;
  try {
    valid = await check({
      address: parsed.address as `0x${string}`,
      message,
      signature: signature as `0x${string}`,
      chainId: parsed.chainId,
    });
  } catch (error) {
    if (error instanceof SignatureCheckUnavailable) return { ok: false, reason: 'unavailable' };
    valid = false;
  }
  return valid ? { ok: true, parsed } : { ok: false, reason: 'signature' };
}
