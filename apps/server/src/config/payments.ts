/**
 * WeChat Pay settings (docs/payments.md, "Configuration"). `fake` (the default outside production) mounts the
 * local fake and needs nothing; `live` (the default, and the only choice, in production) needs the merchant's
 * settings, and the key files are read and parsed here so that a wrong file stops start-up with its name rather
 * than failing the first payment.
 */
import { X509Certificate, createPrivateKey, createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { httpUrl, type Check } from './fields.js';

export const NOTIFY_PATH = '/api/v5/payments/wechatpay/notify';

export const paymentsEnv = {
  WECHATPAY_MODE: z.enum(['fake', 'live'], { error: 'must be fake or live' }).optional(),
  WECHATPAY_MCH_ID: z
    .string()
    .regex(/^\d{6,32}$/, 'must be the merchant id (digits, e.g. 1900007291)')
    .optional(),
  WECHATPAY_APP_ID: z
    .string()
    .regex(/^wx[0-9a-f]{16}$/, 'must be an AppID (wx + 16 hex digits)')
    .optional(),
  WECHATPAY_CERT_SERIAL: z
    .string()
    .regex(/^[0-9A-Fa-f]{8,40}$/, "must be the serial number of the merchant's API certificate (hex, usually 40 digits)")
    .optional(),
  WECHATPAY_PRIVATE_KEY_FILE: z.string().min(1).optional(),
  WECHATPAY_APIV3_KEY: z
    .string()
    .refine((value) => Buffer.byteLength(value, 'utf8') === 32, 'must be the 32-character APIv3 key')
    .optional(),
  WECHATPAY_PUBLIC_KEY_FILE: z.string().min(1).optional(),
  WECHATPAY_PUBLIC_KEY_ID: z
    .string()
    .regex(/^PUB_KEY_ID_[0-9A-Za-z]+$/, 'must be the public key id shown with the key (PUB_KEY_ID_ and digits)')
    .optional(),
  WECHATPAY_PLATFORM_CERTS_DIR: z.string().min(1).optional(),
  WECHATPAY_API_BASE: httpUrl.default('https://api.mch.weixin.qq.com'),
  /**
   * The fake only: a refund it takes succeeds (and is notified) this many seconds later. Default 5,
   * and never by itself under NODE_ENV=test, where a test ends each refund (fake.completeRefund)
   * unless it runs as a separate server (the browser suite sets this).
   */
  WECHATPAY_FAKE_REFUND_SECONDS: z.coerce.number().int().min(0).max(3600).optional(),
};

type PaymentsEnv = z.infer<z.ZodObject<typeof paymentsEnv>> & {
  NODE_ENV: 'development' | 'production' | 'test';
  PUBLIC_ORIGIN?: string | undefined;
  WECHAT_APP_ID?: string | undefined;
};

function mode(env: PaymentsEnv): 'fake' | 'live' {
  return env.WECHATPAY_MODE ?? (env.NODE_ENV === 'production' ? 'live' : 'fake');
}

/** What is wrong with a key or certificate file, or null. */
function fileProblem(file: string, parse: (content: Buffer) => void): string | null {
  let content: Buffer;
  try {
    content = fs.readFileSync(file);
  } catch (error) {
    return `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)}: ${path.resolve(file)})`;
  }
  try {
    parse(content);
    return null;
  } catch (error) {
    return `${path.resolve(file)}: ${(error as Error).message}`;
  }
}

function rsa(type: string | undefined, what: string) {
  if (type !== 'rsa') throw new Error(`is not an RSA ${what}`);
}

/** The platform certificate files (*.pem) of a folder. */
export function platformCertFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.pem'))
    .map((name) => path.join(dir, name));
}

const LIVE_REQUIRED = ['WECHATPAY_MCH_ID', 'WECHATPAY_CERT_SERIAL', 'WECHATPAY_PRIVATE_KEY_FILE', 'WECHATPAY_APIV3_KEY'] as const;

