/**
 * Start-up check, login success and logout (spec §4). The entry loads this right after the first
 * paint; the device fingerprint library loads only when a logout needs it. (What happens when the
 * server ends a session is in lib/api-client.)
 */
import { ERRORS, LOGIN_TYPE, STORAGE_KEYS, type LoginResult } from '@culture/protocol';
import { i18next } from '../../i18n';
import { ApiRequestError } from '../../lib/api-client';
import { openLoginDialog } from '../../lib/login-dialog';
import { LOGIN_SUCCESS_EVENT, currentUserStore, setCurrentUser } from '../../lib/current-user';
import { clearSession, sessionStore, storeUserSession } from '../../lib/session';
import { storage } from '../../lib/storage';
import { fetchMe, logoutSession, saveUser } from './api/auth-api';

/**
 * Fetches the current user; a failure, a guest result or an exception logs out silently (spec
 * §4). One exception: when the account logged in on another device (101105) the person is told,
 * because that may be someone else using their account.
 */
export async function loadCurrentUser(): Promise<void> {
  if (sessionStore.get().isGuest) {
    setCurrentUser(null);
    return;
  }
  try {
    const user = await fetchMe({ handlesSessionEnd: true });
    if (user.isguest) throw new Error('guest');
    setCurrentUser(user);
  } catch (error) {
    clearSession();
    setCurrentUser(null);
    if (error instanceof ApiRequestError && error.code === ERRORS.remoteLogin.code) {
      openLoginDialog({ notice: i18next.t('login.remoteLogin'), phone: storage.get(STORAGE_KEYS.telephone) });
    }
  }
}

/** Phone login success (spec §4): store the session, reload the user, announce it. */
export async function completePhoneLogin(result: LoginResult, telephone: string): Promise<void> {
  storeUserSession({ token: result.token, userId: result.user_id, loginType: LOGIN_TYPE.phone });
  storage.set(STORAGE_KEYS.telephone, telephone);
  await loadCurrentUser();
  const current = currentUserStore.get();
  if (current.status === 'loggedIn') {
    // Keeps the WeChat-side record and the nickname in step (spec §7 saveUser → data.nickName).
    saveUser({
      userId: result.user_id,
      telephone,
      openId: storage.get(STORAGE_KEYS.openId),
      code: storage.get(STORAGE_KEYS.code),
    })
      .then(({ nickName }) => {
        const now = currentUserStore.get();
        if (now.status === 'loggedIn') setCurrentUser({ ...now.user, first_name: nickName });
      })
      .catch(() => undefined);
  }
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
    saveUser({
      userId: result.user_id,
      metamaskAddress: address,
      openId: storage.get(STORAGE_KEYS.openId),
      code: storage.get(STORAGE_KEYS.code),
    })
      .then(({ nickName }) => {
        const now = currentUserStore.get();
        if (now.status === 'loggedIn') setCurrentUser({ ...now.user, first_name: nickName });
      })
      .catch(() => undefined);
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
