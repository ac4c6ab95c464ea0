/** NFT lists by chain through the routes, against the local fakes of NFTScan v2 and Alchemy. */
import { afterAll, describe, expect, it } from 'vitest';
import { startFakeNftProviders } from '../../integrations/nft/nft-fake.js';
import { createTestApp } from '../../test/helper.js';
import { API_PATHS, ERRORS } from '@culture/protocol';
import { NFT_LISTS_PER_MINUTE } from './routes.js';
import { builtInVersions } from '../consent/legal-versions.js';

const fake = await startFakeNftProviders();
afterAll(() => fake.close());
const t = await createTestApp({
  env: {
    NFTSCAN_API_KEY: fake.nftscanKey,
    NFTSCAN_API_BASE: fake.url,
    ALCHEMY_API_KEY: fake.alchemyKey,
    ALCHEMY_API_BASE: fake.url,
  },
});
const OWNER = '0x' + 'a1'.repeat(20);
const CONTRACT = '0x' + 'c2'.repeat(20);
fake.holdings.set(
  OWNER,
  Array.from({ length: 60 }, (_, i) => ({
    contract: CONTRACT,
    tokenId: String(i + 1),
    name: `Lantern #${i + 1}`,
    ercType: 'erc721' as const,
    imageUri: `ipfs://lantern/${i + 1}.png`,
  })),
);

/** The separate consent to send the address abroad (docs/privacy.md, "Where data lives"). */
const decideAbroad = (token: string, decision: 'agree' | 'refuse' | 'withdraw') =>
  t.post(
    API_PATHS.consentDecision,
    { purpose: 'nftIndexerAbroad', decision, versions: builtInVersions('privacyPolicy') },
    { token },
  );

/** A member who gave the separate consent. */
async function consenting(national: string) {
  const session = await t.loginWithPhone(national);
  expect((await decideAbroad(session.token, 'agree')).statusCode).toBe(200);
  return session;
}

describe('the separate consent for indexers abroad', () => {
  it('sends nothing to an indexer until the member agrees, and stops again when they withdraw', async () => {
    const { token } = await t.loginWithPhone('13700137010');
    const ask = () => t.get(`/api/v2/alchemy/1/getNFTs?owner=${OWNER}`, { token });
    const before = fake.requests.length;
    const none = await ask();
    expect([none.statusCode, none.json().code]).toEqual([403, ERRORS.nftIndexerConsentRequired.code]);
    expect((await decideAbroad(token, 'refuse')).statusCode).toBe(200);
    expect((await ask()).json().code).toBe(ERRORS.nftIndexerConsentRequired.code);
    expect(fake.requests.length).toBe(before);
    expect((await decideAbroad(token, 'agree')).statusCode).toBe(200);
    const listed = await ask();
    expect(listed.statusCode, listed.body).toBe(200);
    expect(fake.requests.length).toBe(before + 1);
    expect((await decideAbroad(token, 'withdraw')).statusCode).toBe(200);
    expect((await ask()).json().code).toBe(ERRORS.nftIndexerConsentRequired.code);
    expect(fake.requests.length).toBe(before + 1);
  });
});

describe('a child under 14', () => {
  it('is never sent to an indexer abroad, even with the consent given', async () => {
    const child = await consenting('13700137011');
    const year = new Date(t.clock.now()).getUTCFullYear() - 12;
    expect((await t.post(API_PATHS.meAge, { year, month: 1 }, { token: child.token })).statusCode).toBe(200);
    const before = fake.requests.length;
    const refused = await t.get(`/api/v2/alchemy/1/getNFTs?owner=${OWNER}`, { token: child.token });
    expect([refused.statusCode, refused.json().code]).toEqual([403, ERRORS.nftIndexerChild.code]);
    expect(fake.requests.length).toBe(before);
  });
});

