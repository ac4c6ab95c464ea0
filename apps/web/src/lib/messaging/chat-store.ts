/**
 * The app's chat state (spec §3 app context: the conversation list and what is unread), kept in
 * step with the messaging socket by the modules beside this one:
 * - conversation-list.ts reads the list on every (re)connect and merges it;
 * - push-handling.ts applies what the socket pushes (messages, reads, typing, presence);
 * - outbox.ts holds and sends what the person writes; rpc.ts is what the screens ask for;
 * - chat-session.ts starts and stops it all (logout forgets everything).
 * Features read the state through `useChat`.
 */
import type { ChatPerson } from '@culture/protocol';
import { createStore, useStore, type Store } from '../store';
import { chatUnreadStore } from './chat-unread';
import type { SocketStatus } from './messaging-socket';

export type MessageStatus = 'sending' | 'failed' | 'sent';
/** Why a send was refused for good (shown under the bubble with a retry). */
export type SendFailure = 'tooLarge' | 'blocked' | 'muted' | 'guardian' | 'notMember' | 'rejected';

export interface ChatMessage {
  clientMsgId: string;
  /** The conversation sequence; null until the server stored it. */
  seq: bigint | null;
  senderId: string;
  content: string;
  createdAt: number;
  status: MessageStatus;
  failure?: SendFailure;
}

export interface ConversationView {
  id: string;
  kind: 'private' | 'group';
  name: string;
  peer: ChatPerson | null;
  peerReadSeq: bigint;
  blocked: boolean;
  members: number;
  role: number;
  messageCount: bigint;
  readSeq: bigint;
  unread: number;
  /** Highest sequence already included in `unread`. */
  countedSeq: bigint;
  activityAt: number;
  last: { senderId: string; content: string; createdAt: number } | null;
  /** Stored messages by sequence, then the ones still being sent, in the order written. */
  messages: ChatMessage[];
  /** True once the first message of the conversation is held (nothing older to load). */
  complete: boolean;
  /** People typing now, with when their indicator ends. */
  typing: Record<string, number>;
}

export interface ChatState {
  status: SocketStatus;
  me: string | null;
  /** The conversation list has been read at least once since start. */
  loaded: boolean;
  conversations: Record<string, ConversationView>;
  online: Record<string, boolean>;
}

export const idleChat: ChatState = { status: 'idle', me: null, loaded: false, conversations: {}, online: {} };
export const chatStore: Store<ChatState> = createStore<ChatState>(idleChat);

export function useChat(): ChatState {
  return useStore(chatStore);
}

/** Changes one conversation held in the list (nothing when it is not held); null removes it. */
export function updateConversation(id: string, change: (c: ConversationView) => ConversationView | null): void {
  chatStore.set((state) => {
    const current = state.conversations[id];
    if (!current) return state;
    const next = change(current);
    const conversations = { ...state.conversations };
    if (next) conversations[id] = next;
    else delete conversations[id];
    return { ...state, conversations };
  });
}

// The tab bar's badge (chat-unread.ts) is the sum of the list's unread counts.
chatStore.subscribe(() => {
  const total = Object.values(chatStore.get().conversations).reduce((sum, c) => sum + c.unread, 0);
  if (chatUnreadStore.get() !== total) chatUnreadStore.set(total);
});
