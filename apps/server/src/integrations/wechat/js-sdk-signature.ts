/**
 * The JS-SDK config signature (WeChat JS-SDK docs, appendix 1): sha1 over
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…` with the keys in that (sorted) order, raw values,
 * and the page URL without its `#fragment`. Written here because it is four fields and a hash;
 * no maintained library covers it.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

export function jsSdkSignature({
  ticket,
  nonceStr,
  timestamp,
  url,
}: {
  ticket: string;
  nonceStr: string;
  timestamp: number | string;
  url: string;
}): string {
  const page = url.split('#')[0]!;
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${page}`;
  return createHash('sha1').update(text).digest('hex');
}

/**
 * The official account's message endpoint signature: sha1 of token, timestamp and nonce sorted
 * lexicographically and joined, compared in constant time.
 */
export function messageSignatureValid({
  token,
  timestamp,
  nonce,
  signature,
}: {
  token: string;
  timestamp: string;
  nonce: string;
  signature: string;
}): boolean {
  const expected = createHash('sha1').update([token, timestamp, nonce].sort().join('')).digest();
  const given = /^[0-9a-f]{40}$/.test(signature) ? Buffer.from(signature, 'hex') : null;
  if (!given) return false;
  return given.length === expected.length && timingSafeEqual(expected, given);
}
