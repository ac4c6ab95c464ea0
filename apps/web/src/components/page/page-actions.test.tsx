import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageView } from '@culture/protocol';
import { closeOpenInBrowser, openInBrowserStore } from '../../lib/open-in-browser';
import { PageActions } from './page-actions';

const WECHAT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const actions: PageView['actions'] = [
  { id: 'wallet', label: 'Connect a wallet', kind: 'link', href: '/world', opensSoon: false, browserOnly: true },
  { id: 'read', label: 'Read more', kind: 'link', href: '/nuo', opensSoon: false },
];

function renderActions(ua: string) {
  vi.spyOn(Navigator.prototype, 'userAgent', 'get').mockReturnValue(ua);
  return render(
    <MemoryRouter initialEntries={['/pocket']}>
      <Routes>
        <Route path="/pocket" element={<PageActions actions={actions} />} />
        <Route path="/world" element={<p>world page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  closeOpenInBrowser();
  vi.restoreAllMocks();
});

describe('PageActions', () => {
  it('asks for a real browser instead of following a browser-only action inside WeChat', () => {
    renderActions(WECHAT);
    const wallet = screen.getByRole('button', { name: 'Connect a wallet' });
    expect(wallet.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(wallet);
    expect(openInBrowserStore.get()).toEqual({ open: true, target: '/world' });
    expect(screen.queryByText('world page')).toBeNull();
    // Other actions stay plain links.
    expect(screen.getByRole('link', { name: 'Read more' }).getAttribute('href')).toBe('/nuo');
  });

  it('follows a browser-only action as a plain link in a real browser', () => {
    renderActions(SAFARI);
    fireEvent.click(screen.getByRole('link', { name: 'Connect a wallet' }));
    expect(screen.getByText('world page')).toBeTruthy();
    expect(openInBrowserStore.get().open).toBe(false);
  });
});
