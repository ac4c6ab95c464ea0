/** Shows its children to a logged-in user; a guest sees why and a button that opens the login dialog. */
import type { ReactNode } from 'react';
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
  if (isLoggedIn(session)) return <>{children}</>;
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
