/** A deleted account's group message (docs/privacy.md, "Cancelling an account"): no words, said so. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT_ID } from '@culture/protocol';
import type { ChatMessage } from '../../../lib/messaging/chat-store';
import { MessageBubble } from './message-bubble';

const message = (senderId: string, content: string): ChatMessage => ({
  clientMsgId: `c-${senderId}`,
  seq: 1n,
  senderId,
  content,
  createdAt: 0,
  status: 'sent',
});

describe('a message bubble', () => {
  it("shows a deleted account's message as gone, and anyone else's words", () => {
    render(
      <ol>
        <MessageBubble
          conversationId="1"
          message={message(DELETED_ACCOUNT_ID, '')}
          own={false}
          senderName="Deleted account"
          read={false}
          showStatus={false}
        />
        <MessageBubble
          conversationId="1"
          message={message('7', 'hello')}
          own={false}
          senderName="Mei"
          read={false}
          showStatus={false}
        />
      </ol>,
    );
    const [gone, kept] = screen.getAllByTestId('message-text');
    expect(gone!.textContent).toBe('This message went with its account');
    expect(kept!.textContent).toBe('hello');
  });
});
