/** The current user (spec §3, §7): info, profile, avatar, WeChat save-user, account deletion. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { API_PATHS, ok, okSchema, profileUpdateSchema, saveUserResultSchema, saveUserSchema, userInfoSchema } from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import type { MeService } from './me-service.js';

const bearer = [{ bearer: [] }];

export const meRoutes: FastifyPluginAsyncZod<{ me: MeService }> = async (app, { me }) => {
  app.get(
    API_PATHS.me,
    { onRequest: app.authenticate, schema: { tags: ['me'], summary: 'The current user', security: bearer, response: { 200: okSchema(userInfoSchema) } } },
    async (request) => ok(await me.info(request.auth!.userId, request.locale)),
  );

  app.post(
    API_PATHS.meProfile,
    {
      onRequest: app.requireUser,
      // A sealed avatar of up to 1 MiB is about 1.8 MB of envelope.
      bodyLimit: 2 * 1024 * 1024,
      schema: { tags: ['me'], summary: 'Edit nickname, gender and avatar', security: bearer, body: profileUpdateSchema, response: { 200: okSchema(userInfoSchema) } },
    },
    async (request) => {
      await me.updateProfile(request.auth!.userId, request.body);
      return ok(await me.info(request.auth!.userId, request.locale));
    },
  );

  app.get(
    API_PATHS.userAvatar,
    { schema: { tags: ['me'], summary: "A user's avatar image", params: z.object({ id: z.string().regex(/^\d{1,20}$/) }) } },
    async (request, reply) => {
      const avatar = await me.avatar(BigInt(request.params.id));
      if (!avatar) throw new ApiError('notFound');
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(avatar.bytes);
    },
  );

  app.post(
    API_PATHS.saveUser,
    { onRequest: app.requireUser, schema: { tags: ['me'], summary: 'Save WeChat user details; answers the nickname', security: bearer, body: saveUserSchema, response: { 200: okSchema(saveUserResultSchema) } } },
    async (request) => ok({ nickName: await me.saveWeChatUser(request.auth!.userId, request.body.openId, request.locale) }),
  );

  app.post(
    API_PATHS.meDelete,
    { onRequest: app.requireUser, schema: { tags: ['me'], summary: 'Delete the account and all its data', security: bearer, response: { 200: okSchema(z.null()) } } },
    async (request) => {
      await me.deleteAccount(request.auth!.userId);
      return ok(null);
    },
  );
};
