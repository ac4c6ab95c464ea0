/** The NFT pass and its chain, contract-wallet signature RPCs, deposit wallets and NFT lookups. */
import path from 'node:path';
import { z } from 'zod';
import { LOCAL_CHAIN_IDS, chainInfo } from '@culture/protocol';
import { parseDepositXpub } from '../lib/deposit-address.js';
import { readLocalDeployment } from '../lib/local-deployment.js';
import { evmAddress, httpUrl, serverRoot, type Check } from './fields.js';

export const chainEnv = {
  PASS_CHAIN_ID: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  PASS_RPC_URL: httpUrl.optional(),
  PASS_PUBLIC_RPC_URL: httpUrl.optional(),
  PASS_CONTRACT_ADDRESS: evmAddress.optional(),
  PASS_DEPLOY_BLOCK: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  PASS_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).optional(),
  PASS_INDEXER_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(4000),
  PASS_WHITELIST_FILE: z.string().min(1).optional(),
  PASS_DEPLOYMENT_FILE: z.string().min(1).optional(),
  /** Server-side RPCs for contract-wallet signatures in sign-in messages: "1=https://…,56=https://…". */
  CHAIN_RPC_URLS: z
    .string()
    .regex(/^\d{1,12}=https?:\/\/[^,\s]+(,\d{1,12}=https?:\/\/[^,\s]+)*$/, 'must be chainId=URL pairs separated by commas')
    .optional(),
  DEPOSIT_XPUB: z
    .string()
    .superRefine((value, ctx) => {
      try {
        parseDepositXpub(value);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a BIP-32 extended public key (xpub): ${(error as Error).message}`,
        });
      }
    })
    .optional(),
  NFTSCAN_API_KEY: z.string().min(1).optional(),
  NFTSCAN_API_BASE: httpUrl.optional(),
  ALCHEMY_API_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be an Alchemy API key (letters, digits, - and _)')
    .optional(),
  ALCHEMY_API_BASE: httpUrl.default('https://eth-mainnet.g.alchemy.com'),
};

type ChainEnv = z.infer<z.ZodObject<typeof chainEnv>> & { NODE_ENV: 'development' | 'production' | 'test' };

const PASS_REQUIRED = ['PASS_CHAIN_ID', 'PASS_RPC_URL', 'PASS_CONTRACT_ADDRESS'] as const;

export const chainChecks: Check<ChainEnv> = (env, ctx) => {
  const passSet = PASS_REQUIRED.filter((key) => env[key] !== undefined);
  if (passSet.length > 0 && passSet.length < 3) {
    for (const key of PASS_REQUIRED) {
      if (env[key] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: 'is required with the other PASS_* settings (chain id, RPC URL, contract address)',
        });
      }
    }
  }
  if (
    env.NODE_ENV === 'production' &&
    env.PASS_CHAIN_ID !== undefined &&
    (LOCAL_CHAIN_IDS as readonly number[]).includes(env.PASS_CHAIN_ID)
  ) {
    ctx.addIssue({
      code: 'custom',
      path: ['PASS_CHAIN_ID'],
      message: 'cannot be a local development chain (1337, 31337) when NODE_ENV=production',
    });
  }
};

export interface PassConfig {
  chainId: number;
  /** The server's RPC (may carry a provider key; never sent to browsers). */
  rpcUrl: string;
  /** The RPC browsers are told to use; null when none is known. */
  publicRpcUrl: string | null;
  /** EIP-55 not guaranteed: compare lower-cased. */
  address: `0x${string}`;
  deployBlock: number;
  confirmations: number;
  pollMs: number;
  /** Where these settings came from: the environment or `npm run chain`'s deployment file. */
  source: 'env' | 'deployment-file';
}

export interface NftConfig {
  nftscanApiKey: string | undefined;
  /** One base URL for every chain (tests); undefined: each chain's NFTScan host. */
  nftscanBase: string | undefined;
  alchemyApiKey: string | undefined;
  alchemyBase: string;
}

/** `npm run chain`'s deployment record, read only in development (tests name their chain explicitly). */
const DEFAULT_DEPLOYMENT_FILE = path.resolve(serverRoot, '../../contracts/deployments/localhost.json');
const DEFAULT_WHITELIST_FILE = path.resolve(serverRoot, '../../contracts/whitelists/proofs.json');

export function passConfig(env: ChainEnv): PassConfig | null {
  const local = (chainId: number) => (LOCAL_CHAIN_IDS as readonly number[]).includes(chainId);
  const confirmations = (chainId: number) => env.PASS_CONFIRMATIONS ?? (local(chainId) ? 0 : 12);
  if (env.PASS_CHAIN_ID !== undefined && env.PASS_RPC_URL && env.PASS_CONTRACT_ADDRESS) {
    const chainId = env.PASS_CHAIN_ID;
    return {
      chainId,
      rpcUrl: env.PASS_RPC_URL,
      // A local node's table entry (127.0.0.1:8545) is a guess; the node this server uses is a fact.
      publicRpcUrl: env.PASS_PUBLIC_RPC_URL ?? (local(chainId) ? env.PASS_RPC_URL : (chainInfo(chainId)?.rpcUrl ?? null)),
      address: env.PASS_CONTRACT_ADDRESS as `0x${string}`,
      deployBlock: env.PASS_DEPLOY_BLOCK ?? 0,
      confirmations: confirmations(chainId),
      pollMs: env.PASS_INDEXER_POLL_MS,
      source: 'env',
    };
  }
  if (env.NODE_ENV === 'production') return null;
  const file = env.PASS_DEPLOYMENT_FILE ?? (env.NODE_ENV === 'development' ? DEFAULT_DEPLOYMENT_FILE : undefined);
  if (!file) return null;
  const deployment = readLocalDeployment(file, env.PASS_DEPLOYMENT_FILE !== undefined);
  if (!deployment) return null;
  return {
    chainId: deployment.chainId,
    rpcUrl: deployment.rpcUrl,
    publicRpcUrl: env.PASS_PUBLIC_RPC_URL ?? deployment.rpcUrl,
    address: deployment.address,
    deployBlock: env.PASS_DEPLOY_BLOCK ?? deployment.deployBlock,
    confirmations: confirmations(deployment.chainId),
    pollMs: env.PASS_INDEXER_POLL_MS,
    source: 'deployment-file',
  };
}

/** The operator's whitelist proofs file; null in production unless PASS_WHITELIST_FILE names one. */
export function passWhitelistFile(env: ChainEnv): string | null {
  if (env.PASS_WHITELIST_FILE) return path.resolve(env.PASS_WHITELIST_FILE);
  return env.NODE_ENV === 'production' ? null : DEFAULT_WHITELIST_FILE;
}

export function chainRpcUrls(env: ChainEnv, pass: PassConfig | null): Map<number, string> {
  const urls = new Map<number, string>();
  for (const pair of env.CHAIN_RPC_URLS?.split(',') ?? []) {
    const at = pair.indexOf('=');
    urls.set(Number(pair.slice(0, at)), pair.slice(at + 1));
  }
  if (pass && !urls.has(pass.chainId)) urls.set(pass.chainId, pass.rpcUrl);
  return urls;
}

export function nftConfig(env: ChainEnv): NftConfig {
  return {
    nftscanApiKey: env.NFTSCAN_API_KEY,
    nftscanBase: env.NFTSCAN_API_BASE,
    alchemyApiKey: env.ALCHEMY_API_KEY,
    alchemyBase: env.ALCHEMY_API_BASE,
  };
}
