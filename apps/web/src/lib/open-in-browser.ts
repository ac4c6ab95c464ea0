/**
 * The "open in your browser" screen (spec §2 share landing). It shows inside an in-app browser
 * when the address carries `?open=browser` (OPEN_IN_BROWSER_PARAM) or when something asks for it
 * with `openInBrowser` (a call to action that needs a real browser, the wallet login). Which
 * in-app browsers count, the `useOpenInBrowser` hook that checks first, and the helper that tidies
 * the parameter away live in lib/in-app-browser.ts: that code loads with the screen, not with the
 * first paint (this file ships in the entry, so it stays this small).
 */
import { OPEN_IN_BROWSER_PARAM } from '@culture/protocol';
import { createStore } from './store';

export interface OpenInBrowserState {
  open: boolean;
  /** The in-app path the person wants to reach (its link is the one to copy); null for this page. */
  target: string | null;
}

export const openInBrowserStore = createStore<OpenInBrowserState>({ open: false, target: null });

/**
 * Shows the screen. Call it only inside an in-app browser (`useOpenInBrowser` checks for you):
 * elsewhere the screen closes itself at once.
 */
export function openInBrowser(target: string | null = null): void {
  openInBrowserStore.set({ open: true, target });
}

export function closeOpenInBrowser(): void {
  openInBrowserStore.set({ open: false, target: null });
}

/** Whether a query string (`?a=1&open=browser`) asks for the screen. */
export function hasOpenInBrowserParam(search: string): boolean {
  return new URLSearchParams(search).get(OPEN_IN_BROWSER_PARAM.name) === OPEN_IN_BROWSER_PARAM.value;
}
