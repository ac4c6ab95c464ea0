/** WeChat h5 routes (spec §7): getQrcode answers the official account's follow link. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { API_PATHS, followQrcodeSchema, ok, okSchema } from '@culture/protocol';
import type { WeChatService } from './wechat-service.js';

export const wechatRoutes: FastifyPluginAsyncZod<{ wechat: WeChatService }> = async (app, { wechat }) => {
  app.get(
    API_PATHS.wechatQrcode,
    {
      schema: {
        tags: ['wechat'],
        summary: "The official account's follow link, drawn as the follow QR code (url null when not configured)",
        response: { 200: okSchema(followQrcodeSchema) },
      },
    },
    async (_request, reply) => {
      // The client asks again each time the follow dialog opens; a QR-code API link may expire.
      reply.header('cache-control', 'no-cache');
      return ok(await wechat.followQrcode());
    },
  );
};
