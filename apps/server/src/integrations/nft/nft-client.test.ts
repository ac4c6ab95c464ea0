/**
 * The NFT clients against local fakes of NFTScan v2 and Alchemy getNFTs that answer with the
 * providers' response shapes: NFTScan `{ code, msg, data: { total, next, content } }` (errors are
 * `{ code: 4xx, msg, data: null }`), Alchemy `{ ownedNfts, pageKey, totalCount, blockHash }`
 * (errors are an HTTP status with `{ error: { code, message } }`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNftClient, EMPTY_NFT_LIST } from './nft-client.js';

const OWNER = '0x' + '1'.repeat(40);
const CONTRACT = '0x' + 'c'.repeat(40);
const seen: { url: string; key: string | undefined }[] = [];
let mode: 'ok' | 'error' | 'hang' = 'ok';

function handle(req: IncomingMessage, res: ServerResponse) {
  seen.push({ url: req.url ?? '', key: req.headers['x-api-key'] as string | undefined });
  if (mode === 'hang') return; // never answers: the client's timeout must end it
  res.setHeader('content-type', 'application/json');
  const url = req.url ?? '';
  if (url.startsWith('/api/v2/')) {
    if (mode === 'error') return res.end(JSON.stringify({ code: 401, msg: 'Invalid API Key', data: null }));
    if (url.startsWith('/api/v2/assets/'))
      return res.end(
        JSON.stringify({
          code: 200,
          msg: null,
          data: {
            contract_address: CONTRACT,
            token_id: '7',
            erc_type: 'erc721',
            name: 'Pass #7',
            image_uri: 'ipfs://x',
            content_uri: null,
            amount: '1',
          },
        }),
      );
    return res.end(
      JSON.stringify({
        code: 200,
        msg: null,
        data: {
          total: 3,
          next: 'cursor2',
          content: [
            {
              contract_address: CONTRACT,
              contract_name: 'Pass',
              token_id: '1',
              erc_type: 'erc721',
              name: null,
              image_uri: 'ipfs://a',
              content_uri: 'ipfs://b',
              amount: '1',
            },
          ],
        },
      }),
    );
  }
  if (url.startsWith('/nft/v2/')) {
    if (mode === 'error') {
      res.statusCode = 400;
      return res.end(JSON.stringify({ error: { code: -32602, message: 'invalid owner address' } }));
    }
    return res.end(
      JSON.stringify({
        ownedNfts: [
          {
            contract: { address: CONTRACT },
            id: { tokenId: '0x0a', tokenMetadata: { tokenType: 'ERC721' } },
            balance: '1',
            title: 'Pass #10',
            tokenUri: { raw: 'ipfs://t', gateway: 'https://g/t' },
            media: [{ raw: 'ipfs://m', gateway: 'https://g/m' }],
          },
        ],
        pageKey: 'page2',
        totalCount: 12,
        blockHash: '0x' + 'b'.repeat(64),
      }),
    );
  }
  res.statusCode = 404;
  res.end('{}');
}

const server = createServer(handle);
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function client(clock = { t: 0 }) {
  return createNftClient({
    nftscanApiKey: 'scan-key',
    alchemyApiKey: 'alc-key',
    nftscanHosts: { '1': base, '2': base, '4': base },
    alchemyBase: base,
    now: () => clock.t,
  });
}

describe('NFTScan client', () => {
  it('normalises an account page, sends the key, and caches', async () => {
    mode = 'ok';
    const c = client();
    const query = `/v2/account/own/${OWNER}?erc_type=erc721&limit=50`;
    const first = await c.nftscan('4', query);
    expect(first).toEqual({
      total: 3,
      next: 'cursor2',
      content: [
        {
          netType: 4,
          contract_address: CONTRACT,
          token_id: '1',
          erc_type: 'erc721',
          name: 'Pass',
          image_uri: 'ipfs://a',
          content_uri: 'ipfs://b',
          amount: '1',
        },
      ],
    });
    const before = seen.length;
    expect(await c.nftscan('4', query)).toEqual(first);
    expect(seen.length).toBe(before);
    expect(seen.at(-1)).toEqual({ url: `/api${query}`, key: 'scan-key' });
  });

  it('answers a single asset as a one-item list', async () => {
    mode = 'ok';
    expect(await client().nftscan('1', `/v2/assets/${CONTRACT}/7`)).toMatchObject({
      total: 1,
      next: null,
      content: [{ token_id: '7', name: 'Pass #7' }],
    });
  });

  it('turns a provider error into the empty list', async () => {
    mode = 'error';
    expect(await client().nftscan('2', `/v2/account/own/${OWNER}?erc_type=erc1155&limit=50`)).toEqual(EMPTY_NFT_LIST);
  });

  it('gives up after the timeout with the empty list', async () => {
    mode = 'hang';
    expect(await client().nftscan('1', `/v2/account/own/${OWNER}?erc_type=erc721&cursor=zz&limit=50`)).toEqual(EMPTY_NFT_LIST);
  });
});

describe('Alchemy client', () => {
  it('normalises getNFTs (hex token id to decimal)', async () => {
    mode = 'ok';
    expect(await client().alchemy(OWNER, undefined)).toEqual({
      total: 12,
      next: 'page2',
      content: [
        {
          netType: 1,
          contract_address: CONTRACT,
          token_id: '10',
          erc_type: 'erc721',
          name: 'Pass #10',
          image_uri: 'https://g/m',
          content_uri: 'ipfs://t',
          amount: '1',
        },
      ],
    });
  });

  it('turns an HTTP error into the empty list', async () => {
    mode = 'error';
    expect(await client().alchemy(OWNER, 'p')).toEqual(EMPTY_NFT_LIST);
  });

  it('answers the empty list without a key, calling nobody', async () => {
    const before = seen.length;
    const c = createNftClient({ nftscanApiKey: undefined, alchemyApiKey: undefined, alchemyBase: base });
    expect(await c.alchemy(OWNER, undefined)).toEqual(EMPTY_NFT_LIST);
    expect(seen.length).toBe(before);
  });
});
