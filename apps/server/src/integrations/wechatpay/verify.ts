/**
 * Verification of WeChat Pay's answers and notifications over the raw body (docs/payments.md, "WeChat Pay
 * protocol"): SHA256withRSA over "TIMESTAMP\nNONCE\nBODY\n" (Wechatpay-Timestamp, -Nonce, -Signature). The key is
 * picked by Wechatpay-Serial: `PUB_KEY_ID_…` names a WeChat Pay public key, anything else a platform certificate's
 * serial; both kinds may be configured at once while a merchant migrates from certificates to the public key.
 * Timestamps more than 5 minutes off are refused (replays), and so are WeChat's `WECHATPAY/SIGNTEST/` probes,
 * which WeChat sends to check that the merchant really verifies. node:crypto (see signing.ts for why no SDK).
 */
import { X509Certificate, verify, type KeyObject } from 'node:crypto';

export const MAX_CLOCK_SKEW_SECONDS = 300;

export interface VerificationKeys {
  /** WeChat Pay public keys by their id (`PUB_KEY_ID_…`). */
  publicKeys: ReadonlyMap<string, KeyObject>;
  /** Platform certificates by serial (upper-case hex). */
  platformCerts: ReadonlyMap<string, { key: KeyObject; notAfter: Date }>;
}

export type SignatureProblem = 'missing-header' | 'probe' | 'stale' | 'unknown-serial' | 'expired-certificate' | 'bad-signature';

export class SignatureError extends Error {
  constructor(
    message: string,
    readonly problem: SignatureProblem,
  ) {
    super(message);
  }
}

export interface SignatureHeaders {
  timestamp: string;
  nonce: string;
  signature: string;
  serial: string;
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;

function header(source: HeaderSource, name: string): string | undefined {
  if (source instanceof Headers) return source.get(name) ?? undefined;
  const value = source[name] ?? source[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}

/** The four Wechatpay-* headers, from fetch's Headers or Node's (lower-case) header object. */
export function signatureHeaders(source: HeaderSource): SignatureHeaders {
  const found = {
    timestamp: header(source, 'wechatpay-timestamp'),
    nonce: header(source, 'wechatpay-nonce'),
    signature: header(source, 'wechatpay-signature'),
    serial: header(source, 'wechatpay-serial'),
  };
  for (const [name, value] of Object.entries(found)) {
    if (!value) throw new SignatureError(`Wechatpay-${name} header missing`, 'missing-header');
  }
  return found as SignatureHeaders;
}

/** A platform certificate (PEM) keyed the way Wechatpay-Serial names it. */
export function platformCertificate(pem: string | Buffer): { serial: string; key: KeyObject; notAfter: Date } {
  const cert = new X509Certificate(pem);
  return { serial: cert.serialNumber.toUpperCase(), key: cert.publicKey, notAfter: new Date(cert.validTo) };
}

function keyFor(keys: VerificationKeys, serial: string, nowMs: number): KeyObject {
  if (serial.startsWith('PUB_KEY_ID_')) {
    const key = keys.publicKeys.get(serial);
    if (!key) throw new SignatureError(`no WeChat Pay public key ${serial} configured`, 'unknown-serial');
    return key;
  }
  const cert = keys.platformCerts.get(serial.toUpperCase());
  if (!cert) throw new SignatureError(`no platform certificate ${serial} configured`, 'unknown-serial');
  if (cert.notAfter.getTime() < nowMs) throw new SignatureError(`platform certificate ${serial} expired`, 'expired-certificate');
  return cert.key;
}

/** Throws SignatureError unless the body carries WeChat Pay's valid, fresh signature. */
export function verifySignature(
  keys: VerificationKeys,
  headers: SignatureHeaders,
  body: Buffer | string,
  nowMs: number = Date.now(),
): void {
  if (headers.signature.startsWith('WECHATPAY/SIGNTEST/')) {
    throw new SignatureError('a WECHATPAY/SIGNTEST/ probe signature', 'probe');
  }
  const seconds = /^\d{1,12}$/.test(headers.timestamp) ? Number(headers.timestamp) : Number.NaN;
  if (!(Math.abs(nowMs / 1000 - seconds) <= MAX_CLOCK_SKEW_SECONDS)) {
    throw new SignatureError(`Wechatpay-Timestamp ${headers.timestamp} is more than 5 minutes off`, 'stale');
  }
  const key = keyFor(keys, headers.serial, nowMs);
  const message = Buffer.concat([
    Buffer.from(`${headers.timestamp}\n${headers.nonce}\n`, 'utf8'),
    typeof body === 'string' ? Buffer.from(body, 'utf8') : body,
    Buffer.from('\n', 'utf8'),
  ]);
  let valid = false;
  try {
    valid = verify('RSA-SHA256', message, key, Buffer.from(headers.signature, 'base64'));
  } catch {
    valid = false;
  }
  if (!valid) throw new SignatureError('Wechatpay-Signature does not match', 'bad-signature');
}
