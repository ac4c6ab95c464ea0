/** The NFT pass as the server knows it: chain table, whitelist proofs, indexed tokens. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  WALLET_PATHS,
  chainsResultSchema,
  ok,
  okSchema,
  passAddressQuerySchema,
  passProofsResultSchema,
  passTokensResultSchema,
  type ChainsResult,
  type PassTokensResult,
} from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import type { WhitelistProofs } from './whitelist-proofs.js';

export interface PassTokensReader {
  tokensOf(address: string): Promise<PassTokensResult>;
}

export const passRoutes: FastifyPluginAsyncZod<{
  chains: ChainsResult;
  whitelist: WhitelistProofs;
  /** Null when no pass is configured: the tokens route answers 40407. */
  tokens: PassTokensReader | null;
}> = async (app, { chains, whitelist, tokens }) => {
  app.get(
    WALLET_PATHS.chains,
    {
      schema: {
        tags: ['pass'],
        summary: 'Chains of spec §9 with explorers and RPCs, and where the NFT pass lives',
        response: { 200: okSchema(chainsResultSchema) },
      },
    },
    async (_request, reply) => {
      // Configuration only: changes with a deployment, so a short shared cache is safe.
      reply.header('cache-control', 'public, max-age=60');
      return ok(chains);
    },
  );

  app.get(
    WALLET_PATHS.passProofs,
    {
      schema: {
        tags: ['pass'],
        summary: "The address's Merkle proofs for the KYC and pre-mint phases (empty when not listed)",
        querystring: passAddressQuerySchema,
        response: { 200: okSchema(passProofsResultSchema) },
      },
    },
    async (request) => ok(whitelist.proofsFor(request.query.address)),
  );

  app.get(
    WALLET_PATHS.passTokens,
    {
      schema: {
        tags: ['pass'],
        summary: "The address's passes with their stake state, from the server's index of the chain",
        querystring: passAddressQuerySchema,
        response: { 200: okSchema(passTokensResultSchema) },
      },
    },
    async (request, reply) => {
      if (!tokens) throw new ApiError('passNotConfigured');
      reply.header('cache-control', 'no-cache');
      return ok(await tokens.tokensOf(request.query.address));
    },
  );
};
