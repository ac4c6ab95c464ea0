/**
 * Configuration from the environment, validated once at start. A bad or missing variable stops
 * start-up with a message naming it (see ConfigError). The README's table lists every variable.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { DEFAULT_PAYLOAD_IV, DEFAULT_PAYLOAD_KEY, LOCAL_CHAIN_IDS, chainInfo, describeKeyProblem } from '@culture/protocol';
import { parseDepositXpub } from './lib/deposit-address.js';
import { readLocalDeployment } from './lib/local-deployment.js';
import { ConfigError } from './config-error.js';

export { ConfigError };

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * Without JWT_SECRET (development, tests) each process makes its own random secret: nothing that
 * signs sessions is ever public, at the cost of sessions ending when the server restarts.
 */
const PROCESS_SECRET = randomBytes(32).toString('hex');

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' });
const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, 'must be an address (0x and 40 hex digits)');

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const aesPart = z.string().superRefine((value, ctx) => {
  const problem = describeKeyProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ACCESS_LOG: z
      .preprocess((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v), z.enum(['all', 'slow', 'off']))
      .default('slow'),
    ACCESS_LOG_SLOW_MS: z.coerce.number().int().min(0).max(3_600_000).default(1000),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
      .optional(),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
    DATABASE_QUEUE_MAX: z.coerce.number().int().min(1).max(100_000).default(200),
    MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(10).max(60_000).default(1000),
    PAYLOAD_AES_KEY: aesPart.default(DEFAULT_PAYLOAD_KEY),
    PAYLOAD_AES_IV: aesPart.default(DEFAULT_PAYLOAD_IV),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(50 * 1024 * 1024)
      .default(256 * 1024),
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
    WEB_DIST_DIR: z.string().min(1).default(path.resolve(serverRoot, '../web/dist')),
    SEED_DEMO: booleanString.default(true),
    TRUST_PROXY: z
      .string()
      .regex(
        /^(true|false|\d{1,2}|[\d.:/a-fA-F]+(,[\d.:/a-fA-F]+)*)$/,
        'must be false, true, a hop count or a comma-separated list of proxy addresses',
      )
      .default('false'),
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    SINGLE_SESSION: booleanString.default(true),
    SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
    // The messaging socket (docs/security.md "Messaging socket").
    MESSAGING_SOCKETS_PER_USER: z.coerce.number().int().min(1).max(100).default(5),
    MESSAGING_PING_INTERVAL_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
    MESSAGING_DRAIN_TIMEOUT_MS: z.coerce.number().int().min(50).max(600_000).default(30_000),
    ADMIN_TOKEN: z.string().min(24, 'must be at least 24 characters').optional(),
    // The virtual world (issue 16): people per copy of a room, and where its files are served from.
    WORLD_VISITOR_CAP: z.coerce.number().int().min(1).max(1000).default(24),
    // Avatar model checks (docs/security.md, "Model uploads"): worker threads, uploads that may
    // wait for one (each holding its body, up to 16 MiB), and the deadline of each answer.
    MODEL_CHECK_WORKERS: z.coerce.number().int().min(0).max(16).default(1),
    MODEL_CHECK_QUEUE_MAX: z.coerce.number().int().min(0).max(100).default(4),
    MODEL_CHECK_DEADLINE_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
    WORLD_ASSET_BASE_URL: z
      .string()
      .regex(/^(https:\/\/[^/\s]+)?\/(?!\/)[^\s]*\/$/, 'must be a path or https URL ending in /')
      .default('/world/'),
    SMS_RESEND_COOLDOWN_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    SMS_SENDS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(30),
    OTP_VERIFIES_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(20),
    WALLET_NONCES_PER_ADDRESS: z.coerce.number().int().min(1).max(1_000_000).default(100),
    BADGE_CODE_CLAIMS_PER_USER: z.coerce.number().int().min(1).max(1_000_000).default(20),
    OTP_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    // About a second of a phone's time (bench/login-flow prints the solve time of these defaults).
    ALTCHA_COST: z.coerce.number().int().min(1).max(1_000_000).default(2000),
    ALTCHA_MAX_COUNTER: z.coerce.number().int().min(2).max(10_000_000).default(1000),
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
      .optional(),
    SMS_DRIVER: z.enum(['outbox', 'aliyun']).optional(),
    ALIYUN_SMS_ENDPOINT: z.string().url().default('https://dysmsapi.aliyuncs.com'),
    ALIYUN_SMS_ACCESS_KEY_ID: z.string().min(1).optional(),
    ALIYUN_SMS_ACCESS_KEY_SECRET: z.string().min(1).optional(),
    ALIYUN_SMS_SIGN_NAME: z.string().min(1).optional(),
    ALIYUN_SMS_TEMPLATE_CODE: z.string().min(1).optional(),
    ALIYUN_SMS_REGION: z.string().min(1).default('cn-hangzhou'),
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
    PUBLIC_ORIGIN: z
      .url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' })
      .refine((value) => {
        if (!URL.canParse(value)) return true; // already refused as not a URL
        const url = new URL(value);
        return (
          url.pathname === '/' &&
          !url.search &&
          !url.hash &&
          !url.username &&
          !url.password &&
          !value.endsWith('?') &&
          !value.endsWith('#')
        );
      }, 'must be an origin only (scheme, host and port; no path, query or fragment)')
      .optional(),
    API_DOCS: booleanString.optional(),
    CONNECTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
    HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
    KEEP_ALIVE_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
    MAX_CONNECTIONS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).optional(),
    PASS_CHAIN_ID: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    PASS_RPC_URL: httpUrl.optional(),
    PASS_PUBLIC_RPC_URL: httpUrl.optional(),
    PASS_CONTRACT_ADDRESS: evmAddress.optional(),
    PASS_DEPLOY_BLOCK: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
    PASS_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).optional(),
    PASS_INDEXER_POLL_MS: z.coerce.number().int().min(50).max(600_000).default(4000),
    PASS_WHITELIST_FILE: z.string().min(1).optional(),
    PASS_DEPLOYMENT_FILE: z.string().min(1).optional(),
    /** Server-side RPCs for contract-wallet signatures in sign-in messages: "1=https://…,56=https://…". */
    CHAIN_RPC_URLS: z
      .string()
      .regex(/^\d{1,12}=https?:\/\/[^,\s]+(,\d{1,12}=https?:\/\/[^,\s]+)*$/, 'must be chainId=URL pairs separated by commas')
      .optional(),
    DEPOSIT_XPUB: z
      .string()
      .superRefine((value, ctx) => {
        try {
          parseDepositXpub(value);
        } catch (error) {
          ctx.addIssue({
            code: 'custom',
            message: `must be a BIP-32 extended public key (xpub): ${(error as Error).message}`,
          });
        }
      })
      .optional(),
    NFTSCAN_API_KEY: z.string().min(1).optional(),
    NFTSCAN_API_BASE: httpUrl.optional(),
    ALCHEMY_API_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{8,128}$/, 'must be an Alchemy API key (letters, digits, - and _)')
      .optional(),
    ALCHEMY_API_BASE: httpUrl.default('https://eth-mainnet.g.alchemy.com'),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && !env.JWT_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    if (production && !env.PUBLIC_ORIGIN) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: 'is required when NODE_ENV=production (the https:// address people open, e.g. https://app.example.com)',
      });
    }
    if (production && env.PUBLIC_ORIGIN && !env.PUBLIC_ORIGIN.startsWith('https://')) {
      ctx.addIssue({ code: 'custom', path: ['PUBLIC_ORIGIN'], message: 'must be an https:// origin when NODE_ENV=production' });
    }
    if (env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS) {
      ctx.addIssue({ code: 'custom', path: ['HEADERS_TIMEOUT_MS'], message: 'cannot be longer than REQUEST_TIMEOUT_MS' });
    }
    const driver = env.SMS_DRIVER ?? (production ? 'aliyun' : 'outbox');
    if (production && driver === 'outbox') {
      ctx.addIssue({
        code: 'custom',
        path: ['SMS_DRIVER'],
        message: 'cannot be "outbox" when NODE_ENV=production (codes would never reach phones)',
      });
    }
    if (Boolean(env.WECHAT_APP_ID) !== Boolean(env.WECHAT_APP_SECRET)) {
      const missing = env.WECHAT_APP_ID ? 'WECHAT_APP_SECRET' : 'WECHAT_APP_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'WECHAT_APP_ID and WECHAT_APP_SECRET go together' });
    }
    const passSet = (['PASS_CHAIN_ID', 'PASS_RPC_URL', 'PASS_CONTRACT_ADDRESS'] as const).filter((key) => env[key] !== undefined);
    if (passSet.length > 0 && passSet.length < 3) {
      for (const key of ['PASS_CHAIN_ID', 'PASS_RPC_URL', 'PASS_CONTRACT_ADDRESS'] as const) {
        if (env[key] === undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required with the other PASS_* settings (chain id, RPC URL, contract address)',
          });
        }
      }
    }
    if (production && env.PASS_CHAIN_ID !== undefined && (LOCAL_CHAIN_IDS as readonly number[]).includes(env.PASS_CHAIN_ID)) {
      ctx.addIssue({
        code: 'custom',
        path: ['PASS_CHAIN_ID'],
        message: 'cannot be a local development chain (1337, 31337) when NODE_ENV=production',
      });
    }
    if (driver === 'aliyun') {
      for (const key of [
        'ALIYUN_SMS_ACCESS_KEY_ID',
        'ALIYUN_SMS_ACCESS_KEY_SECRET',
        'ALIYUN_SMS_SIGN_NAME',
        'ALIYUN_SMS_TEMPLATE_CODE',
      ] as const) {
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when SMS_DRIVER=aliyun' });
      }
    }
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
  singleSession: boolean;
  /** How long a session row may be served from memory (0: off); ending a session drops it at once. */
  sessionCacheMs: number;
  /** The messaging socket's limits (modules/messaging/transport.ts). */
  messaging: { socketsPerUser: number; pingIntervalMs: number; drainDeadlineMs: number };
  /** Bearer token of the operator API; the API is off when unset. */
  adminToken: string | undefined;
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
  altcha: { hmacKey: string; cost: number; maxCounter: number };
  redisUrl: string | undefined;
  sms: SmsConfig;
  wechat: WeChatConfig;
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
  /** The NFT pass contract and its chain (issue 13); null when not configured (no index, no pass page). */
  pass: PassConfig | null;
  /** The operator's whitelist proofs file (contracts/scripts/whitelist.ts output); null: nobody is listed. */
  passWhitelistFile: string | null;
  /** Server-side RPC per chain id for EIP-1271/ERC-6492 signature checks (the pass chain's included). */
  chainRpcUrls: Map<number, string>;
  /** BIP-32 xpub of the deposit wallets; undefined: accounts have no deposit wallet. */
  depositXpub: string | undefined;
  nft: NftConfig;
}

