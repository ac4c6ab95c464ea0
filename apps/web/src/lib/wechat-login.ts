/**
 * WeChat login state the login dialog and the WeChat flow read, loaded with them rather
 * than with the app shell's entry (lib/wechat-redirect.ts holds what the first frame needs):
 * whether "log in with WeChat" can be offered (inside WeChat, once the server's share config said
 * WeChat is configured), and the link ticket a WeChat without an account answers.
 */
import { createStore } from './store';

/** The official account web authorisation starts from; null until known (or not configured). */
export const wechatAppStore = createStore<{ appId: string; oauthBase: string } | null>(null);

/**
 * WeChat said this visitor's openId has no account yet: the login dialog asks for the phone and no
 * longer offers "log in with WeChat" (it would answer the same).
 */
export const wechatNeedsLinkStore = createStore(false);

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
