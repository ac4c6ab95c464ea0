/**
 * The event page's badge button: each state says itself before anyone taps (limited
 * with the count left, all claimed, not yet open, closed, claimed); a guest logs in first and the
 * claim then goes through by itself into the celebration; a refusal that is a state redraws it.
 * The API is a stubbed fetch answering by path.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BadgeEvent, MyBadge, PageView } from '@culture/protocol';
import { closeLoginDialog, loginDialogStore } from '../../../lib/login-dialog';
import { withQueryClient } from '../../../lib/query-client';
import { clearSession, storeGuestSession, storeUserSession } from '../../../lib/session';
import { FeatureSlotsProvider, type FeatureSlots } from '../../../components/feature-slots';
import { PageActions } from '../../../components/page/page-actions';
import { BadgeClaimAction } from './badge-claim-action';

/** The app shell's slots, as far as this test needs them. */
const SLOTS: FeatureSlots = { pageActions: { 'badge-claim': BadgeClaimAction } };

let event: BadgeEvent;
let claims: number;
let claimAnswer: { status: number; body: unknown } | null;

const badge = (serial: number): MyBadge => ({
  badgeId: '77',
  event: event.slug,
  name: 'Lantern badge',
  artwork: '/a.svg',
  serial,
  supply: 500,
  claimedAt: '2026-11-22T10:00:00Z',
  method: 'app',
  verifyToken: 'AAAAAAAAAAAAAAAAAAAAAA',
  rewardCouponId: null,
});

function envelope(data: unknown) {
  return new Response(JSON.stringify({ result: 1, code: 200, data }), { status: 200 });
}

let seq = 0;
function baseEvent(patch: Partial<BadgeEvent>): BadgeEvent {
  return {
    slug: `lantern-${++seq}`,
    name: 'Lantern badge',
    story: 'Story',
    benefits: 'Benefit',
    artwork: '/a.svg',
    page: 'yuanxiao',
    methods: ['app'],
    supply: 500,
    claimed: 437,
    remaining: 63,
    opensAt: '2026-01-01T00:00:00Z',
    closesAt: null,
    state: 'notClaimed',
    mine: null,
    ...patch,
  };
}

beforeEach(() => {
  claims = 0;
  claimAnswer = null;
  storeGuestSession({ token: 'guest-token', user_id: '1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url.startsWith('/api/v3/badges/events/')) return envelope(event);
      if (url === '/api/v3/badges/claim') {
        claims += 1;
        if (claimAnswer) return new Response(JSON.stringify(claimAnswer.body), { status: claimAnswer.status });
        const mine = badge(event.claimed + 1);
        event = { ...event, state: 'claimed', claimed: event.claimed + 1, remaining: (event.remaining ?? 0) - 1, mine };
        return envelope(mine);
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

function renderAction() {
  const actions: PageView['actions'] = [
    { id: 'claim-badge', kind: 'badge-claim', label: 'Claim the Lantern Badge', opensSoon: false, badgeEvent: event.slug },
  ];
  const Page = withQueryClient(() => (
    <FeatureSlotsProvider value={SLOTS}>
      <PageActions actions={actions} />
    </FeatureSlotsProvider>
  ));
  render(
    <MemoryRouter initialEntries={['/YuanXiao']}>
      <Routes>
        <Route path="/YuanXiao" element={<Page />} />
        <Route path="/MyMedal" element={<p>my badges</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return () => screen.getByTestId('action-claim-badge');
}

describe('the badge claim button', () => {
  it('says how many are left, asks a guest to log in, then claims by itself and celebrates', async () => {
    event = baseEvent({});
    const box = renderAction();
    await waitFor(() => expect(box().getAttribute('data-claim-state')).toBe('notClaimed'));
    expect(screen.getByTestId('badge-remaining').textContent).toBe('Limited: 63 left');
    fireEvent.click(screen.getByRole('button', { name: 'Claim the Lantern Badge' }));
    expect(loginDialogStore.get()).toMatchObject({ open: true, notice: 'Log in to claim this badge.' });
    expect(claims).toBe(0);

    act(() => {
      storeUserSession({ token: 'user-token', userId: '42', loginType: '2' });
      closeLoginDialog();
    });
    await screen.findByTestId('badge-celebration');
    expect(claims).toBe(1);
    expect(screen.getByTestId('celebration-serial').textContent).toBe('No. 438 of 500');
    await waitFor(() => expect(box().getAttribute('data-claim-state')).toBe('claimed'));
    fireEvent.click(screen.getByTestId('celebration-my-badges'));
    expect(screen.getByText('my badges')).toBeTruthy();
  });

  it('drops the claim when the login dialog closes without a login', async () => {
    event = baseEvent({});
    const box = renderAction();
    await waitFor(() => expect(box().getAttribute('data-claim-state')).toBe('notClaimed'));
    fireEvent.click(screen.getByRole('button', { name: 'Claim the Lantern Badge' }));
    act(() => closeLoginDialog());
    act(() => storeUserSession({ token: 'user-token', userId: '43', loginType: '2' }));
    await waitFor(() => expect((screen.getByRole('button') as HTMLButtonElement).disabled).toBe(false));
    expect(claims).toBe(0);
  });

  it.each([
    [{ state: 'allClaimed', remaining: 0 } as const, 'All claimed'],
    [{ state: 'closed' } as const, 'Claiming has closed'],
    [{ state: 'notYetOpen', opensAt: '2027-02-01T12:00:00Z' } as const, /^Opens /],
  ])('shows %o as a closed button', async (patch, label) => {
    event = baseEvent(patch);
    const box = renderAction();
    await waitFor(() => expect(box().getAttribute('data-claim-state')).toBe(patch.state));
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toMatch(label);
    expect(screen.queryByTestId('badge-remaining')).toBeNull();
  });

  it('leads a holder to their badges', async () => {
    storeUserSession({ token: 'user-token', userId: '44', loginType: '2' });
    event = baseEvent({ state: 'claimed' });
    event.mine = badge(5);
    renderAction();
    expect((await screen.findByRole('link', { name: 'Claimed · see my badges' })).getAttribute('href')).toBe('/MyMedal');
  });

  it('redraws from the fresh state when a claim is refused as all claimed', async () => {
    storeUserSession({ token: 'user-token', userId: '45', loginType: '2' });
    event = baseEvent({ remaining: 1, claimed: 499 });
    claimAnswer = { status: 409, body: { result: 40911, code: 40911, errmsg: 'All badges have been claimed.' } };
    const box = renderAction();
    await waitFor(() => expect(box().getAttribute('data-claim-state')).toBe('notClaimed'));
    event = { ...event, state: 'allClaimed', remaining: 0, claimed: 500 };
    fireEvent.click(screen.getByRole('button', { name: 'Claim the Lantern Badge' }));
    await waitFor(() => expect(box().getAttribute('data-claim-state')).toBe('allClaimed'));
    expect(screen.queryByTestId('badge-celebration')).toBeNull();
  });
});
