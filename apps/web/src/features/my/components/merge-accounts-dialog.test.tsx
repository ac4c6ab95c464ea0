/**
 * The merge offer (docs/decisions.md, "Joining two accounts"): the second proof shows what the
 * other account holds, merging reloads the user and says so; a ticket past its ten minutes sends
 * the person back to proving, with the server's sentence. The API is a stubbed fetch by path.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../lib/toast';
import { MergeAccountsDialog } from './merge-accounts-dialog';

const PREVIEW = {
  ticket: 't',
  expires_at: '2099-01-01T00:00:00Z',
  other: {
    user_id: '7',
    login: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
    holds: { coupons: 2, badges: 1, tickets: 0, conversations: 3, messages: 9 },
  },
};
let mergeAnswer: { result: number; code: number; errmsg?: string; data: unknown };

beforeEach(() => {
  toastStore.set([]);
  mergeAnswer = { result: 1, code: 200, data: { user_id: '1', merged_user_id: '7' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if (path === '/api/v5/account/merge') return new Response(JSON.stringify(mergeAnswer), { status: 200 });
      if (path === '/api/v5/auth/guest') {
        const guest = { token: 'member', user_id: '1', isguest: true, expires_in: 60 };
        return new Response(JSON.stringify({ result: 1, code: 200, data: guest }), { status: 200 });
      }
      return new Response(JSON.stringify({ result: 1, code: 200, data: path.endsWith('/preview') ? PREVIEW : null }), {
        status: 200,
      });
    }),
  );
});

function open() {
  const prove = vi.fn(async () => ({ wallet: { message: 'm', signature: '0x00' } }));
  const onMerged = vi.fn(async () => undefined);
  const onClose = vi.fn();
  render(
    <MergeAccountsDialog open kind="wallet" prove={prove} onMerged={onMerged} onClose={onClose} errorText={() => 'failed'} />,
  );
  return { prove, onMerged, onClose };
}

describe('merge accounts dialog', () => {
  it('proves the other login, shows what it holds, merges and says so', async () => {
    const { prove, onMerged, onClose } = open();
    expect(screen.getByText('This wallet has its own account')).toBeTruthy();
    fireEvent.click(screen.getByTestId('merge-accounts-prove'));
    await waitFor(() => expect(screen.getByTestId('merge-accounts-holds')).toBeTruthy());
    expect(prove).toHaveBeenCalledTimes(1);
    expect(screen.getByText('The account of 0x7099…79C8 holds:')).toBeTruthy();
    expect(screen.getByTestId('merge-holds-messages').textContent).toBe('Messages9');
    fireEvent.click(screen.getByTestId('merge-accounts-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onMerged).toHaveBeenCalledTimes(1);
    expect(toastStore.get().map((toast) => toast.content)).toContain('Accounts merged: all in this account now');
  });

  it('goes back to proving when the ticket has expired, with the server’s sentence', async () => {
    const { onMerged } = open();
    fireEvent.click(screen.getByTestId('merge-accounts-prove'));
    await waitFor(() => expect(screen.getByTestId('merge-accounts-confirm')).toBeTruthy());
    mergeAnswer = { result: 40021, code: 40021, errmsg: 'This merge request has expired.', data: null };
    fireEvent.click(screen.getByTestId('merge-accounts-confirm'));
    await waitFor(() => expect(screen.getByTestId('merge-accounts-error').textContent).toBe('This merge request has expired.'));
    expect(screen.getByTestId('merge-accounts-prove')).toBeTruthy();
    expect(onMerged).not.toHaveBeenCalled();
  });
});
