/**
 * What the app shell must know about WeChat's authorisation round trip from its first frame,
 * kept small because it loads with the shell (what only the flow needs is in
 * wechat-round-trip-steps.ts): the round trip this tab started (a
 * random single-use OAuth `state`, docs/decisions.md "WeChat links"), the visit's session flags,
 * whether this page view is about to leave for the silent authorisation, and the address the
 * visitor landed on (what WeChat on iOS signs for the whole visit).
 */
import { STORAGE_KEYS } from '@culture/protocol';
import { storage } from '../../lib/storage';

/** The address this page was loaded with, before the flow takes the code out of it. */
export const landingUrl = typeof window === 'undefined' ? '' : window.location.href.split('#')[0]!;

/**
 * The round trip this tab left for: its `state` (WeChat hands it back unchanged) and which kind it
 * was, the silent snsapi_base one or "log in with WeChat" (snsapi_userinfo).
 */
export const PENDING_KEY = 'culture.wechat.pending';
export type RoundTripKind = 'silent' | 'login';
export const TRIED_KEY = 'culture.wechat.authorised';
/** The server said WeChat is not configured: the browser flow for the rest of the visit. */
export const UNCONFIGURED_KEY = 'culture.wechat.unconfigured';

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

function pendingRoundTrip(): { state: string; kind: RoundTripKind } | null {
  try {
    const value = JSON.parse(session.get(PENDING_KEY) ?? 'null') as { state?: unknown; kind?: unknown } | null;
    if (typeof value?.state !== 'string' || (value.kind !== 'silent' && value.kind !== 'login')) return null;
    return { state: value.state, kind: value.kind };
  } catch {
    return null;
  }
}

/**
 * The code WeChat sent the page back with, only when its state is the one this tab left with. A
 * code with any other state (someone else's link) is not ours: never exchanged, never stored.
 */
export function returnedCode(): { code: string; kind: RoundTripKind } | null {
  const address = new URL(window.location.href);
  const code = address.searchParams.get('code');
  const state = address.searchParams.get('state');
  const pending = pendingRoundTrip();
  if (!code || !state || !pending || state !== pending.state) return null;
  return { code, kind: pending.kind };
}

/**
 * Whether this page view will leave for the silent authorisation (the app shows the blank screen
 * from its first frame then, instead of a page that is about to go away).
 */
export function willAuthoriseSilently(): boolean {
  return !returnedCode() && !storage.get(STORAGE_KEYS.openId) && !session.get(TRIED_KEY) && !session.get(UNCONFIGURED_KEY);
}
