/** A login during the cooling-off goes to /My; a login without one stays where it was. */
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LOGIN_SUCCESS_EVENT } from '../../../lib/current-user';
import { CancellationAfterLogin } from './cancellation-after-login';

let pending: unknown;
beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const data = path === '/api/v5/auth/guest' ? { token: 'member', user_id: '1', isguest: true, expires_in: 60 } : { pending };
      return new Response(JSON.stringify({ result: 1, code: 200, data }), { status: 200 });
    }),
  );
});

function mount() {
  render(
    <MemoryRouter initialEntries={['/Medal']}>
      <CancellationAfterLogin />
      <Routes>
        <Route path="/Medal" element={<p data-testid="where">medal</p>} />
        <Route path="/My" element={<p data-testid="where">my</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('a login during the cooling-off', () => {
  it('takes the person to /My', async () => {
    pending = { requestedAt: '2026-11-27T09:00:00Z', completesAt: '2026-12-04T09:00:00Z' };
    mount();
    act(() => void window.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT)));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('my'));
  });

  it('leaves a person without a pending cancellation where they were', async () => {
    pending = null;
    mount();
    act(() => void window.dispatchEvent(new CustomEvent(LOGIN_SUCCESS_EVENT)));
    await waitFor(() =>
      expect(fetch).toHaveBeenCalledWith(expect.stringContaining('/api/v2/me/cancellation'), expect.anything()),
    );
    expect(screen.getByTestId('where').textContent).toBe('medal');
  });
});
