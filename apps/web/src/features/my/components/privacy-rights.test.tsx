/**
 * /My's privacy rights (docs/privacy.md): the copy's progress, then its save; the pending
 * cancellation with both dates, kept only after confirming. The API is a stubbed fetch by path.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient, withQueryClient } from '../../../lib/query-client';
import { toastStore } from '../../../lib/toast';
import { DataExportSection, PendingCancellation } from './privacy-rights';

const JOB = {
  id: '42',
  state: 'running',
  progress: 40,
  requestedAt: '2026-11-27T09:00:00Z',
  expiresAt: null,
  size: null,
  downloadPath: null,
};
let latest: unknown;
let pending: unknown;
const calls: string[] = [];

beforeEach(() => {
  queryClient.clear();
  toastStore.set([]);
  calls.length = 0;
  latest = null;
  pending = { requestedAt: '2026-11-27T09:00:00Z', completesAt: '2026-12-04T09:00:00Z' };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}`);
      const answer = (data: unknown) => new Response(JSON.stringify({ result: 1, code: 200, data }), { status: 200 });
      if (path === '/api/v5/auth/guest') return answer({ token: 'member', user_id: '1', isguest: true, expires_in: 60 });
      if (path === '/api/v2/me/data-exports' && init?.method === 'POST') return answer((latest = JOB));
      if (path === '/api/v2/me/data-exports') return answer({ latest });
      if (path === '/api/v2/me/cancellation/withdraw') return answer({ pending: (pending = null) });
      if (path === '/api/v2/me/cancellation') return answer({ pending });
      return answer(null);
    }),
  );
});

const mount = (Component: ComponentType) => {
  const Wrapped = withQueryClient(Component);
  render(<Wrapped />);
};

describe('download my data', () => {
  it('starts a copy and shows its progress, then the save with its end', async () => {
    mount(DataExportSection);
    fireEvent.click(await screen.findByTestId('data-export-start'));
    await waitFor(() => expect(screen.getByTestId('data-export-progress').textContent).toContain('40%'));
    expect(screen.queryByTestId('data-export-start')).toBeNull();
    expect(calls).toContain('POST /api/v2/me/data-exports');
  });

  it('offers the save of a ready copy', async () => {
    latest = { ...JOB, state: 'ready', progress: 100, expiresAt: '2026-11-28T09:00:00Z', downloadPath: '/x' };
    mount(DataExportSection);
    expect(await screen.findByTestId('data-export-save')).toBeTruthy();
    expect(screen.getByTestId('data-export').dataset.state).toBe('ready');
  });
});

describe('a pending cancellation', () => {
  it('shows both dates and keeps the account only after confirming', async () => {
    mount(PendingCancellation);
    const box = await screen.findByTestId('cancellation-pending');
    expect(box.textContent).toContain('Your account is being cancelled');
    expect(box.textContent).toContain('2026');
    fireEvent.click(screen.getByTestId('cancellation-keep'));
    expect(calls).not.toContain('POST /api/v2/me/cancellation/withdraw');
    fireEvent.click(await screen.findByTestId('cancellation-keep-action'));
    await waitFor(() => expect(screen.queryByTestId('cancellation-pending')).toBeNull());
    expect(calls).toContain('POST /api/v2/me/cancellation/withdraw');
    expect(toastStore.get().map((toast) => toast.content)).toContain('Your account stays');
  });

  it('shows nothing when no cancellation is pending', async () => {
    pending = null;
    mount(PendingCancellation);
    await waitFor(() => expect(calls).toContain('GET /api/v2/me/cancellation'));
    expect(screen.queryByTestId('cancellation-pending')).toBeNull();
  });
});
