/**
 * Sign in with Ethereum and linked wallets. The server writes the EIP-4361 message for
 * its own origin with a fresh nonce; a login or link must bring back that exact text signed by the
 * address in it. The nonce is taken by one conditional DELETE after the signature checks out, so
 * of any number of parallel replays exactly one gets through. First login creates the account; a
 * phone account can link one external wallet (wallet_type 1) and unlink it again.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { getAddress, verifyMessage } from 'viem';
import { SIWE_CHAIN_IDS, SIWE_DEV_CHAIN_IDS, WALLET_TYPE } from '@culture/protocol';
import type { Database } from '../../db/client.js';
import { userWallets, users, walletNonces } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import { nextId } from '../../lib/ids.js';
import { buildSiweMessage } from './siwe-message.js';
import type { ParsedMessage } from '@spruceid/siwe-parser';
import type { SignatureCheck } from '../../lib/wallet-signature.js';
import { verifySiwe } from './siwe-verify.js';

const NONCE_LIFE_MS = 5 * 60_000;
const SIGN_IN_STATEMENT = 'Sign in to May Universe. This request costs nothing and sends no transaction.';
const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 17 alphanumerics from a CSPRNG (about 101 bits; EIP-4361 asks for at least 8). */
function newNonce(): string {
  const bytes = randomBytes(32);
  let out = '';
  for (const byte of bytes) {
    if (byte >= 248) continue; // 248 = 62 × 4: no modulo bias
    out += ALPHANUMERIC[byte % 62];
    if (out.length === 17) return out;
  }
  return out.length >= 8 ? out : newNonce();
}

/** Offline EOA check with viem (contract wallets need a chain: app.ts passes createSignatureCheck). */
const eoaCheck: SignatureCheck = ({ address, message, signature }) => verifyMessage({ address, message, signature });

export interface WalletServiceOptions {
  db: Database;
  now: () => number;
  /** https://app.example.com: its host is the message's domain, the origin its URI. */
  publicOrigin: string;
  production: boolean;
  signatureCheck?: SignatureCheck;
}

