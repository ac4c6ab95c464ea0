/**
 * Shows its children to a logged-in user. A guest who opens a gated page gets the login dialog
 * at once and, behind it, what the page holds and a button to open the dialog again. Someone who
 * logs out (or is logged out) while on the page is not asked to log in again: they are leaving.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, useLocation } from 'react-router';
import { APP_ROUTES } from '@culture/protocol';
import { openLoginDialog } from '../../lib/login-dialog';
import { WALLET_ROUTES } from '../../lib/wallet/wallet-routes';
import { isLoggedIn, useSession } from '../../lib/session';
import { Button } from '../button';
import { EmptyState } from './empty-state';

// Which sentence says what a gated page holds (catalogue `gated.*`).
const GATED_PAGES = [
  [APP_ROUTES.my, 'my'],
  [APP_ROUTES.myMedal, 'myMedal'],
  [APP_ROUTES.myTicket, 'myTicket'],
  [APP_ROUTES.ticketDetail, 'ticketDetail'],
  [APP_ROUTES.merchantRedeem, 'merchantRedeem'],
  [APP_ROUTES.chat, 'chat'],
  [APP_ROUTES.chatConversation, 'chat'],
  [WALLET_ROUTES.myNfts, 'myNfts'],
] as const;

export function gatedPageKey(pathname: string) {
  return GATED_PAGES.find(([pattern]) => matchPath({ path: pattern, caseSensitive: true }, pathname))?.[1] ?? 'other';
}

export function RequireLogin({ children }: { children: ReactNode }) {
  const session = useSession();
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const loggedIn = isLoggedIn(session);
  // Once logged in on this page, a later logged-out state is a logout: no dialog for it.
  const wasLoggedIn = useRef(loggedIn);
  if (loggedIn) wasLoggedIn.current = true;

  useEffect(() => {
    if (!loggedIn && !wasLoggedIn.current) openLoginDialog({ redirectTo: pathname });
  }, [loggedIn, pathname]);

  if (loggedIn) return <>{children}</>;
  return (
    <EmptyState
      testId="login-required"
      illustration="login"
      title={t('login.needed')}
      text={t(`gated.${gatedPageKey(pathname)}`)}
      action={
        <Button onClick={() => openLoginDialog({ redirectTo: pathname })} data-testid="login-required-action">
          {t('login.action')}
        </Button>
      }
    />
  );
}
