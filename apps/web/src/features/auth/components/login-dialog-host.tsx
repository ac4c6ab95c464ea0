/**
 * Renders the login dialog whenever `openLoginDialog` asks for it, and reopens it when the person
 * comes back from the terms pages. The dialog's code and texts load only when first needed.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { APP_ROUTES } from '@culture/protocol';
import { loadPageTexts } from '../../../i18n';
import { loginDialogStore, resumeLoginDialog } from '../../../lib/login-dialog';
import { useStore } from '../../../lib/store';

// The dialog's texts arrive with it: the wallet login's sentences live with the later pages' texts,
// and a dialog opened over a first-paint page (home) would otherwise show their raw keys.
const LoginDialog = lazy(() =>
  Promise.all([import('./login-dialog'), loadPageTexts()]).then(([m]) => ({ default: m.LoginDialog })),
);
const TERMS_PAGES: readonly string[] = [APP_ROUTES.userAgreement, APP_ROUTES.privacy];

export function LoginDialogHost() {
  const state = useStore(loginDialogStore);
  const { pathname } = useLocation();
  const readingTerms = useRef(false);

  // Reopen only once the person has actually been on a terms page and then left it.
  useEffect(() => {
    if (!state.resumeOnReturn) return;
    if (TERMS_PAGES.includes(pathname)) readingTerms.current = true;
    else if (readingTerms.current) {
      readingTerms.current = false;
      resumeLoginDialog();
    }
  }, [state.resumeOnReturn, pathname]);

  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog notice={state.notice} redirectTo={state.redirectTo} />
    </Suspense>
  );
}
