/** Development helpers. Never registered when NODE_ENV=production. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, ok, okSchema, smsOutboxMessageSchema } from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';

export interface DevRoutesOptions {
  outbox: { latest(phoneE164: string, limit?: number): Promise<Array<z.infer<typeof smsOutboxMessageSchema>>> } | null;
}

export const devRoutes: FastifyPluginAsyncZod<DevRoutesOptions> = async (app, { outbox }) => {
  app.get(
    API_PATHS.smsOutbox,
    {
      schema: {
        tags: ['dev'],
        summary: 'Latest SMS messages recorded for a phone (outbox driver only)',
        querystring: z.object({ phone: z.string().regex(/^\+\d{6,15}$/, 'must be E.164, e.g. +8613800138000') }),
        response: { 200: okSchema(z.array(smsOutboxMessageSchema)) },
      },
    },
    async (request) => {
      if (!outbox) throw new ApiError('notFound');
      return ok(await outbox.latest(request.query.phone));
    },
  );
};
