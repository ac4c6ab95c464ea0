/** Logins and sessions: tokens, the sealed payload, SMS codes, proof of work and their limits. */
import { z } from 'zod';
import { DEFAULT_PAYLOAD_IV, DEFAULT_PAYLOAD_KEY } from '@culture/protocol';
import { aesPart, booleanString, type Check } from './fields.js';

export const authEnv = {
  PAYLOAD_AES_KEY: aesPart.default(DEFAULT_PAYLOAD_KEY),
  PAYLOAD_AES_IV: aesPart.default(DEFAULT_PAYLOAD_IV),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  GUEST_TOKEN_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(30 * 24 * 3600),
  SINGLE_SESSION: booleanString.default(true),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  SMS_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SMS_SENDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
  OTP_VERIFIES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
  OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  // About a second of a phone's time (bench/login-flow prints the solve time of these defaults).
  ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(2000),
  ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(1000),
  ALTCHA_CHALLENGES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(60),
  SMS_DRIVER: z.enum(['outbox', 'aliyun']).optional(),
  ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
  ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
  ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
  ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
  ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
  /** The template of notices by SMS (docs/privacy.md, "Notices"): one parameter, `text`. Without it they are recorded as failed. */
  ALIYUN_SMS_NOTICE_TEMPLATE_CODE: z.string().min(1).optional(),
  ALIYUN_SMS_REGION: z.string().min(1).default('cn-hangzhou'),
};

type AuthEnv = z.infer<z.ZodObject<typeof authEnv>> & { NODE_ENV: 'development' | 'production' | 'test' };

/** The SMS driver: outbox outside production unless SMS_DRIVER names one. */
const smsDriver = (env: AuthEnv) => env.SMS_DRIVER ?? (env.NODE_ENV === 'production' ? 'aliyun' : 'outbox');

/** Production's secret; what the SMS driver needs. The SMS checks run after the server's (loader). */
export const secretChecks: Check<AuthEnv> = (env, ctx) => {
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
  }
};

export const smsChecks: Check<AuthEnv> = (env, ctx) => {
  if (env.NODE_ENV === 'production' && smsDriver(env) === 'outbox') {
    ctx.addIssue({
      code: 'custom',
      path: ['SMS_DRIVER'],
      message: 'cannot be "outbox" when NODE_ENV=production (codes would never reach phones)',
    });
  }
};

export const smsProviderChecks: Check<AuthEnv> = (env, ctx) => {
  if (smsDriver(env) !== 'aliyun') return;
  for (const key of [
    'ALIYUN_SMS_ACCESS_KEY_ID',
    'ALIYUN_SMS_ACCESS_KEY_SECRET',
    'ALIYUN_SMS_SIGN_NAME',
    'ALIYUN_SMS_TEMPLATE_CODE',
  ] as const) {
    if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_DRIVER=aliyun' });
  }
};

export type SmsConfig =
  | { driver: 'outbox' }
  | {
      driver: 'aliyun';
      endpoint: string;
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      noticeTemplateCode?: string;
      region: string;
    };

export function smsConfig(env: AuthEnv): SmsConfig {
  return smsDriver(env) === 'aliyun'
    ? {
        driver: 'aliyun',
        endpoint: env.ALIYUN_SMS_ENDPOINT,
        accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID!,
        accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET!,
        signName: env.ALIYUN_SMS_SIGN_NAME!,
        templateCode: env.ALIYUN_SMS_TEMPLATE_CODE!,
        noticeTemplateCode: env.ALIYUN_SMS_NOTICE_TEMPLATE_CODE,
        region: env.ALIYUN_SMS_REGION,
      }
    : { driver: 'outbox' };
}
