/**
 * NFT list providers: NFTScan v2 (chains 1, 2, 4; `X-API-KEY`) and Alchemy getNFTs
 * (Ethereum). Real HTTP with a 3 s timeout and a short in-memory cache; answers are normalised
 * to `{ total, next, content }`, and any provider failure is the empty list (spec §8), never a 5xx.
 */
import type { NftChain, NftItem, NftListResult } from '@culture/protocol';
import { outboundClient } from '../../lib/metrics/outbound.js';

export const NFT_TIMEOUT_MS = 3000;
export const NFT_CACHE_MS = 30_000;
export const EMPTY_NFT_LIST: NftListResult = { total: 0, next: null, content: [] };

/** NFTScan hosts per spec chain number. */
export const NFTSCAN_HOSTS: Record<NftChain, string> = {
  '1': 'https://restapi.nftscan.com',
  '2': 'https://bnbapi.nftscan.com',
  '4': 'https://polygonapi.nftscan.com',
};

export interface NftClientOptions {
  nftscanApiKey: string | undefined;
  alchemyApiKey: string | undefined;
  /** Overrides for tests (local fakes). */
  nftscanHosts?: Partial<Record<NftChain, string>>;
  alchemyBase?: string;
  fetch?: typeof fetch;
  now?: () => number;
}

type Json = Record<string, unknown>;
const str = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

function normaliseNftscanItem(netType: 1 | 2 | 4, raw: Json): NftItem {
  return {
    netType,
    contract_address: str(raw.contract_address) ?? '',
    token_id: str(raw.token_id) ?? '',
    erc_type: str(raw.erc_type),
    name: str(raw.name) ?? str(raw.contract_name),
    image_uri: str(raw.image_uri),
    content_uri: str(raw.content_uri),
    amount: str(raw.amount),
  };
}

function normaliseAlchemyItem(raw: Json): NftItem {
  const contract = (raw.contract ?? {}) as Json;
  const id = (raw.id ?? {}) as Json;
  const meta = (id.tokenMetadata ?? {}) as Json;
  const media = Array.isArray(raw.media) ? ((raw.media[0] ?? {}) as Json) : {};
  const tokenUri = (raw.tokenUri ?? {}) as Json;
  const tokenIdHex = str(id.tokenId);
  let tokenId = tokenIdHex ?? '';
  try {
    if (tokenIdHex) tokenId = BigInt(tokenIdHex).toString();
  } catch {
    tokenId = tokenIdHex ?? '';
  }
  return {
    netType: 1,
    contract_address: str(contract.address) ?? '',
    token_id: tokenId,
    erc_type: str(meta.tokenType)?.toLowerCase() ?? null,
    name: str(raw.title),
    image_uri: str(media.gateway) ?? str(media.raw),
    content_uri: str(tokenUri.raw),
    amount: str(raw.balance),
  };
}

export function createNftClient(options: NftClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { at: number; value: NftListResult }>();

  async function cached(key: string, load: () => Promise<NftListResult | null>): Promise<NftListResult> {
    const hit = cache.get(key);
    if (hit && now() - hit.at < NFT_CACHE_MS) return hit.value;
    let value: NftListResult | null = null;
    try {
      value = await load();
    } catch {
      value = null;
    }
    // Failures are not cached, so the next look tries the provider again.
    if (!value) return EMPTY_NFT_LIST;
    if (cache.size > 1000) cache.clear();
    cache.set(key, { at: now(), value });
    return value;
  }

  // Counted and timed per provider; an answer that is not 200 counts as failed (docs/operations.md).
  const counted = outboundClient('nft', ['nftscan', 'alchemy']);

  function getJson(provider: 'nftscan' | 'alchemy', url: string, headers: Record<string, string>): Promise<Json | null> {
    return counted(provider, async (call) => {
      const response = await doFetch(url, {
        headers: { accept: 'application/json', ...headers },
        signal: AbortSignal.timeout(NFT_TIMEOUT_MS),
      });
      if (!response.ok) {
        call.failed();
        return null;
      }
      return (await response.json()) as Json;
    });
  }

  return {
    /** `query` has already been checked against the spec's two shapes. */
    nftscan(chain: NftChain, query: string): Promise<NftListResult> {
      return cached(`nftscan:${chain}:${query}`, async () => {
        if (!options.nftscanApiKey) return null;
        const host = options.nftscanHosts?.[chain] ?? NFTSCAN_HOSTS[chain];
        const body = await getJson('nftscan', `${host}/api${query}`, { 'X-API-KEY': options.nftscanApiKey });
        if (!body || body.code !== 200 || body.data === null || typeof body.data !== 'object') return null;
        const netType = Number(chain) as 1 | 2 | 4;
        const data = body.data as Json;
        // An asset query answers one item in data; an account query a page.
        if (!Array.isArray(data.content)) return { total: 1, next: null, content: [normaliseNftscanItem(netType, data)] };
        const content = (data.content as Json[]).map((item) => normaliseNftscanItem(netType, item));
        return { total: typeof data.total === 'number' ? data.total : content.length, next: str(data.next) || null, content };
      });
    },
    alchemy(owner: string, pageKey: string | undefined): Promise<NftListResult> {
      return cached(`alchemy:${owner}:${pageKey ?? ''}`, async () => {
        if (!options.alchemyApiKey) return null;
        const base = options.alchemyBase ?? 'https://eth-mainnet.g.alchemy.com';
        const params = new URLSearchParams({ owner, withMetadata: 'true', pageSize: '50' });
        if (pageKey) params.set('pageKey', pageKey);
        const body = await getJson(
          'alchemy',
          `${base}/nft/v2/${encodeURIComponent(options.alchemyApiKey)}/getNFTs?${params}`,
          {},
        );
        if (!body || !Array.isArray(body.ownedNfts)) return null;
        const content = (body.ownedNfts as Json[]).map(normaliseAlchemyItem);
        return {
          total: typeof body.totalCount === 'number' ? body.totalCount : content.length,
          next: str(body.pageKey),
          content,
        };
      });
    },
  };
}
export type NftClient = ReturnType<typeof createNftClient>;
