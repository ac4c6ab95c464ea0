/** Guest access (spec §3, §6): an anonymous token for a first visit. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, guestSessionSchema, ok, okSchema } from '@culture/protocol';
import type { SessionService } from './session-service.js';

export interface AuthRoutesOptions {
  sessions: SessionService;
}

export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, { sessions }) => {
  app.post(
    API_PATHS.authGuest,
    {
      schema: {
        tags: ['auth'],
        summary: 'Issue an anonymous guest token',
        response: { 200: okSchema(guestSessionSchema) },
      },
    },
    async () => {
      const guest = await sessions.createGuest();
      return ok({
        token: guest.token,
        user_id: guest.userId.toString(),
        isguest: true as const,
        expires_in: guest.expiresInSeconds,
      });
    },
  );
};
