/**
 * Alibaba Cloud RPC-style request signing (SignatureVersion 1.0, HMAC-SHA1), as documented for the
 * Dysmsapi SendSms API: sort the parameters, percent-encode per RFC 3986, sign
 * "METHOD&%2F&<encoded canonical query>" with "<AccessKeySecret>&".
 */
import { createHmac } from 'node:crypto';

export function percentEncode(value: string): string {
  return encodeURIComponent(value)
    .replace(/\+/g, '%20')
    .replace(/\*/g, '%2A')
    .replace(/%7E/g, '~')
    .replace(/[!'()]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
}

export function signAliyunRpc(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}
