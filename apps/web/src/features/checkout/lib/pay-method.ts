/**
 * Which WeChat Pay method this browser can use (issue "How they pay"; docs/payments.md, "Screens:
 * buying"): JSAPI inside WeChat, H5 in any other mobile browser, Native (a QR code to scan with
 * WeChat) on a desktop. Inside another app's built-in browser (QQ, Weibo, DingTalk, Alipay) none
 * of them works reliably — WeChat's H5 page refuses to open WeChat from most of them — so the
 * sheet says so and offers the "open in your browser" screen instead of a button that does nothing.
 */
import type { PayMethod } from '@culture/protocol';
import { detectInAppBrowser, isIOS, type InAppBrowser } from '../../../lib/in-app-browser';

export type PayChoice = { method: PayMethod } | { method: null; inAppBrowser: InAppBrowser };

const MOBILE = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|OpenHarmony/i;

export function choosePayMethod(userAgent: string, maxTouchPoints = 0): PayChoice {
  const inApp = detectInAppBrowser(userAgent);
  if (inApp === 'wechat') return { method: 'jsapi' };
  if (inApp) return { method: null, inAppBrowser: inApp };
  if (MOBILE.test(userAgent) || isIOS(userAgent, maxTouchPoints)) return { method: 'h5' };
  return { method: 'native' };
}

export function currentPayChoice(): PayChoice {
  return choosePayMethod(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}
