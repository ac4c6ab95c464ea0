/**
 * Renders the login dialog whenever `openLoginDialog` asks for it. The dialog's code is loaded
 * only when first needed, so it costs nothing on first paint.
 */
import { lazy, Suspense } from 'react';
import { loginDialogStore } from '../../../lib/login-dialog';
import { useStore } from '../../../lib/store';

const LoginDialog = lazy(() => import('./login-dialog').then((m) => ({ default: m.LoginDialog })));

export function LoginDialogHost() {
  const state = useStore(loginDialogStore);
  if (!state.open) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialog notice={state.notice} redirectTo={state.redirectTo} />
    </Suspense>
  );
}
