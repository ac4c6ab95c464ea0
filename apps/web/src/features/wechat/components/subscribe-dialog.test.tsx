import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../components/layout/footer';
import { closeSubscribeDialog, openSubscribeDialog, subscribeDialogStore } from '../../../lib/subscribe-dialog';
import { WeChatOverlaysHost } from './overlays-host';

const FOLLOW_URL = 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzIwMTk5NTE2MA==#wechat_redirect';
type Answer = { status: number; body: unknown } | 'network-error';
let answers: Answer[];
let calls: Array<{ url: string; headers: Record<string, string> }>;

const followUrl = (url = FOLLOW_URL): Answer => ({ status: 200, body: { result: 1, code: 200, data: { url } } });
// What the server answers when no follow link is configured (a 200: a state, not an error).
const notConfigured: Answer = { status: 200, body: { result: 1, code: 200, data: { url: null } } };

beforeEach(() => {
  answers = [];
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      calls.push({ url, headers: init.headers as Record<string, string> });
      const answer = answers.shift() ?? 'network-error';
      if (answer === 'network-error') throw new TypeError('Failed to fetch');
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }),
  );
});
afterEach(() => {
  act(() => closeSubscribeDialog());
  vi.unstubAllGlobals();
});

function renderApp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Footer />
      <WeChatOverlaysHost />
    </MemoryRouter>,
  );
}

describe('subscribe dialog', () => {
  // First in the file: later tests leave a link behind, which a new opening shows at once.
  it('holds the QR code’s place with a spinner while the first link loads', async () => {
    let release: ((answer: Response) => void) | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (release = resolve))),
    );
    renderApp();
    act(() => openSubscribeDialog());
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    expect(dialog.querySelector('[data-state="loading"]')).not.toBeNull();
    // The request goes out from an effect, maybe a moment after the dialog shows.
    await waitFor(() => expect(release).toBeTypeOf('function'));
    await act(async () => release!(new Response(JSON.stringify((followUrl() as { body: unknown }).body), { status: 200 })));
    expect(await within(dialog).findByRole('img')).toBeTruthy();
  });

  it('opens from the footer’s follow-us button as an accessible dialog with the follow QR code', async () => {
    answers.push(followUrl());
    renderApp();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Follow us/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Follow us on WeChat' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const qr = await within(dialog).findByRole('img', { name: 'Official account QR code' });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText('Long-press the QR code to follow us and unlock cultural surprises')).toBeTruthy();
    // One GET of the endpoint, without a token (no guest session needed to see a QR code).
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('/h5/world/wechat/getQrcode?scene=home');
    expect(calls[0]!.headers.authorization).toBeUndefined();
    await waitFor(() => expect(document.activeElement).toBe(dialog));
  });

  it('closes with its labelled close icon and with Escape, and asks again at every opening', async () => {
    answers.push(followUrl(), followUrl('https://example.com/follow-2'));
    renderApp();
    act(() => openSubscribeDialog());
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('img');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(subscribeDialogStore.get().open).toBe(false);

    // Opening again shows the earlier code at once and asks again; the new answer replaces it.
    act(() => openSubscribeDialog());
    expect(await screen.findByRole('img')).toBeTruthy();
    await waitFor(() => expect(calls).toHaveLength(2));
    await waitFor(() => expect(screen.getByRole('dialog').querySelector('[data-state="qr"]')).not.toBeNull());
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows how to find the account by name when no follow link is configured, with nothing to retry', async () => {
    answers.push(notConfigured);
    renderApp();
    act(() => openSubscribeDialog());
    const fallback = await screen.findByTestId('subscribe-fallback');
    // The account's name, and the steps of finding it in WeChat search.
    expect(screen.getByTestId('subscribe-account-name').textContent).toBe('五月宇宙 · May Universe');
    expect(
      within(fallback)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Open WeChat and tap Search at the top',
      'Type “五月宇宙” and choose Official Accounts',
      'Open May Universe and tap Follow',
    ]);
    // No empty QR frame, no QR image, nothing to retry.
    expect(screen.getByRole('dialog').querySelector('[aria-busy]')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByTestId('subscribe-retry')).toBeNull();
  });

  it('offers a retry after a network failure and then shows the code', async () => {
    answers.push('network-error', followUrl());
    renderApp();
    act(() => openSubscribeDialog());
    fireEvent.click(await screen.findByTestId('subscribe-retry'));
    expect(await screen.findByRole('img', { name: 'Official account QR code' })).toBeTruthy();
    expect(screen.queryByTestId('subscribe-fallback')).toBeNull();
  });
});
