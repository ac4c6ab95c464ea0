/**
 * Event sign-ups as people use them: a visitor reserves a place on the garden tour in
 * simplified Chinese and gets a ticket with a QR; at the door a staff member's phone opens the
 * ticket's QR (decoded from a screenshot), checks it in, and a second scan says it already was;
 * the ticket then shows as checked in; an account that is not staff is told so.
 */
import { describe, expect, it } from 'vitest';
import { loginByApi, operator } from '../support/api';
import { useBrowser } from '../support/browser';
import { decodeQr } from '../support/decode';

const b = useBrowser();
const ZH = { language: 'zh-CN' };

describe('event sign-ups', () => {
  it('reserves a garden-tour place in zh-CN, and the door checks the ticket in once', async () => {
    const visitor = await b.phone({ storage: { ...ZH, ...(await loginByApi('13700001301')) } });
    await visitor.page.goto('/YouTing');
    const signup = visitor.page.getByTestId('action-reserve');
    const first = signup.locator('li[data-state="open"]').first();
    await first.waitFor();
    expect(await first.textContent()).toMatch(/剩余 \d+ \/ 20 个名额/);
    await first.getByRole('button', { name: '预约' }).click();

    const dialog = visitor.page.getByTestId('ticket-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('入场时出示此码');
    const qr = dialog.getByTestId('ticket-qr');
    await qr.waitFor();
    let link: string | null = null;
    await expect
      .poll(async () => {
        link = decodeQr(await qr.screenshot());
        return link;
      })
      .toMatch(/\/staff\/check-in\?ticket=[0-9A-Z]{16}$/);
    await visitor.page.getByTestId('ticket-dialog').getByRole('button', { name: '关闭' }).first().click();
    await expect.poll(() => signup.locator('li[data-state="reserved"]').count()).toBe(1);

    // Not staff: the door says so.
    const stranger = await b.phone({ storage: { ...ZH, ...(await loginByApi('13700001302')) } });
    await stranger.page.goto('/staff/check-in');
    await stranger.page.getByTestId('door-not-staff').waitFor();

    // Staff: the ticket's QR opened by the phone lands on the door with the ticket looked up.
    const staffSession = await loginByApi('13700001303');
    await operator('/api/admin/events/staff', { event: 'garden-tour', userId: staffSession.may_user_id });
    const staff = await b.phone({ storage: { ...ZH, ...staffSession } });
    const url = new URL(link!);
    await staff.page.goto(url.pathname + url.search);
    const ticket = staff.page.getByTestId('door-ticket');
    await ticket.waitFor();
    expect(await ticket.textContent()).toContain('园林导览');
    expect(await ticket.textContent()).toContain('+86 137****1301');
    await staff.page.getByTestId('door-check-in').click();
    const outcome = staff.page.getByTestId('door-outcome');
    await expect.poll(() => outcome.getAttribute('data-outcome')).toBe('checkedIn');
    expect(await outcome.textContent()).toContain('签到成功');

    // The same ticket again, typed this time: already checked in, with the time.
    await staff.page.getByTestId('door-next').click();
    const code = new URL(link!).searchParams.get('ticket')!;
    await staff.page.getByTestId('door-code').fill(code.toLowerCase());
    await staff.page.getByTestId('door-lookup').click();
    await expect.poll(() => outcome.getAttribute('data-outcome')).toBe('already');
    expect(await outcome.textContent()).toContain('此票已签到');

    // The visitor's ticket now says checked in.
    await visitor.page.goto('/my-events');
    await visitor.page.getByTestId('ticket-checked-in').waitFor();
  });
});
