/**
 * Paging of the NFT lists (spec §7, §9: 50 a page). BNB and Polygon come from NFTScan, which lists
 * one standard per query: ERC-721 first, then ERC-1155, each followed through its cursor.
 * Ethereum comes from Alchemy's getNFTs (both standards in one list, `pageKey` cursor). The
 * pass tab reads the server's own chain index instead.
 */
import { NFT_PAGE_SIZE, type NftChain, type NftListResult } from '@culture/protocol';

export type NftTab = NftChain | 'pass';
export const NFT_TABS: readonly NftTab[] = ['1', '2', '4', 'pass'];

export type NftPageParam =
  { source: 'alchemy'; pageKey: string | null } | { source: 'nftscan'; erc: 'erc721' | 'erc1155'; cursor: string | null };

export function firstPageParam(chain: NftChain): NftPageParam {
  return chain === '1' ? { source: 'alchemy', pageKey: null } : { source: 'nftscan', erc: 'erc721', cursor: null };
}

/** The NFTScan query string of spec §7 for one page of an address's tokens of one standard. */
export function nftscanOwnQuery(address: string, erc: 'erc721' | 'erc1155', cursor: string | null): string {
  return `/v2/account/own/${address}?erc_type=${erc}${cursor ? `&cursor=${cursor}` : ''}&limit=${NFT_PAGE_SIZE}`;
}

/** What comes after a page: its cursor, else (NFTScan) the next standard, else nothing. */
export function nextPageParam(last: NftListResult, param: NftPageParam): NftPageParam | undefined {
  if (param.source === 'alchemy') return last.next ? { source: 'alchemy', pageKey: last.next } : undefined;
  if (last.next) return { ...param, cursor: last.next };
  return param.erc === 'erc721' ? { source: 'nftscan', erc: 'erc1155', cursor: null } : undefined;
}

/** Artwork as a browser can load it: ipfs:// through a public gateway, http(s) and data: as they are. */
export function artworkUrl(uri: string | null): string | null {
  if (!uri) return null;
  if (uri.startsWith('ipfs://')) return `https://ipfs.io/ipfs/${uri.slice('ipfs://'.length).replace(/^ipfs\//, '')}`;
  return /^(https?:|data:image\/)/i.test(uri) ? uri : null;
}
