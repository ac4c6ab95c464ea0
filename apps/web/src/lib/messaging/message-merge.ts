/**
 * How messages take their place in a conversation: pure functions of the conversation view and
 * what arrived, used by the push handling, the outbox and history pages alike.
 */
import type { ConversationMessage } from '@culture/protocol';
import type { ChatMessage, ConversationView } from './chat-store';

export function storedMessage(m: ConversationMessage): ChatMessage {
  return {
    clientMsgId: m.clientmsgid,
    seq: m.messagecount,
    senderId: m.senderid.toString(),
    content: m.content,
    createdAt: Number(m.createdat),
    status: 'sent',
  };
}

export function highestStored(view: ConversationView): bigint | null {
  let highest: bigint | null = null;
  for (const m of view.messages) if (m.seq !== null && (highest === null || m.seq > highest)) highest = m.seq;
  return highest;
}

export function lowestStored(view: ConversationView): bigint | null {
  for (const m of view.messages) if (m.seq !== null) return m.seq;
  return null;
}

/** Puts stored messages in place: by sequence, a pending copy with the same client id replaced. */
export function mergeMessages(list: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const bySeq = new Map<bigint, ChatMessage>();
  const pending: ChatMessage[] = [];
  const incomingIds = new Set(incoming.map((m) => m.clientMsgId));
  for (const m of list) {
    if (m.seq !== null) bySeq.set(m.seq, m);
    else if (!incomingIds.has(m.clientMsgId)) pending.push(m);
  }
  for (const m of incoming) if (m.seq !== null) bySeq.set(m.seq, m);
  const stored = [...bySeq.values()].sort((a, b) => (a.seq! < b.seq! ? -1 : 1));
  return [...stored, ...pending];
}

/**
 * A stored message pushed to this conversation. Unread grows only by messages of others the
 * count does not hold yet (above what was read and what was counted), so it never lies; the
 * sender stops typing. Messages are merged only once some are held (the screen loads the rest).
 */
export function withPushedMessage(c: ConversationView, message: ChatMessage, me: string | null): ConversationView {
  const fromOther = message.senderId !== me;
  const counts = fromOther && message.seq! > c.readSeq && message.seq! > c.countedSeq;
  const { [message.senderId]: _stopped, ...typing } = c.typing;
  return {
    ...c,
    messages: c.messages.length || c.complete ? mergeMessages(c.messages, [message]) : c.messages,
    messageCount: message.seq! > c.messageCount ? message.seq! : c.messageCount,
    unread: counts ? c.unread + 1 : c.unread,
    countedSeq: message.seq! > c.countedSeq ? message.seq! : c.countedSeq,
    activityAt: Math.max(c.activityAt, message.createdAt),
    last:
      !c.last || message.createdAt >= c.last.createdAt
        ? { senderId: message.senderId, content: message.content, createdAt: message.createdAt }
        : c.last,
    typing,
  };
}

/** The server's answer to this person's own send: the pending bubble becomes the stored message. */
export function withSentMessage(c: ConversationView, message: ChatMessage): ConversationView {
  return {
    ...c,
    messages: mergeMessages(c.messages, [message]),
    messageCount: message.seq! > c.messageCount ? message.seq! : c.messageCount,
    activityAt: Math.max(c.activityAt, message.createdAt),
    last: { senderId: message.senderId, content: message.content, createdAt: message.createdAt },
  };
}

/** A message written here, shown at once as "sending" (once, whatever restores it again). */
export function withPendingMessage(c: ConversationView, pending: ChatMessage): ConversationView {
  return c.messages.some((m) => m.clientMsgId === pending.clientMsgId) ? c : { ...c, messages: [...c.messages, pending] };
}

/** Typing indicators still running at `now`. */
export function dropExpired(typing: Record<string, number>, now: number): Record<string, number> {
  return Object.fromEntries(Object.entries(typing).filter(([, until]) => until > now));
}
