/**
 * Inside WeChat (spec §4 messaging-app flow).
 *
 * - On the way back from WeChat's authorisation the code in the address is exchanged, only when
 *   its `state` is the random one this tab left with (docs/decisions.md, "WeChat links"): for
 *   the openId (stored) and the follow status (the follow dialog opens for a visitor who does not
 *   follow us yet), or, after "log in with WeChat", for the session of the linked account (or,
 *   with none linked, a link ticket this tab's next phone or wallet login hands to saveUser).
 *   Any other code is taken out of the address and ignored; codes are never stored.
 * - A visitor with a stored openId gets the follow check once per visit.
 * - Anyone else is sent through the silent authorisation: scope snsapi_base, which WeChat answers
 *   at once without asking anything. snsapi_userinfo is asked only when the person taps "log in
 *   with WeChat" (`startWeChatLogin`): WeChat answers an automatic userinfo redirect with its
 *   browse-only "snapshot" page.
 *
 * While a redirect is pending the app shows a blank screen; if the page has not left after
 * 1000 ms it tries again, 5 times, then goes to "/" (spec §9 loader retry).
 */
import { STORAGE_KEYS } from '@culture/protocol';
import { i18next } from '../../i18n';
import { ApiRequestError } from '../../lib/api-client';
import { LOGIN_SUCCESS_EVENT } from '../../lib/current-user';
import { closeLoginDialog, loginDialogStore, openLoginDialog, updateLoginDraft } from '../../lib/login-dialog';
import { openSubscribeDialog } from '../../lib/subscribe-dialog';
import { storage } from '../../lib/storage';
import { showToast } from '../../lib/toast';
import { keepLinkTicket, wechatNeedsLinkStore } from '../../lib/wechat-login';
import { wechatRedirectStore } from '../../lib/wechat-redirect';
import { authoriseWithCode, checkFollowing, fetchShareConfig, loginWithCode, type ShareConfig } from './api/wechat-api';
import { TRIED_KEY, UNCONFIGURED_KEY, session, willAuthoriseSilently, type RoundTripKind } from './wechat-round-trip';
import { CHECKED_KEY, LOGIN_REDIRECT_KEY, beginRoundTrip, takeReturnedCode } from './wechat-round-trip-steps';

const RETRIES = 5;
const RETRY_MS = 1_000;

export interface WeChatFlowOptions {
  goHome: () => void;
  /** Where to go after a WeChat login that was heading somewhere (a gated tab). */
  navigate?: (path: string) => void;
  /** How the page leaves for WeChat (tests replace it). */
  redirect?: (url: string) => void;
  sleep?: (ms: number) => Promise<void>;
}

const defaults = {
  redirect: (url: string) => window.location.replace(url),
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};

function authorizeUrl(config: ShareConfig, kind: RoundTripKind): string {
  // Back to this page without its query (spec §4 authorisation helper).
  const back = `${window.location.origin}${window.location.pathname}`;
  const scope = kind === 'login' ? 'snsapi_userinfo' : 'snsapi_base';
  const state = beginRoundTrip(kind);
  return (
    `${config.oauthBase}/connect/oauth2/authorize?appid=${encodeURIComponent(config.appId)}` +
    `&redirect_uri=${encodeURIComponent(back)}&response_type=code&scope=${scope}&state=${state}#wechat_redirect`
  );
}

/** The loader: blank screen, leave; again every second, 5 times; then home. */
async function leaveFor(target: string, { goHome, redirect = defaults.redirect, sleep = defaults.sleep }: WeChatFlowOptions) {
  wechatRedirectStore.set(true);
  for (let attempt = 0; attempt < RETRIES; attempt++) {
    redirect(target);
    await sleep(RETRY_MS);
  }
  wechatRedirectStore.set(false);
  goHome();
}

/**
 * The follow dialog, but never over the login dialog: a visitor who came to log in (a gated tab)
 * logs in first, and sees the follow prompt once the login dialog is done. Not when the page is
 * leaving for WeChat ("log in with WeChat" closes the dialog to go).
 */
function askToFollow(): void {
  const busy = () => {
    const login = loginDialogStore.get();
    return login.open || login.resumeOnReturn;
  };
  if (!busy()) return openSubscribeDialog();
  const stop = loginDialogStore.subscribe(() => {
    if (busy()) return;
    stop();
    if (!wechatRedirectStore.get()) openSubscribeDialog();
  });
}

