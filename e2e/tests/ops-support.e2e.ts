/**
 * Members and support end to end (docs/operator-console.md, "Members and support"): a member
 * reports a message from the chat; support signs in to the console (1280×800), sees it in the
 * report queue and mutes the sender; the sender's next message is refused as muted; support lifts
 * the mute early and the sender can send again; the reporter reads the outcome under "Your reports". Screenshots of the section in the three languages.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { loginByApi, operator, setNickname } from '../support/api';
import { useBrowser } from '../support/browser';
import { consoleLanguage, auditEntries, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
const SHOTS = shotsDir('ops-support');

const LOGIN = 'e2e-support';
const PASSWORD = 'support desk password 1';
const SENDER_PHONE = '13655560001';
const RUDE = 'You are all fools, buy my followers';

const signInAsSupport = () => firstSignIn(b, 'members', { login: LOGIN, password: PASSWORD });

/** Finds a member by phone and opens their record. */
async function openRecord(page: Page, phone: string) {
  await page.getByTestId('members-tab-search').click();
  await page.getByTestId('member-search-q').fill(phone);
  await page.getByTestId('member-search').locator('button[type=submit]').click();
  await page.getByTestId('member-search').locator('tbody button').first().click();
  await page.getByTestId('member-record').locator('table').waitFor();
}

/** The section in each language: the queue (with the open report) and a member's record. */
async function screenshots(page: Page) {
  for (const locale of ['en-US', 'zh-CN', 'zh-TW'] as const) {
    await consoleLanguage(page, locale);
    await page.getByTestId('members-tab-reports').click();
    await page.getByTestId('report-queue').locator('tr', { hasText: RUDE }).waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-support-queue-${locale}.png`, fullPage: true });
    await openRecord(page, SENDER_PHONE);
    await page.screenshot({ path: `${SHOTS}/ops-support-record-${locale}.png`, fullPage: true });
  }
  await consoleLanguage(page, 'en-US');
}

describe('members and support', () => {
  it('a reported message reaches the queue; support mutes the sender, who cannot send until the mute is lifted; the reporter is told', async () => {
    const sender = await loginByApi(SENDER_PHONE);
    const reporter = await loginByApi('13655560002');
    await setNickname(sender, 'Loud Lu');
    await setNickname(reporter, 'Quiet Qi');
    await operator(OPS_PATHS.operators, { login: LOGIN, display_name: 'Support desk', roles: ['support'], password: PASSWORD });

    // The sender writes to the reporter.
    const { page: s } = await b.phone({ storage: { ...sender, language: 'en-US' } });
    await s.goto('/chat');
    await s.getByTestId('chat-new').click();
    await s.getByTestId('people-search').fill('Quiet');
    await s.getByTestId('people-result').filter({ hasText: 'Quiet Qi' }).click();
    await s.waitForURL(/\/chat\/\d+$/);
    const conversationUrl = new URL(s.url()).pathname;
    await s.getByTestId('composer-input').fill(RUDE);
    await s.getByTestId('composer-send').click();
    await expect.poll(() => s.getByTestId('message').last().getAttribute('data-status')).toBe('sent');

    // The reporter reports it from the conversation.
    const { page: r } = await b.phone({ storage: { ...reporter, language: 'en-US' } });
    await r.goto(conversationUrl);
    const message = r.getByTestId('message').filter({ hasText: RUDE });
    await message.getByTestId('message-report').click();
    await r.getByTestId('report-dialog').waitFor();
    await r.getByLabel('Abuse or harassment').check();
    await r.getByTestId('report-note').fill('Insults in our chat');
    await r.screenshot({ path: `${SHOTS}/support-report-dialog-en-US.png` });
    await r.getByTestId('report-send').click();
    await r.getByTestId('report-dialog').waitFor({ state: 'detached' });

    // Support sees it in the queue and mutes the sender for 2 hours.
    const page = await signInAsSupport();
    await screenshots(page);
    await page.getByTestId('members-tab-reports').click();
    const row = page.getByTestId('report-queue').locator('tr', { hasText: RUDE });
    expect(await row.textContent()).toContain('Insults in our chat');
    await row.getByTestId('report-outcome').selectOption('muted');
    await row.getByTestId('report-hours').fill('2');
    await row.getByTestId('report-resolve').click();
    await expect.poll(() => page.getByTestId('report-message').textContent()).toContain('Mute');
    await page.getByTestId('report-queue').locator('tr', { hasText: RUDE }).waitFor({ state: 'detached' });

    // The sender's next message is refused: muted.
    await s.getByTestId('composer-input').fill('Why can I not talk?');
    await s.getByTestId('composer-send').click();
    const refused = s.getByTestId('message').last();
    await expect.poll(() => refused.getAttribute('data-status')).toBe('failed');
    expect(await refused.getByTestId('message-failed').textContent()).toContain('muted you');

    // Support lifts the mute early from the sender's record; the sender can send again at once.
    await openRecord(page, SENDER_PHONE);
    await page.getByTestId('member-muted').waitFor();
    for (const locale of ['zh-CN', 'zh-TW', 'en-US'] as const) {
      await consoleLanguage(page, locale);
      await page.getByTestId('member-unmute').waitFor();
      await page.screenshot({ path: `${SHOTS}/ops-support-muted-record-${locale}.png`, fullPage: true });
    }
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByTestId('member-unmute').click();
    await page.getByTestId('member-muted').waitFor({ state: 'detached' });
    expect(await page.getByTestId('member-unmute').count()).toBe(0);
    await s.getByTestId('composer-input').fill('Sorry, everyone');
    await s.getByTestId('composer-send').click();
    const again = s.getByTestId('message').filter({ hasText: 'Sorry, everyone' });
    await expect.poll(() => again.getAttribute('data-status')).toBe('sent');
    const log = await auditEntries(`user:${sender.may_user_id}`);
    expect(log.map((e) => `${e.action} by ${e.actor_name}`)).toEqual([`member.unmute by ${LOGIN}`]);

    // The reporter reads the outcome on the chat list.
    await r.goto('/chat');
    const outcome = r.getByTestId('my-report').first();
    await expect.poll(() => outcome.getAttribute('data-outcome')).toBe('muted');
    expect(await outcome.textContent()).toContain('The sender was muted');
    await r.screenshot({ path: `${SHOTS}/support-my-reports-en-US.png` });
    for (const locale of ['zh-CN', 'zh-TW'] as const) {
      await r.evaluate((l) => localStorage.setItem('language', l), locale);
      await r.goto('/chat');
      await expect
        .poll(() => r.getByTestId('my-reports').locator('h2').textContent())
        .toBe(locale === 'zh-CN' ? '我的举报' : '我的檢舉');
      await r.screenshot({ path: `${SHOTS}/support-my-reports-${locale}.png` });
      await r.goto(conversationUrl);
      await r.getByTestId('message').filter({ hasText: RUDE }).getByTestId('message-report').click();
      await r.getByTestId('report-dialog').waitFor();
      // The dialog fades in: the picture is taken once its animations have finished.
      await r.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
      await r.screenshot({ path: `${SHOTS}/support-report-dialog-${locale}.png` });
    }
  });
});
