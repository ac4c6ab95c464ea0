/**
 * The age question (docs/privacy.md, "Children and guardians"): asked once of a member who never
 * answered; a child's answer leads to the guardian invite; an answered member sees nothing; the
 * guardian's pages are left alone. The API is a stubbed fetch by path.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgeState } from '@culture/protocol';
import { AgeGate } from './age-gate';

let answer: AgeState;
let afterAnswer: AgeState;
let sent: unknown[];

beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      const reply = (data: unknown) => new Response(JSON.stringify({ result: 1, code: 200, data }), { status: 200 });
      if (path === '/api/v5/auth/guest') return reply({ token: 'guest', user_id: '1', isguest: true, expires_in: 60 });
      if (path === '/api/v2/me/age' && init?.method === 'POST') {
        sent.push(init.body);
        return reply(afterAnswer);
      }
      if (path === '/api/v2/me/age') return reply(answer);
      return reply(null);
    }),
  );
});

const show = (at = '/') =>
  render(
    <MemoryRouter initialEntries={[at]}>
      <AgeGate who="42" />
    </MemoryRouter>,
  );

describe('the age question', () => {
  it('asks a member who never answered, and leads a child to the guardian invite', async () => {
    answer = { birthMonth: null, child: false, guardian: 'none', limited: false };
    afterAnswer = { birthMonth: '2014-03', child: true, guardian: 'none', limited: true };
    show();
    await screen.findByTestId('age-gate');
    expect((screen.getByTestId('age-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('age-year'), { target: { value: '2014' } });
    fireEvent.change(screen.getByTestId('age-month'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('age-save'));
    const child = await screen.findByTestId('age-child');
    expect(child.textContent).toContain('You are under 14');
    expect(screen.getByTestId('age-ask-guardian').getAttribute('href')).toBe('/guardian-invite');
    expect(sent).toHaveLength(1);
    fireEvent.click(screen.getByTestId('age-later'));
    await waitFor(() => expect(screen.queryByTestId('age-child')).toBeNull());
  });

  it('asks nothing of a member who answered, nor on the guardian pages', async () => {
    answer = { birthMonth: '1990-01', child: false, guardian: 'none', limited: false };
    const { unmount } = show();
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId('age-gate')).toBeNull();
    unmount();
    answer = { birthMonth: null, child: false, guardian: 'none', limited: false };
    show('/guardian');
    await waitFor(() => expect(vi.mocked(fetch).mock.calls.length).toBeGreaterThan(1));
    expect(screen.queryByTestId('age-gate')).toBeNull();
  });
});