function keyFileChecks(env: PaymentsEnv, issue: (name: string, message: string) => void) {
  if (env.WECHATPAY_PRIVATE_KEY_FILE) {
    const problem = fileProblem(env.WECHATPAY_PRIVATE_KEY_FILE, (pem) => {
      rsa(createPrivateKey(pem).asymmetricKeyType, 'private key (apiclient_key.pem)');
    });
    if (problem) issue('WECHATPAY_PRIVATE_KEY_FILE', problem);
  }
  if (env.WECHATPAY_PUBLIC_KEY_FILE) {
    const problem = fileProblem(env.WECHATPAY_PUBLIC_KEY_FILE, (pem) => {
      rsa(createPublicKey(pem).asymmetricKeyType, 'public key (pub_key.pem)');
    });
    if (problem) issue('WECHATPAY_PUBLIC_KEY_FILE', problem);
  }
  if (env.WECHATPAY_PLATFORM_CERTS_DIR) {
    let files: string[] = [];
    try {
      files = platformCertFiles(env.WECHATPAY_PLATFORM_CERTS_DIR);
    } catch (error) {
      issue('WECHATPAY_PLATFORM_CERTS_DIR', `cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
      return;
    }
    if (files.length === 0) issue('WECHATPAY_PLATFORM_CERTS_DIR', 'has no platform certificate (*.pem)');
    for (const file of files) {
      const problem = fileProblem(file, (pem) => void new X509Certificate(pem));
      if (problem) issue('WECHATPAY_PLATFORM_CERTS_DIR', `${problem} (not a certificate)`);
    }
  }
}

export const paymentsChecks: Check<PaymentsEnv> = (env, ctx) => {
  const issue = (name: string, message: string) => ctx.addIssue({ code: 'custom', path: [name], message });
  if (env.NODE_ENV === 'production' && env.WECHATPAY_MODE === 'fake') {
    issue('WECHATPAY_MODE', "cannot be fake when NODE_ENV=production (set live and the merchant's settings)");
  }
  if (mode(env) !== 'live') return;
  const why = 'is required when WECHATPAY_MODE=live';
  for (const name of LIVE_REQUIRED) if (!env[name]) issue(name, why);
  if (!env.WECHATPAY_APP_ID && !env.WECHAT_APP_ID) issue('WECHATPAY_APP_ID', `${why} (or WECHAT_APP_ID, the official account's)`);
  if (Boolean(env.WECHATPAY_PUBLIC_KEY_FILE) !== Boolean(env.WECHATPAY_PUBLIC_KEY_ID)) {
    const missing = env.WECHATPAY_PUBLIC_KEY_FILE ? 'WECHATPAY_PUBLIC_KEY_ID' : 'WECHATPAY_PUBLIC_KEY_FILE';
    issue(missing, 'WECHATPAY_PUBLIC_KEY_FILE and WECHATPAY_PUBLIC_KEY_ID go together');
  }
  if (!env.WECHATPAY_PUBLIC_KEY_FILE && !env.WECHATPAY_PUBLIC_KEY_ID && !env.WECHATPAY_PLATFORM_CERTS_DIR) {
    issue(
      'WECHATPAY_PUBLIC_KEY_FILE',
      `${why}, with WECHATPAY_PUBLIC_KEY_ID (or WECHATPAY_PLATFORM_CERTS_DIR for merchants still on platform certificates)`,
    );
  }
  // Production demands an https PUBLIC_ORIGIN already (config/server.ts).
  if (env.NODE_ENV !== 'production' && !env.PUBLIC_ORIGIN?.startsWith('https://')) {
    issue('PUBLIC_ORIGIN', `must be an https:// origin when WECHATPAY_MODE=live (WeChat Pay notifies only https URLs)`);
  }
  if (env.NODE_ENV === 'production' && !env.WECHATPAY_API_BASE.startsWith('https://')) {
    issue('WECHATPAY_API_BASE', 'must be https:// when NODE_ENV=production');
  }
  keyFileChecks(env, issue);
};

export interface LiveWechatPayConfig {
  mode: 'live';
  apiBase: string;
  mchId: string;
  appId: string;
  certSerial: string;
  privateKeyFile: string;
  apiV3Key: string;
  /** The WeChat Pay public key and its id; null for merchants still on platform certificates. */
  publicKey: { id: string; file: string } | null;
  /** Folder of platform certificates (*.pem), picked by serial; null when only the public key is used. */
  platformCertsDir: string | null;
  notifyUrl: string;
}

export interface FakeWechatPayConfig {
  mode: 'fake';
  /** WeChat's documented test merchant and AppID unless set: the fake accepts any. */
  mchId: string;
  appId: string;
  notifyUrl: string;
  /** When the fake's refunds succeed by themselves; null: only when a test completes them. */
  refundAfterMs: number | null;
}

export type WechatPayConfig = LiveWechatPayConfig | FakeWechatPayConfig;

export function wechatPayConfig(env: PaymentsEnv, publicOrigin: string): WechatPayConfig {
  const notifyUrl = `${publicOrigin}${NOTIFY_PATH}`;
  const appId = env.WECHATPAY_APP_ID ?? env.WECHAT_APP_ID;
  if (mode(env) === 'fake') {
    const refundSeconds = env.WECHATPAY_FAKE_REFUND_SECONDS ?? (env.NODE_ENV === 'test' ? null : 5);
    return {
      mode: 'fake',
      mchId: env.WECHATPAY_MCH_ID ?? '1900007291',
      appId: appId ?? 'wx2421b1c4370ec43b',
      notifyUrl,
      refundAfterMs: refundSeconds === null ? null : refundSeconds * 1000,
    };
  }
  // paymentsChecks refused a live configuration without these.
  const required = (value: string | undefined) => value as string;
  return {
    mode: 'live',
    apiBase: env.WECHATPAY_API_BASE.replace(/\/+$/, ''),
    mchId: required(env.WECHATPAY_MCH_ID),
    appId: required(appId),
    certSerial: required(env.WECHATPAY_CERT_SERIAL).toUpperCase(),
    privateKeyFile: path.resolve(required(env.WECHATPAY_PRIVATE_KEY_FILE)),
    apiV3Key: required(env.WECHATPAY_APIV3_KEY),
    publicKey:
      env.WECHATPAY_PUBLIC_KEY_FILE && env.WECHATPAY_PUBLIC_KEY_ID
        ? { id: env.WECHATPAY_PUBLIC_KEY_ID, file: path.resolve(env.WECHATPAY_PUBLIC_KEY_FILE) }
        : null,
    platformCertsDir: env.WECHATPAY_PLATFORM_CERTS_DIR ? path.resolve(env.WECHATPAY_PLATFORM_CERTS_DIR) : null,
    notifyUrl,
  };
}
