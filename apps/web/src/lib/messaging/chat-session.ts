/**
 * Starts the chat of the logged-in member (the messaging socket, its list reads and pushes) and
 * stops it at logout, forgetting everything but this person's stored outbox.
 */
import { messagingPaths } from '@culture/protocol';
import { invitationsStore } from './chat-invitations';
import { chatStore, idleChat } from './chat-store';
import { chatUnreadStore } from './chat-unread';
import { messagingSocket, setChatSocket } from './chat-connection';
import { refreshList } from './conversation-list';
import { createMessagingSocket, type SocketLike } from './messaging-socket';
import { flushOutbox, forgetOutbox } from './outbox';
import { onPush } from './push-handling';
import { resetReadMarks } from './read-marks';

export interface ChatStartOptions {
  imUserId: string;
  /** The current messaging token (read on every connect, so a refreshed token is used). */
  token: () => string | null;
  /** Called when connects keep failing: the token may have expired. */
  refreshToken?: () => void;
  createSocket?: (url: string) => SocketLike;
  origin?: string;
}

export function startChat({ imUserId, token, refreshToken, createSocket, origin = location.origin }: ChatStartOptions) {
  if (messagingSocket() && chatStore.get().me === imUserId) return;
  stopChat();
  chatStore.set({ ...idleChat, me: imUserId });
  const wsOrigin = origin.replace(/^http/, 'ws');
  const created = createMessagingSocket({
    url: () => {
      const t = token();
      return t ? `${wsOrigin}${messagingPaths.socket}?token=${encodeURIComponent(t)}` : null;
    },
    createSocket,
    beforeSync: refreshList,
    onConnectFailed: (failures) => {
      if (failures === 3) refreshToken?.();
    },
    // Closed because the login session ended elsewhere: reloading the user logs this page out.
    onSessionEnded: () => refreshToken?.(),
  });
  setChatSocket(created);
  created.onStatus((status) => {
    chatStore.set((s) => ({ ...s, status }));
    if (status === 'live') void flushOutbox();
  });
  created.subscribe(onPush);
  created.start();
}

/** Logout: close the socket and forget the chat state (the outbox of this person stays stored). */
export function stopChat() {
  const current = messagingSocket();
  setChatSocket(null);
  current?.stop();
  forgetOutbox();
  resetReadMarks();
  chatStore.set(idleChat);
  chatUnreadStore.set(0);
  invitationsStore.set([]);
}
