/**
 * The public check at /certificate/<code>: genuine or withdrawn, the card with the owner's display
 * name only; an unknown code (404) or a malformed one says it could not be verified.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CertificateView } from '@culture/protocol';
import { queryClient } from '../../../lib/query-client';
import { CertificateVerifyPage } from './certificate-verify-page';

const certificate: CertificateView = {
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
  owner_name: 'Mei',
  issued_at: '2026-11-20T10:00:00Z',
  withdrawn: false,
  verify_url: 'https://example.test/certificate/COLL7ABCDEFGHJKL',
};

let answer: (url: string) => Response;
const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
  void init;
  return answer(url);
});
beforeEach(() => {
  fetchStub.mockClear();
  vi.stubGlobal('fetch', fetchStub);
});
afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/certificate/:code" element={<CertificateVerifyPage />} />
      </Routes>
    </MemoryRouter>,
  );
}
const envelope = (data: unknown) => new Response(JSON.stringify({ result: 1, code: 200, data }), { status: 200 });

describe('the public certificate page', () => {
  it('says a genuine certificate is genuine, with its number and the owner’s display name', async () => {
    answer = (url) =>
      url === '/api/v5/certificates/COLL7ABCDEFGHJKL' ? envelope(certificate) : new Response('', { status: 500 });
    renderAt('/certificate/COLL7ABCDEFGHJKL');
    await screen.findByTestId('certificate-genuine');
    expect(screen.getByText('Genuine certificate')).toBeTruthy();
    expect(screen.getByTestId('certificate-serial').textContent).toBe('No. 7 of 1,000');
    expect(screen.getByTestId('certificate-owner').textContent).toBe('Mei');
    expect(screen.queryByTestId('certificate-withdrawn')).toBeNull();
    // Public: no session token is sent.
    const headers = new Headers(fetchStub.mock.calls[0]![1]?.headers);
    expect(headers.get('authorization')).toBeNull();
  });

  it('says a withdrawn certificate was withdrawn', async () => {
    answer = () => envelope({ ...certificate, withdrawn: true });
    renderAt('/certificate/COLL7ABCDEFGHJKL');
    await screen.findByTestId('certificate-withdrawn-page');
    expect(screen.getByText('This certificate was withdrawn')).toBeTruthy();
    expect(screen.getByTestId('certificate-withdrawn').textContent).toBe('Withdrawn after a refund');
    expect(screen.queryByText('Genuine certificate')).toBeNull();
  });

  it('says an unknown code could not be verified', async () => {
    answer = () => new Response(JSON.stringify({ result: 0, code: 40461, message: 'Not found' }), { status: 404 });
    renderAt('/certificate/UNKNOWNCODE12345');
    await screen.findByTestId('certificate-invalid');
    expect(screen.getByText('Not a certificate we know')).toBeTruthy();
  });

  it('does not ask the server about a malformed code', async () => {
    answer = () => envelope(certificate);
    renderAt('/certificate/bad-code!');
    await screen.findByTestId('certificate-invalid');
    expect(fetchStub).not.toHaveBeenCalled();
  });
});
