/**
 * The app's routes (spec §2). Home is where most visits start, so it ships with the entry (no
 * second round trip to paint `/`); every other page is found in the lazily loaded table of
 * app/page-routes.tsx, behind the full-screen spinner like the pages themselves.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { APP_ROUTES } from '@culture/protocol';
import { LoadErrorBoundary } from '../components/feedback/load-error-boundary';
import { PageSpinner } from '../components/feedback/spinner';
import { HomePage } from '../features/home/routes/home-page';

const PageRoutes = lazy(() => import('./page-routes').then((m) => ({ default: m.PageRoutes })));

export function AppRoutes() {
  // Keyed by path: a page that failed to load does not keep the next page from showing.
  return (
    <LoadErrorBoundary key={useLocation().pathname}>
      <Suspense fallback={<PageSpinner />}>
        <Routes>
          <Route caseSensitive path={APP_ROUTES.home} element={<HomePage />} />
          <Route path="*" element={<PageRoutes />} />
        </Routes>
      </Suspense>
    </LoadErrorBoundary>
  );
}