export interface PassConfig {
  chainId: number;
  /** The server's RPC (may carry a provider key; never sent to browsers). */
  rpcUrl: string;
  /** The RPC browsers are told to use; null when none is known. */
  publicRpcUrl: string | null;
  /** EIP-55 not guaranteed: compare lower-cased. */
  address: `0x${string}`;
  deployBlock: number;
  confirmations: number;
  pollMs: number;
  /** Where these settings came from: the environment or `npm run chain`'s deployment file. */
  source: 'env' | 'deployment-file';
}

export interface NftConfig {
  nftscanApiKey: string | undefined;
  /** One base URL for every chain (tests); undefined: each chain's NFTScan host. */
  nftscanBase: string | undefined;
  alchemyApiKey: string | undefined;
  alchemyBase: string;
}

export interface HttpLimits {
  /** A connection with no byte read or sent for this long is closed (plugins/idle-connections.ts). */
  connectionTimeoutMs: number;
  /** Time to receive a whole request, headers and body (slow bodies end here). */
  requestTimeoutMs: number;
  /** Time to receive the request headers. */
  headersTimeoutMs: number;
  /** Idle time of a keep-alive connection between requests. */
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold; 0 = no cap (behind a proxy that caps per client). */
  maxConnectionsPerAddress: number;
}

