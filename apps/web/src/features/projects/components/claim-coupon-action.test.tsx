/**
 * The campaign claim button: login first, then the claim goes through by
 * itself, then the way to My coupons; sold out and already claimed say so. The API is a stubbed
 * fetch answering by path.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CouponCampaign, PageView } from '@culture/protocol';
import { closeLoginDialog, loginDialogStore } from '../../../lib/login-dialog';
import { withQueryClient } from '../../../lib/query-client';
import { clearSession, storeGuestSession, storeUserSession } from '../../../lib/session';
import { PageActions } from '../../../components/page/page-actions';
import { PROJECT_PAGE_ACTIONS } from './claim-coupon-action';

let campaign: CouponCampaign;
let claims: number;
let claimAnswer: { status: number; body: unknown } | null;
let calls: string[];

function envelope(data: unknown) {
  return new Response(JSON.stringify({ result: 1, code: 200, data }), { status: 200 });
}

beforeEach(() => {
  claims = 0;
  claimAnswer = null;
  calls = [];
  storeGuestSession({ token: 'guest-token', user_id: '1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url}`);
      if (url.startsWith('/h5/world/coupon/campaign')) return envelope(campaign);
      if (url === '/h5/world/coupon/claim') {
        claims += 1;
        if (claimAnswer) return new Response(JSON.stringify(claimAnswer.body), { status: claimAnswer.status });
        campaign = { ...campaign, state: 'claimed', customerCouponId: '9001' };
        return envelope({ customerCouponId: '9001' });
      }
      throw new TypeError(`unexpected ${url}`);
    }),
  );
});
afterEach(() => {
  act(() => closeLoginDialog());
  clearSession();
  vi.unstubAllGlobals();
});

let seq = 0;
function renderClaim() {
  // Each test its own template: the query cache outlives a test.
  const template = `tea-${++seq}`;
  const actions: PageView['actions'] = [
    {
      id: 'claim-coupon',
      kind: 'coupon-claim',
      label: 'Claim the tea coupon',
      opensSoon: false,
      couponTemplate: template,
      note: 'One per person.',
    },
  ];
  const Page = withQueryClient(() => <PageActions actions={actions} own={PROJECT_PAGE_ACTIONS} />);
  render(
    <MemoryRouter initialEntries={['/haochatongle']}>
      <Routes>
        <Route path="/haochatongle" element={<Page />} />
        <Route path="/my-ticket" element={<p>my coupons</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return () => screen.getByTestId('action-claim-coupon');
}

describe('the campaign claim button', () => {
  it('asks a guest to log in first, then claims by itself and leads to My coupons', async () => {
    campaign = { templateId: 7, state: 'available', customerCouponId: null };
    const box = renderClaim();
    const button = await screen.findByRole('button', { name: 'Claim the tea coupon' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    expect(loginDialogStore.get()).toMatchObject({ open: true, notice: 'Log in to claim this coupon.' });
    expect(claims).toBe(0);

    // The login goes through (what the login dialog does on success).
    act(() => {
      storeUserSession({ token: 'user-token', userId: '42', loginType: '2' });
      closeLoginDialog();
    });
    await waitFor(() => expect(box().getAttribute('data-claim-state')).toBe('claimed'));
    expect(claims).toBe(1);
    const link = screen.getByRole('link', { name: 'Claimed · see it in My coupons' });
    expect(link.getAttribute('href')).toBe('/my-ticket');
    fireEvent.click(link);
    expect(screen.getByText('my coupons')).toBeTruthy();
  });

  it('does not claim when the login dialog is closed without logging in', async () => {
    campaign = { templateId: 7, state: 'available', customerCouponId: null };
    renderClaim();
    const button = await screen.findByRole('button', { name: 'Claim the tea coupon' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    act(() => closeLoginDialog());
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    act(() => storeUserSession({ token: 'user-token', userId: '43', loginType: '2' }));
    await waitFor(() => expect(calls.filter((c) => c.includes('campaign')).length).toBeGreaterThan(1));
    expect(claims).toBe(0);
  });

  it('shows a sold-out campaign as closed', async () => {
    campaign = { templateId: 7, state: 'soldOut', customerCouponId: null };
    const box = renderClaim();
    await waitFor(() => expect(box().getAttribute('data-claim-state')).toBe('soldOut'));
    const button = screen.getByRole('button', { name: 'All claimed' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('shows a coupon the person already holds as claimed', async () => {
    storeUserSession({ token: 'user-token', userId: '44', loginType: '2' });
    campaign = { templateId: 7, state: 'claimed', customerCouponId: '123' };
    renderClaim();
    expect((await screen.findByRole('link', { name: 'Claimed · see it in My coupons' })).getAttribute('href')).toBe('/my-ticket');
  });

  it('turns a claim refused as sold out into the sold-out state', async () => {
    storeUserSession({ token: 'user-token', userId: '45', loginType: '2' });
    campaign = { templateId: 7, state: 'available', customerCouponId: null };
    claimAnswer = { status: 409, body: { result: 40904, code: 40904, errmsg: 'All coupons have been claimed.' } };
    const box = renderClaim();
    const button = await screen.findByRole('button', { name: 'Claim the tea coupon' });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(box().getAttribute('data-claim-state')).toBe('soldOut'));
  });
});
