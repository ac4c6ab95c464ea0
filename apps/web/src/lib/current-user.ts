/**
 * The app context's current user (spec §3): unknown until the start-up check, then the user's
 * info when logged in (non-guest), or null when logged out.
 */
import type { UserInfo } from '@culture/protocol';
import { createStore, useStore } from './store';

export type CurrentUser = { status: 'unknown' } | { status: 'loggedIn'; user: UserInfo } | { status: 'loggedOut' };

export const currentUserStore = createStore<CurrentUser>({ status: 'unknown' });

export function useCurrentUser(): CurrentUser {
  return useStore(currentUserStore);
}

export function setCurrentUser(user: UserInfo | null): void {
  currentUserStore.set(user && !user.isguest ? { status: 'loggedIn', user } : { status: 'loggedOut' });
}

export const LOGIN_SUCCESS_EVENT = 'culture:login-success';