export interface WeChatConfig {
  /** The official account's follow link, encoded in the follow QR code; unset until configured. */
  followUrl: string | undefined;
  /** The official account's API (issue 15); null when WECHAT_APP_ID/SECRET are unset. */
  api: { appId: string; appSecret: string; apiBase: string; oauthBase: string } | null;
  /** The Token of the message endpoint (follow events); null: the endpoint refuses everything. */
  messageToken: string | null;
  /** getQrcode, wechatAuth, wechatLogin and isSubcribe calls per client address per minute, each. */
  callsPerAddressPerMinute: number;
}

export type SmsConfig =
  | { driver: 'outbox' }
  | {
      driver: 'aliyun';
      endpoint: string;
      accessKeyId: string;
      accessKeySecret: string;
      signName: string;
      templateCode: string;
      region: string;
    };

function parseTrustProxy(value: string): boolean | number | string[] {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value.split(',');
}

/** The default origin's loopback aliases (development without PUBLIC_ORIGIN): see AppConfig.ownOrigins. */
function loopbackAliases(origin: string): string[] {
  const url = new URL(origin);
  if (url.hostname !== 'localhost') return [origin];
  return ['localhost', '127.0.0.1', '[::1]'].map((name) => `${url.protocol}//${name}:${url.port}`);
}

