import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { closeLoginDialog, loginDialogStore } from '../../lib/login-dialog';
import { clearSession, storeUserSession } from '../../lib/session';
import { TabBar } from './tab-bar';

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route
          path="*"
          element={
            <>
              <Where />
              <TabBar />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  clearSession();
  closeLoginDialog();
});

describe('TabBar', () => {
  it('shows the five labels and the dot on home', () => {
    renderAt('/');
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Home', 'Certificate', 'Benefits', 'Badges', 'Me']);
    expect(screen.getByTestId('tab-home').querySelector('[data-testid="tab-dot"]')).not.toBeNull();
    expect(screen.getByTestId('tab-home').getAttribute('aria-current')).toBe('page');
  });

  it('highlights the badge tab on both badge screens', () => {
    for (const path of ['/MyMedal', '/Medal']) {
      const { unmount } = renderAt(path);
      expect(screen.getByTestId('tab-medal').getAttribute('aria-current'), path).toBe('page');
      expect(screen.getByTestId('tab-home').getAttribute('aria-current'), path).toBeNull();
      unmount();
    }
  });

  it('goes to /MobilePage from tab 2', () => {
    renderAt('/');
    fireEvent.click(screen.getByTestId('tab-certificate'));
    expect(screen.getByTestId('where').textContent).toBe('/MobilePage');
  });

  it('opens the equity modal from tab 3 and stays on the page', async () => {
    renderAt('/pocket');
    fireEvent.click(screen.getByTestId('tab-equity'));
    expect(await screen.findByTestId('equity-modal')).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/pocket');
    fireEvent.click(screen.getByTestId('equity-modal-cancel'));
    expect(screen.queryByTestId('equity-modal')).toBeNull();
  });

  it('asks a guest to log in from the gated tabs', () => {
    renderAt('/');
    fireEvent.click(screen.getByTestId('tab-my'));
    expect(loginDialogStore.get()).toMatchObject({ open: true, redirectTo: '/My' });
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('takes a logged-in user straight to the gated page', () => {
    act(() => storeUserSession({ token: 't', userId: '1', loginType: '2' }));
    renderAt('/');
    fireEvent.click(screen.getByTestId('tab-medal'));
    expect(screen.getByTestId('where').textContent).toBe('/MyMedal');
    expect(loginDialogStore.get().open).toBe(false);
  });
});
