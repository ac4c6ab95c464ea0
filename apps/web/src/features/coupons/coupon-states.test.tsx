/**
 * Finished coupons say what they are instead of offering an action, and a coupon that is not
 * there offers the way back to the list. The API is a stubbed fetch.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Coupon } from '@culture/protocol';
import { clearSession, storeUserSession } from '../../lib/session';
import { CouponCard } from './components/coupon-card';
import { TicketDetailPage } from './routes/ticket-detail-page';

const base: Coupon = {
  customerCouponId: '7001',
  couponCode: 'ABCDEFGHJKMNPQRS',
  couponName: '20元茶饮券',
  brandName: '好茶同乐',
  type: 'DECUCTION',
  discordValue: '20',
  useCondition: '满39元可用',
  validDate: '2099.12.31',
  useRule: '<p>到店出示券码。</p>',
  status: 'unused',
  expired: false,
  issuedAt: '2026-11-01T02:00:00.000Z',
  statusChangedAt: '2026-11-01T02:00:00.000Z',
};
const used: Coupon = { ...base, status: 'used', statusChangedAt: '2026-11-20T06:30:00.000Z' };
const voided: Coupon = { ...base, status: 'voided', statusChangedAt: '2026-11-19T06:30:00.000Z' };
const expired: Coupon = { ...base, status: 'voided', expired: true, validDate: '2026.11.18' };
// Not yet swept by the server, but its date is behind us.
const lapsed: Coupon = { ...base, validDate: '2020.01.01' };

function renderCard(coupon: Coupon) {
  return render(
    <MemoryRouter>
      <CouponCard coupon={coupon} actions onShowCode={() => undefined} />
    </MemoryRouter>,
  );
}

describe('a coupon card in the list', () => {
  it('offers "use now" and the QR code while the coupon can be used', () => {
    renderCard(base);
    expect(screen.getByTestId('coupon-use-now').textContent).toMatch(/^use now$/i);
    expect(screen.getByTestId('coupon-qr-thumb')).toBeTruthy();
    expect(screen.queryByTestId('coupon-state')).toBeNull();
  });

  it.each([
    ['used', used, 'Used', /Used on 2026\.11\.20/],
    ['voided', voided, 'Voided', /Voided on 2026\.11\.19/],
    ['expired', expired, 'Expired', /Valid until 2026\.11\.18/],
    ['expired', lapsed, 'Expired', /Valid until 2020\.01\.01/],
  ])('shows a %s coupon’s state where the action was', (state, coupon, label, line) => {
    renderCard(coupon);
    const card = screen.getByTestId('coupon-card');
    expect(within(card).queryByTestId('coupon-use-now')).toBeNull();
    expect(within(card).queryByText(/^use now$/i)).toBeNull();
    expect(within(card).queryByTestId('coupon-qr-thumb')).toBeNull();
    const stamp = within(card).getByTestId('coupon-state');
    expect(stamp.getAttribute('data-state')).toBe(state);
    expect(stamp.textContent).toBe(label);
    expect(card.textContent).toMatch(line);
    // The rules stay readable.
    expect(within(card).getByTestId('coupon-rules-link')).toBeTruthy();
  });
});

type Answer = { status: number; body: unknown };
let answers: Answer[];

beforeEach(() => {
  answers = [];
  storeUserSession({ token: 'test-token', userId: '42', loginType: '2' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      const answer = answers.shift();
      if (!answer) throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  clearSession();
});

function renderDetail(id: string) {
  return render(
    <MemoryRouter initialEntries={[`/ticket-detail/${id}`]}>
      <Routes>
        <Route path="/ticket-detail/:id" element={<TicketDetailPage />} />
        <Route path="/my-ticket" element={<p>the coupon list</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('the coupon detail page', () => {
  it('says a used coupon has been used instead of offering its code', async () => {
    answers.push({ status: 200, body: { result: 1, code: 200, data: { data: used } } });
    renderDetail(used.customerCouponId);
    const bar = await screen.findByTestId('coupon-finished-bar');
    expect(bar.textContent).toBe('This coupon has been used');
    expect((bar as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('view-coupon-code')).toBeNull();
  });

  it('offers the code of a usable coupon', async () => {
    // Its own id: the query cache outlives a test.
    const usable = { ...base, customerCouponId: '7002' };
    answers.push({ status: 200, body: { result: 1, code: 200, data: { data: usable } } });
    renderDetail(usable.customerCouponId);
    await screen.findByTestId('coupon-card');
    // The bar follows the answer (disabled while it loads).
    await waitFor(() => expect((screen.getByTestId('view-coupon-code') as HTMLButtonElement).disabled).toBe(false));
  });

  it('offers a way back to the list for a missing coupon, with no code bar', async () => {
    answers.push({ status: 404, body: { result: 40402, code: 40402, errmsg: 'This coupon does not exist.' } });
    renderDetail('999999');
    await screen.findByTestId('coupon-not-found');
    expect(screen.queryByTestId('view-coupon-code')).toBeNull();
    const back = screen.getByTestId('coupon-back-to-list');
    expect(back.getAttribute('href')).toBe('/my-ticket');
    expect(back.textContent).toMatch(/^back to my coupons$/i);
    // Its own picture, not the empty list's.
    expect(screen.getByTestId('coupon-not-found').querySelector('img')?.getAttribute('data-illustration')).toBe('not-found');
  });

  it('treats an id that cannot exist as missing, without asking the server', () => {
    renderDetail('not-a-number');
    expect(screen.getByTestId('coupon-back-to-list')).toBeTruthy();
    expect(screen.queryByTestId('view-coupon-code')).toBeNull();
  });
});