/** The address a browser on this machine opens (outside production, where PUBLIC_ORIGIN is optional). */
function localOrigin(host: string | undefined, port: number): string {
  const anyOrLoopback =
    !host || host === '0.0.0.0' || host === '::' || host === '127.0.0.1' || host === '::1' || host === 'localhost';
  const name = anyOrLoopback ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

/** Empty strings count as unset, so `FOO=` in a shell does not become a bad value. */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== '')) as Record<string, string>;
}

/** `npm run chain`'s deployment record, read only in development (tests name their chain explicitly). */
const DEFAULT_DEPLOYMENT_FILE = path.resolve(serverRoot, '../../contracts/deployments/localhost.json');
const DEFAULT_WHITELIST_FILE = path.resolve(serverRoot, '../../contracts/whitelists/proofs.json');

function passConfig(env: Env): PassConfig | null {
  const local = (chainId: number) => (LOCAL_CHAIN_IDS as readonly number[]).includes(chainId);
  const confirmations = (chainId: number) => env.PASS_CONFIRMATIONS ?? (local(chainId) ? 0 : 12);
  if (env.PASS_CHAIN_ID !== undefined && env.PASS_RPC_URL && env.PASS_CONTRACT_ADDRESS) {
    const chainId = env.PASS_CHAIN_ID;
    return {
      chainId,
      rpcUrl: env.PASS_RPC_URL,
      // A local node's table entry (127.0.0.1:8545) is a guess; the node this server uses is a fact.
      publicRpcUrl: env.PASS_PUBLIC_RPC_URL ?? (local(chainId) ? env.PASS_RPC_URL : (chainInfo(chainId)?.rpcUrl ?? null)),
      address: env.PASS_CONTRACT_ADDRESS as `0x${string}`,
      deployBlock: env.PASS_DEPLOY_BLOCK ?? 0,
      confirmations: confirmations(chainId),
      pollMs: env.PASS_INDEXER_POLL_MS,
      source: 'env',
    };
  }
  if (env.NODE_ENV === 'production') return null;
  const file = env.PASS_DEPLOYMENT_FILE ?? (env.NODE_ENV === 'development' ? DEFAULT_DEPLOYMENT_FILE : undefined);
  if (!file) return null;
  const deployment = readLocalDeployment(file, env.PASS_DEPLOYMENT_FILE !== undefined);
  if (!deployment) return null;
  return {
    chainId: deployment.chainId,
    rpcUrl: deployment.rpcUrl,
    publicRpcUrl: env.PASS_PUBLIC_RPC_URL ?? deployment.rpcUrl,
    address: deployment.address,
    deployBlock: env.PASS_DEPLOY_BLOCK ?? deployment.deployBlock,
    confirmations: confirmations(deployment.chainId),
    pollMs: env.PASS_INDEXER_POLL_MS,
    source: 'deployment-file',
  };
}

