/**
 * The stored session (spec §3 keys). A guest has a token and user id but no `may_uni_JWT` flag,
 * so `isGuest` is true; a login (next issues) sets the flag. A first visit gets a guest token.
 */
import { LOGIN_TYPE, STORAGE_KEYS, type GuestSession } from '@culture/protocol';
import { storage } from './storage';
import { createStore, useStore } from './store';

export interface SessionState {
  token: string | null;
  userId: string | null;
  isGuest: boolean;
}

function readSession(): SessionState {
  const token = storage.get(STORAGE_KEYS.token);
  return {
    token,
    userId: storage.get(STORAGE_KEYS.userId),
    isGuest: storage.get(STORAGE_KEYS.jwtFlag) === null,
  };
}

export const sessionStore = createStore<SessionState>(readSession());

export function useSession(): SessionState {
  return useStore(sessionStore);
}

export function isLoggedIn(state: SessionState = sessionStore.get()): boolean {
  return Boolean(state.token) && !state.isGuest;
}

/**
 * Keeps a first visit's guest token, unless a session was stored while it was on its way (a login
 * in this tab, or one another tab wrote): that session stays, since a guest token arriving late
 * must never log a member out. Returns the token in use.
 */
export function storeGuestSession(guest: Pick<GuestSession, 'token' | 'user_id'>): string {
  const stored = storage.get(STORAGE_KEYS.token);
  if (stored === null) {
    storage.set(STORAGE_KEYS.token, guest.token);
    storage.set(STORAGE_KEYS.userId, guest.user_id);
    storage.remove(STORAGE_KEYS.jwtFlag);
  }
  sessionStore.set(readSession());
  return stored ?? guest.token;
}

/** Stores a logged-in session (phone login sets loginType '2', wallet '1'). */
export function storeUserSession(session: {
  token: string;
  userId: string;
  loginType: (typeof LOGIN_TYPE)[keyof typeof LOGIN_TYPE];
}): void {
  storage.set(STORAGE_KEYS.token, session.token);
  storage.set(STORAGE_KEYS.userId, session.userId);
  storage.set(STORAGE_KEYS.jwtFlag, 'true');
  storage.set(STORAGE_KEYS.loginType, session.loginType);
  sessionStore.set(readSession());
}

/** Forgets the session silently (spec §4): clears the session keys and loginType. */
export function clearSession(): void {
  for (const key of [
    STORAGE_KEYS.token,
    STORAGE_KEYS.userId,
    STORAGE_KEYS.jwtFlag,
    STORAGE_KEYS.loginType,
    STORAGE_KEYS.imToken,
    STORAGE_KEYS.imId,
  ]) {
    storage.remove(key);
  }
  sessionStore.set(readSession());
}
