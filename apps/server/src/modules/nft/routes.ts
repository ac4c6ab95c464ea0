/**
 * NFT lists by chain (spec §7): NFTScan v2 for chains 1, 2 and 4 and Alchemy getNFTs on
 * Ethereum, through our keys. Only the spec's two NFTScan query shapes pass (no open proxy); a
 * provider failure is the empty list (spec §8). Logged-in users only, 60 lists a minute each, so
 * our provider quota is not anyone's to spend. Both indexers are abroad: a list is asked only for a
 * member who gave the separate consent `nftIndexerAbroad` (PIPL Art. 39) and never for a child
 * under 14 (docs/privacy.md, "Where data lives").
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WALLET_PATHS,
  alchemyNftsQuerySchema,
  nftChainSchema,
  nftListResultSchema,
  nftscanQuerySchema,
  ok,
  okSchema,
} from '@culture/protocol';
import type { NftClient } from '../../integrations/nft/nft-client.js';
import { ApiError } from '../../lib/api-error.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';
import type { ConsentService } from '../consent/consent-service.js';

export const NFT_LISTS_PER_MINUTE = 60;

export interface NftRouteOptions {
  nft: NftClient;
  counters: CounterStore;
  consent: Pick<ConsentService, 'consentsTo'>;
  /** Under 14 by the birth month given (modules/guardian): never sent abroad, consent or not. */
  isChild: (userId: bigint) => Promise<boolean>;
}

export const nftRoutes: FastifyPluginAsyncZod<NftRouteOptions> = async (app, { nft, counters, consent, isChild }) => {
  /** Before anything reaches the indexer: not a child, the separate consent given, within the rate. */
  async function limit(userId: bigint) {
    if (await isChild(userId)) throw new ApiError('nftIndexerChild');
    if (!(await consent.consentsTo(userId, 'nftIndexerAbroad'))) throw new ApiError('nftIndexerConsentRequired');
    const hits = await counters.hit(`nft:lists:${userId}`, 60_000);
    if (hits.count > NFT_LISTS_PER_MINUTE) {
      throw new ApiError('rateLimited', { retryAfterSeconds: Math.ceil(hits.resetInMs / 1000) });
    }
  }

  app.post(
    WALLET_PATHS.nftscanGet,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['nft'],
        summary: 'NFTs of an account, or one asset, on chain 1 (Ethereum), 2 (BNB) or 4 (Polygon) through NFTScan',
        security: [{ bearer: [] }],
        params: z.object({ chain: nftChainSchema }),
        body: nftscanQuerySchema,
        response: { 200: okSchema(nftListResultSchema) },
      },
    },
    async (request) => {
      await limit(request.auth!.userId);
      return ok(await nft.nftscan(request.params.chain, request.body.query));
    },
  );

  app.get(
    WALLET_PATHS.alchemyGetNfts,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['nft'],
        summary: 'NFTs of an address on Ethereum through Alchemy getNFTs (50 a page)',
        security: [{ bearer: [] }],
        querystring: alchemyNftsQuerySchema,
        response: { 200: okSchema(nftListResultSchema) },
      },
    },
    async (request) => {
      await limit(request.auth!.userId);
      return ok(await nft.alchemy(request.query.owner, request.query.pageKey));
    },
  );
};
