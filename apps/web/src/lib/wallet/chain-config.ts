/**
 * The server's chain table (GET /api/v2/blockchain/chains), fetched once per visit: which chains
 * exist, their RPC and explorer, which one holds the pass and where, and the default chain
 * (spec §9: 1 unless configured). A failed fetch is forgotten so the next caller retries.
 */
import { WALLET_PATHS, type ChainsResult } from '@culture/protocol';
import { api } from '../api-client';
import type { ChainInfo } from './chains';

export type ChainConfig = ChainsResult;

let loading: Promise<ChainConfig> | null = null;

export function loadChainConfig(): Promise<ChainConfig> {
  loading ??= api.get<ChainConfig>(WALLET_PATHS.chains).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export function chainById(config: ChainConfig, chainId: number | null | undefined): ChainInfo | undefined {
  return config.chains.find((chain) => chain.chainId === chainId);
}

/** The chain the pass lives on with its contract address, or undefined when the pass is not configured. */
export function passChain(config: ChainConfig): (ChainInfo & { passAddress: `0x${string}` }) | undefined {
  const chain = chainById(config, config.passChainId);
  return chain?.passAddress ? (chain as ChainInfo & { passAddress: `0x${string}` }) : undefined;
}

export function resetChainConfigForTests(): void {
  loading = null;
}
