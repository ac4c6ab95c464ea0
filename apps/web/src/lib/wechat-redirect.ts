/**
 * WeChat state the app shell and the login dialog read (issue 15):
 * - true while the page is on its way to WeChat's authorisation and back (spec §2: a blank screen
 *   while a login redirect is pending), so nobody taps a page that is about to go away;
 * - whether "log in with WeChat" can be offered: inside WeChat, once the server's share config
 *   said WeChat is configured.
 */
import { createStore, useStore } from './store';

export const wechatRedirectStore = createStore(false);

export function useWeChatRedirectPending(): boolean {
  return useStore(wechatRedirectStore);
}

/** The official account web authorisation starts from; null until known (or not configured). */
export const wechatAppStore = createStore<{ appId: string; oauthBase: string } | null>(null);

/**
 * WeChat said this visitor's openId has no account yet: the login dialog asks for the phone and no
 * longer offers "log in with WeChat" (it would answer the same).
 */
export const wechatNeedsLinkStore = createStore(false);
