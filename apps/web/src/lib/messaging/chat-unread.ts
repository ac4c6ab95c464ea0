/**
 * The unread total for the chat icon in the title bar. Kept apart from the chat store so the
 * icon costs the first screen nothing: the store (and the protobuf code) loads after login.
 */
import { createStore, useStore } from '../store';

export const chatUnreadStore = createStore(0);

export function useChatUnread(): number {
  return useStore(chatUnreadStore);
}
