import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeLoginDialog, loginDialogStore } from '../../lib/login-dialog';
import { clearSession, storeUserSession } from '../../lib/session';
import { RequireLogin } from './require-login';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <RequireLogin>
        <p data-testid="private">private</p>
      </RequireLogin>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  clearSession();
  closeLoginDialog();
});

describe('RequireLogin', () => {
  it.each([
    ['/my-ticket', 'Your coupons are kept here, ready to show at the counter.'],
    ['/ticket-detail/42', 'This coupon and its code are shown only to the person who holds it.'],
    ['/merchant/redeem', 'Shop staff redeem customers’ coupons here with a merchant account.'],
    ['/My', 'Your profile, phone number and wallets are here.'],
    ['/MyMedal', 'The badges you have collected are kept here.'],
  ])('tells a logged-out visitor of %s what the page holds', (path, sentence) => {
    renderAt(path);
    const state = screen.getByTestId('login-required');
    expect(state.textContent).toContain('Log in to continue');
    expect(state.textContent).toContain(sentence);
    expect(state.querySelector('[data-illustration]')?.getAttribute('data-illustration')).toBe('login');
    expect(loginDialogStore.get()).toMatchObject({ open: true, redirectTo: path });
  });

  it('does not ask someone who logs out on the page to log in again', () => {
    storeUserSession({ token: 'user-token', userId: '5', loginType: '2' });
    renderAt('/My');
    expect(screen.getByTestId('private')).toBeTruthy();
    act(() => clearSession());
    expect(screen.queryByTestId('private')).toBeNull();
    expect(loginDialogStore.get().open).toBe(false);
  });
});
