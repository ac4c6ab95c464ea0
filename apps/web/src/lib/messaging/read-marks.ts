/**
 * What this person tells the others while a conversation is open: how far they have read (the
 * open conversation is read as messages arrive) and that they are typing.
 */
import { messagingPaths } from '@culture/protocol';
import { chatStore, updateConversation } from './chat-store';
import { json, messagingSocket } from './chat-connection';

const TYPING_SENT_EVERY_MS = 3_000;

let viewing: string | null = null;
const typingSentAt = new Map<string, number>();

/** The screen of this conversation is open (null: closed); what arrives meanwhile is read. */
export function setViewing(conversationId: string | null): void {
  viewing = conversationId;
  if (conversationId) markRead(conversationId);
}

/** Marks the conversation read when its screen is the one open. */
export function markReadIfViewing(conversationId: string): void {
  if (viewing === conversationId) markRead(conversationId);
}

/** Marks the open conversation read (after the list was read again). */
export function markViewingRead(): void {
  if (viewing) markRead(viewing);
}

export function markRead(conversationId: string): void {
  const view = chatStore.get().conversations[conversationId];
  const socket = messagingSocket();
  if (!view || !socket || socket.status() === 'idle' || document.visibilityState === 'hidden') return;
  const upTo = view.messageCount;
  if (upTo <= view.readSeq && view.unread === 0) return;
  updateConversation(conversationId, (c) => ({
    ...c,
    readSeq: upTo > c.readSeq ? upTo : c.readSeq,
    unread: 0,
    countedSeq: upTo,
  }));
  void socket
    .call('PUT', messagingPaths.read, json({ conversationid: conversationId, messagecount: upTo.toString() }))
    .catch(() => undefined);
}

/** Tells the others this person is typing (at most once every few seconds). */
export function sendTyping(conversationId: string): void {
  const last = typingSentAt.get(conversationId) ?? 0;
  const socket = messagingSocket();
  if (!socket || socket.status() !== 'live' || Date.now() - last < TYPING_SENT_EVERY_MS) return;
  typingSentAt.set(conversationId, Date.now());
  void socket.call('PUT', messagingPaths.typing, json({ conversationid: conversationId })).catch(() => undefined);
}

/** Logout: nothing is open and nothing was sent. */
export function resetReadMarks(): void {
  viewing = null;
  typingSentAt.clear();
}
