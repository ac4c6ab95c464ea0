/**
 * Group invitations in the browser (docs/decisions.md, "Chat rules"), three phones in three
 * languages: someone who blocked the inviter cannot be put in a group (the inviter reads why in
 * their language, without learning who blocked whom); an invitee sees the invitation, not the
 * group, and joins or declines it. SCREENSHOT_DIR=<dir> keeps a picture of each screen.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ERRORS } from '../../packages/protocol/src/errors/catalogue';
import { loginByApi, setNickname } from '../support/api';
import { useBrowser } from '../support/browser';

const b = useBrowser();

async function shot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png` });
}

async function pick(page: Page, search: string, name: string) {
  await page.getByTestId('people-search').fill(search);
  await page.getByTestId('people-result').filter({ hasText: name }).click();
}

describe('group invitations', () => {
  it('refuses to invite someone who blocked the inviter; an invitee joins or declines', async () => {
    const ada = await loginByApi('13700001421');
    const li = await loginByApi('13700001422');
    const mei = await loginByApi('13700001423');
    await setNickname(ada, '繡娘阿黛');
    await setNickname(li, 'Kite Wen');
    await setNickname(mei, '小梅');
    const { page: a } = await b.phone({ storage: { ...ada, language: 'zh-TW' } });
    const { page: l } = await b.phone({ storage: { ...li, language: 'en-US' } });
    const { page: m } = await b.phone({ storage: { ...mei, language: 'zh-CN' } });

    // Li blocks Ada on her card.
    await l.goto(`/user/${ada.may_user_id}`);
    await l.getByTestId('user-block').click();
    await l.getByTestId('block-confirm-action').click();
    await expect.poll(() => l.getByTestId('toast').first().textContent()).toContain('Blocked');

    // Ada starts a group with Li: refused, in her language, the same words whoever blocked whom.
    await a.goto('/chat');
    await a.getByTestId('chat-new-group').click();
    await a.getByTestId('new-group-name').fill('燈會小隊');
    await pick(a, 'Kite', 'Kite Wen');
    await a.getByTestId('new-group-create').click();
    await expect.poll(() => a.getByTestId('toast').last().textContent()).toContain(ERRORS.chatInviteRefused.texts['zh-TW']);
    await shot(a, 'invite-refused-zh-TW');

    // With Mei instead (Li unpicked): the group is made, Mei is invited and hears nothing yet.
    await pick(a, 'Kite', 'Kite Wen');
    await pick(a, '小梅', '小梅');
    await a.getByTestId('new-group-create').click();
    await a.waitForURL(/\/chat\/\d+$/);
    await a.getByTestId('composer-input').fill('歡迎');
    await a.getByTestId('composer-send').click();
    await expect.poll(() => a.getByTestId('message').last().getAttribute('data-status')).toBe('sent');

    await m.goto('/chat');
    await expect.poll(() => m.getByTestId('invitation').first().textContent()).toContain('燈會小隊');
    expect(await m.getByTestId('invitation').first().textContent()).toContain('繡娘阿黛');
    expect(await m.getByTestId('conversation-row').count()).toBe(0);
    await shot(m, 'invitation-zh-CN');
    await m.getByTestId('invitation-accept').click();
    await expect.poll(() => m.getByTestId('conversation-row').first().textContent()).toContain('燈會小隊');

    // Mei (whom Li did not block) invites Li; Li declines, and the group never reaches his list.
    await m.getByTestId('conversation-row').first().click();
    await m.getByTestId('group-info-open').click();
    await m.getByTestId('group-invite').click();
    await pick(m, 'Kite', 'Kite Wen');
    await m.getByTestId('group-invite-confirm').click();
    await l.goto('/chat');
    await expect.poll(() => l.getByTestId('invitation').first().textContent()).toContain('燈會小隊');
    await shot(l, 'invitation-en-US');
    if (process.env.SCREENSHOT_DIR) {
      // The same screen in the third language.
      await l.evaluate(() => localStorage.setItem('language', 'zh-TW'));
      await l.reload();
      await expect.poll(() => l.getByTestId('invitation').first().textContent()).toContain('邀請你加入');
      await shot(l, 'invitation-zh-TW');
      await l.evaluate(() => localStorage.setItem('language', 'en-US'));
      await l.reload();
      await l.getByTestId('invitation').first().waitFor();
    }
    await l.getByTestId('invitation-decline').click();
    await expect.poll(() => l.getByTestId('invitation').count()).toBe(0);
    expect(await l.getByTestId('conversation-row').count()).toBe(0);
  });
});
