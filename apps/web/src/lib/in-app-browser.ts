/**
 * Messaging and payment apps' built-in browsers, where some things (a crypto wallet, downloads,
 * some sign-ins) do not work and the person is better off in the phone's own browser. Kept out of
 * lib/platform.ts so it is not part of the first paint: only the screens that ask load it.
 */
import { useCallback } from 'react';
import { OPEN_IN_BROWSER_PARAM, isWeChatUserAgent } from '@culture/protocol';
import { hasOpenInBrowserParam, openInBrowser } from './open-in-browser';

export type InAppBrowser = 'wechat' | 'qq' | 'weibo' | 'dingtalk' | 'alipay';

const PATTERNS: Array<[InAppBrowser, RegExp]> = [
  ['dingtalk', /DingTalk/i],
  ['alipay', /AlipayClient/i],
  ['weibo', /Weibo/i],
  // The QQ app says "QQ/8.9.x"; QQ Browser (a real browser) says "MQQBrowser/…" without it.
  ['qq', /\bQQ\/\d/],
];

/** Which in-app browser a user agent belongs to, or null for a real browser. */
export function detectInAppBrowser(userAgent: string): InAppBrowser | null {
  // WeChat Work (wxwork) says MicroMessenger too and has the same menu: it counts as WeChat.
  if (isWeChatUserAgent(userAgent)) return 'wechat';
  for (const [name, pattern] of PATTERNS) if (pattern.test(userAgent)) return name;
  return null;
}

export function currentInAppBrowser(): InAppBrowser | null {
  return typeof navigator === 'undefined' ? null : detectInAppBrowser(navigator.userAgent);
}

/** iPhone and iPad (iPadOS reports itself as a Mac with touch), where the menu says Safari. */
export function isIOS(userAgent: string, maxTouchPoints = 0): boolean {
  return /iPhone|iPad|iPod/i.test(userAgent) || (/Macintosh/i.test(userAgent) && maxTouchPoints > 1);
}

/**
 * For something that needs a real browser: `ensureRealBrowser(target?)` shows the "open in your
 * browser" screen and answers false inside an in-app browser; in a real browser it answers true
 * and the caller goes ahead.
 */
export function useOpenInBrowser() {
  const inApp = currentInAppBrowser();
  const ensureRealBrowser = useCallback(
    (target: string | null = null) => {
      if (!inApp) return true;
      openInBrowser(target);
      return false;
    },
    [inApp],
  );
  return { inAppBrowser: inApp, ensureRealBrowser };
}

/** A query string without `open=browser` ('' when nothing is left): the screen tidies the address with it. */
export function withoutOpenInBrowserParam(search: string): string {
  const params = new URLSearchParams(search);
  if (hasOpenInBrowserParam(search)) params.delete(OPEN_IN_BROWSER_PARAM.name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
