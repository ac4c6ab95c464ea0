/**
 * "My certificates" on /MobilePage, drawn through the page's `certificates` action: a guest gets
 * the login prompt; a member sees their adoption certificates (pocket number, love totem, hours)
 * and collectibles (serial of supply, owner, date), an empty list, or a failure with a retry; a
 * certificate opens its detail with the share card and the public link. The API is a stubbed
 * fetch answering with the protocol's wire shapes.
 */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { CertificateView, PageView } from '@culture/protocol';
import { FeatureSlotsProvider, type FeatureSlots } from '../../../components/feature-slots';
import { PageActions } from '../../../components/page/page-actions';
import { closeLoginDialog, loginDialogStore } from '../../../lib/login-dialog';
import { queryClient, withQueryClient } from '../../../lib/query-client';
import { clearSession, storeGuestSession, storeUserSession } from '../../../lib/session';
import { MyCertificatesAction } from './my-certificates-action';

const SLOTS: FeatureSlots = { pageActions: { certificates: MyCertificatesAction } };

const adoption: CertificateView = {
  code: 'ADOPT7ABCDEFGHJK',
  kind: 'pocket-adoption',
  product_id: 'pocket-adoption',
  name: 'Pocket adoption',
  image: '/images/pages/pocket/adopt-cardholder.svg',
  serial: 7,
  of: 500,
  totem: 7,
  totem_name: 'Mandarin ducks',
  hours: 6,
  owner_name: 'Mei',
  issued_at: '2026-11-20T10:00:00Z',
  withdrawn: false,
  verify_url: 'https://example.test/certificate/ADOPT7ABCDEFGHJK',
};
const collectible: CertificateView = {
  ...adoption,
  code: 'COLL7ABCDEFGHJKL',
  kind: 'collectible',
  product_id: 'pocket-collectible',
  name: 'Digital pocket',
  image: '/images/pages/pocket/adopt-digital.svg',
  serial: 7,
  of: 1000,
  totem: null,
  totem_name: null,
  hours: null,
  verify_url: 'https://example.test/certificate/COLL7ABCDEFGHJKL',
};

let answer: () => Response;
let calls: number;
const envelope = (data: unknown) => new Response(JSON.stringify({ result: 1, code: 200, data }), { status: 200 });

beforeEach(() => {
  calls = 0;
  answer = () => envelope({ content: [adoption, collectible] });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/v5/certificates') {
        calls += 1;
        return answer();
      }
      throw new TypeError(`unexpected ${url}`);
    }),
  );
});
afterEach(() => {
  act(() => closeLoginDialog());
  clearSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

function renderPage() {
  const actions: PageView['actions'] = [
    { id: 'my-certificates', kind: 'certificates', label: 'See my certificates', opensSoon: false },
  ];
  const Page = withQueryClient(() => (
    <FeatureSlotsProvider value={SLOTS}>
      <PageActions actions={actions} />
    </FeatureSlotsProvider>
  ));
  render(
    <MemoryRouter initialEntries={['/MobilePage']}>
      <Routes>
        <Route path="/MobilePage" element={<Page />} />
        <Route path="/certificate/:code" element={<p>public page</p>} />
        <Route path="/pocket" element={<p>pocket page</p>} />
      </Routes>
    </MemoryRouter>,
  );
  return () => screen.getByTestId('action-my-certificates');
}

describe('My certificates', () => {
  it('asks a guest to log in, and lists the certificates once they have', async () => {
    storeGuestSession({ token: 'guest-token', user_id: '1' });
    const box = renderPage();
    expect(box().getAttribute('data-state')).toBe('guest');
    expect(calls).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'See my certificates' }));
    expect(loginDialogStore.get()).toMatchObject({ open: true, redirectTo: '/MobilePage' });

    act(() => storeUserSession({ token: 'user-token', userId: '42', loginType: '2' }));
    await waitFor(() => expect(box().getAttribute('data-state')).toBe('list'));
    expect(calls).toBe(1);
  });

  it('shows each certificate: the adoption’s pocket, totem and hours; the collectible’s serial of supply, owner and date', async () => {
    storeUserSession({ token: 'user-token', userId: '43', loginType: '2' });
    const box = renderPage();
    expect(box().getAttribute('data-state')).toBe('loading');
    const rows = await screen.findAllByTestId('certificate-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Pocket adoptionPocket No. 7Mandarin ducks · 6 paid hours',
      'Digital pocketNo. 7 of 1,000Mei · November 20, 2026',
    ]);
  });

  it('opens a certificate’s detail: its card, QR and public link', async () => {
    storeUserSession({ token: 'user-token', userId: '44', loginType: '2' });
    renderPage();
    fireEvent.click((await screen.findAllByTestId('certificate-row'))[1]!);
    const detail = await screen.findByTestId('certificate-detail');
    const card = within(detail).getByTestId('certificate-card');
    expect(within(card).getByTestId('certificate-serial').textContent).toBe('No. 7 of 1,000');
    expect(within(card).getByTestId('certificate-owner').textContent).toBe('Mei');
    expect(within(card).queryByTestId('certificate-totem')).toBeNull();
    expect(
      within(detail).getByText('Anyone can scan this to check the certificate is genuine. It shows your display name only.'),
    ).toBeTruthy();
    fireEvent.click(within(detail).getByTestId('certificate-open-public'));
    expect(screen.getByText('public page')).toBeTruthy();
  });

  it('shares the public link through the phone’s share sheet', async () => {
    storeUserSession({ token: 'user-token', userId: '45', loginType: '2' });
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'share'));
    renderPage();
    fireEvent.click((await screen.findAllByTestId('certificate-row'))[0]!);
    fireEvent.click(await screen.findByTestId('certificate-share'));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(share).toHaveBeenCalledWith({
      title: 'My certificate: Pocket adoption',
      url: `${window.location.origin}/certificate/ADOPT7ABCDEFGHJK`,
    });
  });

  it('says when there are none yet, with the way to the pocket project', async () => {
    answer = () => envelope({ content: [] });
    storeUserSession({ token: 'user-token', userId: '46', loginType: '2' });
    const box = renderPage();
    await waitFor(() => expect(box().getAttribute('data-state')).toBe('empty'));
    fireEvent.click(screen.getByRole('link', { name: 'See the pocket project' }));
    expect(screen.getByText('pocket page')).toBeTruthy();
  });

  it('says when they could not be loaded, and tries again', async () => {
    answer = () => new Response(JSON.stringify({ result: 0, code: 50000, message: 'down' }), { status: 500 });
    storeUserSession({ token: 'user-token', userId: '47', loginType: '2' });
    const box = renderPage();
    await waitFor(() => expect(box().getAttribute('data-state')).toBe('failed'), { timeout: 8000 });
    answer = () => envelope({ content: [{ ...collectible, withdrawn: true }] });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(box().getAttribute('data-state')).toBe('list'));
    expect(screen.getByTestId('certificate-row').textContent).toContain('Withdrawn');
  });
});
