/**
 * Operator authentication: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time.
 *
 *   app.operatorApi   – whether the operator routes are served at all (ADMIN_TOKEN set; off when unset)
 *   app.requireAdmin  – onRequest hook: the caller is the operator, else adminUnauthorized
 *
 * Route plugins take both from the app instead of being handed the token. Like the other auth
 * hooks (plugins/auth.ts) it runs in onRequest, so a refused caller's body is never read. Role
 * permissions for an operator console replace the one `decorate('requireAdmin', …)` line below.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error.js';

declare module 'fastify' {
  interface FastifyInstance {
    operatorApi: boolean;
    requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** The bearer-token check, for the given token. */
function adminTokenCheck(adminToken: string) {
  const expected = digest(adminToken);
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) throw new ApiError('adminUnauthorized');
  };
}

const refuseAll = async () => {
  throw new ApiError('adminUnauthorized');
};

export const adminAuthPlugin = fp<{ adminToken: string | undefined }>(
  async (app, { adminToken }) => {
    app.decorate('operatorApi', Boolean(adminToken));
    app.decorate('requireAdmin', adminToken ? adminTokenCheck(adminToken) : refuseAll);
  },
  { name: 'admin-auth' },
);
