/** The WeChat-flow overlays, loaded together on first need (see overlays-host.tsx). */
import { OpenInBrowserScreen, type OpenInBrowserScreenProps } from './open-in-browser-screen';
import { SubscribeDialog } from './subscribe-dialog';

export function WeChatOverlays({
  subscribe,
  openInBrowser,
}: {
  subscribe: boolean;
  openInBrowser: OpenInBrowserScreenProps | null;
}) {
  return (
    <>
      {subscribe && <SubscribeDialog />}
      {openInBrowser && <OpenInBrowserScreen {...openInBrowser} />}
    </>
  );
}
