/**
 * The console's entry, lazily loaded at /ops/* so none of it (charts included) reaches the member
 * app's first paint. It asks the server who is signed in, guards every section behind sign-in and
 * returns to the page asked for after signing in (also after a 40180 mid-session).
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { OpsSession } from '@culture/protocol';
import { PageSpinner } from '../../../components/feedback/spinner';
import { useStore } from '../../../lib/store';
import { opsApi } from '../api/ops-client';
import { OpsLayout } from '../components/ops-layout';
import { SignInPage } from '../components/sign-in-page';
import { landingPath } from '../model/navigation';
import { opsSessionStore, sessionEnded } from '../model/ops-session';
import { useOpsTexts } from '../model/use-ops-texts';
import styles from '../components/ops.module.css';

const DashboardPage = lazy(() => import('../components/dashboard-page').then((m) => ({ default: m.DashboardPage })));
const OperatorsPage = lazy(() => import('../components/operators-page').then((m) => ({ default: m.OperatorsPage })));
const ApiKeysPage = lazy(() => import('../components/api-keys-page').then((m) => ({ default: m.ApiKeysPage })));
const AuditPage = lazy(() => import('../components/audit-page').then((m) => ({ default: m.AuditPage })));
const ContentPage = lazy(() => import('../components/content-page').then((m) => ({ default: m.ContentPage })));
const CouponsPage = lazy(() => import('../components/coupons-page').then((m) => ({ default: m.CouponsPage })));
const EventsPage = lazy(() => import('../components/events-page').then((m) => ({ default: m.EventsPage })));
const WorldPage = lazy(() => import('../components/world-page').then((m) => ({ default: m.WorldPage })));
const MembersPage = lazy(() => import('../components/members-page').then((m) => ({ default: m.MembersPage })));
const AccountPage = lazy(() => import('../components/account-page').then((m) => ({ default: m.AccountPage })));
const ForcedPasswordChange = lazy(() => import('../components/account-page').then((m) => ({ default: m.ForcedPasswordChange })));
const OrdersPage = lazy(() => import('../components/orders-page').then((m) => ({ default: m.OrdersPage })));

const SIGN_IN = '/ops/sign-in';
const RETURN_PARAM = 'return';

export function OpsConsole() {
  const session = useStore(opsSessionStore);
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const { texts } = useOpsTexts();
  const [loadError, setLoadError] = useState<string | null>(null);

  useEffect(() => {
    if (opsSessionStore.get().status !== 'checking') return;
    opsApi
      .session()
      .then((s) => opsSessionStore.set({ status: 'signedIn', operator: s.operator, csrfToken: s.csrf_token }))
      .catch((error: Error) => {
        // 40180 has already moved the store to signedOut (ops-client); anything else is shown.
        if (opsSessionStore.get().status === 'checking') setLoadError(error.message || texts.error);
      });
  }, [texts.error]);

  if (session.status === 'checking') {
    return loadError ? <div className={styles.center}>{loadError}</div> : <PageSpinner />;
  }

  if (session.status === 'signedOut') {
    if (location.pathname !== SIGN_IN) {
      const back = location.pathname === '/ops' ? '' : `?${RETURN_PARAM}=${encodeURIComponent(location.pathname)}`;
      return <Navigate to={`${SIGN_IN}${back}`} replace />;
    }
    const signedIn = (s: OpsSession) => {
      opsSessionStore.set({ status: 'signedIn', operator: s.operator, csrfToken: s.csrf_token });
      navigate(landingPath(search.get(RETURN_PARAM), s.operator.permissions) ?? '/ops', { replace: true });
    };
    return <SignInPage expired={session.expired} onSignedIn={signedIn} />;
  }

  const signOut = () => {
    void opsApi
      .signOut()
      .catch(() => undefined)
      .finally(() => {
        sessionEnded();
        opsSessionStore.set({ status: 'signedOut', expired: false });
      });
  };
  // After an owner's reset the server refuses everything else (opsPasswordChangeRequired) until a new one is set.
  if (session.operator.must_change_password) {
    const csrfToken = session.csrfToken;
    return (
      <Suspense fallback={<PageSpinner />}>
        <ForcedPasswordChange onChanged={(operator) => opsSessionStore.set({ status: 'signedIn', operator, csrfToken })} />
      </Suspense>
    );
  }
  // Signing in re-renders here still at /ops/sign-in?return=…, before its navigate lands: the
  // catch-all must go to the same page, not the first section.
  const landing = landingPath(search.get(RETURN_PARAM), session.operator.permissions);
  return (
    <OpsLayout operator={session.operator} onSignOut={signOut}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          {session.operator.permissions.includes('dashboard.read') && <Route path="dashboard" element={<DashboardPage />} />}
          {session.operator.permissions.includes('operators.manage') && <Route path="operators" element={<OperatorsPage />} />}
          {session.operator.permissions.includes('apiKeys.manage') && <Route path="api-keys" element={<ApiKeysPage />} />}
          {session.operator.permissions.includes('audit.read') && <Route path="audit" element={<AuditPage />} />}
          {session.operator.permissions.includes('content.edit') && <Route path="content" element={<ContentPage />} />}
          {session.operator.permissions.includes('coupons.manage') && <Route path="coupons" element={<CouponsPage />} />}
          {session.operator.permissions.includes('events.manage') && <Route path="events" element={<EventsPage />} />}
          {session.operator.permissions.includes('world.manage') && <Route path="world" element={<WorldPage />} />}
          {session.operator.permissions.includes('members.read') && <Route path="members" element={<MembersPage />} />}
          {session.operator.permissions.includes('orders.manage') && <Route path="orders" element={<OrdersPage />} />}
          <Route path="account" element={<AccountPage />} />
          <Route path="*" element={landing ? <Navigate to={landing} replace /> : null} />
        </Routes>
      </Suspense>
    </OpsLayout>
  );
}
