/**
 * Start-up check, login success and logout (spec §4). The entry loads this right after the first
 * paint; the device fingerprint library loads only when a logout needs it. (What happens when the
 * server ends a session is in lib/api-client.)
 */
import { ERRORS, LOGIN_TYPE, STORAGE_KEYS, type LoginResult } from '@culture/protocol';
import { i18next } from '../i18n';
import { ApiRequestError } from './api-client';
import { openLoginDialog } from './login-dialog';
import { LOGIN_SUCCESS_EVENT, currentUserStore, setCurrentUser } from './current-user';
import { clearSession, sessionStore, storeUserSession } from './session';
import { storage } from './storage';
import { showToast } from './toast';
import { takeLinkTicket } from './wechat-login';
import { fetchMe, logoutSession, saveUser } from './account-api';

/** Waits before asking again when the server could not answer; then the next start asks. */
const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 16_000];
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/**
 * No answer about the session at all: the network dropped, the server is overloaded (503) or
 * failing (5xx), or asks to slow down (429). The session may well be fine, so it is kept.
 */
function isTransient(error: unknown): boolean {
  return error instanceof ApiRequestError && (error.isNetwork || error.status >= 500 || error.status === 429);
}

/**
 * The endings a person is told about rather than logged out silently: a login on another device
 * (that may be someone else) and an account support disabled, whose catalogue message says whom to
 * ask (docs/operator-console.md, "Members and support"; the member's open app learns it here when
 * the chat socket closes and the user is loaded again, as any other call would tell it).
 */
function toldEnding(error: unknown): string | null {
  if (!(error instanceof ApiRequestError)) return null;
  if (error.code === ERRORS.remoteLogin.code) return i18next.t('login.remoteLogin');
  if (error.code === ERRORS.accountDisabled.code) return error.message;
  return null;
}

/**
 * Fetches the current user; a failed or guest result logs out silently (spec §4), except the
 * endings `toldEnding` names. When there was no answer (see isTransient) the session is
 * kept and the check runs again a little later: a tunnel or a busy server must not log anyone
 * out (docs/decisions.md, "Session check").
 */
export async function loadCurrentUser(attempt = 0): Promise<void> {
  clearTimeout(retryTimer);
  const session = sessionStore.get();
  if (session.isGuest) {
    setCurrentUser(null);
    return;
  }
  try {
    const user = await fetchMe({ handlesSessionEnd: true });
    if (user.isguest) throw new Error('guest');
    setCurrentUser(user);
  } catch (error) {
    // A login or account switch meanwhile has its own check (the client itself clears the token
    // when the server ended this session: that case goes on below).
    const now = sessionStore.get().token;
    if (now !== null && now !== session.token) return;
    if (isTransient(error)) {
      const delay = RETRY_DELAYS_MS[attempt];
      if (delay !== undefined) retryTimer = setTimeout(() => void loadCurrentUser(attempt + 1), delay);
      return;
    }
    clearSession();
    setCurrentUser(null);
    const notice = toldEnding(error);
    if (notice) openLoginDialog({ notice, phone: storage.get(STORAGE_KEYS.telephone) });
  }
}

/**
 * saveUser after a phone or wallet login (spec §7: it answers the nickname). It links a WeChat
 * only with the ticket this tab's "log in with WeChat" was given (docs/decisions.md, "WeChat
 * links"), carried in the spec's `code` field; a stored openId or code never links anything. The
 * person is told which WeChat was linked.
 */
function saveUserAfterLogin(fields: { userId: string; telephone?: string; metamaskAddress?: string }): void {
  const link = takeLinkTicket();
  saveUser({ ...fields, ...(link ? { openId: link.openId, code: link.ticket } : {}) })
    .then(({ nickName, wechatLinked }) => {
      const now = currentUserStore.get();
      if (now.status === 'loggedIn')
        setCurrentUser({ ...now.user, first_name: nickName, ...(wechatLinked ? { wechat: wechatLinked } : {}) });
      if (wechatLinked)
        showToast(
          wechatLinked.nickname ? i18next.t('wechat.linked', { name: wechatLinked.nickname }) : i18next.t('wechat.linkedUnnamed'),
          'ok',
        );
    })
    .catch(() => undefined);
}

/** Phone login success (spec §4): store the session, reload the user, announce it. */
export async function completePhoneLogin(result: LoginResult, telephone: string): Promise<void> {
  storeUserSession({ token: result.token, userId: result.user_id, loginType: LOGIN_TYPE.phone });
  storage.set(STORAGE_KEYS.telephone, telephone);
  await loadCurrentUser();
  const current = currentUserStore.get();
  if (current.status === 'loggedIn') {
    // Keeps the WeChat-side record and the nickname in step (spec §7 saveUser → data.nickName).
    saveUserAfterLogin({ userId: result.user_id, telephone });
  }
  window.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT, { detail: { userId: result.user_id } }));
}

/**
 * "Log in with WeChat": the server answered the session of the account linked to the
 * visitor's openId. Stored as loginType '3'; no saveUser, the link is what logged in.
 */
export async function completeWeChatLogin(result: LoginResult): Promise<void> {
  storeUserSession({ token: result.token, userId: result.user_id, loginType: LOGIN_TYPE.wechat });
  await loadCurrentUser();
  window.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT, { detail: { userId: result.user_id } }));
}

/**
 * Wallet login success: the same steps as phone login (spec §4), with loginType '1' and the
 * wallet's address stored under may_uni_address instead of the telephone.
 */
export async function completeWalletLogin(result: LoginResult, address: string): Promise<void> {
  storeUserSession({ token: result.token, userId: result.user_id, loginType: LOGIN_TYPE.wallet });
  storage.set(STORAGE_KEYS.walletAddress, address);
  await loadCurrentUser();
  if (currentUserStore.get().status === 'loggedIn') {
    saveUserAfterLogin({ userId: result.user_id, metamaskAddress: address });
  }
  window.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT, { detail: { userId: result.user_id } }));
}

/**
 * Logout (spec §4): end the session on the server (unless it is already gone, as after account
 * deletion), clear it here, and remember the device fingerprint as may_deviceId.
 */
export async function logout({ serverSide = true }: { serverSide?: boolean } = {}): Promise<void> {
  if (serverSide) await logoutSession().catch(() => undefined);
  clearSession();
  setCurrentUser(null);
  try {
    const { load } = await import('@fingerprintjs/fingerprintjs');
    const agent = await load({ monitoring: false });
    const { visitorId } = await agent.get();
    storage.set(STORAGE_KEYS.deviceId, visitorId);
  } catch {
    /* a fingerprint is a convenience; logging out must not fail for it */
  }
}
