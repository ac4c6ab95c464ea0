/**
 * Starts chat when a member is logged in and stops it (closing the socket, forgetting the chat
 * state) when they log out or the session ends (spec §4: logout logs out of the messaging
 * instance). The chat store and its protobuf code load only for logged-in members.
 */
import { STORAGE_KEYS } from '@culture/protocol';
import { currentUserStore, type CurrentUser } from '../current-user';
import { storage } from '../storage';

type ChatModule = typeof import('./chat-session');
let chat: Promise<ChatModule> | null = null;
let bound = false;

function tokenOf(current: CurrentUser): { token: string; id: string } | null {
  return current.status === 'loggedIn' && current.user.im_user_token && current.user.im_user_id
    ? { token: current.user.im_user_token, id: current.user.im_user_id }
    : null;
}

function apply(current: CurrentUser, refreshUser: () => void) {
  const im = tokenOf(current);
  if (im) {
    storage.set(STORAGE_KEYS.imToken, im.token);
    storage.set(STORAGE_KEYS.imId, im.id);
    chat ??= import('./chat-session');
    void chat.then((m) =>
      m.startChat({
        imUserId: im.id,
        token: () => tokenOf(currentUserStore.get())?.token ?? null,
        refreshToken: refreshUser,
      }),
    );
  } else if (current.status === 'loggedOut') {
    storage.remove(STORAGE_KEYS.imToken);
    storage.remove(STORAGE_KEYS.imId);
    void chat?.then((m) => m.stopChat());
  }
}

/** `refreshUser` reloads the current user (a fresh messaging token) when connects keep failing. */
export function bindChat({ refreshUser }: { refreshUser: () => void }): void {
  if (bound) return;
  bound = true;
  apply(currentUserStore.get(), refreshUser);
  currentUserStore.subscribe(() => apply(currentUserStore.get(), refreshUser));
}