describe('NFT lists by chain', () => {
  it('pages an account on Polygon 50 at a time and answers one asset', async () => {
    const { token } = await consenting('13700137001');
    const first = await t.post(
      '/api/v2/nftscan/4/get',
      { query: `/v2/account/own/${OWNER}?erc_type=erc721&limit=50` },
      { token },
    );
    expect(first.statusCode).toBe(200);
    const page = first.json().data;
    expect([page.total, page.content.length, page.content[0]]).toEqual([
      60,
      50,
      {
        netType: 4,
        contract_address: CONTRACT,
        token_id: '1',
        erc_type: 'erc721',
        name: 'Lantern #1',
        image_uri: 'ipfs://lantern/1.png',
        content_uri: 'ipfs://lantern/1.png',
        amount: '1',
      },
    ]);
    const second = await t.post(
      '/api/v2/nftscan/4/get',
      { query: `/v2/account/own/${OWNER}?erc_type=erc721&cursor=${page.next}&limit=50` },
      { token },
    );
    expect(second.json().data.content.map((n: { token_id: string }) => n.token_id)).toEqual(
      Array.from({ length: 10 }, (_, i) => String(51 + i)),
    );
    expect(second.json().data.next).toBeNull();
    const asset = await t.post('/api/v2/nftscan/1/get', { query: `/v2/assets/${CONTRACT}/7` }, { token });
    expect(asset.json().data).toMatchObject({
      total: 1,
      next: null,
      content: [{ netType: 1, token_id: '7', name: 'Lantern #7' }],
    });
    expect(fake.requests).toContain(`/api/v2/account/own/${OWNER}?erc_type=erc721&limit=50`);
  });

  it('pages Alchemy getNFTs and turns token ids to decimal', async () => {
    const { token } = await consenting('13700137002');
    const first = (await t.get(`/api/v2/alchemy/1/getNFTs?owner=${OWNER}`, { token })).json().data;
    expect([first.total, first.content.length, first.content[9].token_id, first.content[9].erc_type]).toEqual([
      60,
      50,
      '10',
      'erc721',
    ]);
    const second = (await t.get(`/api/v2/alchemy/1/getNFTs?owner=${OWNER}&pageKey=${first.next}`, { token })).json().data;
    expect([second.content.length, second.next]).toEqual([10, null]);
  });

  it('answers the empty list when the provider fails, and refuses what is not one of the two query shapes', async () => {
    const { token } = await consenting('13700137003');
    fake.mode = 'error';
    const failed = await t.post(
      '/api/v2/nftscan/2/get',
      { query: `/v2/account/own/${OWNER}?erc_type=erc1155&limit=50` },
      { token },
    );
    fake.mode = 'ok';
    expect([failed.statusCode, failed.json().data]).toEqual([200, { total: 0, next: null, content: [] }]);

    const proxy = await t.post('/api/v2/nftscan/1/get', { query: `/v2/transactions/account/${OWNER}` }, { token });
    expect([proxy.statusCode, proxy.json().code]).toEqual([400, 40002]);
    for (const chain of ['3', '0', '01', '1e309', '%00', '2147483648']) {
      const res = await t.post(`/api/v2/nftscan/${chain}/get`, { query: `/v2/assets/${CONTRACT}/7` }, { token });
      expect([res.statusCode, res.json().code], chain).toEqual([400, 40002]);
    }
    expect((await t.get(`/api/v2/alchemy/1/getNFTs?owner=0x12`, { token })).json().code).toBe(40002);
  });

  it('needs a logged-in user and limits each to 60 lists a minute', async () => {
    const guest = await t.guestToken();
    const query = { query: `/v2/assets/${CONTRACT}/8` };
    expect((await t.post('/api/v2/nftscan/1/get', query, { token: guest })).statusCode).toBe(401);
    const { token } = await consenting('13700137004');
    for (let i = 0; i < NFT_LISTS_PER_MINUTE; i++) {
      expect((await t.post('/api/v2/nftscan/1/get', query, { token })).statusCode).toBe(200);
    }
    const limited = await t.post('/api/v2/nftscan/1/get', query, { token, locale: 'zh-TW' });
    expect([limited.statusCode, limited.json().code, Number(limited.headers['retry-after']) > 0]).toEqual([429, 42901, true]);
    t.clock.advance(61_000);
    expect((await t.post('/api/v2/nftscan/1/get', query, { token })).statusCode).toBe(200);
  });
});