function chainRpcUrls(env: Env, pass: PassConfig | null): Map<number, string> {
  const urls = new Map<number, string>();
  for (const pair of env.CHAIN_RPC_URLS?.split(',') ?? []) {
    const at = pair.indexOf('=');
    urls.set(Number(pair.slice(0, at)), pair.slice(at + 1));
  }
  if (pass && !urls.has(pass.chainId)) urls.set(pass.chainId, pass.rpcUrl);
  return urls;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(withoutEmpty(source));
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`));
  }
  const env = parsed.data;
  const pass = passConfig(env);
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
    singleSession: env.SINGLE_SESSION,
    sessionCacheMs: env.SESSION_CACHE_SECONDS * 1000,
    messaging: {
      socketsPerUser: env.MESSAGING_SOCKETS_PER_USER,
      pingIntervalMs: env.MESSAGING_PING_INTERVAL_MS,
      drainDeadlineMs: env.MESSAGING_DRAIN_TIMEOUT_MS,
    },
    adminToken: env.ADMIN_TOKEN,
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
    },
    redisUrl: env.REDIS_URL,
    sms:
      (env.SMS_DRIVER ?? (env.NODE_ENV === 'production' ? 'aliyun' : 'outbox')) === 'aliyun'
        ? {
            driver: 'aliyun',
            endpoint: env.ALIYUN_SMS_ENDPOINT,
            accessKeyId: env.ALIYUN_SMS_ACCESS_KEY_ID!,
            accessKeySecret: env.ALIYUN_SMS_ACCESS_KEY_SECRET!,
            signName: env.ALIYUN_SMS_SIGN_NAME!,
            templateCode: env.ALIYUN_SMS_TEMPLATE_CODE!,
            region: env.ALIYUN_SMS_REGION,
          }
        : { driver: 'outbox' },
    wechat: {
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
    },
    publicOrigin: env.PUBLIC_ORIGIN ? new URL(env.PUBLIC_ORIGIN).origin : localOrigin(env.HOST, env.PORT),
    ownOrigins: env.PUBLIC_ORIGIN ? [new URL(env.PUBLIC_ORIGIN).origin] : loopbackAliases(localOrigin(env.HOST, env.PORT)),
    // The API's browsable documentation tells strangers every route and field: off in production unless asked for.
    apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
    http: {
      connectionTimeoutMs: env.CONNECTION_TIMEOUT_MS,
      requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
      headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
      keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
      // Behind a proxy every client arrives from the proxy's address: the proxy caps per real client.
      maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS ?? (env.TRUST_PROXY === 'false' ? 128 : 0),
    },
    pass,
    passWhitelistFile: env.PASS_WHITELIST_FILE
      ? path.resolve(env.PASS_WHITELIST_FILE)
      : env.NODE_ENV === 'production'
        ? null
        : DEFAULT_WHITELIST_FILE,
    chainRpcUrls: chainRpcUrls(env, pass),
    depositXpub: env.DEPOSIT_XPUB,
    nft: {
      nftscanApiKey: env.NFTSCAN_API_KEY,
      nftscanBase: env.NFTSCAN_API_BASE,
      alchemyApiKey: env.ALCHEMY_API_KEY,
      alchemyBase: env.ALCHEMY_API_BASE,
    },
  };
}
