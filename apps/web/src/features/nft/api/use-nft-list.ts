/** Infinite lists of an address's NFTs per chain tab, and its passes from the server's index. */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { NftChain } from '@culture/protocol';
import { loadChainConfig, passChain } from '../../../lib/wallet/chain-config';
import { fetchPassTokens } from '../../../lib/wallet/pass-api';
import { firstPageParam, nextPageParam, nftscanOwnQuery, type NftPageParam } from '../lib/nft-pages';
import { fetchAlchemyNfts, fetchNftscan } from './nft-api';

export function useNftList(chain: NftChain, address: string) {
  return useInfiniteQuery({
    queryKey: ['nfts', chain, address],
    initialPageParam: firstPageParam(chain),
    queryFn: ({ pageParam }: { pageParam: NftPageParam }) =>
      pageParam.source === 'alchemy'
        ? fetchAlchemyNfts(address, pageParam.pageKey)
        : fetchNftscan(chain, nftscanOwnQuery(address, pageParam.erc, pageParam.cursor)),
    getNextPageParam: (last, _all, param) => nextPageParam(last, param),
  });
}

export function usePassTokens(address: string) {
  return useQuery({
    // The index moves with the chain: ask again each time the tab opens.
    staleTime: 0,
    queryKey: ['nfts', 'pass', address],
    queryFn: async () => {
      const chain = passChain(await loadChainConfig());
      if (!chain) return { chain: null, tokens: [] };
      return { chain, tokens: (await fetchPassTokens(address)).tokens };
    },
  });
}
