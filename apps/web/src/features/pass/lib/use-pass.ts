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
 * How the page reads the contract: through the wallet when it is on the pass's chain; otherwise
 * over the chain's public RPC (the CSP allows the pass chain's RPC origin), while the wallet bar
 * offers the switch; with neither, it asks for the switch before showing anything.
 */
export type ReadMode = 'wallet' | 'rpc' | 'switch';

export function usePassData(chain: PassChain | undefined) {
  const wallet = useWallet();
  const client = useQueryClient();
  const onChain = wallet.status === 'connected' && wallet.chainId === chain?.chainId;
  const holderAddress = onChain ? wallet.address : null;
  const walletReads = injectedProvider() !== null && wallet.chainId === chain?.chainId;
  const readMode: ReadMode = walletReads ? 'wallet' : chain?.rpcUrl ? 'rpc' : 'switch';

  const overview = useQuery({
    queryKey: ['pass', 'overview', chain?.chainId, readMode],
    queryFn: () => readOverview(chain!, readMode === 'wallet'),
    enabled: Boolean(chain) && readMode !== 'switch',
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
