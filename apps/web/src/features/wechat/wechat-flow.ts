/**
 * Inside WeChat (spec §4 messaging-app flow, issue 15). On the way back from WeChat's
 * authorisation the code in the address is exchanged for the openId (stored) and the follow status
 * (the follow dialog opens for a visitor who does not follow us yet). A visitor with a stored
 * openId gets the follow check once per visit. Anyone else is sent through the silent
 * authorisation: scope snsapi_base, which WeChat answers at once without asking anything. We never
 * ask for snsapi_userinfo on our own, because WeChat answers an automatic userinfo redirect with
 * its browse-only "snapshot" page.
 *
 * While the redirect is pending the app shows a blank screen; if the page has not left after
 * 1000 ms it tries again, 5 times, then goes to "/" (spec §9 loader retry).
 */
import { STORAGE_KEYS } from '@culture/protocol';
import { openSubscribeDialog } from '../../lib/subscribe-dialog';
import { storage } from '../../lib/storage';
import { wechatRedirectStore } from '../../lib/wechat-redirect';
import { authoriseWithCode, checkFollowing, fetchShareConfig } from './api/wechat-api';

/** Marks our own authorisation round trips (WeChat hands `state` back unchanged). */
export const WECHAT_STATE = 'culture-wx';
const TRIED_KEY = 'culture.wechat.authorised';
const CHECKED_KEY = 'culture.wechat.followChecked';
const RETRIES = 5;
const RETRY_MS = 1_000;

const session = {
  get: (key: string) => {
    try {
      return sessionStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set: (key: string) => {
    try {
      sessionStorage.setItem(key, '1');
    } catch {
      /* private mode: at worst the check runs again */
    }
  },
};

export interface WeChatFlowOptions {
  goHome: () => void;
  /** How the page leaves for WeChat (tests replace it). */
  redirect?: (url: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

export async function runWeChatFlow({
  goHome,
  redirect = (url) => window.location.replace(url),
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: WeChatFlowOptions): Promise<void> {
  const address = new URL(window.location.href);
  const code = address.searchParams.get('code');
  if (code && address.searchParams.get('state') === WECHAT_STATE) {
    // The code is single use: out of the address at once, so a reload or a share never resends it.
    address.searchParams.delete('code');
    address.searchParams.delete('state');
    window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${address.hash}`);
    storage.set(STORAGE_KEYS.code, code);
    try {
      const { openId, isSubcribe } = await authoriseWithCode(code);
      storage.set(STORAGE_KEYS.openId, openId);
      session.set(CHECKED_KEY);
      if (!isSubcribe) openSubscribeDialog();
    } catch {
      // A snapshot visitor, WeChat not configured or not answering: keep browsing as a guest.
    }
    return;
  }

  const openId = storage.get(STORAGE_KEYS.openId);
  if (openId) {
    if (session.get(CHECKED_KEY)) return;
    session.set(CHECKED_KEY);
    if (!(await checkFollowing(openId).catch(() => true))) openSubscribeDialog();
    return;
  }

  // Once per visit: a way back without a code (or a failed exchange) must not loop.
  if (session.get(TRIED_KEY)) return;
  const config = await fetchShareConfig(window.location.href.split('#')[0]!).catch(() => null);
  if (!config) return; // WeChat is not configured on this server (or not answering): the browser flow it is.
  session.set(TRIED_KEY);
  const back = `${window.location.origin}${window.location.pathname}`;
  const target =
    `${config.oauthBase}/connect/oauth2/authorize?appid=${encodeURIComponent(config.appId)}` +
    `&redirect_uri=${encodeURIComponent(back)}&response_type=code&scope=snsapi_base&state=${WECHAT_STATE}#wechat_redirect`;
  wechatRedirectStore.set(true);
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    redirect(target);
    await sleep(RETRY_MS);
  }
  wechatRedirectStore.set(false);
  goHome();
}
