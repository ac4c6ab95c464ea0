/**
 * A login during the cancellation's cooling-off (docs/privacy.md, "Cancelling an account") takes
 * the person to /My, where the pending cancellation, its dates and "Keep my account" come first,
 * wherever they logged in. Tiny and in the entry: the request is made only after a login.
 */
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { API_PATHS, APP_ROUTES, type CancellationState } from '@culture/protocol';
import { api } from '../../../lib/api-client';
import { LOGIN_SUCCESS_EVENT } from '../../../lib/current-user';

export function CancellationAfterLogin() {
  const navigate = useNavigate();
  useEffect(() => {
    const onLogin = () => {
      api
        .get<CancellationState>(API_PATHS.cancellation)
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
