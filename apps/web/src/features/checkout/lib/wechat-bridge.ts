/**
 * JSAPI payment inside WeChat: `WeixinJSBridge.invoke('getBrandWCPayRequest', params, cb)`, after
 * `WeixinJSBridgeReady` when the bridge is not there yet. The answer only says what the person did
 * in WeChat's sheet: `ok` is NEVER taken for a payment (issue "How they pay"; docs/payments.md) —
 * the result page asks the server, which asks WeChat Pay. `cancel` brings the checkout sheet back.
 */
import type { PayAction } from '@culture/protocol';

export type JsapiParams = Extract<PayAction, { method: 'jsapi' }>['params'];
/** What WeChat's sheet ended with: the person paid (maybe), closed it, or it failed. */
export type BridgeOutcome = 'ok' | 'cancel' | 'fail';

/** The one call of WeChat's page bridge used here (weixin-js-sdk types `window.WeixinJSBridge` as any). */
interface WeixinJSBridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiParams, callback: (result: { err_msg?: string } | undefined) => void): void;
}
const currentBridge = (): WeixinJSBridge | undefined => (window as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge;

/** How long to wait for WeixinJSBridgeReady before saying WeChat's payment did not start. */
const READY_TIMEOUT_MS = 10_000;

function bridgeReady(): Promise<WeixinJSBridge> {
  const ready = currentBridge();
  if (ready) return Promise.resolve(ready);
  return new Promise((resolve, reject) => {
    const timer = window.setTimeout(() => {
      document.removeEventListener('WeixinJSBridgeReady', onReady);
      reject(new Error('WeixinJSBridge did not become ready'));
    }, READY_TIMEOUT_MS);
    function onReady() {
      window.clearTimeout(timer);
      const bridge = currentBridge();
      if (bridge) resolve(bridge);
      else reject(new Error('WeixinJSBridgeReady without WeixinJSBridge'));
    }
    document.addEventListener('WeixinJSBridgeReady', onReady, { once: true });
  });
}

/** `get_brand_wcpay_request:ok|cancel|fail` → ok, cancel, fail (anything else counts as fail). */
export function outcomeOf(errMsg: string | undefined): BridgeOutcome {
  const suffix = errMsg?.split(':').pop();
  return suffix === 'ok' ? 'ok' : suffix === 'cancel' ? 'cancel' : 'fail';
}

export async function payInWeChat(params: JsapiParams): Promise<BridgeOutcome> {
  const bridge = await bridgeReady();
  return new Promise((resolve) => {
    bridge.invoke('getBrandWCPayRequest', params, (result) => resolve(outcomeOf(result?.err_msg)));
  });
}
