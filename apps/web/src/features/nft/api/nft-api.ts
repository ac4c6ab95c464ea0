/** One fetcher per NFT list endpoint (spec §7): NFTScan by chain and Alchemy getNFTs on Ethereum. */
import { WALLET_PATHS, routePath, type NftChain, type NftListResult } from '@culture/protocol';
import { api } from '../../../lib/api-client';

export const fetchNftscan = (chain: NftChain, query: string) =>
  api.post<NftListResult>(routePath(WALLET_PATHS.nftscanGet, { chain }), { query });
export const fetchAlchemyNfts = (owner: string, pageKey: string | null) =>
  api.get<NftListResult>(WALLET_PATHS.alchemyGetNfts, { query: { owner, pageKey: pageKey ?? undefined } });
