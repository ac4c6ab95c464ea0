/** Operator authentication: `Authorization: Bearer <ADMIN_TOKEN>`, compared in constant time. */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../lib/api-error.js';

const digest = (value: string) => createHash('sha256').update(value).digest();

export function requireAdmin(adminToken: string) {
  const expected = digest(adminToken);
  return async (request: FastifyRequest) => {
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    if (!match || !timingSafeEqual(digest(match[1]!), expected)) throw new ApiError('adminUnauthorized');
  };
}
