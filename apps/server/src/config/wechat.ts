/** The WeChat official account: follow link, API credentials and the message endpoint's token. */
import { z } from 'zod';
import type { Check } from './fields.js';

export const wechatEnv = {
  WECHAT_FOLLOW_URL: z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
  WECHAT_APP_ID: z
    .string()
    .regex(/^wx[0-9a-f]{16}$/, 'must be an official account AppID (wx + 16 hex digits)')
    .optional(),
  WECHAT_APP_SECRET: z
    .string()
    .regex(/^[0-9A-Za-z]{16,64}$/, 'must be the AppSecret (letters and digits)')
    .optional(),
  WECHAT_API_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).default('https://api.weixin.qq.com'),
  WECHAT_OAUTH_BASE: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).default('https://open.weixin.qq.com'),
  /** The Token set for the official account's server URL (message endpoint signatures). */
  WECHAT_TOKEN: z
    .string()
    .regex(/^[0-9A-Za-z]{3,32}$/, 'must be 3-32 letters and digits')
    .optional(),
  /** Calls of each WeChat route that spends the account's API quota, per client address per minute. */
  WECHAT_CALLS_PER_ADDRESS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(20),
};

type WeChatEnv = z.infer<z.ZodObject<typeof wechatEnv>>;

export const wechatChecks: Check<WeChatEnv> = (env, ctx) => {
  if (Boolean(env.WECHAT_APP_ID) !== Boolean(env.WECHAT_APP_SECRET)) {
    const missing = env.WECHAT_APP_ID ? 'WECHAT_APP_SECRET' : 'WECHAT_APP_ID';
    ctx.addIssue({ code: 'custom', path: [missing], message: 'WECHAT_APP_ID and WECHAT_APP_SECRET go together' });
  }
};

export interface WeChatConfig {
  /** The official account's follow link, encoded in the follow QR code; unset until configured. */
  followUrl: string | undefined;
  /** The official account's API; null when WECHAT_APP_ID/SECRET are unset. */
  api: { appId: string; appSecret: string; apiBase: string; oauthBase: string } | null;
  /** The Token of the message endpoint (follow events); null: the endpoint refuses everything. */
  messageToken: string | null;
  /** getQrcode, wechatAuth, wechatLogin and isSubcribe calls per client address per minute, each. */
  callsPerAddressPerMinute: number;
}

export function wechatConfig(env: WeChatEnv): WeChatConfig {
  return {
    followUrl: env.WECHAT_FOLLOW_URL,
    api:
      env.WECHAT_APP_ID && env.WECHAT_APP_SECRET
        ? {
            appId: env.WECHAT_APP_ID,
            appSecret: env.WECHAT_APP_SECRET,
            apiBase: env.WECHAT_API_BASE,
            oauthBase: env.WECHAT_OAUTH_BASE,
          }
        : null,
    messageToken: env.WECHAT_TOKEN ?? null,
    callsPerAddressPerMinute: env.WECHAT_CALLS_PER_ADDRESS_PER_MINUTE,
  };
}
