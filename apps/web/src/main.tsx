/** Entry: pick the language, load its catalogue, render, then make sure the visitor has a session. */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n';
import { afterFirstScreen } from './lib/after-first-screen';
import { initialLocale } from './lib/language';
import { prepaintShown } from './lib/prepaint';
import './styles/global.css';

// The app restores scroll itself (components/layout/use-scroll-restoration.ts).
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

async function bootstrap() {
  // A content page's HTML paints its hero itself: let that reach the screen before the app's
  // first render takes the main thread (the catalogue loads meanwhile).
  await Promise.all([initI18n(initialLocale()), prepaintShown()]);
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render runs in slices that give the main thread back every few
  // milliseconds, instead of one long task a tap would wait behind on a slow phone.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
  // A logged-in visitor's user is checked, a first visit gets an anonymous guest token (spec §3,
  // §6) and later visits reuse the stored one. Nothing on screen waits for them, so they start
  // once the first screen is shown (lib/after-first-screen). Any call that needs a token before
  // then gets one itself (lib/api-client).
  afterFirstScreen(() => {
    void import('./lib/session-lifecycle').then(({ loadCurrentUser }) => loadCurrentUser());
    void import('./lib/api-client').then(({ ensureSessionToken }) => ensureSessionToken()).catch(() => undefined);
    // Chat connects for logged-in members and disconnects on logout (lib/messaging/chat-binding).
    void import('./lib/messaging/chat-binding').then(({ bindChat }) =>
      bindChat({
        refreshUser: () => void import('./lib/session-lifecycle').then(({ loadCurrentUser }) => loadCurrentUser()),
      }),
    );
  });
}

void bootstrap();
