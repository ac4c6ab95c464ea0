/**
 * The router's door to the console. The console (its styles, the sign-in, the charts) loads one
 * step later from here, so the member app's entry names only this small chunk in its preload map
 * instead of the console's stylesheets and shared chunks: the first paint of `/` stays within
 * budget (bench/bundle-size).
 */
import { lazy, Suspense } from 'react';
import { PageSpinner } from '../../../components/feedback/spinner';

const OpsConsole = lazy(() => import('./ops-console').then((m) => ({ default: m.OpsConsole })));

export function OpsEntry() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <OpsConsole />
    </Suspense>
  );
}
