import { describe, expect, it } from 'vitest';
import type { ChatMessage, ConversationView } from './chat-store';
import { dropExpired, mergeMessages, withPendingMessage, withPushedMessage, withSentMessage } from './message-merge';

const stored = (seq: number, senderId = '8', clientMsgId = `c${seq}`): ChatMessage => ({
  clientMsgId,
  seq: BigInt(seq),
  senderId,
  content: `m${seq}`,
  createdAt: 1_000 + seq,
  status: 'sent',
});
const pending = (clientMsgId: string): ChatMessage => ({
  clientMsgId,
  seq: null,
  senderId: '7',
  content: clientMsgId,
  createdAt: 5_000,
  status: 'sending',
});

function view(change: Partial<ConversationView> = {}): ConversationView {
  return {
    id: '100',
    kind: 'private',
    name: '',
    peer: null,
    peerReadSeq: 0n,
    blocked: false,
    members: 2,
    role: 0,
    messageCount: 3n,
    readSeq: 1n,
    unread: 2,
    countedSeq: 3n,
    activityAt: 1_003,
    last: null,
    messages: [],
    complete: false,
    typing: {},
    ...change,
  };
}

describe('mergeMessages', () => {
  it('orders stored messages by sequence, without duplicates, pending ones last', () => {
    const merged = mergeMessages([stored(2), pending('p1'), stored(3)], [stored(1), stored(2)]);
    expect(merged.map((m) => m.clientMsgId)).toEqual(['c1', 'c2', 'c3', 'p1']);
  });

  it('replaces the pending copy of a message the server stored', () => {
    const merged = mergeMessages([stored(1), pending('p1')], [stored(2, '7', 'p1')]);
    expect(merged.map((m) => [m.clientMsgId, m.status])).toEqual([
      ['c1', 'sent'],
      ['p1', 'sent'],
    ]);
  });
});

describe('withPushedMessage', () => {
  it('counts a message of another person once, above what was counted', () => {
    const once = withPushedMessage(view(), stored(4), '7');
    expect(once.unread).toBe(3);
    expect(withPushedMessage(once, stored(4), '7').unread).toBe(3);
    expect(withPushedMessage(view(), stored(3), '7').unread).toBe(2);
  });

  it('never counts own messages, and the sender stops typing', () => {
    const next = withPushedMessage(view({ typing: { '7': 9_999, '9': 9_999 } }), stored(4, '7'), '7');
    expect(next.unread).toBe(2);
    expect(next.messageCount).toBe(4n);
    expect(next.typing).toEqual({ '9': 9_999 });
  });

  it('merges only into a conversation whose messages are held', () => {
    expect(withPushedMessage(view(), stored(4), '7').messages).toEqual([]);
    expect(withPushedMessage(view({ messages: [stored(3)] }), stored(4), '7').messages).toHaveLength(2);
  });
});

describe('withSentMessage and withPendingMessage', () => {
  it('shows a pending message once and turns it into the stored one', () => {
    const shown = withPendingMessage(withPendingMessage(view(), pending('p1')), pending('p1'));
    expect(shown.messages).toHaveLength(1);
    const sent = withSentMessage(shown, stored(4, '7', 'p1'));
    expect(sent.messages).toEqual([stored(4, '7', 'p1')]);
    expect(sent.last).toEqual({ senderId: '7', content: 'm4', createdAt: 1_004 });
    expect(sent.messageCount).toBe(4n);
  });
});

describe('dropExpired', () => {
  it('keeps typing indicators that still run', () => {
    expect(dropExpired({ a: 100, b: 300 }, 200)).toEqual({ b: 300 });
  });
});
