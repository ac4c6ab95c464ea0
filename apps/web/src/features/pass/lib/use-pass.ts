/**
 * The pass page's data: the chain table, the contract's state, the connected holder's counts and
 * whitelist status, and their passes. Tokens minted on this page are remembered per address until
 * the index (which waits for confirmations) lists them.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Address } from 'viem';
import { loadChainConfig, passChain } from '../../../lib/wallet/chain-config';
import { injectedProvider } from '../../../lib/wallet/eip1193';
import { useWallet } from '../../../lib/wallet/wallet-store';
import { fetchPassProofs, fetchPassTokens } from '../../../lib/wallet/pass-api';
import { readHolder, readOverview, readOwnedPasses, type PassChain } from './pass-contract';

const recentMints = new Map<string, Set<bigint>>();

export function rememberMinted(address: Address, tokenIds: bigint[]): void {
  const key = address.toLowerCase();
  const set = recentMints.get(key) ?? new Set<bigint>();
  tokenIds.forEach((id) => set.add(id));
  recentMints.set(key, set);
}

export function usePassChain() {
  return useQuery({ queryKey: ['chains'], queryFn: loadChainConfig, staleTime: Infinity, select: passChain });
}

/**
 * How the page can read the contract: through the wallet when it is on the pass's chain, over the
 * chain's public RPC when the browser has no wallet, or not yet: the wallet is on another chain
 * (switch first) or has not said which chain it is on.
 */
export type ReadMode = 'wallet' | 'rpc' | 'switch' | 'pending';

export function usePassData(chain: PassChain | undefined) {
  const wallet = useWallet();
  const client = useQueryClient();
  const onChain = wallet.status === 'connected' && wallet.chainId === chain?.chainId;
  const holderAddress = onChain ? wallet.address : null;
  const readMode: ReadMode = !injectedProvider()
    ? 'rpc'
    : wallet.chainId === null
      ? 'pending'
      : wallet.chainId === chain?.chainId
        ? 'wallet'
        : 'switch';

  const overview = useQuery({
    queryKey: ['pass', 'overview', chain?.chainId, readMode],
    queryFn: () => readOverview(chain!),
    enabled: Boolean(chain) && (readMode === 'wallet' || readMode === 'rpc'),
  });
  const holder = useQuery({
    queryKey: ['pass', 'holder', chain?.chainId, holderAddress],
    queryFn: async () => readHolder(chain!, holderAddress!, await fetchPassProofs(holderAddress!)),
    enabled: Boolean(chain && holderAddress),
  });
  const passes = useQuery({
    queryKey: ['pass', 'tokens', chain?.chainId, holderAddress],
    queryFn: async () => {
      const indexed = await fetchPassTokens(holderAddress!).catch(() => ({ tokens: [] }));
      const candidates = [
        ...indexed.tokens.map((t) => BigInt(t.tokenId)),
        ...(recentMints.get(holderAddress!.toLowerCase()) ?? []),
      ];
      return readOwnedPasses(chain!, holderAddress!, candidates);
    },
    enabled: Boolean(chain && holderAddress),
  });

  const refresh = useCallback(() => client.invalidateQueries({ queryKey: ['pass'] }), [client]);
  return { overview, holder, passes, holderAddress, onChain, readMode, refresh };
}
