/**
 * The conversation list, read from the server on every (re)connect and merged with what is held:
 * unread counts start from the server's exact figure, messages held so far are kept.
 */
import { messagingPaths, type ConversationSummary } from '@culture/protocol';
import { loadInvitations } from './chat-invitations';
import { chatStore, type ChatState, type ConversationView } from './chat-store';
import { messagingSocket, parse } from './chat-connection';
import { highestStored } from './message-merge';
import { restoreOutbox } from './outbox';
import { markViewingRead } from './read-marks';

/** Conversations newest activity first (the list screen's order). */
export function sortedConversations(state: ChatState): ConversationView[] {
  return Object.values(state.conversations).sort((a, b) => b.activityAt - a.activityAt || (a.id < b.id ? 1 : -1));
}

/** A listed conversation as the app holds it; what `previous` held (messages, typing) is kept. */
export function fromSummary(row: ConversationSummary, previous?: ConversationView): ConversationView {
  const messageCount = BigInt(row.messagecount);
  return {
    id: row.conversationid,
    kind: row.kind,
    name: row.name,
    peer: row.peer && { user_id: row.peer.user_id, nickname: row.peer.nickname, avatar: row.peer.avatar },
    peerReadSeq: row.peer ? BigInt(row.peer.hasReadSeq) : 0n,
    blocked: row.blocked,
    members: row.members,
    role: row.role,
    messageCount,
    readSeq: BigInt(row.hasReadSeq),
    unread: row.unread,
    countedSeq: messageCount,
    activityAt: Math.max(row.activityat, previous?.activityAt ?? 0),
    last: row.last && { senderId: row.last.senderid, content: row.last.content, createdAt: row.last.createdat },
    messages: previous?.messages ?? [],
    complete: previous?.complete ?? messageCount === 0n,
    typing: previous?.typing ?? {},
  };
}

let listRefresh: Promise<void> | null = null;
/** A second read asked for while one is in flight: it runs once that one is done. */
let listRefreshAgain: Promise<void> | null = null;

/**
 * Reads the list from the server and merges it (messages held so far are kept). A caller that
 * asks while a read is in flight gets a fresh read after it: the one in flight may have left
 * before the change the caller waits for (a group just created), so sharing it would lose that.
 */
export function refreshList(): Promise<void> {
  if (listRefresh) {
    listRefreshAgain ??= listRefresh
      .catch(() => undefined)
      .then(() => {
        listRefreshAgain = null;
        return refreshList();
      });
    return listRefreshAgain;
  }
  const current = messagingSocket();
  if (!current) return Promise.resolve();
  listRefresh = (async () => {
    try {
      const rows = parse<ConversationSummary[]>(await current.call('GET', messagingPaths.conversations));
      if (messagingSocket() !== current) return;
      // Invitations change with the same events (an invitation, an answer): read beside the list.
      void loadInvitations(current).catch(() => undefined);
      chatStore.set((state) => {
        const conversations: Record<string, ConversationView> = {};
        for (const row of rows) conversations[row.conversationid] = fromSummary(row, state.conversations[row.conversationid]);
        return { ...state, loaded: true, conversations };
      });
      for (const row of rows) {
        const view = chatStore.get().conversations[row.conversationid]!;
        // Nothing held: start after what the list already shows; the screen loads the latest page.
        current.advanceCursor(BigInt(row.conversationid), highestStored(view) ?? view.messageCount);
      }
      restoreOutbox();
      markViewingRead();
    } finally {
      listRefresh = null;
    }
  })();
  return listRefresh;
}
