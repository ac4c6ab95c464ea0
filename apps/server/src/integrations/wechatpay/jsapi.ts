/**
 * The signed arguments the browser hands to WeChat (docs/payments.md, "WeChat Pay protocol"): JSAPI's
 * `get_brand_wcpay_request` signs "appId\ntimeStamp\nnonceStr\npackage\n" with the merchant key; the APP
 * variant signs the bare prepay id in place of `prepay_id=…` (kept for WeChat's published vector).
 */
import type { KeyObject } from 'node:crypto';
import type { JsapiPayParams } from './wechat-pay.js';
import { newNonce, signMessage } from './signing.js';

export function jsapiPayParams(
  appId: string,
  privateKey: KeyObject,
  prepayId: string,
  timeStamp = String(Math.floor(Date.now() / 1000)),
  nonceStr = newNonce(),
): JsapiPayParams {
  const pkg = `prepay_id=${prepayId}`;
  const paySign = signMessage(privateKey, `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`);
  return { appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
}

/** APP pay's `sign`: the same lines with the bare prepay id. */
export function appPaySign(appId: string, privateKey: KeyObject, prepayId: string, timeStamp: string, nonceStr: string) {
  return signMessage(privateKey, `${appId}\n${timeStamp}\n${nonceStr}\n${prepayId}\n`);
}
