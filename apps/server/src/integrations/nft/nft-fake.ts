/**
 * A local stand-in for NFTScan v2 and Alchemy getNFTs (for tests and the browser suite), answering
 * with the providers' shapes: NFTScan `{ code: 200, msg: null, data: { total, next, content } }`
 * for `GET /api/v2/account/own/{owner}?erc_type=…[&cursor=…]&limit=…` and `{ code, msg, data }` of
 * one asset for `GET /api/v2/assets/{contract}/{tokenId}`; errors are HTTP 200 with
 * `{ code: 401|404, msg, data: null }`, as NFTScan does. Alchemy answers
 * `GET /nft/v2/{key}/getNFTs?owner=…[&pageKey=…]` with `{ ownedNfts, pageKey?, totalCount, blockHash }`
 * and errors as an HTTP status with `{ error: { code, message } }`. Pages are as long as `limit`
 * (NFTScan) or `pageSize` (Alchemy); cursors are opaque offsets.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeNft {
  contract: string;
  tokenId: string;
  name: string;
  ercType: 'erc721' | 'erc1155';
  imageUri: string | null;
  amount?: string;
}

export interface FakeNftProviders {
  url: string;
  /** Holdings per owner address (lower case). */
  holdings: Map<string, FakeNft[]>;
  /** The API key NFTScan accepts (X-API-KEY) and the one in Alchemy's path. */
  nftscanKey: string;
  alchemyKey: string;
  /** Every request's path and query, in order. */
  requests: string[];
  /** While set, every call fails ('error': the provider's error answer; 'hang': no answer at all). */
  mode: 'ok' | 'error' | 'hang';
  close(): Promise<void>;
}

const cursorOf = (offset: number) => Buffer.from(`o:${offset}`).toString('base64url');
function offsetOf(cursor: string | null): number {
  if (!cursor) return 0;
  const match = /^o:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  return match ? Number(match[1]) : 0;
}

export async function startFakeNftProviders(
  options: { nftscanKey?: string; alchemyKey?: string } = {},
): Promise<FakeNftProviders> {
  const state: Omit<FakeNftProviders, 'url' | 'close'> = {
    holdings: new Map(),
    nftscanKey: options.nftscanKey ?? 'fake-nftscan-key',
    alchemyKey: options.alchemyKey ?? 'fakeAlchemyKey',
    requests: [],
    mode: 'ok',
  };
  const hanging = new Set<http.ServerResponse>();

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    state.requests.push(`${url.pathname}${url.search}`);
    if (state.mode === 'hang') {
      hanging.add(res);
      return;
    }
    res.setHeader('content-type', 'application/json');
    const json = (status: number, body: unknown) => {
      res.statusCode = status;
      res.end(JSON.stringify(body));
    };

    if (url.pathname.startsWith('/api/v2/')) {
      if (state.mode === 'error' || req.headers['x-api-key'] !== state.nftscanKey) {
        return json(200, { code: 401, msg: 'Invalid API Key', data: null });
      }
      const own = /^\/api\/v2\/account\/own\/(0x[0-9a-fA-F]{40})$/.exec(url.pathname);
      if (own) {
        const ercType = url.searchParams.get('erc_type');
        const limit = Math.min(Number(url.searchParams.get('limit') ?? 20), 100);
        const all = (state.holdings.get(own[1]!.toLowerCase()) ?? []).filter((nft) => nft.ercType === ercType);
        const start = offsetOf(url.searchParams.get('cursor'));
        const page = all.slice(start, start + limit);
        return json(200, {
          code: 200,
          msg: null,
          data: {
            total: all.length,
            next: start + limit < all.length ? cursorOf(start + limit) : null,
            content: page.map(nftscanAsset),
          },
        });
      }
      const asset = /^\/api\/v2\/assets\/(0x[0-9a-fA-F]{40})\/(\d+)$/.exec(url.pathname);
      if (asset) {
        for (const list of state.holdings.values()) {
          const found = list.find((n) => n.contract.toLowerCase() === asset[1]!.toLowerCase() && n.tokenId === asset[2]);
          if (found) return json(200, { code: 200, msg: null, data: nftscanAsset(found) });
        }
        return json(200, { code: 404, msg: 'Asset not found', data: null });
      }
      return json(200, { code: 404, msg: 'Not Found', data: null });
    }

    const alchemy = /^\/nft\/v2\/([^/]+)\/getNFTs$/.exec(url.pathname);
    if (alchemy) {
      if (state.mode === 'error') return json(500, { error: { code: -32000, message: 'internal error' } });
      if (alchemy[1] !== state.alchemyKey) return json(401, { error: { code: -32600, message: 'Must be authenticated!' } });
      const owner = url.searchParams.get('owner') ?? '';
      if (!/^0x[0-9a-fA-F]{40}$/.test(owner)) return json(400, { error: { code: -32602, message: 'invalid owner address' } });
      const size = Math.min(Number(url.searchParams.get('pageSize') ?? 100), 100);
      const all = state.holdings.get(owner.toLowerCase()) ?? [];
      const start = offsetOf(url.searchParams.get('pageKey'));
      return json(200, {
        ownedNfts: all.slice(start, start + size).map(alchemyNft),
        ...(start + size < all.length ? { pageKey: cursorOf(start + size) } : {}),
        totalCount: all.length,
        blockHash: '0x' + 'b'.repeat(64),
      });
    }
    json(404, { error: { code: 404, message: 'not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  });
}

function nftscanAsset(nft: FakeNft) {
  return {
    contract_address: nft.contract,
    contract_name: nft.name.replace(/ #\d+$/, ''),
    contract_token_id: `${nft.contract}-${nft.tokenId}`,
    token_id: nft.tokenId,
    erc_type: nft.ercType,
    amount: nft.amount ?? '1',
    minter: '0x0000000000000000000000000000000000000000',
    owner: null,
    mint_timestamp: 1_690_000_000_000,
    token_uri: `ipfs://meta/${nft.tokenId}`,
    metadata_json: null,
    name: nft.name,
    content_type: 'image/png',
    content_uri: nft.imageUri,
    image_uri: nft.imageUri,
    external_link: null,
    latest_trade_price: null,
    nftscan_id: null,
  };
}

function alchemyNft(nft: FakeNft) {
  return {
    contract: { address: nft.contract },
    id: {
      tokenId: `0x${BigInt(nft.tokenId).toString(16).padStart(64, '0')}`,
      tokenMetadata: { tokenType: nft.ercType.toUpperCase() },
    },
    balance: nft.amount ?? '1',
    title: nft.name,
    description: '',
    tokenUri: { raw: `ipfs://meta/${nft.tokenId}`, gateway: `https://ipfs.io/ipfs/meta/${nft.tokenId}` },
    media: nft.imageUri ? [{ raw: nft.imageUri, gateway: nft.imageUri }] : [],
    metadata: { name: nft.name, image: nft.imageUri },
    timeLastUpdated: '2026-01-01T00:00:00.000Z',
  };
}
