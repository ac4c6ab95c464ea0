/**
 * What the socket pushes, applied to the chat state: stored messages, and the commands (reads,
 * typing, presence, and the list-changing events that make the list be read again).
 */
import { CommandType, type ConversationMessage, type Envelope } from '@culture/protocol';
import { chatStore, updateConversation } from './chat-store';
import { refreshList } from './conversation-list';
import { dropExpired, storedMessage, withPushedMessage } from './message-merge';
import { markReadIfViewing } from './read-marks';

const TYPING_SHOWN_MS = 5_000;

export function onPush(envelope: Envelope): void {
  switch (envelope.content.case) {
    case 'conversationmessage':
      return onConversationMessage(envelope.content.value);
    case 'commandmessage':
      return onCommand(envelope.content.value.type, envelope.content.value.content);
    default:
      return;
  }
}

function onConversationMessage(m: ConversationMessage) {
  const id = m.conversationid.toString();
  if (!chatStore.get().conversations[id]) {
    // A conversation this tab does not know yet (created elsewhere): the list brings it.
    void refreshList();
    return;
  }
  const message = storedMessage(m);
  const me = chatStore.get().me;
  updateConversation(id, (c) => withPushedMessage(c, message, me));
  markReadIfViewing(id);
}

function onCommand(type: CommandType, content: string) {
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(content) as Record<string, unknown>;
  } catch {
    return;
  }
  const me = chatStore.get().me;
  const conversationId = typeof body.conversationid === 'string' ? body.conversationid : null;
  switch (type) {
    case CommandType.PRIVATE_MESSAGE_ACK: {
      if (!conversationId || typeof body.hasReadSeq !== 'string') return;
      const seq = BigInt(body.hasReadSeq);
      // The person's own other device read: the list has the exact new unread count.
      if (body.userid === me) return void refreshList();
      updateConversation(conversationId, (c) => (seq > c.peerReadSeq ? { ...c, peerReadSeq: seq } : c));
      return;
    }
    case CommandType.CONVERSATION_TYPING: {
      if (!conversationId || typeof body.userid !== 'string' || body.userid === me) return;
      const userId = body.userid;
      updateConversation(conversationId, (c) => ({ ...c, typing: { ...c.typing, [userId]: Date.now() + TYPING_SHOWN_MS } }));
      setTimeout(
        () => updateConversation(conversationId, (c) => ({ ...c, typing: dropExpired(c.typing, Date.now()) })),
        TYPING_SHOWN_MS + 50,
      );
      return;
    }
    case CommandType.USER_ONLINE_CHANGED:
      if (typeof body.userid === 'string' && typeof body.online === 'boolean') {
        const userId = body.userid;
        const online = body.online;
        chatStore.set((s) => ({ ...s, online: { ...s.online, [userId]: online } }));
      }
      return;
    case CommandType.CONVERSATION_CREATION:
    case CommandType.COMMON_MESSAGE:
      // Created, invited, left, removed, renamed: the list says how things stand now.
      void refreshList();
      return;
    default:
      return;
  }
}
