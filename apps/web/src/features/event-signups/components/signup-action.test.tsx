/**
 * An event page's sign-up list: open sessions with places left, a full one pointing at
 * the next with places, a guest reserving after logging in, the ticket shown once reserved. The
 * API is a stubbed fetch answering by path.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventSession, PageView, Ticket } from '@culture/protocol';
import { closeLoginDialog, loginDialogStore } from '../../../lib/login-dialog';
import { withQueryClient } from '../../../lib/query-client';
import { clearSession, storeGuestSession, storeUserSession } from '../../../lib/session';
import { FeatureSlotsProvider, type FeatureSlots } from '../../../components/feature-slots';
import { PageActions } from '../../../components/page/page-actions';
import { SignupAction } from './signup-action';

/** The app shell's slots, as far as this test needs them. */
const SLOTS: FeatureSlots = { pageActions: { 'sign-up': SignupAction } };

let sessions: EventSession[];
let reserved: number[];

const day = (n: number) => new Date(Date.UTC(2027, 0, n, 6)).toISOString();
function session(id: number, patch: Partial<EventSession> = {}): EventSession {
  return {
    sessionId: id,
    event: 'tour',
    title: 'Garden tour',
    place: 'East gate',
    startsAt: day(id),
    endsAt: day(id).replace('06:00', '08:00'),
    cancelUntil: day(id - 1),
    capacity: 20,
    remaining: 20,
    state: 'open',
    mine: null,
    ...patch,
  };
}
const ticketOf = (s: EventSession): Ticket => ({
  ticketId: `t${s.sessionId}`,
  sessionId: s.sessionId,
  event: s.event,
  title: s.title,
  place: s.place,
  startsAt: s.startsAt,
  endsAt: s.endsAt,
  cancelUntil: s.cancelUntil,
  status: 'reserved',
  ticketCode: 'ABCDEFGHJKMNPQRS',
  checkedInAt: null,
});

beforeEach(() => {
  reserved = [];
  storeGuestSession({ token: 'guest-token', user_id: '1' });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const ok = (data: unknown) => new Response(JSON.stringify({ result: 1, code: 200, data }), { status: 200 });
      if (url.startsWith('/api/v3/events/sessions')) return ok({ sessions });
      if (url === '/api/v3/events/reserve' && init.method === 'POST') {
        const target = sessions.find((s) => s.state === 'open' && !reserved.includes(s.sessionId))!;
        reserved.push(target.sessionId);
        const ticket = ticketOf(target);
        sessions = sessions.map((s) =>
          s === target ? { ...s, state: 'reserved', mine: ticket, remaining: s.remaining - 1 } : s,
        );
        return ok(ticket);
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

function renderSignup() {
  const actions: PageView['actions'] = [
    { id: 'reserve', kind: 'sign-up', label: 'Reserve a place', opensSoon: false, signupEvent: 'tour' },
  ];
  const Page = withQueryClient(() => (
    <FeatureSlotsProvider value={SLOTS}>
      <PageActions actions={actions} />
    </FeatureSlotsProvider>
  ));
  render(
    <MemoryRouter>
      <Page />
    </MemoryRouter>,
  );
}

describe('the sign-up list', () => {
  it('shows places left, points a full session at the next one, and reserves after a login', async () => {
    sessions = [session(2, { state: 'full', remaining: 0 }), session(9, { remaining: 2 })];
    renderSignup();
    const full = await screen.findByTestId('session-2');
    expect(full.getAttribute('data-state')).toBe('full');
    expect(within(full).getByText('Full')).toBeTruthy();
    expect(within(screen.getByTestId('session-9')).getByText('2 of 20 places left')).toBeTruthy();

    fireEvent.click(within(full).getByTestId('session-next'));
    expect(loginDialogStore.get()).toMatchObject({ open: true, notice: 'Log in to reserve a place.' });
    expect(reserved).toEqual([]);
    act(() => {
      storeUserSession({ token: 'user-token', userId: '42', loginType: '2' });
      closeLoginDialog();
    });
    const dialog = await screen.findByTestId('ticket-dialog');
    expect(reserved).toEqual([9]);
    expect(within(dialog).getByTestId('ticket-code').textContent).toBe('ABCD EFGH JKMN PQRS');
    await waitFor(() => expect(screen.getByTestId('session-9').getAttribute('data-state')).toBe('reserved'));
  });

  it('says when no session is open', async () => {
    sessions = [session(1, { state: 'started' })];
    renderSignup();
    expect(await screen.findByText('No sessions are open right now. New dates will appear here.')).toBeTruthy();
  });
});
