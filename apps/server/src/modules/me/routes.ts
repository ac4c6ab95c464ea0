/**
 * The current user (spec §3, §7): info, profile, avatar, WeChat save-user. Account deletion is the
 * privacy module's (the cooling-off, docs/privacy.md).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  idSchema,
  ok,
  okSchema,
  profileUpdateSchema,
  saveUserResultSchema,
  saveUserSchema,
  userInfoSchema,
} from '@culture/protocol';
import { ApiError } from '../../lib/api-error.js';
import type { MeService } from './me-service.js';

const bearer = [{ bearer: [] }];

export const meRoutes: FastifyPluginAsyncZod<{
  me: MeService;
  /** saveUser's WeChat link: its `code` is wechatLogin's link ticket, which the wechat module checks. */
  linkWeChat: (
    userId: bigint,
    openId: string | null | undefined,
    ticket: string | null | undefined,
  ) => Promise<{ nickname: string | null } | null>;
}> = async (app, { me, linkWeChat }) => {
  app.get(
    API_PATHS.me,
    {
      onRequest: app.authenticate,
      schema: { tags: ['me'], summary: 'The current user', security: bearer, response: { 200: okSchema(userInfoSchema) } },
    },
    async (request) => ok(await me.info(request.auth!.userId, request.locale, request.auth!.sessionId)),
  );

  app.post(
    API_PATHS.meProfile,
    {
      onRequest: app.requireUser,
      // A sealed avatar of up to 1 MiB is about 1.8 MB of envelope.
      bodyLimit: 2 * 1024 * 1024,
      schema: {
        tags: ['me'],
        summary: 'Edit nickname, gender and avatar',
        security: bearer,
        body: profileUpdateSchema,
        response: { 200: okSchema(userInfoSchema) },
      },
    },
    async (request) => {
      // A picture is an upload: a child under 14 waits for a guardian (docs/privacy.md, "Children and guardians").
      if (request.body.avatar !== undefined) await app.childLimits.assertAllowed(request.auth!.userId);
      await me.updateProfile(request.auth!.userId, request.body);
      return ok(await me.info(request.auth!.userId, request.locale, request.auth!.sessionId));
    },
  );

  app.get(
    API_PATHS.userAvatar,
    {
      schema: {
        tags: ['me'],
        summary: "A user's avatar image",
        params: z.object({ id: idSchema }),
        querystring: z.object({ v: z.string().max(32).optional() }),
      },
    },
    async (request, reply) => {
      const avatar = await me.avatar(BigInt(request.params.id));
      if (!avatar) throw new ApiError('notFound');
      // Only the current version's URL may be cached for long: a changed or deleted picture must go.
      const current = request.query.v !== undefined && request.query.v === avatar.version;
      return reply
        .header('content-type', avatar.contentType)
        .header('cache-control', current ? 'public, max-age=31536000, immutable' : 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(avatar.bytes);
    },
  );

  app.post(
    API_PATHS.saveUser,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['me'],
        summary: 'Save WeChat user details; answers the nickname',
        security: bearer,
        body: saveUserSchema,
        response: { 200: okSchema(saveUserResultSchema) },
      },
    },
    async (request) => {
      // `code` carries wechatLogin's link ticket (docs/decisions.md, "WeChat links").
      const linked = await linkWeChat(request.auth!.userId, request.body.openId, request.body.code);
      const nickName = await me.nickName(request.auth!.userId, request.locale);
      return ok(linked ? { nickName, wechatLinked: linked } : { nickName });
    },
  );
};
