/**
 * Configuration from the environment, validated once at start. A bad or missing variable stops
 * start-up with a message naming it (see ConfigError). docs/configuration.md lists every variable.
 * Each area's variables, cross-field checks and derived settings live in config/; this file is
 * the one loader.
 */
import path from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error.js';
import { authEnv, secretChecks, smsChecks, smsConfig, smsProviderChecks, type SmsConfig } from './config/auth.js';
import {
  chainChecks,
  chainEnv,
  chainRpcUrls,
  nftConfig,
  passConfig,
  passWhitelistFile,
  type NftConfig,
  type PassConfig,
} from './config/chain.js';
import { featureEnv } from './config/features.js';
import { opsConfig, opsEnv, type OpsConfig } from './config/ops.js';
import { metricsConfig, metricsEnv, type MetricsConfig } from './config/metrics.js';
import { paymentsChecks, paymentsEnv, wechatPayConfig, type WechatPayConfig } from './config/payments.js';
import { PROCESS_SECRET } from './config/fields.js';
import { httpLimits, origins, parseTrustProxy, serverChecks, serverEnv, type HttpLimits } from './config/server.js';
import { wechatChecks, wechatConfig, wechatEnv, type WeChatConfig } from './config/wechat.js';

export { ConfigError };
export type { OpsConfig };
export type { HttpLimits, MetricsConfig, NftConfig, PassConfig, SmsConfig, WeChatConfig, WechatPayConfig };

const envSchema = z
  .object({ ...serverEnv, ...authEnv, ...featureEnv, ...wechatEnv, ...chainEnv, ...paymentsEnv, ...metricsEnv, ...opsEnv })
  // In this order, so the first problem named is the one to fix first (a production secret).
  .superRefine((env, ctx) => {
    secretChecks(env, ctx);
    serverChecks(env, ctx);
    smsChecks(env, ctx);
    wechatChecks(env, ctx);
    chainChecks(env, ctx);
    paymentsChecks(env, ctx);
    smsProviderChecks(env, ctx);
  });

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  env: Env['NODE_ENV'];
  host: string;
  port: number;
  logLevel: Env['LOG_LEVEL'];
  /** One access line per response: all of them, slow ones and 5xx, or none (plugins/access-log.ts). */
  accessLog: { mode: Env['ACCESS_LOG']; slowMs: number };
  dataDir: string;
  databaseUrl: string | undefined;
  databasePoolMax: number;
  /** API requests are shed (503, 50301) while this many queries wait for a database connection. */
  databaseQueueMax: number;
  /** Requests are shed while the event loop lags more than this (mean over a second). */
  maxEventLoopDelayMs: number;
  payloadKeys: { key: string; iv: string };
  bodyLimitBytes: number;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  guestTokenTtlSeconds: number;
  webDistDir: string;
  seedDemo: boolean;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses. */
  trustProxy: boolean | number | string[];
  shutdownTimeoutMs: number;
  /** How often the scheduled clean-up and the account-cancellation sweep run. */
  cleanupIntervalMs: number;
  singleSession: boolean;
  /** How long a session row may be served from memory (0: off); ending a session drops it at once. */
  sessionCacheMs: number;
  /** The messaging socket's limits (modules/messaging/limits.ts). */
  messaging: { socketsPerUser: number; pingIntervalMs: number; drainDeadlineMs: number };
  /** Legacy bearer token of the operator API: a key with every permission (docs/operator-console.md). */
  adminToken: string | undefined;
  /** The operator console: TOTP sealing key, session idle timeout. */
  ops: OpsConfig;
  /** The virtual world: visitors per room copy, and the base URL of its generated files. */
  world: { visitorCap: number; assetBaseUrl: string };
  /**
   * Avatar model checks: worker threads (0: none run), uploads waiting beyond them, deadline per
   * answer (at most 9/10 of connectionTimeoutMs).
   */
  modelChecks: { workers: number; maxWaiting: number; deadlineMs: number };
  smsResendCooldownMs: number;
  /** Sign-in messages (nonces) one client address may ask for per 10 minutes. */
  walletNoncesPerAddress: number;
  /** Claim-code attempts one account may make per 10 minutes. */
  badgeCodeClaimsPerUser: number;
  /** Codes one client address may ask for per hour, and verify calls per 10 minutes (shared NATs may need more). */
  otpAddressLimits: { sendsPerHour: number; verifiesPer10Min: number };
  otpSecret: string;
  /** Proof of work before an SMS is sent (ALTCHA): signing key and how much work a challenge asks. */
  altcha: { hmacKey: string; cost: number; maxCounter: number; challengesPerAddress: number };
  redisUrl: string | undefined;
  sms: SmsConfig;
  wechat: WeChatConfig;
  /** WeChat Pay: the local fake, or the merchant's live settings (config/payments.ts). */
  wechatPay: WechatPayConfig;
  /** Scheme, host and port people open (no trailing slash): absolute URLs in the page shell. */
  publicOrigin: string;
  /**
   * The origins this site answers as its own (WeChat share signatures): PUBLIC_ORIGIN alone when it
   * is set; without it, on this machine, every loopback name of the default origin, so the app
   * opened at 127.0.0.1 (the address the server prints) is as much ours as at localhost.
   */
  ownOrigins: readonly string[];
  /** Whether /api/docs (the OpenAPI document and its browser) exists. */
  apiDocs: boolean;
  http: HttpLimits;
  /** The NFT pass contract and its chain; null when not configured (no index, no pass page). */
  pass: PassConfig | null;
  /** The operator's whitelist proofs file (contracts/scripts/whitelist.ts output); null: nobody is listed. */
  passWhitelistFile: string | null;
  /** Server-side RPC per chain id for EIP-1271/ERC-6492 signature checks (the pass chain's included). */
  chainRpcUrls: Map<number, string>;
  /** BIP-32 xpub of the deposit wallets; undefined: accounts have no deposit wallet. */
  depositXpub: string | undefined;
  nft: NftConfig;
  /** Where the Prometheus text is served, if anywhere (config/metrics.ts). */
  metrics: MetricsConfig;
}

