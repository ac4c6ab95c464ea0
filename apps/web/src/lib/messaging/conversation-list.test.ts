import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '@culture/protocol';
import type { ChatState } from './chat-store';
import { fromSummary, sortedConversations } from './conversation-list';

const row = (id: string, activityat: number, messagecount = 4): ConversationSummary => ({
  conversationid: id,
  kind: 'private',
  name: '',
  messagecount: String(messagecount),
  hasReadSeq: '1',
  unread: 3,
  role: 0,
  members: 2,
  activityat,
  last: null,
  peer: { user_id: '8', nickname: 'Li', avatar: null, hasReadSeq: '2' },
  blocked: false,
});

describe('fromSummary', () => {
  it('takes the server unread count as exact and keeps what was held', () => {
    const first = fromSummary(row('1', 1_000));
    expect(first).toMatchObject({ unread: 3, countedSeq: 4n, readSeq: 1n, peerReadSeq: 2n, complete: false });
    const held = { ...first, activityAt: 2_000, complete: true, typing: { '8': 9 } };
    expect(fromSummary(row('1', 1_500), held)).toMatchObject({ activityAt: 2_000, complete: true, typing: { '8': 9 } });
  });

  it('an empty conversation has nothing older to load', () => {
    expect(fromSummary(row('1', 1_000, 0)).complete).toBe(true);
  });
});

describe('sortedConversations', () => {
  it('puts the newest activity first', () => {
    const conversations = Object.fromEntries(['1', '2', '3'].map((id, i) => [id, fromSummary(row(id, [5, 9, 5][i]!))]));
    const state: ChatState = { status: 'live', me: '7', loaded: true, conversations, online: {} };
    expect(sortedConversations(state).map((c) => c.id)).toEqual(['2', '3', '1']);
  });
});