async function finishLogin(code: string, options: WeChatFlowOptions): Promise<void> {
  const redirectTo = session.take(LOGIN_REDIRECT_KEY);
  let answer;
  try {
    answer = await loginWithCode(code);
  } catch (error) {
    // A snapshot page, a used code, WeChat down: say so; the page stays as it was.
    showToast(error instanceof ApiRequestError ? error.message : i18next.t('common.msg.error'), 'warning');
    return;
  }
  storage.set(STORAGE_KEYS.openId, answer.openId);
  session.set(CHECKED_KEY);
  if (!answer.login) {
    // No account has this WeChat yet: the phone once; that login's saveUser links them with the
    // ticket (this tab only). The terms were agreed to before leaving for WeChat (the button
    // asks for that first).
    if (answer.linkTicket)
      keepLinkTicket({ ticket: answer.linkTicket, openId: answer.openId, nickname: answer.nickname ?? null });
    wechatNeedsLinkStore.set(true);
    // Once linked (by that login's saveUser), WeChat can be offered again after a logout.
    window.addEventListener(LOGIN_SUCCESS_EVENT, () => wechatNeedsLinkStore.set(false), { once: true });
    updateLoginDraft({ agreed: true });
    openLoginDialog({ notice: i18next.t('wechat.linkPhone'), redirectTo: redirectTo ?? undefined });
    return;
  }
  const { completeWeChatLogin } = await import('../../lib/session-lifecycle');
  await completeWeChatLogin(answer.login);
  // The page came back logged out, so a gated page may have asked for the login dialog meanwhile.
  closeLoginDialog();
  showToast(i18next.t('common.msg.loginSuccess'), 'ok');
  if (redirectTo) options.navigate?.(redirectTo);
  if (!answer.isSubcribe) askToFollow();
}

/**
 * Takes WeChat's `code` and `state` out of the address (ours or not: a reload or a share must
 * never resend one), and the `#wechat_redirect` WeChat's links end with.
 */
function cleanAddress(): void {
  const address = new URL(window.location.href);
  const returned = address.searchParams.has('code') && address.searchParams.has('state');
  if (!returned && address.hash !== '#wechat_redirect') return;
  if (returned) {
    address.searchParams.delete('code');
    address.searchParams.delete('state');
  }
  const hash = address.hash === '#wechat_redirect' ? '' : address.hash;
  window.history.replaceState(window.history.state, '', `${address.pathname}${address.search}${hash}`);
}

export async function runWeChatFlow(options: WeChatFlowOptions): Promise<void> {
  // Codes used to be kept here for saveUser; nothing may link with one now.
  storage.remove(STORAGE_KEYS.code);
  const returned = takeReturnedCode();
  cleanAddress();
  if (returned) {
    if (returned.kind === 'login') return finishLogin(returned.code, options);
    try {
      const { openId, isSubcribe } = await authoriseWithCode(returned.code);
      storage.set(STORAGE_KEYS.openId, openId);
      session.set(CHECKED_KEY);
      if (!isSubcribe) askToFollow();
    } catch {
      // A snapshot visitor, WeChat not configured or not answering: keep browsing as a guest.
    }
    return;
  }

  const openId = storage.get(STORAGE_KEYS.openId);
  if (openId) {
    if (session.get(CHECKED_KEY)) return;
    session.set(CHECKED_KEY);
    if (!(await checkFollowing(openId).catch(() => true))) askToFollow();
    return;
  }

  // Once per visit: a way back without a code (or a failed exchange) must not loop.
  if (!willAuthoriseSilently()) return;
  wechatRedirectStore.set(true);
  let config: ShareConfig | null;
  try {
    config = await fetchShareConfig(window.location.href.split('#')[0]!);
    // Not configured on this server: the browser flow it is, for the rest of the visit.
    if (!config) session.set(UNCONFIGURED_KEY);
  } catch {
    config = null; // not answering: the next page view tries again
  }
  if (!config) {
    wechatRedirectStore.set(false);
    return;
  }
  session.set(TRIED_KEY);
  await leaveFor(authorizeUrl(config, 'silent'), options);
}

/**
 * "Log in with WeChat" (the login dialog's button): the snsapi_userinfo authorisation, back to
 * this page; `redirectTo` is where the login was heading.
 */
export async function startWeChatLogin(options: WeChatFlowOptions & { redirectTo?: string | null }): Promise<void> {
  const config = await fetchShareConfig(window.location.href.split('#')[0]!);
  if (!config) throw new Error('WeChat is not configured');
  if (options.redirectTo) session.set(LOGIN_REDIRECT_KEY, options.redirectTo);
  await leaveFor(authorizeUrl(config, 'login'), options);
}
