/**
 * A login during the cancellation's cooling-off (docs/privacy.md, "Cancelling an account") takes
 * the person to /My, where the pending cancellation, its dates and "Keep my account" come first,
 * wherever they logged in. Tiny and in the entry: the request, and the API client with the paths
 * and the error catalogue, load only after a login, not with the first paint.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { APP_ROUTES } from '@culture/protocol';
import { LOGIN_SUCCESS_EVENT } from '../../../lib/current-user';

export function CancellationAfterLogin() {
  const navigate = useNavigate();
  useEffect(() => {
    const onLogin = () => {
      import('../api/privacy-api')
        .then(({ fetchCancellation }) => fetchCancellation())
        .then((state) => {
          if (state.pending && window.location.pathname !== APP_ROUTES.my) navigate(APP_ROUTES.my);
        })
        .catch(() => undefined);
    };
    window.addEventListener(LOGIN_SUCCESS_EVENT, onLogin);
    return () => window.removeEventListener(LOGIN_SUCCESS_EVENT, onLogin);
  }, [navigate]);
  return null;
}