export function createWalletService({ db, now, publicOrigin, production, signatureCheck = eoaCheck }: WalletServiceOptions) {
  const origin = new URL(publicOrigin);
  const chainIds: readonly number[] = production ? SIWE_CHAIN_IDS : [...SIWE_CHAIN_IDS, ...SIWE_DEV_CHAIN_IDS];

  /** Verifies the signed message and takes its nonce; answers the signing address (EIP-55). */
  async function redeem(message: string, signature: string): Promise<`0x${string}`> {
    const live = (parsed: ParsedMessage) =>
      and(
        eq(walletNonces.nonce, parsed.nonce),
        eq(walletNonces.address, parsed.address.toLowerCase()),
        eq(walletNonces.chainId, parsed.chainId),
        sql`${walletNonces.expiresAt} > ${new Date(now()).toISOString()}::timestamptz`,
      );
    const outcome = await verifySiwe(
      message,
      signature,
      { domain: origin.host, origin: origin.origin, chainIds, now: new Date(now()) },
      signatureCheck,
      // Read-only: the nonce is taken only once the signature checks out.
      async (parsed) => {
        const [row] = await db.select().from(walletNonces).where(live(parsed));
        return row ? issuedMessage(row) : null;
      },
    );
    if (!outcome.ok) {
      if (outcome.reason === 'signature') throw new ApiError('walletSignatureInvalid');
      if (outcome.reason === 'unavailable') throw new ApiError('walletCheckUnavailable');
      if (outcome.reason === 'chain') throw new ApiError('walletChainUnsupported');
      if (outcome.reason === 'expired' || outcome.reason === 'nonce_unknown') throw new ApiError('walletNonceInvalid');
      throw new ApiError('walletMessageInvalid', { details: { reason: outcome.reason } });
    }
    const { parsed } = outcome;
    const taken = await db.delete(walletNonces).where(live(parsed)).returning({ nonce: walletNonces.nonce });
    if (!taken.length) throw new ApiError('walletNonceInvalid');
    return getAddress(parsed.address);
  }

  /**
   * The message issued for a nonce row, rebuilt from the row: every other field is fixed by the
   * server (its origin, the statement) or follows from the row (Issued At is the nonce's life
   * before its expiry), so the same row always gives the same text.
   */
  function issuedMessage(row: { nonce: string; address: string; chainId: number; expiresAt: Date }): string {
    return buildSiweMessage({
      domain: origin.host,
      address: getAddress(row.address),
      statement: SIGN_IN_STATEMENT,
      uri: origin.origin,
      version: '1',
      chainId: row.chainId,
      nonce: row.nonce,
      issuedAt: new Date(row.expiresAt.getTime() - NONCE_LIFE_MS).toISOString(),
      expirationTime: row.expiresAt.toISOString(),
    });
  }

  async function ownerOf(address: string): Promise<bigint | null> {
    const [row] = await db
      .select({ userId: userWallets.userId })
      .from(userWallets)
      .where(eq(userWallets.address, address.toLowerCase()));
    return row?.userId ?? null;
  }

  return {
    /** A fresh proof of a wallet (the account merge's second proof): the signing address. */
    prove: redeem,
    ownerOf,

    /** The message to sign for this address and chain, with a fresh single-use nonce. */
    async issueNonce(address: string, chainId: number) {
      if (!chainIds.includes(chainId)) throw new ApiError('walletChainUnsupported');
      const row = { nonce: newNonce(), address: address.toLowerCase(), chainId, expiresAt: new Date(now() + NONCE_LIFE_MS) };
      await db.insert(walletNonces).values(row);
      const { nonce, expiresAt } = row;
      const message = issuedMessage(row);
      return { nonce, message, expires_at: expiresAt.toISOString() };
    },

    /** Wallet login: the account of this address, created on first login. */
    async login(message: string, signature: string): Promise<bigint> {
      const address = await redeem(message, signature);
      const existing = await ownerOf(address);
      if (existing) return existing;
      const userId = nextId(now);
      try {
        await db.transaction(async (tx) => {
          await tx.insert(users).values({ id: userId, isGuest: false });
          await tx
            .insert(userWallets)
            .values({ userId, walletType: WALLET_TYPE.external, address: address.toLowerCase(), createdAt: new Date(now()) });
        });
        return userId;
      } catch (error) {
        // The same wallet's first login twice at once: the other one made the account.
        const raced = await ownerOf(address);
        if (raced) return raced;
        throw error;
      }
    },

    /** Links the signing wallet to a phone account (replacing its external wallet, if any). */
    async connect(userId: bigint, message: string, signature: string) {
      const address = await redeem(message, signature);
      const owner = await ownerOf(address);
      if (owner !== null && owner !== userId) throw new ApiError('walletLinkedElsewhere');
      if (owner === userId) return { wallet_type: WALLET_TYPE.external, wallet_address: address };
      // A wallet-only account logs in with its wallet: replacing it would strand the account
      // (docs/decisions.md, "A wallet-only account links no second wallet").
      const [user] = await db.select({ phone: users.phoneE164 }).from(users).where(eq(users.id, userId));
      if (!user?.phone) throw new ApiError('walletLoginReplace');
      try {
        await db
          .insert(userWallets)
          .values({ userId, walletType: WALLET_TYPE.external, address: address.toLowerCase(), createdAt: new Date(now()) })
          .onConflictDoUpdate({
            target: [userWallets.userId, userWallets.walletType],
            set: { address: address.toLowerCase(), createdAt: new Date(now()) },
          });
      } catch {
        // Linked to someone else a moment ago (the address is unique).
        throw new ApiError('walletLinkedElsewhere');
      }
      return { wallet_type: WALLET_TYPE.external, wallet_address: address };
    },

    /** Unlinks the external wallet; a wallet-only account keeps it (it is how they log in). */
    async disconnect(userId: bigint, address: string) {
      const [user] = await db.select({ phone: users.phoneE164 }).from(users).where(eq(users.id, userId));
      const owner = await ownerOf(address);
      if (owner !== userId) throw new ApiError('walletNotLinked');
      if (!user?.phone) throw new ApiError('walletOnlyLogin');
      await db
        .delete(userWallets)
        .where(
          and(
            eq(userWallets.userId, userId),
            eq(userWallets.walletType, WALLET_TYPE.external),
            eq(userWallets.address, address.toLowerCase()),
          ),
        );
      return { unlinked: true as const };
    },
  };
}

export type WalletService = ReturnType<typeof createWalletService>;
