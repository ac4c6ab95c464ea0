/** Sign in with Ethereum and linked wallets (spec §7). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  API_PATHS,
  ok,
  okSchema,
  walletConnectResultSchema,
  walletConnectSchema,
  walletLoginResultSchema,
  walletLoginSchema,
  walletNonceQuerySchema,
  walletNonceResultSchema,
  walletUnlinkResultSchema,
  walletUnlinkSchema,
} from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import { clientKey } from '../../lib/rate-limit/client-key.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';
import type { SessionService } from '../auth/session-service.js';
import type { WalletService } from './wallet-service.js';

export const walletRoutes: FastifyPluginAsyncZod<{
  wallets: WalletService;
  sessions: SessionService;
  counters: CounterStore;
  /** Nonces one client address may ask for per 10 minutes (each is a stored row). */
  noncesPerAddress: number;
}> = async (app, { wallets, sessions, counters, noncesPerAddress }) => {
  app.get(
    API_PATHS.walletNonce,
    {
      schema: {
        tags: ['wallet'],
        summary: 'The EIP-4361 message to sign, with a fresh single-use nonce (5 minutes)',
        querystring: walletNonceQuerySchema,
        response: { 200: okSchema(walletNonceResultSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const hits = await counters.hit(`wallet:nonce:${clientKey(request.ip)}`, 10 * 60_000);
      if (hits.count > noncesPerAddress) {
        throw new ApiError('rateLimited', { retryAfterSeconds: Math.ceil(hits.resetInMs / 1000) });
      }
      return ok(await wallets.issueNonce(request.query.address, request.query.chainId));
    },
  );

  app.post(
    API_PATHS.walletLogin,
    {
      schema: {
        tags: ['wallet'],
        summary: 'Log in with a signed EIP-4361 message (the account is created on first login)',
        body: walletLoginSchema,
        response: { 200: okSchema(walletLoginResultSchema) },
      },
    },
    async (request) => {
      const userId = await wallets.login(request.body.message, request.body.signature);
      const session = await sessions.createUserSession(userId, 'wallet');
      return ok({ token: session.token, user_id: userId.toString() });
    },
  );

  app.post(
    API_PATHS.walletConnect,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Link the signing wallet to the logged-in account',
        security: [{ bearer: [] }],
        body: walletConnectSchema,
        response: { 200: okSchema(walletConnectResultSchema) },
      },
    },
    async (request) => ok(await wallets.connect(request.auth!.userId, request.body.message, request.body.signature)),
  );

  app.post(
    API_PATHS.walletDisconnect,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['wallet'],
        summary: 'Unlink the external wallet (not the wallet a wallet-only account logs in with)',
        security: [{ bearer: [] }],
        body: walletUnlinkSchema,
        response: { 200: okSchema(walletUnlinkResultSchema) },
      },
    },
    async (request) => ok(await wallets.disconnect(request.auth!.userId, request.body.wallet_address)),
  );
};
