/**
 * A child under 14 and their guardian in a browser (docs/privacy.md, "Children and guardians"):
 * a 12-year-old logs in and answers the age question, is limited (starting a chat is refused and
 * explained, a purchase refused), the guardian agrees from ANOTHER phone (a browser context of its
 * own, opening the invite link and verifying their phone by SMS) and the child then sends a chat
 * message; the guardian withdraws and the child's next message is refused again. In zh-CN, zh-TW
 * and en-US; screenshots at 390×844 go to shots/guardian/ (ignored by git).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { callAs, loginByApi, setNickname } from '../support/api';
import { useBrowser } from '../support/browser';

const b = useBrowser();
const SHOTS = path.resolve(import.meta.dirname, '../../shots/guardian');
fs.mkdirSync(SHOTS, { recursive: true });
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(SHOTS, `${name}.png`) });

/** What each language says where the limits meet the child. */
const TEXTS = {
  'zh-CN': { limited: '未满 14 周岁', agreed: '监护人已同意', chatRefused: '父母或其他监护人' },
  'zh-TW': { limited: '未滿 14 歲', agreed: '監護人已同意', chatRefused: '父母或其他監護人' },
  'en-US': { limited: 'under 14', agreed: 'Your guardian agreed', chatRefused: 'a parent or guardian must agree' },
} as const;

async function smsCode(phoneE164: string): Promise<string> {
  const res = await fetch(`${b.baseUrl}/dev/sms-outbox?phone=${encodeURIComponent(phoneE164)}`);
  const { data } = (await res.json()) as { data: Array<{ code: string }> };
  return data[0]!.code;
}

/** Opens a conversation with `friendId` from their profile card; answers whether it opened. */
async function messageFriend(page: Page, friendId: string) {
  await page.goto(`/user/${friendId}`);
  await page.getByTestId('user-send-message').click();
}

describe('a child under 14 and a guardian on another phone', () => {
  it.each([
    ['zh-CN', '1'],
    ['zh-TW', '2'],
    ['en-US', '3'],
  ] as const)(
    'in %s: limited, the guardian agrees from their phone, chats, the guardian withdraws',
    async (language, n) => {
      const texts = TEXTS[language];
      const friend = await loginByApi(`1370000160${n}`);
      await setNickname(friend, `Friend ${n}`);
      const child = await loginByApi(`1370000170${n}`);
      const friendId = friend.may_user_id!;
      const guardianNational = `1390000180${n}`;

      // The child's phone: the age question after login (birth month twelve years ago).
      const { page } = await b.phone({ storage: { ...child, language }, ageGate: true });
      await page.goto('/');
      await page.getByTestId('age-gate').waitFor();
      await shot(page, `age-question-${language}`);
      const now = new Date();
      await page.getByTestId('age-year').selectOption(String(now.getFullYear() - 12));
      await page.getByTestId('age-month').selectOption(String(now.getMonth() + 1));
      await page.getByTestId('age-save').click();
      const childModal = page.getByTestId('age-child');
      await childModal.waitFor();
      expect(await childModal.textContent()).toContain(texts.limited);
      await shot(page, `age-child-${language}`);
      await page.getByTestId('age-later').click();

      // Limited: starting a chat is refused, and the refusal says why and what to do.
      await messageFriend(page, friendId);
      await expect.poll(() => page.getByTestId('toast').last().textContent()).toContain(texts.chatRefused);
      await shot(page, `chat-refused-${language}`);
      expect(page.url()).toContain(`/user/${friendId}`);
      // A purchase is refused by the server with the same reason.
      await expect(
        callAs('/api/v5/orders', child.may_uni_token!, { product_id: 'pocket-adoption', method: 'native' }),
      ).rejects.toThrow(/under 14/);

      // The invite for the guardian's phone, from /My.
      await page.goto('/My');
      await page.getByTestId('profile-guardian').click();
      await page.waitForURL('**/guardian-invite');
      const state = page.getByTestId('guardian-state');
      await expect.poll(() => state.getAttribute('data-state')).toBe('none');
      const link = (await page.getByTestId('guardian-invite-link').textContent())!;
      await page.getByTestId('guardian-invite-qr').waitFor();
      await shot(page, `invite-${language}`);

      // ANOTHER phone: the guardian opens the link, verifies their own number, reads and agrees.
      // A first visit there shows the policy before anything (the guardian's number) is collected.
      const { page: guardian } = await b.phone({ storage: { language }, consentGate: true });
      await guardian.goto(link);
      await guardian.getByTestId('consent-gate').waitFor();
      await guardian.getByTestId('consent-agree').click();
      await guardian.getByTestId('consent-gate').waitFor({ state: 'detached' });
      await guardian.getByTestId('guardian-phone').fill(guardianNational);
      await guardian.getByTestId('guardian-send-code').click();
      await expect.poll(() => smsCode(`+86${guardianNational}`).catch(() => null)).not.toBeNull();
      await guardian.getByTestId('guardian-code').fill(await smsCode(`+86${guardianNational}`));
      await guardian.getByTestId('guardian-verify').click();
      const decision = guardian.getByTestId('guardian-decision');
      await decision.waitFor();
      await guardian.getByTestId('guardian-rules-link').waitFor();
      await guardian.getByTestId('guardian-name').fill('Wang Fang');
      await guardian.getByTestId('guardian-relationship').selectOption('mother');
      await shot(guardian, `guardian-decide-${language}`);
      await guardian.getByTestId('guardian-agree').click();
      const card = guardian.getByTestId('guardian-child');
      await expect.poll(() => card.getAttribute('data-state')).toBe('agreed');
      await shot(guardian, `guardian-children-${language}`);

      // The child's screen sees it, and the limits are lifted: the child sends a chat message.
      await expect.poll(() => state.getAttribute('data-state'), { timeout: 15_000 }).toBe('agreed');
      expect(await state.textContent()).toContain(texts.agreed);
      await messageFriend(page, friendId);
      await page.waitForURL(/\/chat\/\d+$/);
      await page.getByTestId('composer-input').fill(`hello ${n}`);
      await page.getByTestId('composer-send').click();
      const first = page.getByTestId('message').last();
      await expect.poll(() => first.getAttribute('data-status')).toBe('sent');

      // The guardian withdraws from their phone: the child's next message is refused and explained.
      await guardian.getByTestId('guardian-withdraw').click();
      await expect.poll(() => card.getAttribute('data-state')).toBe('withdrawn');
      await page.getByTestId('composer-input').fill(`again ${n}`);
      await page.getByTestId('composer-send').click();
      const second = page.getByTestId('message').last();
      await expect.poll(() => second.getAttribute('data-status')).toBe('failed');
      expect(await second.textContent()).toContain(texts.chatRefused);
      await shot(page, `chat-withdrawn-${language}`);
      await expect(
        callAs('/api/v5/orders', child.may_uni_token!, { product_id: 'pocket-adoption', method: 'native' }),
      ).rejects.toThrow(/under 14/);
    },
    180_000,
  );
});
