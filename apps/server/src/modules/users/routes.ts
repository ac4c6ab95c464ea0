/** `GET /api/v2/users?nickname=` (spec §7): people to chat with. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, ok, okSchema, userSearchQuerySchema, userSearchResultSchema } from '@culture/protocol';
import type { UsersService } from './users-service.js';

export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.get(
    API_PATHS.users,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['users'],
        summary: 'Search people by nickname, or fetch one member by user_id',
        security: [{ bearer: [] }],
        querystring: userSearchQuerySchema,
        response: { 200: okSchema(userSearchResultSchema) },
      },
    },
    async (request) => {
      const { nickname, user_id: userId } = request.query;
      const found = userId ? await users.byId(BigInt(userId)) : await users.search(request.auth!.userId, nickname!);
      // A child under 14 has no public profile until a guardian agrees (docs/privacy.md, "Children and guardians").
      const shown = await Promise.all(found.map(async (person) => !(await app.childLimits.limited(BigInt(person.user_id)))));
      return ok({ content: found.filter((_, i) => shown[i]) });
    },
  );
};
