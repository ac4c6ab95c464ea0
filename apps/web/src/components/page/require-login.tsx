/**
 * Shows its children to a logged-in user. A guest who opens a gated page gets the login dialog
 * at once (and, behind it, the reason and a button to open it again).
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { openLoginDialog } from '../../lib/login-dialog';
import { isLoggedIn, useSession } from '../../lib/session';
import { Button } from '../button';
import { EmptyState } from './empty-state';

export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = isLoggedIn(session);

  useEffect(() => {
    if (!loggedIn) openLoginDialog({ redirectTo: pathname });
  }, [loggedIn, pathname]);

  if (loggedIn) return <>{children}</>;
  return (
    <EmptyState
      testId="login-required"
      text={`${t('login.needed')} — ${t('login.neededText')}`}
      action={
        <Button onClick={() => openLoginDialog({ redirectTo: pathname })} data-testid="login-required-action">
          {t('login.action')}
        </Button>
      }
    />
  );
}
