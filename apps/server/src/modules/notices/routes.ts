/**
 * The notice centre's routes (docs/privacy.md, "Notices"): a member's notices and their read
 * marks; the operator's 30 days' notice before the service ends (everyone) or an account is
 * closed (one member), audited in its transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminNoticeResultSchema,
  adminNoticeSchema,
  API_PATHS,
  noticeListSchema,
  noticeReadResultSchema,
  noticeReadSchema,
  ok,
  okSchema,
} from '@culture/protocol';
import { users } from '../../db/schema.js';
import { ApiError } from '../../lib/api-error.js';
import type { NoticeService } from './notice-service.js';

export const noticeRoutes: FastifyPluginAsyncZod<{ notices: NoticeService }> = async (app, { notices }) => {
  app.get(
    API_PATHS.notices,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notices'],
        summary: 'My notices, newest first (the latest 50), and how many are unread',
        security: [{ bearer: [] }],
        response: { 200: okSchema(noticeListSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(await notices.list(request.auth!.userId, request.locale));
    },
  );

  app.post(
    API_PATHS.noticesRead,
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['notices'],
        summary: 'Mark notices read; answers the unread count',
        security: [{ bearer: [] }],
        body: noticeReadSchema,
        response: { 200: okSchema(noticeReadResultSchema) },
      },
    },
    async (request) =>
      ok(
        await notices.markRead(
          request.auth!.userId,
          request.body.ids.map((id) => BigInt(id)),
        ),
      ),
  );

  app.post(
    API_PATHS.adminNotices,
    {
      onRequest: app.requirePermission('members.manage'),
      config: { plainJsonBody: true },
      schema: {
        tags: ['operator'],
        summary: "The 30 days' notice: the service ends (everyone, by SMS too) or a member's account is closed",
        security: [{ admin: [] }],
        body: adminNoticeSchema,
        response: { 200: okSchema(adminNoticeResultSchema) },
      },
    },
    async (request) => {
      const body = request.body;
      const userId = body.kind === 'accountClosing' ? BigInt(body.user_id) : null;
      const id = await request.audited(
        (noticeId: bigint) => ({
          action: `notice.${body.kind}`,
          target: `notice:${noticeId}`,
          after: { user: userId === null ? null : `user:${userId}`, title: body.title },
        }),
        async (tx) => {
          if (userId !== null) {
            const [member] = await tx
              .select({ id: users.id })
              .from(users)
              .where(and(eq(users.id, userId), eq(users.isGuest, false)));
            if (!member) throw new ApiError('memberNotFound');
          }
          return notices.publishIn(tx, { userId, kind: body.kind, title: body.title, body: body.body });
        },
      );
      return ok({ id: id.toString() });
    },
  );
};
