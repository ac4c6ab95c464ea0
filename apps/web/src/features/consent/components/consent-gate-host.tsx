/**
 * The consent gate's place in the entry (docs/privacy.md, "The gate"): only this host ships with
 * the first paint; the gate itself, its texts and its request load once the first screen is shown,
 * so the first paint of / stays small.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { APP_ROUTES } from '@culture/protocol';
import { loadPageTexts } from '../../../i18n';
import { afterFirstScreen } from '../../../lib/after-first-screen';

const ConsentGate = lazy(() =>
  Promise.all([import('./consent-gate'), loadPageTexts()]).then(([m]) => ({ default: m.ConsentGate })),
);

/** The operator console is not the member app: its people agree to no member's documents. */
const isConsole = (pathname: string) => pathname === APP_ROUTES.ops || pathname.startsWith(`${APP_ROUTES.ops}/`);
/** Nor is the console's phone preview of a draft (?contentPreview=1, docs/operator-console.md "Content"): an operator framing a page. */
const isConsolePreview = (search: string) => /[?&]contentPreview=1(?:&|$)/.test(search);

export function ConsentGateHost() {
  const [ready, setReady] = useState(false);
  const { pathname, search } = useLocation();
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
  return ready && !isConsole(pathname) && !isConsolePreview(search) ? (
    <Suspense fallback={null}>
      <ConsentGate />
    </Suspense>
  ) : null;
}
