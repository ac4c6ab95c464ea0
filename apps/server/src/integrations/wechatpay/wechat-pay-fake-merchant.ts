/**
 * A minimal merchant for the fake's own tests and for trying the fake by hand: a key pair, signed
 * requests, answers checked with the fake's public key, resources decrypted with the APIv3 key.
 * Plain node:crypto, independent of the real client (wechat-pay-client.ts), so the fake's tests
 * do not lean on the code the fake exists to check.
 */
import { createDecipheriv, createPublicKey, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import type { KeyObject } from 'node:crypto';

export interface MerchantAnswer {
  status: number;
  headers: Headers;
  text: string;
  json: Record<string, unknown> | null;
  /** The fake's signature over the answer checks out with its public key. */
  verified: boolean;
}

export interface TestMerchant {
  mchId: string;
  publicKeyPem: string;
  privateKey: KeyObject;
  call(
    method: string,
    path: string,
    body?: unknown,
    options?: { sign?: 'good' | 'wrong-key' | 'none' | 'stale' },
  ): Promise<MerchantAnswer>;
  jsapiParams(appId: string, prepayId: string): Record<string, string>;
}

export function authorization(
  privateKey: KeyObject,
  mchId: string,
  method: string,
  url: string,
  body: string,
  timestamp: number,
) {
  const nonceStr = randomBytes(16).toString('hex');
  const signature = createSign('RSA-SHA256')
    .update(`${method}\n${url}\n${timestamp}\n${nonceStr}\n${body}\n`)
    .sign(privateKey, 'base64');
  return `WECHATPAY2-SHA256-RSA2048 mchid="${mchId}",nonce_str="${nonceStr}",signature="${signature}",timestamp="${timestamp}",serial_no="5157F09EFDC096DE15EBE81A47057A7232F1B8E1"`;
}

/** WeChat's answer and notification check: the key's signature over "ts\nnonce\nbody\n". */
export function verifyWechatSignature(publicKeyPem: string, headers: Headers | Record<string, string>, body: string): boolean {
  const get = (name: string) =>
    (headers instanceof Headers ? headers.get(name) : (headers[name] ?? headers[name.toLowerCase()])) ?? '';
  const message = `${get('Wechatpay-Timestamp')}\n${get('Wechatpay-Nonce')}\n${body}\n`;
  try {
    return createVerify('RSA-SHA256').update(message).verify(createPublicKey(publicKeyPem), get('Wechatpay-Signature'), 'base64');
  } catch {
    return false;
  }
}

export function decryptResource(
  apiV3Key: string,
  resource: { ciphertext: string; nonce: string; associated_data: string },
): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAAD(Buffer.from(resource.associated_data, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

export function createTestMerchant(options: {
  baseUrl: () => string;
  fakePublicKeyPem: () => string;
  mchId: string;
}): TestMerchant {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const otherKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  return {
    mchId: options.mchId,
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    privateKey,
    async call(method, path, body, { sign = 'good' } = {}) {
      const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
      // The signed URL is the path and query as sent, the fake's mount prefix included.
      const target = new URL(`${options.baseUrl()}${path}`);
      const seconds = Math.floor(Date.now() / 1000) - (sign === 'stale' ? 600 : 0);
      const headers: Record<string, string> = { accept: 'application/json' };
      if (text) headers['content-type'] = 'application/json';
      if (sign !== 'none') {
        const key = sign === 'wrong-key' ? otherKey : privateKey;
        headers.authorization = authorization(key, options.mchId, method, `${target.pathname}${target.search}`, text, seconds);
      }
      const response = await fetch(target, { method, headers, body: text || undefined });
      const answer = await response.text();
      let json: Record<string, unknown> | null = null;
      try {
        json = answer ? (JSON.parse(answer) as Record<string, unknown>) : null;
      } catch {
        json = null;
      }
      return {
        status: response.status,
        headers: response.headers,
        text: answer,
        json,
        verified: verifyWechatSignature(options.fakePublicKeyPem(), response.headers, answer),
      };
    },
    jsapiParams(appId, prepayId) {
      const timeStamp = String(Math.floor(Date.now() / 1000));
      const nonceStr = randomBytes(16).toString('hex');
      const pkg = `prepay_id=${prepayId}`;
      const paySign = createSign('RSA-SHA256').update(`${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`).sign(privateKey, 'base64');
      return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
    },
  };
}
