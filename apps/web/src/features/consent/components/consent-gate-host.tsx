/**
 * The consent gate's place in the entry (docs/privacy.md, "The gate"): only this host ships with
 * the first paint; the gate itself, its texts and its request load once the first screen is shown,
 * so the first paint of / stays small.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadPageTexts } from '../../../i18n';
import { afterFirstScreen } from '../../../lib/after-first-screen';

const ConsentGate = lazy(() =>
  Promise.all([import('./consent-gate'), loadPageTexts()]).then(([m]) => ({ default: m.ConsentGate })),
);

export function ConsentGateHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstScreen(() => setReady(true)), []);
  return ready ? (
    <Suspense fallback={null}>
      <ConsentGate />
    </Suspense>
  ) : null;
}
