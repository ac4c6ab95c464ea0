/**
 * Wire schemas of the wallet domain: Sign in with Ethereum (EIP-4361), linking and
 * unlinking an external wallet, and NFT lists by chain (spec §3 NFT list items, §7).
 */
import { z } from 'zod';
import { multilineText } from './primitives.js';
import { userIdSchema } from './auth.js';

/** A 20-byte hex address; case is free on the way in (checksummed on the way out). */
export const evmAddressSchema = z.string().regex(/^0x[0-9a-fA-F]{40}$/);

/** Chain ids a SIWE message may name: 1, 56, 137 (plus 1337/31337 outside production, server-side). */
export const SIWE_CHAIN_IDS = [1, 56, 137] as const;
export const SIWE_DEV_CHAIN_IDS = [1337, 31337] as const;

/** GET /api/v5/auth/blockchain/nonce?address=0x…&chainId=n */
export const walletNonceQuerySchema = z.object({
  address: evmAddressSchema,
  chainId: z.coerce.number().int().min(1).max(2_147_483_647),
});
export type WalletNonceQuery = z.infer<typeof walletNonceQuerySchema>;

/**
 * `message`: the complete EIP-4361 text the wallet must sign, unchanged (personal_sign).
 * `nonce`: single use, valid until `expires_at` (ISO 8601; five minutes after issue).
 */
export const walletNonceResultSchema = z.object({
  nonce: z.string().regex(/^[A-Za-z0-9]{8,}$/),
  message: z.string(),
  expires_at: z.string(),
});
export type WalletNonceResult = z.infer<typeof walletNonceResultSchema>;

/** Body of login and connect: the exact signed message and its 0x signature (EOA, EIP-1271 or ERC-6492). */
export const walletSignedMessageSchema = z.object({
  message: multilineText().min(1).max(4096),
  signature: z
    .string()
    .regex(/^0x[0-9a-fA-F]*$/)
    .max(65_536),
});
export type WalletSignedMessage = z.infer<typeof walletSignedMessageSchema>;

/** POST /api/v5/auth/metamask/login — answers exactly like phone login. */
export const walletLoginSchema = walletSignedMessageSchema;
export const walletLoginResultSchema = z.object({ token: z.string(), user_id: userIdSchema });
export type WalletLoginResult = z.infer<typeof walletLoginResultSchema>;

/** wallet_type values as the spec sorts them (descending: deposit first, then external). */
export const WALLET_TYPE = { external: 1, deposit: 2 } as const;

/** POST /api/v2/blockchain/wallet/metamask/connect — links the signed address to the logged-in account. */
export const walletConnectSchema = walletSignedMessageSchema;
export const walletConnectResultSchema = z.object({
  wallet_type: z.literal(WALLET_TYPE.external),
  wallet_address: evmAddressSchema,
});
export type WalletConnectResult = z.infer<typeof walletConnectResultSchema>;

/** POST /api/v2/blockchain/wallet/metamask/disconnect — unlinks the external wallet (not allowed for wallet-only accounts). */
export const walletUnlinkSchema = z.object({ wallet_address: evmAddressSchema });
export const walletUnlinkResultSchema = z.object({ unlinked: z.literal(true) });
export type WalletUnlinkResult = z.infer<typeof walletUnlinkResultSchema>;

/** NFT list chains (spec §7): 1 Ethereum, 2 BNB, 4 Polygon; the path segment. */
export const NFT_CHAINS = ['1', '2', '4'] as const;
export const nftChainSchema = z.enum(NFT_CHAINS);
export type NftChain = z.infer<typeof nftChainSchema>;

/**
 * The two query shapes of spec §7, and nothing else (no open proxy):
 * `/v2/account/own/{address}?erc_type=erc721|erc1155[&cursor=…]&limit=50` or `/v2/assets/{contract}/{tokenId}`.
 */
export const NFTSCAN_OWN_QUERY =
  /^\/v2\/account\/own\/(0x[0-9a-fA-F]{40})\?erc_type=(erc721|erc1155)(?:&cursor=([A-Za-z0-9_=+/-]{1,512}))?&limit=50$/;
export const NFTSCAN_ASSET_QUERY = /^\/v2\/assets\/(0x[0-9a-fA-F]{40})\/(\d{1,78})$/;
export const nftscanQuerySchema = z.object({
  query: z
    .string()
    .max(1024)
    .refine((q) => NFTSCAN_OWN_QUERY.test(q) || NFTSCAN_ASSET_QUERY.test(q), 'unsupported NFT query'),
});
export type NftscanQuery = z.infer<typeof nftscanQuerySchema>;

/** GET /api/v2/alchemy/1/getNFTs?owner=0x…[&pageKey=…] (Alchemy getNFTs on Ethereum). */
export const alchemyNftsQuerySchema = z.object({
  owner: evmAddressSchema,
  pageKey: z
    .string()
    .regex(/^[A-Za-z0-9_=+/:.-]{1,512}$/)
    .optional(),
});
export type AlchemyNftsQuery = z.infer<typeof alchemyNftsQuerySchema>;

/** One NFT, normalised across providers (netType per spec §3: 1, 2 or 4). */
export const nftItemSchema = z.object({
  netType: z.union([z.literal(1), z.literal(2), z.literal(4)]),
  contract_address: z.string(),
  token_id: z.string(),
  erc_type: z.string().nullable(),
  name: z.string().nullable(),
  image_uri: z.string().nullable(),
  content_uri: z.string().nullable(),
  amount: z.string().nullable(),
});
export type NftItem = z.infer<typeof nftItemSchema>;

/** Normalised list: `next` is the provider's cursor or null; a provider failure is `{ total: 0, next: null, content: [] }`. */
export const nftListResultSchema = z.object({
  total: z.number().int().min(0),
  next: z.string().nullable(),
  content: z.array(nftItemSchema),
});
export type NftListResult = z.infer<typeof nftListResultSchema>;
