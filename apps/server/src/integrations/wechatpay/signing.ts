/**
 * Request signing of WeChat Pay API v3 (docs/payments.md, "WeChat Pay protocol"): SHA256withRSA with the
 * merchant's API key over "METHOD\nURL\nTIMESTAMP\nNONCE\nBODY\n", sent as
 * `Authorization: WECHATPAY2-SHA256-RSA2048 mchid=…,nonce_str=…,signature=…,timestamp=…,serial_no=…`.
 * Written on node:crypto rather than an SDK: the Node SDKs bring their own HTTP stacks (axios, superagent) while
 * the app uses fetch, and the crypto is a few lines of standard primitives; the published vectors pin it
 * (vectors.test.ts, comparison in docs/payments.md).
 */
import { randomBytes, sign, type KeyObject } from 'node:crypto';

export interface MerchantSigner {
  mchId: string;
  /** Serial number of the merchant's API certificate (40 hex digits). */
  certSerial: string;
  privateKey: KeyObject;
}

/** SHA256withRSA (PKCS#1 v1.5) of a UTF-8 message, base64. */
export function signMessage(privateKey: KeyObject, message: string): string {
  return sign('RSA-SHA256', Buffer.from(message, 'utf8'), privateKey).toString('base64');
}

/** The five-line message: method, path with query, timestamp, nonce, body (empty for GET). */
export function requestMessage(method: string, url: string, timestamp: string, nonce: string, body: string): string {
  return `${method.toUpperCase()}\n${url}\n${timestamp}\n${nonce}\n${body}\n`;
}

/** 32 upper-case hex characters, as WeChat's own examples use. */
export function newNonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export interface AuthorizationInput {
  method: string;
  /** Path and query exactly as sent, e.g. `/v3/pay/transactions/out-trade-no/CP1?mchid=1900007291`. */
  url: string;
  body: string;
  timestamp?: string;
  nonce?: string;
}

export function authorizationHeader(signer: MerchantSigner, input: AuthorizationInput): string {
  const timestamp = input.timestamp ?? String(Math.floor(Date.now() / 1000));
  const nonce = input.nonce ?? newNonce();
  const signature = signMessage(signer.privateKey, requestMessage(input.method, input.url, timestamp, nonce, input.body));
  return (
    `WECHATPAY2-SHA256-RSA2048 mchid="${signer.mchId}",nonce_str="${nonce}",signature="${signature}",` +
    `timestamp="${timestamp}",serial_no="${signer.certSerial}"`
  );
}
