/**
 * The one way to ask for a login. Gated tabs, gated pages and session-ending answers call
 * `openLoginDialog`; the login feature renders the dialog from this store.
 */
import { createStore } from './store';

export interface LoginDialogState {
  open: boolean;
  /** Shown at the top of the dialog, e.g. "logged in elsewhere". */
  notice: string | null;
  /** Where to go after a successful login (a gated tab), if anywhere. */
  redirectTo: string | null;
}

export const loginDialogStore = createStore<LoginDialogState>({ open: false, notice: null, redirectTo: null });

export function openLoginDialog(options: { notice?: string; redirectTo?: string } = {}): void {
  loginDialogStore.set({ open: true, notice: options.notice ?? null, redirectTo: options.redirectTo ?? null });
}

export function closeLoginDialog(): void {
  loginDialogStore.set({ open: false, notice: null, redirectTo: null });
}
