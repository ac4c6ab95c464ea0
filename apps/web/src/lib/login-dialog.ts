/**
 * The one way to ask for a login. Gated tabs, gated pages and session-ending answers call
 * `openLoginDialog`; the auth feature renders the dialog from this store. The form's draft lives
 * here too, so reading the terms and coming back finds the inputs as they were.
 */
import { DEFAULT_COUNTRY_PREFIX } from '@culture/protocol';
import { createStore } from './store';

export interface LoginDialogState {
  open: boolean;
  /** Shown at the top of the dialog, e.g. "logged in elsewhere". */
  notice: string | null;
  /** Where to go after a successful login (a gated tab), if anywhere. */
  redirectTo: string | null;
  /** Closed to read the terms: reopen when the person leaves the terms pages. */
  resumeOnReturn: boolean;
}

export interface LoginDraft {
  prefix: string;
  national: string;
  code: string;
  agreed: boolean;
  /** When (ms since epoch) "get code" may be used again; 0 when it may now. */
  resendAt: number;
}

const closed: LoginDialogState = { open: false, notice: null, redirectTo: null, resumeOnReturn: false };
const emptyDraft: LoginDraft = { prefix: DEFAULT_COUNTRY_PREFIX, national: '', code: '', agreed: false, resendAt: 0 };

export const loginDialogStore = createStore<LoginDialogState>(closed);
export const loginDraftStore = createStore<LoginDraft>(emptyDraft);

/**
 * Opens the dialog; if it is already open, adds to it (a notice is never lost to a later caller).
 * `phone`: the national number to prefill when the phone field is empty (the account a session
 * ending elsewhere belonged to, so logging back in is one code away).
 */
export function openLoginDialog(options: { notice?: string; redirectTo?: string; phone?: string | null } = {}): void {
  if (options.phone) {
    const phone = options.phone;
    loginDraftStore.set((draft) => (draft.national ? draft : { ...draft, national: phone }));
  }
  loginDialogStore.set((state) =>
    state.open
      ? { ...state, notice: options.notice ?? state.notice, redirectTo: options.redirectTo ?? state.redirectTo }
      : { open: true, notice: options.notice ?? null, redirectTo: options.redirectTo ?? null, resumeOnReturn: false },
  );
}

export function closeLoginDialog(): void {
  loginDialogStore.set(closed);
}

/** Close while the person reads /userAgreement or /privacy; the host reopens it afterwards. */
export function leaveLoginDialogForTerms(): void {
  loginDialogStore.set((state) => ({ ...state, open: false, resumeOnReturn: true }));
}

export function resumeLoginDialog(): void {
  loginDialogStore.set((state) => ({ ...state, open: true, resumeOnReturn: false }));
}

export function updateLoginDraft(patch: Partial<LoginDraft>): void {
  loginDraftStore.set((draft) => ({ ...draft, ...patch }));
}

/** After a login the inputs are cleared (spec §4); the resend wait stays, it protects the phone. */
export function clearLoginDraft(): void {
  loginDraftStore.set((draft) => ({ ...emptyDraft, resendAt: draft.resendAt }));
}
