/**
 * The session list's search (docs/operator-console.md, "Badges and events"): the search is sent to
 * the server from the first page, and a search that finds nothing says so, naming it. The events
 * client and the forms under the list are stubs.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventSessionAdmin, EventSessionAdminList } from '@culture/protocol';
import { eventsApi } from '../api/events-client';
import { SessionsPanel } from './sessions-panel';

vi.mock('../api/events-client', () => ({ eventsApi: { sessions: vi.fn(), attendance: vi.fn() } }));
vi.mock('./session-forms', () => ({ SessionForm: () => null, SessionEditForm: () => null, StaffForm: () => null }));
const api = vi.mocked(eventsApi);

const row = (sessionId: number): EventSessionAdmin => ({
  sessionId,
  event: 'garden-tour',
  title: `Night walk ${sessionId}`,
  place: 'East gate',
  texts: { title: {}, place: {} },
  startsAt: '2026-12-01T10:00:00Z',
  endsAt: '2026-12-01T11:00:00Z',
  capacity: 20,
  reserved: 0,
  checkedIn: 0,
});
const page = (ids: number[], next: string | null): EventSessionAdminList => ({ total: ids.length, next, content: ids.map(row) });

const search = (text: string) => {
  fireEvent.change(screen.getByTestId('events-session-search'), { target: { value: text } });
  fireEvent.submit(screen.getByTestId('events-session-search').closest('form')!);
};

beforeEach(() => {
  vi.clearAllMocks();
});

describe('searching the session list', () => {
  it('sends the trimmed search from the first page, even from a later page', async () => {
    api.sessions.mockImplementation(async (cursor) => (cursor ? page([3], null) : page([5, 4], '4')));
    render(<SessionsPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByTestId('events-session-3');
    search('  walk 5 ');
    await waitFor(() => expect(api.sessions).toHaveBeenLastCalledWith(undefined, 'walk 5'));
    expect(api.sessions.mock.calls).toEqual([
      [undefined, ''],
      ['4', ''],
      [undefined, 'walk 5'],
    ]);
  });

  it('says a search found nothing, naming it, and an empty list without one that there are none yet', async () => {
    api.sessions.mockResolvedValue(page([], null));
    render(<SessionsPanel />);
    expect((await screen.findByTestId('events-sessions-empty')).textContent).toBe('No sessions yet.');
    search('lantern');
    await waitFor(() =>
      expect(screen.getByTestId('events-sessions-empty').textContent).toBe('No session has “lantern” in its title or as its ID.'),
    );
  });
});
