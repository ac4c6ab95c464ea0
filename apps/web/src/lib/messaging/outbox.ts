/**
 * The outbox: a message written offline waits here (and in localStorage, so a reload keeps it)
 * and is sent, in order, when the socket is live again; the client message id makes a resend
 * after a dropped connection land once.
 */
import { create, fromBinary, toBinary } from '@bufbuild/protobuf';
import { EnvelopeSchema, EnvelopeType, messagingPaths } from '@culture/protocol';
import { chatStore, updateConversation, type ChatMessage, type SendFailure } from './chat-store';
import { messagingSocket } from './chat-connection';
import { storedMessage, withPendingMessage, withSentMessage } from './message-merge';

const OUTBOX_KEY = 'may_chat_outbox';

interface OutboxItem {
  conversationId: string;
  clientMsgId: string;
  content: string;
  createdAt: number;
}

let outbox: OutboxItem[] = [];
let flushing = false;

function outboxKey(): string | null {
  const me = chatStore.get().me;
  return me ? `${OUTBOX_KEY}_${me}` : null;
}

function saveOutbox() {
  const key = outboxKey();
  if (!key) return;
  try {
    if (outbox.length) localStorage.setItem(key, JSON.stringify(outbox));
    else localStorage.removeItem(key);
  } catch {
    /* private mode: the outbox lives in memory only */
  }
}

/** After a reload, messages written offline come back as pending bubbles and are sent. */
export function restoreOutbox(): void {
  const key = outboxKey();
  if (!key || outbox.length) return void flushOutbox();
  try {
    const saved = JSON.parse(localStorage.getItem(key) ?? '[]') as OutboxItem[];
    outbox = Array.isArray(saved) ? saved.filter((i) => chatStore.get().conversations[i.conversationId]) : [];
  } catch {
    outbox = [];
  }
  for (const item of outbox) addPending(item);
  void flushOutbox();
}

function addPending(item: OutboxItem) {
  const pending: ChatMessage = {
    clientMsgId: item.clientMsgId,
    seq: null,
    senderId: chatStore.get().me!,
    content: item.content,
    createdAt: item.createdAt,
    status: 'sending',
  };
  updateConversation(item.conversationId, (c) => withPendingMessage(c, pending));
}

function setMessage(conversationId: string, clientMsgId: string, change: Partial<ChatMessage>) {
  updateConversation(conversationId, (c) => ({
    ...c,
    messages: c.messages.map((m) => (m.clientMsgId === clientMsgId ? { ...m, ...change } : m)),
  }));
}

/** Why the server refused a send, from its answer (a 403 "blocked" is the peer's block). */
export function sendFailure(status: number, message?: string): SendFailure {
  if (status === 403 && message === 'blocked') return 'blocked';
  // Support muted the sender from a report (docs/operator-console.md, "Members and support").
  if (status === 403 && message === 'muted') return 'muted';
  // A child under 14 whose guardian has not agreed (docs/privacy.md, "Children and guardians").
  if (status === 403 && message === 'a guardian must agree first') return 'guardian';
  if (status === 413) return 'tooLarge';
  if (status === 403 || status === 404) return 'notMember';
  return 'rejected';
}

function envelopeOf(item: OutboxItem) {
  const kind = chatStore.get().conversations[item.conversationId]?.kind;
  return create(EnvelopeSchema, {
    type: kind === 'group' ? EnvelopeType.GROUP_CONVERSATION : EnvelopeType.PRIVATE_CONVERSATION,
    content: {
      case: 'conversationmessage',
      value: { conversationid: BigInt(item.conversationId), content: item.content, clientmsgid: item.clientMsgId },
    },
  });
}

/** Sends the outbox in order while the socket is live; stops at the first transport failure. */
export async function flushOutbox(): Promise<void> {
  if (flushing) return;
  flushing = true;
  try {
    for (;;) {
      const socket = messagingSocket();
      if (!outbox.length || !socket || socket.status() !== 'live') return;
      const item = outbox[0]!;
      let response;
      try {
        response = await socket.request('PUT', messagingPaths.send, toBinary(EnvelopeSchema, envelopeOf(item)));
      } catch {
        return; // The socket dropped: the message stays queued and goes out after the reconnect.
      }
      if (response.status === 429) {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        continue;
      }
      outbox.shift();
      saveOutbox();
      if (response.status === 200 && response.body) {
        const stored = fromBinary(EnvelopeSchema, response.body);
        if (stored.content.case === 'conversationmessage') {
          const m = stored.content.value;
          socket.advanceCursor(m.conversationid, m.messagecount);
          const message = storedMessage(m);
          updateConversation(item.conversationId, (c) => withSentMessage(c, message));
        }
      } else {
        setMessage(item.conversationId, item.clientMsgId, {
          status: 'failed',
          failure: sendFailure(response.status, response.message),
        });
      }
    }
  } finally {
    flushing = false;
  }
}

/** Writes a message: shown at once as "sending", sent now or when the socket is back. */
export function sendMessage(conversationId: string, content: string): void {
  const item: OutboxItem = { conversationId, clientMsgId: crypto.randomUUID(), content, createdAt: Date.now() };
  addPending(item);
  outbox.push(item);
  saveOutbox();
  void flushOutbox();
}

/** Sends a failed message again (same client id, so it can never land twice). */
export function retryMessage(conversationId: string, clientMsgId: string): void {
  const message = chatStore.get().conversations[conversationId]?.messages.find((m) => m.clientMsgId === clientMsgId);
  if (!message || message.status !== 'failed') return;
  setMessage(conversationId, clientMsgId, { status: 'sending', failure: undefined });
  outbox.push({ conversationId, clientMsgId, content: message.content, createdAt: message.createdAt });
  saveOutbox();
  void flushOutbox();
}

/** The person left the conversation: what waits for it is never sent. */
export function dropOutboxOf(conversationId: string): void {
  outbox = outbox.filter((i) => i.conversationId !== conversationId);
  saveOutbox();
}

/** Logout: forget the queue in memory (this person's stored outbox stays for their next login). */
export function forgetOutbox(): void {
  outbox = [];
}
