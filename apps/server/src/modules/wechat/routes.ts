/**
 * WeChat h5 routes (spec §7): the follow QR code, the JS-SDK share config, web
 * authorisation, log in with WeChat, the follow check, and the official account's message endpoint (WeChat's URL
 * check and its subscribe/unsubscribe events, signature verified).
 */
import { XMLParser } from 'fast-xml-parser';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_PATHS,
  WECHAT_MESSAGE_PATH,
  followQrcodeSchema,
  ok,
  okSchema,
  wechatAuthBodySchema,
  wechatAuthSchema,
  wechatLoginSchema,
  wechatQrcodeQuerySchema,
  wechatShareQuerySchema,
  wechatShareSchema,
  wechatSubscribeBodySchema,
  wechatSubscribeSchema,
} from '@culture/protocol';
import type { WeChatConfig } from '../../config.js';
import { ApiError } from '../../lib/api-error.js';
import { clientKey } from '../../lib/rate-limit/client-key.js';
import type { CounterStore } from '../../lib/rate-limit/counter-store.js';
import { createMessageCheck } from './message-signature.js';
import type { WeChatService } from './wechat-service.js';

const signatureQuerySchema = z.object({
  signature: z.string().max(64).default(''),
  timestamp: z.string().max(32).default(''),
  nonce: z.string().max(64).default(''),
  echostr: z.string().max(256).optional(),
});

/** WeChat's event XML: entities are not expanded, and only the fields we read matter. */
const xml = new XMLParser({ processEntities: false, parseTagValue: false, trimValues: true });

export const wechatRoutes: FastifyPluginAsyncZod<{
  wechat: WeChatService;
  config: Pick<WeChatConfig, 'messageToken' | 'callsPerAddressPerMinute'>;
  counters: CounterStore;
  now: () => number;
}> = async (app, { wechat, config, counters, now }) => {
  /**
   * Each of these calls spends the official account's WeChat API quota and needs no login, so
   * each is limited per client address, as the SMS routes are (docs/security.md, "WeChat").
   */
  const limited =
    (route: string) =>
    async (request: { ip: string }): Promise<void> => {
      const { count, resetInMs } = await counters.hit(`wechat:${route}:${clientKey(request.ip)}`, 60_000);
      if (count > config.callsPerAddressPerMinute)
        throw new ApiError('rateLimited', { retryAfterSeconds: Math.ceil(resetInMs / 1000) });
    };

  app.get(
    API_PATHS.wechatQrcode,
    {
      onRequest: limited('qrcode'),
      schema: {
        tags: ['wechat'],
        summary: "The official account's follow QR code link for where the visitor came from (url null when not configured)",
        querystring: wechatQrcodeQuerySchema,
        response: { 200: okSchema(followQrcodeSchema) },
      },
    },
    async (request, reply) => {
      // The client asks again each time the follow dialog opens; a QR-code API link expires.
      reply.header('cache-control', 'no-cache');
      return ok(await wechat.followQrcode(request.query.scene));
    },
  );

  app.get(
    API_PATHS.wechatShare,
    {
      schema: {
        tags: ['wechat'],
        summary: 'The JS-SDK config (appId, timestamp, nonceStr, signature) for a page of this site',
        querystring: wechatShareQuerySchema,
        response: { 200: okSchema(wechatShareSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({ data: await wechat.shareConfig(request.query.url) });
    },
  );

  app.post(
    API_PATHS.wechatAuth,
    {
      onRequest: limited('auth'),
      schema: {
        tags: ['wechat'],
        summary: 'Exchanges the web authorisation code for the openId and its follow status',
        body: wechatAuthBodySchema,
        response: { 200: okSchema(wechatAuthSchema) },
      },
    },
    async (request) => ok(await wechat.authorise(request.body.code)),
  );

  app.post(
    API_PATHS.wechatLogin,
    {
      onRequest: limited('login'),
      schema: {
        tags: ['wechat'],
        summary: 'Log in with WeChat: the session of the account linked to the openId (login null when none is)',
        body: wechatAuthBodySchema,
        response: { 200: okSchema(wechatLoginSchema) },
      },
    },
    async (request) => ok(await wechat.login(request.body.code)),
  );

  app.post(
    API_PATHS.wechatSubscribe,
    {
      onRequest: limited('subscribe'),
      schema: {
        tags: ['wechat'],
        summary: 'Whether an openId follows the official account',
        body: wechatSubscribeBodySchema,
        response: { 200: okSchema(wechatSubscribeSchema) },
      },
    },
    async (request) => ok({ isSubcribe: await wechat.isFollowing(request.body.openId) }),
  );

  // The message endpoint speaks WeChat's protocol, not ours: plain text answers, XML bodies.
  app.addContentTypeParser(['text/xml', 'application/xml'], { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );
  const signed = createMessageCheck({ token: config.messageToken, counters, now });

  app.get(WECHAT_MESSAGE_PATH, { schema: { hide: true, querystring: signatureQuerySchema } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    if (!request.query.echostr || !(await signed(request.query))) return reply.code(403).send('forbidden');
    return request.query.echostr;
  });

  app.post(WECHAT_MESSAGE_PATH, { schema: { hide: true, querystring: signatureQuerySchema } }, async (request, reply) => {
    reply.type('text/plain; charset=utf-8');
    if (!(await signed(request.query))) return reply.code(403).send('forbidden');
    let message: { MsgType?: unknown; Event?: unknown; FromUserName?: unknown } | undefined;
    try {
      message = (xml.parse(typeof request.body === 'string' ? request.body : '') as { xml?: typeof message }).xml;
    } catch {
      return reply.code(400).send('bad xml');
    }
    const openId = typeof message?.FromUserName === 'string' ? message.FromUserName : '';
    const event = typeof message?.Event === 'string' ? message.Event.toLowerCase() : '';
    if (
      message?.MsgType === 'event' &&
      /^[A-Za-z0-9_-]{6,64}$/.test(openId) &&
      (event === 'subscribe' || event === 'unsubscribe')
    )
      await wechat.recordFollowEvent(openId, event === 'subscribe');
    // "success" tells WeChat the message was handled and no reply follows.
    return 'success';
  });
};
