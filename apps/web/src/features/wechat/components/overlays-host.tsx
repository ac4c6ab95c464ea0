/**
 * Renders the WeChat-flow overlays when something asks for them: the follow dialog
 * (`openSubscribeDialog`) and the "open in your browser" screen (`openInBrowser`, or `?open=browser`
 * in the address). Their code loads only then, as one small chunk; the QR library loads with the
 * first QR code drawn.
 */
import { lazy, Suspense } from 'react';
import { LoadErrorBoundary } from '../../../components/feedback/load-error-boundary';
import { loadPageTexts } from '../../../i18n';
import { useLocation } from 'react-router';
import { hasOpenInBrowserParam, openInBrowserStore } from '../../../lib/open-in-browser';
import { useStore } from '../../../lib/store';
import { subscribeDialogStore } from '../../../lib/subscribe-dialog';

// Their texts are not in the first-paint catalogue: they arrive with the overlays' code.
const WeChatOverlays = lazy(() =>
  Promise.all([import('./overlays'), loadPageTexts()]).then(([m]) => ({ default: m.WeChatOverlays })),
);

export function WeChatOverlaysHost() {
  const subscribe = useStore(subscribeDialogStore).open;
  const browser = useStore(openInBrowserStore);
  const fromAddress = hasOpenInBrowserParam(useLocation().search);
  if (!subscribe && !browser.open && !fromAddress) return null;
  return (
    // An overlay whose code could not be downloaded shows nothing rather than blanking the app.
    <LoadErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <WeChatOverlays
          subscribe={subscribe}
          openInBrowser={browser.open || fromAddress ? { target: browser.target, fromAddress } : null}
        />
      </Suspense>
    </LoadErrorBoundary>
  );
}
