/**
 * The console's badges and events section at desktop size (1280×800; docs/operator-console.md,
 * "Badges and events"): an event operator signs in (second factor enrolled on the way), creates a
 * badge event in the three languages, opens it, generates claim codes and downloads them as CSV;
 * a code from the file claims the badge, and the audit log names the operator for each step
 * without holding a code (docs/decisions.md, "Claim codes are exported once"); the supply is
 * edited, and the open list shows a claim by itself; then a session with door staff, a ticket
 * checked in, the session found by its id in the list's search, the attendance CSV, and the door
 * staff removed. Screenshots of
 * the section in the three languages.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_PATHS, OPS_PATHS } from '../../packages/protocol/src/api/paths';
import { callAs, loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { consoleLanguage, auditEntries, firstSignIn, shotsDir } from '../support/ops';

const b = useBrowser();
const SHOTS = shotsDir('ops-events');

const LOGIN = 'e2e-events';
const PASSWORD = 'events operator password 1';
const SLUG = 'e2e-console-lantern';
const MEMBER_PHONE = '13655550071';
const STAFF_PHONE = '13655550072';

const signInAsEventOperator = () => firstSignIn(b, 'events', { login: LOGIN, password: PASSWORD });
type Page = Awaited<ReturnType<typeof signInAsEventOperator>>;

async function createEvent(page: Page) {
  await page.getByTestId('events-tab-create').click();
  const text = (field: string, locale: string, value: string) => page.getByTestId(`events-${field}-${locale}`).fill(value);
  for (const [locale, name] of [
    ['zh-CN', '控制台花灯'],
    ['zh-TW', '控制台花燈'],
    ['en-US', 'Console lantern'],
  ] as const) {
    await text('name', locale, name);
    await text('story', locale, `${name}…`);
    await text('benefits', locale, `${name}!`);
  }
  await page.getByTestId('events-slug').fill(SLUG);
  await page.getByTestId('events-artwork').fill('/images/pages/yuanxiao/badge.svg');
  await page.getByTestId('events-supply').fill('50');
  // Opens next year: the list shows it scheduled until the operator opens it.
  await page.getByTestId('events-opensAt').fill(`${new Date().getFullYear() + 1}-01-01T10:00`);
  await page.getByTestId('events-method-code').check();
  await page.screenshot({ path: `${SHOTS}/ops-events-create-en-US.png`, fullPage: true });
  await page.getByTestId('events-create-submit').click();
  await expect.poll(() => page.getByTestId('events-create-outcome').textContent()).toBe(`Badge event ${SLUG} created.`);
}

/** A session of the event made in the console, door staff named; answers the session's id. */
async function createSession(page: Page, staffId: string) {
  await page.getByTestId('events-tab-sessions').click();
  const form = page.getByTestId('events-session-create');
  for (const locale of ['zh-CN', 'zh-TW', 'en-US'] as const) {
    await form.getByLabel(`Session (${locale})`).fill(locale === 'en-US' ? 'Lantern walk' : '花灯夜游');
    await form.getByLabel(`Place (${locale})`).fill(locale === 'en-US' ? 'East gate' : '东门');
  }
  const year = new Date().getFullYear() + 1;
  await form.getByLabel('Event slug').fill(SLUG);
  await form.getByLabel('Starts at').fill(`${year}-02-01T18:00`);
  await form.getByLabel('Ends at').fill(`${year}-02-01T20:00`);
  await form.getByLabel('Capacity').fill('30');
  await form.getByRole('button', { name: 'Create session' }).click();
  await form.getByRole('status').waitFor();
  const sessionId = Number(/Session (\d+) created/.exec((await form.getByRole('status').textContent())!)?.[1]);
  expect(sessionId).toBeGreaterThan(0);
  const staff = page.getByTestId('events-staff');
  await staff.getByLabel('Event slug').fill(SLUG);
  await staff.getByLabel('Member ID').fill(staffId);
  await staff.getByRole('button', { name: 'Add door staff' }).click();
  expect(await staff.getByRole('status').textContent()).toBe(`Member ${staffId} checks tickets in at ${SLUG}.`);
  return sessionId;
}

