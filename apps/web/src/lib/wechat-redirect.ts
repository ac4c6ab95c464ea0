/**
 * WeChat state the app shell reads from its first frame: true while the page is on its
 * way to WeChat's authorisation and back (spec §2: a blank screen while a login redirect is
 * pending), so nobody taps a page that is about to go away; and the WeChat feature's "log in with
 * WeChat", provided by the app shell. What only the login dialog and the WeChat flow read is in
 * lib/wechat-login.ts, which loads with them rather than with the entry.
 */
import { createStore, useStore } from './store';

export const wechatRedirectStore = createStore(false);

export function useWeChatRedirectPending(): boolean {
  return useStore(wechatRedirectStore);
}

/** What "log in with WeChat" is handed: home if WeChat never answers, and where to go afterwards. */
export interface WeChatLoginRequest {
  goHome: () => void;
  redirectTo?: string | null;
}
type WeChatLoginStarter = (request: WeChatLoginRequest) => Promise<void>;
let weChatLoginStarter: WeChatLoginStarter | null = null;

/**
 * The WeChat feature's "log in with WeChat", provided by the app shell (app/app.tsx), so the login
 * dialog (features/auth) starts it without importing features/wechat, whose flow finishes a login
 * through lib/session-lifecycle.
 */
export function provideWeChatLogin(start: WeChatLoginStarter): void {
  weChatLoginStarter = start;
}

export function startWeChatLogin(request: WeChatLoginRequest): Promise<void> {
  if (!weChatLoginStarter) return Promise.reject(new Error('No WeChat login was provided'));
  return weChatLoginStarter(request);
}
