/**
 * The fake's side of WeChat Pay API v3's cryptography (docs/payments.md, "The local fake"): it checks
 * the merchant's request signatures, signs its own answers and notifications with its key pair, and
 * encrypts notification resources with the APIv3 key. Written with node:crypto on purpose and apart
 * from the client's signing.ts/verify.ts/aead.ts: two independent readings of WeChat's rules that
 * agree are a better check than one shared helper.
 */
import {
  createPrivateKey,
  createPublicKey,
  createSign,
  createVerify,
  createCipheriv,
  generateKeyPairSync,
  randomBytes,
  randomInt,
} from 'node:crypto';
import type { KeyObject } from 'node:crypto';

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** WeChat refuses requests whose timestamp is more than five minutes off. */
export const MAX_SKEW_SECONDS = 300;

export interface FakeKeys {
  privateKey: KeyObject;
  publicKeyPem: string;
  /** The id WeChat gives its public key (`PUB_KEY_ID_` and 36 digits), sent as Wechatpay-Serial. */
  publicKeyId: string;
}

export function generateFakeKeys(privateKeyPem?: string, publicKeyId?: string): FakeKeys {
  const privateKey = privateKeyPem
    ? createPrivateKey(privateKeyPem)
    : generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  const publicKeyPem = createPublicKey(privateKey).export({ type: 'spki', format: 'pem' }).toString();
  let digits = '';
  for (let i = 0; i < 36; i++) digits += String(randomInt(10));
  return { privateKey, publicKeyPem, publicKeyId: publicKeyId ?? `PUB_KEY_ID_${digits}` };
}

export function nonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function signText(privateKey: KeyObject, text: string): string {
  return createSign('RSA-SHA256').update(text).sign(privateKey, 'base64');
}

export function verifyText(publicKey: KeyObject, text: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(text).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** The headers WeChat puts on every answer and notification: a signature over "ts\nnonce\nbody\n". */
export function signedHeaders(keys: FakeKeys, body: string, nowSeconds: number): Record<string, string> {
  const timestamp = String(nowSeconds);
  const nonceStr = nonce();
  return {
    'Wechatpay-Nonce': nonceStr,
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Serial': keys.publicKeyId,
    'Wechatpay-Signature': signText(keys.privateKey, `${timestamp}\n${nonceStr}\n${body}\n`),
    'Wechatpay-Signature-Type': AUTH_SCHEMA,
  };
}

export interface Authorization {
  mchid: string;
  nonce_str: string;
  signature: string;
  timestamp: string;
  serial_no: string;
}

/** `WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",signature="…",timestamp="…",serial_no="…"`. */
export function parseAuthorization(header: string | undefined): Authorization | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEMA.length + 1).matchAll(/([a-z_]+)="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!;
  }
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields;
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return null;
  return { mchid, nonce_str, signature, timestamp, serial_no };
}

/**
 * Checks a merchant request: the signature over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n" (URL = path
 * and query as sent, the mount prefix included) with the merchant's public key, and the time.
 */
export function checkRequestSignature(
  merchantKey: KeyObject,
  auth: Authorization,
  request: { method: string; url: string; body: string },
  nowSeconds: number,
): boolean {
  const timestamp = Number(auth.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > MAX_SKEW_SECONDS) return false;
  const message = `${request.method}\n${request.url}\n${auth.timestamp}\n${auth.nonce_str}\n${request.body}\n`;
  return verifyText(merchantKey, message, auth.signature);
}

/** JSAPI's paySign: the merchant key over "appId\ntimeStamp\nnonceStr\npackage\n". */
export function checkPaySign(
  merchantKey: KeyObject,
  params: { appId: string; timeStamp: string; nonceStr: string; package: string; paySign: string },
): boolean {
  const message = `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`;
  return verifyText(merchantKey, message, params.paySign);
}

export interface EncryptedResource {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  nonce: string;
  associated_data: string;
  original_type: string;
}

/** AEAD_AES_256_GCM with the APIv3 key: base64(ciphertext ‖ 16-byte tag), a 12-character nonce. */
export function encryptResource(apiV3Key: string, plaintext: string, originalType: string): EncryptedResource {
  const key = Buffer.from(apiV3Key, 'utf8');
  if (key.length !== 32) throw new Error('The APIv3 key must be 32 bytes.');
  const nonceText = randomBytes(9).toString('base64url').slice(0, 12);
  const cipher = createCipheriv('aes-256-gcm', key, Buffer.from(nonceText, 'utf8'));
  cipher.setAAD(Buffer.from(originalType, 'utf8'));
  const encrypted = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: encrypted.toString('base64'),
    nonce: nonceText,
    associated_data: originalType,
    original_type: originalType,
  };
}

export function publicKeyFromPem(pem: string): KeyObject {
  return createPublicKey(pem);
}