async function otherLanguages(page: Page) {
  for (const locale of ['zh-CN', 'zh-TW'] as const) {
    await consoleLanguage(page, locale);
    await expect
      .poll(() => page.getByTestId('events-tab-events').textContent())
      .toBe(locale === 'zh-CN' ? '徽章活动' : '徽章活動');
    await page.getByTestId('events-tab-events').click();
    await page.getByTestId(`events-row-${SLUG}`).waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-events-list-${locale}.png`, fullPage: true });
    await page.getByTestId(`events-edit-${SLUG}`).click();
    await page.getByTestId('events-edit-name-zh-CN').waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-events-edit-${locale}.png`, fullPage: true });
    await page.getByTestId('events-tab-create').click();
    await page.screenshot({ path: `${SHOTS}/ops-events-create-${locale}.png`, fullPage: true });
    await page.getByTestId('events-tab-sessions').click();
    await page.getByTestId('events-sessions').locator('tbody tr').first().waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-events-sessions-${locale}.png`, fullPage: true });
    await page.locator('[data-testid^="events-session-edit-"]').first().click();
    await page.getByTestId('events-session-edit').waitFor();
    await page.screenshot({ path: `${SHOTS}/ops-events-session-edit-${locale}.png`, fullPage: true });
  }
}

describe('console badges and events', () => {
  it('opens a badge event and exports its codes as CSV; a code claims the badge; the audit log shows each step', async () => {
    await operator(OPS_PATHS.operators, { login: LOGIN, display_name: 'Event desk', roles: ['events'], password: PASSWORD });
    const page = await signInAsEventOperator();
    expect(await page.getByTestId('ops-nav').locator('a').allTextContents()).toEqual(['Dashboard', 'Badges and events']);

    await createEvent(page);
    await page.getByTestId('events-tab-events').click();
    // Found by part of its slug: the server filters, the list shows that one event.
    await page.getByTestId('events-search').fill('console-lant');
    await page.getByTestId('events-search').press('Enter');
    await expect.poll(() => page.locator('[data-testid^="events-row-"]').count()).toBe(1);
    expect(await page.getByTestId(`events-state-${SLUG}`).textContent()).toBe('Scheduled');
    await page.getByTestId(`events-open-${SLUG}`).click();
    await expect.poll(() => page.getByTestId(`events-state-${SLUG}`).textContent()).toBe('Open');

    // The supply and the English name change from the edit form, prefilled with the whole event.
    await page.getByTestId(`events-edit-${SLUG}`).click();
    const edit = page.getByTestId('events-edit');
    await edit.getByTestId('events-edit-name-zh-TW').waitFor();
    expect(await edit.getByTestId('events-supply').inputValue()).toBe('50');
    expect(await edit.getByTestId('events-edit-name-zh-TW').inputValue()).toBe('控制台花燈');
    expect(await edit.getByTestId('events-edit-story-en-US').inputValue()).toBe('Console lantern…');
    expect(await edit.getByTestId('events-artwork').inputValue()).toBe('/images/pages/yuanxiao/badge.svg');
    await edit.getByTestId('events-supply').fill('60');
    await edit.getByTestId('events-edit-name-en-US').fill('Console lantern night');
    await page.screenshot({ path: `${SHOTS}/ops-events-edit-en-US.png`, fullPage: true });
    await edit.getByTestId('events-edit-submit').click();
    await expect.poll(() => edit.getByTestId('events-edit-outcome').textContent()).toBe(`Badge event ${SLUG} saved.`);
    await expect.poll(() => page.getByTestId(`events-row-${SLUG}`).textContent()).toContain('0 / 60');
    await expect.poll(() => page.getByTestId(`events-row-${SLUG}`).textContent()).toContain('Console lantern night');
    await edit.getByRole('button', { name: 'Close' }).click();

    // Three codes, downloaded at once as the file.
    await page.getByTestId(`events-manage-${SLUG}`).click();
    await page.getByTestId('events-codes-count').fill('3');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('events-codes-submit').click()]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^claim-codes-${SLUG}-\\d{8}T\\d{6}Z\\.csv$`));
    const csv = readFileSync((await download.path())!, 'utf8');
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('event,code');
    expect(lines.at(-1)).toBe('');
    const codes = lines.slice(1, -1).map((line) => line.split(','));
    expect(codes).toHaveLength(3);
    for (const [event, code] of codes) {
      expect(event).toBe(SLUG);
      expect(code).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4})+$/);
    }
    await page.getByTestId('events-codes-outcome').waitFor();
    await expect.poll(() => page.getByTestId(`events-row-${SLUG}`).textContent()).toContain('0 / 3');
    await page.screenshot({ path: `${SHOTS}/ops-events-list-en-US.png`, fullPage: true });

    // A code from the file is real: a member claims the badge with it.
    const member = await loginByApi(MEMBER_PHONE);
    const badge = await callAs<{ event: string; method: string }>(API_PATHS.badgeClaimCode, member.may_uni_token!, {
      code: codes[0]![1],
    });
    expect(badge).toMatchObject({ event: SLUG, method: 'code' });
    // The open list shows the claim by itself (it reads its page again every 10 s while shown).
    await expect
      .poll(() => page.getByTestId(`events-row-${SLUG}`).textContent(), { timeout: 25_000, interval: 1_000 })
      .toContain('1 / 60');

    // The log names the operator for each step and holds none of the codes.
    const log = await auditEntries(`badge-event:${SLUG}`);
    expect(log.map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
      'badge-event.create by e2e-events',
      'badge-event.open by e2e-events',
      'badge-event.edit by e2e-events',
      'badge-claim-codes.generate by e2e-events',
    ]);
    for (const [, code] of codes) expect(JSON.stringify(log)).not.toContain(code);

    // A session, door staff; a member's ticket checked in at the door; the attendance file shows it.
    const staff = await loginByApi(STAFF_PHONE);
    const sessionId = await createSession(page, staff.may_user_id!);
    const ticket = await callAs<{ ticketCode: string }>(API_PATHS.eventReserve, member.may_uni_token!, { sessionId });
    await callAs(API_PATHS.staffTicketCheckIn, staff.may_uni_token!, { ticketCode: ticket.ticketCode });
    await page.getByTestId('events-tab-events').click();
    await page.getByTestId('events-tab-sessions').click();
    const row = page.getByTestId(`events-session-${sessionId}`);
    await row.waitFor();
    expect(await row.locator('td').allTextContents()).toEqual(expect.arrayContaining(['30', '1', '1']));
    // Found by its id among every session: the server filters, the list shows that one.
    await page.getByTestId('events-session-search').fill(String(sessionId));
    await page.getByTestId('events-session-search').press('Enter');
    await expect.poll(() => page.getByTestId('events-sessions').locator('tbody tr').count()).toBe(1);
    await row.waitFor();

    // The session is edited, prefilled in every language; a capacity below the one place taken is refused.
    await page.getByTestId(`events-session-edit-${sessionId}`).click();
    const sessionEdit = page.getByTestId('events-session-edit');
    expect(await sessionEdit.getByLabel('Session (zh-TW)').inputValue()).toBe('花灯夜游');
    expect(await sessionEdit.getByLabel('Capacity').inputValue()).toBe('30');
    await sessionEdit.getByLabel('Place (en-US)').fill('North gate');
    await sessionEdit.getByLabel('Capacity').fill('40');
    await page.screenshot({ path: `${SHOTS}/ops-events-session-edit-en-US.png`, fullPage: true });
    await sessionEdit.getByRole('button', { name: 'Save session' }).click();
    await expect.poll(() => sessionEdit.getByRole('status').textContent()).toBe(`Session ${sessionId} saved.`);
    await expect.poll(() => row.textContent()).toContain('North gate');
    expect(await row.locator('td').allTextContents()).toEqual(expect.arrayContaining(['40', '1', '1']));
    const [sheet] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId(`events-attendance-${sessionId}`).click(),
    ]);
    const attendance = readFileSync((await sheet.path())!, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(attendance[0]).toBe('ticket_code,reserved_at,checked_in_at');
    expect(attendance).toHaveLength(3);
    expect(attendance[1]).toMatch(new RegExp(`^${ticket.ticketCode},\\d{4}-[^,]+Z,\\d{4}-[^,]+Z$`));
    await page.screenshot({ path: `${SHOTS}/ops-events-sessions-en-US.png`, fullPage: true });

    // Door staff removed: their next check-in is refused, and the log names the operator.
    const staffForm = page.getByTestId('events-staff');
    await staffForm.getByLabel('Event slug').fill(SLUG);
    await staffForm.getByLabel('Member ID').fill(staff.may_user_id!);
    await staffForm.getByTestId('events-staff-remove').click();
    await expect
      .poll(() => staffForm.getByRole('status').textContent())
      .toBe(`Member ${staff.may_user_id} no longer checks tickets in at ${SLUG}.`);
    const late = await callAs<{ ticketCode: string }>(API_PATHS.eventReserve, staff.may_uni_token!, { sessionId });
    await expect(callAs(API_PATHS.staffTicketCheckIn, staff.may_uni_token!, { ticketCode: late.ticketCode })).rejects.toThrow();
    expect((await auditEntries(`event:${SLUG}`)).map((e) => `${e.action} by ${e.actor_name}`)).toEqual([
      'event-staff.grant by e2e-events',
      'event-staff.remove by e2e-events',
    ]);

    await otherLanguages(page);
  });
});
