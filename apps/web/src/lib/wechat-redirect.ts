/**
 * WeChat state the app shell and the login dialog read:
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

/**
 * The link ticket "log in with WeChat" answered when no account has this WeChat yet: kept for this
 * tab only (sessionStorage), sent once as the next phone or wallet login's saveUser `code`, which
 * links this WeChat to that account (docs/decisions.md, "WeChat links"). Nothing else ever links.
 */
const LINK_TICKET_KEY = 'culture.wechat.linkTicket';

export interface WeChatLinkTicket {
  ticket: string;
  openId: string;
  nickname: string | null;
}

export function keepLinkTicket(value: WeChatLinkTicket): void {
  try {
    sessionStorage.setItem(LINK_TICKET_KEY, JSON.stringify(value));
  } catch {
    /* private mode: the phone login then simply does not link */
  }
}

export function takeLinkTicket(): WeChatLinkTicket | null {
  try {
    const raw = sessionStorage.getItem(LINK_TICKET_KEY);
    sessionStorage.removeItem(LINK_TICKET_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<WeChatLinkTicket>) : null;
    if (typeof value?.ticket !== 'string' || typeof value.openId !== 'string') return null;
    return { ticket: value.ticket, openId: value.openId, nickname: typeof value.nickname === 'string' ? value.nickname : null };
  } catch {
    return null;
  }
}
