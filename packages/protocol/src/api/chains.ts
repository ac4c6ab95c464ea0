/**
 * EVM chains of spec §9: network family, native coin, block explorer and a public RPC per chain id,
 * and the wire schema of `GET /api/v2/blockchain/chains`, which adds what only the
 * server knows: which chain the NFT pass lives on, its address, and the RPC browsers should use.
 *
 * Explorer links (every explorer here is Etherscan-style): `${explorerUrl}/tx/${hash}`,
 * `${explorerUrl}/address/${address}`, `${explorerUrl}/token/${contract}?a=${tokenId}`.
 */
import { z } from 'zod';
import { evmAddressSchema } from './wallet.js';

export const CHAIN_FAMILIES = ['ethereum', 'bsc', 'heco', 'polygon', 'arbitrum'] as const;
export type ChainFamily = (typeof CHAIN_FAMILIES)[number];

export interface ChainInfo {
  chainId: number;
  name: string;
  family: ChainFamily;
  nativeSymbol: string;
  testnet: boolean;
  /** Block explorer base URL (no trailing slash); null where none exists (a local node). */
  explorerUrl: string | null;
  /** A public JSON-RPC endpoint; null for retired networks nobody serves any more. */
  rpcUrl: string | null;
}

/** Spec §9's table (1, 4, 5, 1337 Ethereum; 56, 97 BSC; 128, 256 HECO; 137, 80001 Polygon; 42161, 421611 Arbitrum). */
export const CHAINS: readonly ChainInfo[] = [
  c(1, 'Ethereum', 'ethereum', 'ETH', false, 'https://etherscan.io', 'https://ethereum-rpc.publicnode.com'),
  c(4, 'Rinkeby', 'ethereum', 'ETH', true, 'https://rinkeby.etherscan.io', null),
  c(5, 'Goerli', 'ethereum', 'ETH', true, 'https://goerli.etherscan.io', null),
  c(1337, 'Localhost', 'ethereum', 'ETH', true, null, 'http://127.0.0.1:8545'),
  c(56, 'BNB Smart Chain', 'bsc', 'BNB', false, 'https://bscscan.com', 'https://bsc-dataseed.bnbchain.org'),
  c(97, 'BNB Smart Chain Testnet', 'bsc', 'tBNB', true, 'https://testnet.bscscan.com', 'https://bsc-testnet-rpc.publicnode.com'),
  c(128, 'HECO', 'heco', 'HT', false, 'https://hecoinfo.com', 'https://http-mainnet.hecochain.com'),
  c(256, 'HECO Testnet', 'heco', 'HT', true, 'https://testnet.hecoinfo.com', null),
  c(137, 'Polygon', 'polygon', 'POL', false, 'https://polygonscan.com', 'https://polygon-rpc.com'),
  c(80001, 'Polygon Mumbai', 'polygon', 'MATIC', true, 'https://mumbai.polygonscan.com', null),
  c(42161, 'Arbitrum One', 'arbitrum', 'ETH', false, 'https://arbiscan.io', 'https://arb1.arbitrum.io/rpc'),
  c(421611, 'Arbitrum Rinkeby', 'arbitrum', 'ETH', true, 'https://testnet.arbiscan.io', null),
];

function c(
  chainId: number,
  name: string,
  family: ChainFamily,
  nativeSymbol: string,
  testnet: boolean,
  explorerUrl: string | null,
  rpcUrl: string | null,
): ChainInfo {
  return { chainId, name, family, nativeSymbol, testnet, explorerUrl, rpcUrl };
}

/** Local development chains (Hardhat's 1337 as configured here, and its stock 31337); never served in production. */
export const LOCAL_CHAIN_IDS = [1337, 31337] as const;

export function chainInfo(chainId: number): ChainInfo | undefined {
  return CHAINS.find((chain) => chain.chainId === chainId);
}

export const chainSchema = z.object({
  chainId: z.number().int().positive(),
  name: z.string(),
  family: z.enum(CHAIN_FAMILIES),
  nativeSymbol: z.string(),
  testnet: z.boolean(),
  /**
   * What a browser may call: the chain's public RPC, or for the pass chain `PASS_PUBLIC_RPC_URL`
   * (never the server's own `PASS_RPC_URL`, which may carry a provider key). Null: no public endpoint.
   */
  rpcUrl: z.string().nullable(),
  explorerUrl: z.string().nullable(),
  /** The CulturePass contract on this chain (EIP-55), or null. */
  passAddress: evmAddressSchema.nullable(),
});
export type Chain = z.infer<typeof chainSchema>;

/** GET /api/v2/blockchain/chains (public; no login). */
export const chainsResultSchema = z.object({
  /** Spec §9: 1, unless the visitor's stored choice says otherwise. */
  defaultChainId: z.number().int().positive(),
  /** The chain the pass lives on (PASS_CHAIN_ID), or null when the pass is not configured. */
  passChainId: z.number().int().positive().nullable(),
  chains: z.array(chainSchema),
});
export type ChainsResult = z.infer<typeof chainsResultSchema>;
