/**
 * Signed HTTP to WeChat Pay's merchant API v3 (docs/payments.md, "WeChat Pay protocol"), on fetch. Every
 * request is signed (signing.ts); every answer's signature is checked over its raw bytes before anything in it
 * is used (verify.ts), error answers included, so a forged ORDER_NOT_EXIST cannot close an order. Each call has
 * a deadline (5 s). Only calls WeChat documents as safe to repeat (query, close) are retried, once, after a
 * network failure, a timeout or a 5xx.
 */
import type { KeyObject } from 'node:crypto';
import { authorizationHeader } from './signing.js';
import { SignatureError, signatureHeaders, verifySignature, type VerificationKeys } from './verify.js';
import { WechatPayError } from './wechat-pay.js';

export interface WechatPayClientConfig {
  /** https://api.mch.weixin.qq.com, or the local fake's base (its path prefix is part of what is signed). */
  apiBase: string;
  mchId: string;
  appId: string;
  /** Serial of the merchant's API certificate. */
  certSerial: string;
  privateKey: KeyObject;
  apiV3Key: string;
  verification: VerificationKeys;
  /** PUBLIC_ORIGIN + /api/v5/payments/wechatpay/notify */
  notifyUrl: string;
  /** Deadline of each HTTP call; 5 s unless a test needs less. */
  timeoutMs?: number;
}

export interface WechatPayClientOptions {
  fetch?: typeof fetch;
  /** Milliseconds since the epoch (the 5-minute timestamp window). */
  now?: () => number;
}

export type Json = Record<string, unknown>;
export interface Call {
  method: 'GET' | 'POST';
  /** Absolute URL, or a path under apiBase. */
  url: string;
  body?: Json;
  /** WeChat documents the call as safe to repeat. */
  idempotent?: boolean;
}
export interface Answer {
  status: number;
  raw: Buffer;
  json: Json;
}

const RETRY_DELAY_MS = 200;

export interface SignedHttp {
  /** Sends a signed request without reading the answer (the unsigned bill download). */
  send(call: Call): Promise<Response>;
  /** A verified 2xx answer, or WechatPayError. */
  request(call: Call): Promise<Answer>;
  now(): number;
}

export function createSignedHttp(config: WechatPayClientConfig, options: WechatPayClientOptions): SignedHttp {
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const base = config.apiBase.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? 5000;
  const signer = { mchId: config.mchId, certSerial: config.certSerial, privateKey: config.privateKey };

  async function send(call: Call): Promise<Response> {
    const url = new URL(call.url.startsWith('http') ? call.url : `${base}${call.url}`);
    const body = call.body ? JSON.stringify(call.body) : '';
    const authorization = authorizationHeader(signer, {
      method: call.method,
      url: `${url.pathname}${url.search}`,
      body,
      timestamp: String(Math.floor(now() / 1000)),
    });
    try {
      return await fetchImpl(url, {
        method: call.method,
        headers: {
          Authorization: authorization,
          Accept: 'application/json',
          'User-Agent': 'culture-app wechatpay-v3 (node fetch)',
          ...(call.body ? { 'Content-Type': 'application/json' } : {}),
        },
        body: call.body ? body : undefined,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new WechatPayError(
        timedOut ? `WeChat Pay did not answer in ${timeoutMs} ms` : `WeChat Pay unreachable: ${String(error)}`,
        null,
        null,
      );
    }
  }

  /** Reads and verifies one answer; 2xx returns it, anything else throws WechatPayError with WeChat's code. */
  async function once(call: Call): Promise<Answer> {
    const response = await send(call);
    let raw: Buffer;
    try {
      raw = Buffer.from(await response.arrayBuffer());
    } catch (error) {
      throw new WechatPayError(`WeChat Pay's answer broke off: ${String(error)}`, response.status, null);
    }
    try {
      verifySignature(config.verification, signatureHeaders(response.headers), raw, now());
    } catch (error) {
      const reason = error instanceof SignatureError ? error.message : String(error);
      throw new WechatPayError(`WeChat Pay's answer (HTTP ${response.status}) not verified: ${reason}`, response.status, null);
    }
    let json: Json = {};
    if (raw.length > 0) {
      try {
        json = JSON.parse(raw.toString('utf8')) as Json;
      } catch {
        throw new WechatPayError('WeChat Pay answered with something that is not JSON', response.status, null);
      }
    }
    if (response.status < 200 || response.status >= 300) {
      const code = typeof json.code === 'string' ? json.code : null;
      const message = typeof json.message === 'string' ? json.message : `HTTP ${response.status}`;
      throw new WechatPayError(`WeChat Pay: ${code ?? 'error'} ${message}`, response.status, code);
    }
    return { status: response.status, raw, json };
  }

  async function request(call: Call): Promise<Answer> {
    try {
      return await once(call);
    } catch (error) {
      const transient = error instanceof WechatPayError && (error.status === null || error.status >= 500);
      if (!call.idempotent || !transient) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
      return once(call);
    }
  }

  return { send, request, now };
}