/** Empty strings count as unset, so `FOO=` in a shell does not become a bad value. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`));
  }
  const env = parsed.data;
  const pass = passConfig(env);
  const { publicOrigin, ownOrigins } = origins(env);
  return {
    env: env.NODE_ENV,
    // Outside production only this machine can reach a server that has development routes.
    host: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    accessLog: { mode: env.ACCESS_LOG, slowMs: env.ACCESS_LOG_SLOW_MS },
    dataDir: path.resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePoolMax: env.DATABASE_POOL_MAX,
    databaseQueueMax: env.DATABASE_QUEUE_MAX,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    payloadKeys: { key: env.PAYLOAD_AES_KEY, iv: env.PAYLOAD_AES_IV },
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    jwtSecret: env.JWT_SECRET ?? PROCESS_SECRET,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    guestTokenTtlSeconds: env.GUEST_TOKEN_TTL,
    webDistDir: path.resolve(env.WEB_DIST_DIR),
    seedDemo: env.SEED_DEMO,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    cleanupIntervalMs: env.CLEANUP_INTERVAL_MS,
    singleSession: env.SINGLE_SESSION,
    sessionCacheMs: env.SESSION_CACHE_SECONDS * 1000,
    messaging: {
      socketsPerUser: env.MESSAGING_SOCKETS_PER_USER,
      pingIntervalMs: env.MESSAGING_PING_INTERVAL_MS,
      drainDeadlineMs: env.MESSAGING_DRAIN_TIMEOUT_MS,
    },
    adminToken: env.ADMIN_TOKEN,
    ops: opsConfig(env),
    world: { visitorCap: env.WORLD_VISITOR_CAP, assetBaseUrl: env.WORLD_ASSET_BASE_URL },
    modelChecks: {
      workers: env.MODEL_CHECK_WORKERS,
      maxWaiting: env.MODEL_CHECK_QUEUE_MAX,
      // Never as long as the idle sweep's wait: a silent upload would be closed before its answer.
      deadlineMs: Math.min(env.MODEL_CHECK_DEADLINE_MS, Math.floor(env.CONNECTION_TIMEOUT_MS * 0.9)),
    },
    smsResendCooldownMs: env.SMS_RESEND_COOLDOWN_SECONDS * 1000,
    walletNoncesPerAddress: env.WALLET_NONCES_PER_ADDRESS,
    badgeCodeClaimsPerUser: env.BADGE_CODE_CLAIMS_PER_USER,
    otpAddressLimits: { sendsPerHour: env.SMS_SENDS_PER_ADDRESS_PER_HOUR, verifiesPer10Min: env.OTP_VERIFIES_PER_ADDRESS },
    // Separate secrets are better; deriving keeps a fresh install working with one.
    otpSecret: env.OTP_SECRET ?? `otp:${env.JWT_SECRET ?? PROCESS_SECRET}`,
    altcha: {
      hmacKey: env.ALTCHA_HMAC_KEY ?? `altcha:${env.JWT_SECRET ?? PROCESS_SECRET}`,
      cost: env.ALTCHA_COST,
      maxCounter: env.ALTCHA_MAX_COUNTER,
      challengesPerAddress: env.ALTCHA_CHALLENGES_PER_ADDRESS,
    },
    redisUrl: env.REDIS_URL,
    sms: smsConfig(env),
    wechat: wechatConfig(env),
    wechatPay: wechatPayConfig(env, publicOrigin),
    publicOrigin,
    ownOrigins,
    // The API's browsable documentation tells strangers every route and field: off in production unless asked for.
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    http: httpLimits(env),
    pass,
    passWhitelistFile: passWhitelistFile(env),
    chainRpcUrls: chainRpcUrls(env, pass),
    depositXpub: env.DEPOSIT_XPUB,
    nft: nftConfig(env),
    metrics: metricsConfig(env),
  };
}
