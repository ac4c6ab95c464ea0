/**
 * The server's chain configuration (GET /api/v2/blockchain/chains), fetched once per visit:
 * which chains exist, their RPC and explorer, where the pass contract lives, and the default
 * chain (spec §9: 1 unless configured). A failed fetch is forgotten so the next caller retries.
 */
import { DEFAULT_CHAIN_ID } from '@culture/protocol';
import { api } from '../api-client';
import type { ChainInfo } from './chains';

export interface ChainConfig {
  defaultChainId: number;
  chains: ChainInfo[];
}

// TODO(protocol): the path and schema come from @culture/protocol once the server half serves them.
export const CHAINS_PATH = '/api/v2/blockchain/chains';

let loading: Promise<ChainConfig> | null = null;

export function loadChainConfig(): Promise<ChainConfig> {
  loading ??= api.get<ChainConfig>(CHAINS_PATH).then(
    (config) => ({ defaultChainId: config.defaultChainId ?? DEFAULT_CHAIN_ID, chains: config.chains }),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export function chainById(config: ChainConfig, chainId: number | null | undefined): ChainInfo | undefined {
  return config.chains.find((chain) => chain.chainId === chainId);
}

/** The chain the pass lives on: the default chain when it has the contract, else the first that has one. */
export function passChain(config: ChainConfig): ChainInfo | undefined {
  const preferred = chainById(config, config.defaultChainId);
  return preferred?.passAddress ? preferred : config.chains.find((chain) => chain.passAddress);
}

export function resetChainConfigForTests(): void {
  loading = null;
}
