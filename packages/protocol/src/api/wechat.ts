/**
 * Wire schemas of the WeChat h5 calls (spec §7, /h5/world/wechat/*). getQrcode answers the link the
 * official account's follow QR code encodes (or null); the client draws the QR image from it.
 */
import { z } from 'zod';
import { loginResultSchema } from './auth.js';

export const followQrcodeSchema = z.object({
  /**
   * The link the follow QR code encodes (WeChat's temporary QR codes are http://weixin.qq.com/q/…); null when none is configured (the client then says
   * how to find the account by name: an expected state, not an error).
   */
  url: z.url({ protocol: /^https?$/ }).nullable(),
});
export type FollowQrcode = z.infer<typeof followQrcodeSchema>;

/** `GET /h5/world/wechat/getWechatShare?url=` — the JS-SDK config for a page of our own origin. */
export const wechatShareQuerySchema = z.object({ url: z.string().min(1).max(2048) });
export const wechatShareSchema = z.object({
  data: z
    .object({
      appId: z.string(),
      timestamp: z.number().int(),
      nonceStr: z.string(),
      signature: z.string(),
      /**
       * Ours (not in spec §3): where web authorisation starts (WECHAT_OAUTH_BASE), so the page can
       * send a WeChat visitor through the silent snsapi_base redirect with the same answer.
       */
      oauthBase: z.string(),
    })
    /**
     * null when WeChat is not configured on this server: a normal state of a deployment, asked on
     * every page view inside WeChat, so a 200 (as getQrcode's null url) rather than an error.
     */
    .nullable(),
});
export type WechatShare = z.infer<typeof wechatShareSchema>;

/** `POST /h5/world/wechat/wechatAuth { code }` — the web authorisation code WeChat handed the page. */
export const wechatAuthBodySchema = z.object({ code: z.string().regex(/^[A-Za-z0-9_-]{1,128}$/, 'not a WeChat code') });
export const wechatAuthSchema = z.object({ openId: z.string(), isSubcribe: z.boolean() });

/**
 * `POST /h5/world/wechat/wechatLogin { code }` (ours): "log in with WeChat". The code
 * comes from the snsapi_userinfo authorisation the person tapped for. `login` is the session of
 * the account linked to this openId, or null when none is linked yet: the client then asks for the
 * phone once, and that login's saveUser sends `linkTicket` as its `code` to link them
 * (docs/decisions.md, "WeChat links").
 */
export const wechatLoginSchema = z.object({
  openId: z.string(),
  isSubcribe: z.boolean(),
  login: loginResultSchema.nullable(),
  /** Single use, ten minutes, only ever in this answer; null when logged in or for a snsapi_base code. */
  linkTicket: z.string().nullable(),
  /** The WeChat nickname (for "this WeChat will be linked"); null when WeChat did not say. */
  nickname: z.string().nullable(),
});
export type WechatLogin = z.infer<typeof wechatLoginSchema>;

/** `POST /h5/world/wechat/isSubcribe { openId }` (the spec's spelling). */
export const wechatSubscribeBodySchema = z.object({ openId: z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, 'not an openId') });
export const wechatSubscribeSchema = z.object({ isSubcribe: z.boolean() });

/** `GET /h5/world/wechat/getQrcode?scene=` — where the visitor came from (a route name). */
export const wechatQrcodeQuerySchema = z.object({
  scene: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/)
    .optional(),
});

/**
 * The official account's message endpoint: WeChat calls it (the server URL check, follow events),
 * in WeChat's protocol (signed query, XML body, plain-text answers), so it is not an API path.
 */
export const WECHAT_MESSAGE_PATH = '/h5/world/wechat/messages';
