import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openInBrowser, closeOpenInBrowser, openInBrowserStore } from '../../../lib/open-in-browser';
import { toastStore } from '../../../lib/toast';
import { WeChatOverlaysHost } from './overlays-host';

const WECHAT_IOS =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const WEIBO_ANDROID =
  'Mozilla/5.0 (Linux; Android 13; SM-S9180) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/110.0.5481.153 Mobile Safari/537.36 Weibo (samsung-SM-S9180__weibo__13.6.1__android__android13)';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let writeText: ReturnType<typeof vi.fn>;
const execCommand = document.execCommand;

function useUserAgent(ua: string) {
  vi.spyOn(Navigator.prototype, 'userAgent', 'get').mockReturnValue(ua);
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{`${pathname}${search}`}</output>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <WeChatOverlaysHost />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  writeText = vi.fn(async () => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  toastStore.set([]);
});
afterEach(() => {
  act(() => closeOpenInBrowser());
  vi.restoreAllMocks();
  document.execCommand = execCommand;
});

describe('open-in-browser screen', () => {
  it('shows over a WeChat page opened with ?open=browser: pointer, iOS wording, copy, dismiss', async () => {
    useUserAgent(WECHAT_IOS);
    renderAt('/pocket?ref=share&open=browser');
    const landing = await screen.findByRole('dialog', { name: 'Open in your browser' });
    expect(landing.getAttribute('aria-modal')).toBe('true');
    // Focus moves in once the effect has run (under load, after the dialog is already in the DOM).
    await waitFor(() => expect(document.activeElement).toBe(landing));
    expect(screen.getByTestId('open-in-browser-pointer')).toBeTruthy();
    expect(screen.getByText('Tap the menu at the top right')).toBeTruthy();
    expect(screen.getByTestId('open-in-browser-step2').textContent).toContain('Choose “Open in Safari”');

    // The link to copy is this page without the parameter.
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toastStore.get().map((t) => t.content)).toContain('Link copied'));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/pocket?ref=share`);

    fireEvent.click(screen.getByRole('button', { name: 'Continue here' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/pocket?ref=share');
  });

  it('says "Open in browser" on Android, in Weibo too, and Escape dismisses it', async () => {
    useUserAgent(WEIBO_ANDROID);
    renderAt('/nuo?open=browser');
    await screen.findByRole('dialog');
    expect(screen.getByTestId('open-in-browser-step2').textContent).toContain('Choose “Open in browser”');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/nuo');
  });

  it('never hands out a link to another site, whatever the path looks like', async () => {
    useUserAgent(WECHAT_IOS);
    renderAt('//evil.example/?open=browser');
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalled());
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/`);
  });

  it('does nothing in a real browser except take the parameter out of the address', async () => {
    useUserAgent(SAFARI);
    renderAt('/pocket?open=browser&x=1');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/pocket?x=1'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on request with the link of the page the person wants, and says so when copying fails', async () => {
    useUserAgent(WECHAT_IOS);
    writeText.mockRejectedValue(new Error('denied'));
    document.execCommand = vi.fn(() => false);
    renderAt('/pocket');
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openInBrowser('/world'));
    await screen.findByRole('dialog');
    expect(screen.getByTestId('open-in-browser-link').textContent).toBe(`${window.location.origin}/world`);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await waitFor(() => expect(toastStore.get().map((t) => t.type)).toContain('warning'));
    fireEvent.click(screen.getByRole('button', { name: 'Continue here' }));
    expect(openInBrowserStore.get().open).toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
