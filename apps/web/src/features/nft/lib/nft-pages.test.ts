import { describe, expect, it } from 'vitest';
import { NFTSCAN_OWN_QUERY } from '@culture/protocol';
import { artworkUrl, firstPageParam, nextPageParam, nftscanOwnQuery } from './nft-pages';

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const page = (next: string | null) => ({ total: 120, next, content: [] });

describe('NFT paging', () => {
  it('builds exactly the query shape the server accepts (spec §7, 50 a page)', () => {
    const first = nftscanOwnQuery(ADDRESS, 'erc721', null);
    expect(first).toBe(`/v2/account/own/${ADDRESS}?erc_type=erc721&limit=50`);
    expect(NFTSCAN_OWN_QUERY.test(first)).toBe(true);
    expect(NFTSCAN_OWN_QUERY.test(nftscanOwnQuery(ADDRESS, 'erc1155', 'abc=='))).toBe(true);
  });

  it('reads Ethereum from Alchemy and the other chains from NFTScan', () => {
    expect(firstPageParam('1')).toEqual({ source: 'alchemy', pageKey: null });
    expect(firstPageParam('2')).toEqual({ source: 'nftscan', erc: 'erc721', cursor: null });
  });

  it('follows the cursor, then ERC-1155 after ERC-721, then stops', () => {
    const start = firstPageParam('4');
    const second = nextPageParam(page('c1'), start);
    expect(second).toEqual({ source: 'nftscan', erc: 'erc721', cursor: 'c1' });
    const erc1155 = nextPageParam(page(null), second!);
    expect(erc1155).toEqual({ source: 'nftscan', erc: 'erc1155', cursor: null });
    expect(nextPageParam(page(null), erc1155!)).toBeUndefined();
    expect(nextPageParam(page('k'), firstPageParam('1'))).toEqual({ source: 'alchemy', pageKey: 'k' });
    expect(nextPageParam(page(null), { source: 'alchemy', pageKey: 'k' })).toBeUndefined();
  });

  it('loads ipfs artwork through a gateway and refuses other schemes', () => {
    expect(artworkUrl('ipfs://bafy/1.png')).toBe('https://ipfs.io/ipfs/bafy/1.png');
    expect(artworkUrl('ipfs://ipfs/bafy/1.png')).toBe('https://ipfs.io/ipfs/bafy/1.png');
    expect(artworkUrl('https://x.example/a.png')).toBe('https://x.example/a.png');
    expect(artworkUrl('javascript:alert(1)')).toBeNull();
    expect(artworkUrl(null)).toBeNull();
  });
});
