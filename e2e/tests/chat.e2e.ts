/**
 * Chat as two people use it, one phone in simplified Chinese and one in English: find
 * someone by nickname, write, see it arrive with the unread badge, read receipts, typing, a reply,
 * a message written offline that goes out once when the connection is back, a group, and logout
 * closing the socket (the other person sees them go offline).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginByApi, setNickname } from '../support/api';
import { useBrowser } from '../support/browser';

const b = useBrowser();

const bubbles = (page: Page) => page.getByTestId('message-text').allTextContents();

describe('chat', () => {
  it('two people chat in zh-CN and en-US: unread, read, typing, offline queue, group, logout', async () => {
    const ada = await loginByApi('13700001401');
    const li = await loginByApi('13700001402');
    await setNickname(ada, '绣娘阿黛');
    await setNickname(li, 'Lantern Li');

    const { page: a, context: aContext } = await b.phone({ storage: { ...ada, language: 'zh-CN' } });
    const { page: l } = await b.phone({ storage: { ...li, language: 'en-US' } });

    // Ada finds Li by nickname from the empty list and writes.
    await a.goto('/chat');
    await a.getByTestId('chat-empty').waitFor();
    expect(await a.getByTestId('page-title').textContent()).toBe('消息');
    await a.getByTestId('chat-new').click();
    await a.getByTestId('people-search').fill('Lantern');
    await a.getByTestId('people-result').filter({ hasText: 'Lantern Li' }).click();
    await a.waitForURL(/\/chat\/\d+$/);
    const conversationUrl = new URL(a.url()).pathname;
    await a.getByTestId('composer-input').fill('你好，灯会见！<b>不是粗体</b>');
    await a.getByTestId('composer-send').click();
    const first = a.getByTestId('message').last();
    await expect.poll(() => first.getAttribute('data-status')).toBe('sent');
    await expect.poll(() => first.getAttribute('data-seq')).toBe('1');
    expect(await a.getByTestId('message-status').textContent()).toBe('已发送');

    // Li sees the unread total on the chat icon, then the row, then the message as text.
    await l.goto('/');
    await expect
      .poll(() =>
        l
          .getByTestId('chat-unread-total')
          .textContent()
          .catch(() => null),
      )
      .toBe('1');
    await l.getByTestId('chat-link').click();
    await l.waitForURL('**/chat');
    const row = l.getByTestId('conversation-row');
    await expect.poll(() => row.textContent()).toContain('绣娘阿黛');
    expect(await row.getByTestId('conversation-unread').textContent()).toBe('1');
    await row.click();
    await l.waitForURL(`**${conversationUrl}`);
    await expect.poll(() => bubbles(l)).toEqual(['你好，灯会见！<b>不是粗体</b>']);
    expect(await l.locator('[data-testid="message-text"] b').count()).toBe(0);
    expect(await l.getByTestId('page-title').textContent()).toBe('绣娘阿黛');

    // Reading clears Li's badge and tells Ada: her message says "read".
    await expect.poll(() => l.getByTestId('chat-unread-total').count()).toBe(0);
    await expect.poll(() => a.getByTestId('message-status').textContent()).toBe('已读');

    // Li types: Ada sees it; Li replies.
    await l.getByTestId('composer-input').pressSequentially('See you');
    await expect.poll(() => a.getByTestId('conversation-subtitle').textContent()).toBe('Lantern Li 正在输入…');
    await l.getByTestId('composer-input').press('Enter');
    await expect.poll(() => bubbles(a)).toEqual(['你好，灯会见！<b>不是粗体</b>', 'See you']);
    expect(await l.getByTestId('message-status').textContent()).toMatch(/^(Sent|Read)$/);

    // Ada goes offline, writes anyway: the bubble waits, then goes out once when she is back.
    await aContext.setOffline(true);
    await expect.poll(() => a.getByTestId('chat-connection').count()).toBe(1);
    await a.getByTestId('composer-input').fill('路上信号不好');
    await a.getByTestId('composer-input').press('Enter');
    await expect.poll(() => a.getByTestId('message').last().getAttribute('data-status')).toBe('sending');
    await aContext.setOffline(false);
    await expect.poll(() => a.getByTestId('message').last().getAttribute('data-status'), { timeout: 30_000 }).toBe('sent');
    await expect.poll(() => bubbles(l)).toEqual(['你好，灯会见！<b>不是粗体</b>', 'See you', '路上信号不好']);
    expect(await l.getByTestId('message').evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-seq')))).toEqual([
      '1',
      '2',
      '3',
    ]);

    // A group from people Ada knows; Li finds it in his list.
    await a.goto('/chat');
    await a.getByTestId('chat-new-group').click();
    await a.getByTestId('new-group-name').fill('灯会小队');
    await a.getByTestId('people-result').filter({ hasText: 'Lantern Li' }).click();
    await a.getByTestId('new-group-create').click();
    await a.waitForURL(/\/chat\/\d+$/);
    // The list stays on screen while the conversation screen's code loads (a transition).
    await expect.poll(() => a.getByTestId('page-title').textContent()).toBe('灯会小队');
    await a.getByTestId('composer-input').fill('大家好');
    await a.getByTestId('composer-send').click();
    await l.goto('/chat');
    // Li was invited, not added: the group waits in his invitations until he joins.
    await expect.poll(() => l.getByTestId('invitation').first().textContent()).toContain('灯会小队');
    await l.getByTestId('invitation-accept').click();
    await expect.poll(() => l.getByTestId('invitation').count()).toBe(0);
    await expect.poll(() => l.getByTestId('conversation-row').first().textContent()).toContain('灯会小队');
    await l.getByTestId('conversation-row').first().click();
    await expect.poll(() => bubbles(l)).toEqual(['大家好']);
    expect(await l.getByTestId('conversation-subtitle').textContent()).toBe('2 members');
    await l.getByTestId('group-info-open').click();
    await expect.poll(() => l.getByTestId('group-members').textContent()).toContain('绣娘阿黛');

    // Ada logs out: her socket closes, so Li sees her offline in their private chat.
    await l.goto(conversationUrl);
    await expect.poll(() => l.getByTestId('conversation-subtitle').textContent()).toBe('Online');
    await a.goto('/My');
    await a.getByTestId('profile-logout').click();
    await a.waitForURL((url) => url.pathname === '/');
    await expect.poll(() => a.getByTestId('chat-link').count()).toBe(0);
    await expect.poll(() => l.getByTestId('conversation-subtitle').textContent()).toBe('Offline');
  });
});
