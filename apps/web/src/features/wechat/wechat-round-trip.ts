/**
 * What the app shell must know about WeChat's authorisation round trip from its first frame
 * (issue 15), kept small because it loads with the shell: our `state` markers, the visit's
 * session flags, whether this page view is about to leave for the silent authorisation, and the
 * address the visitor landed on (what WeChat on iOS signs for the whole visit).
 */
import { STORAGE_KEYS } from '@culture/protocol';
import { storage } from '../../lib/storage';

/** The address this page was loaded with, before the flow takes the code out of it. */
export const landingUrl = typeof window === 'undefined' ? '' : window.location.href.split('#')[0]!;

/** Marks our own authorisation round trips (WeChat hands `state` back unchanged). */
export const WECHAT_STATE = 'culture-wx';
/** The round trip the person started with "log in with WeChat". */
export const WECHAT_LOGIN_STATE = 'culture-wx-login';
export const TRIED_KEY = 'culture.wechat.authorised';
export const CHECKED_KEY = 'culture.wechat.followChecked';
/** The server said WeChat is not configured: the browser flow for the rest of the visit. */
export const UNCONFIGURED_KEY = 'culture.wechat.unconfigured';
/** Where a "log in with WeChat" was heading (a gated tab), across the round trip. */
export const LOGIN_REDIRECT_KEY = 'culture.wechat.loginRedirectTo';

export const session = {
  get: (key: string) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string, value = '1') => {
    try {
      sessionStorage.setItem(key, value);
    } catch {
      /* private mode: at worst the check runs again */
    }
  },
  take: (key: string) => {
    const value = session.get(key);
    try {
      sessionStorage.removeItem(key);
    } catch {
      /* nothing stored then */
    }
    return value;
  },
};

/** The code and state WeChat sent the page back with, if this is one of our round trips. */
export function returnedCode(): { code: string; state: string } | null {
  const address = new URL(window.location.href);
  const code = address.searchParams.get('code');
  const state = address.searchParams.get('state');
  if (!code || (state !== WECHAT_STATE && state !== WECHAT_LOGIN_STATE)) return null;
  return { code, state };
}

/**
 * Whether this page view will leave for the silent authorisation (the app shows the blank screen
 * from its first frame then, instead of a page that is about to go away).
 */
export function willAuthoriseSilently(): boolean {
  return !returnedCode() && !storage.get(STORAGE_KEYS.openId) && !session.get(TRIED_KEY) && !session.get(UNCONFIGURED_KEY);
}
