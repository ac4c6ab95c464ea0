/** Entry: pick the language, load its catalogue, render, then make sure the visitor has a session. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n';
import { initialLocale } from './lib/language';
import './styles/global.css';

// The app restores scroll itself (components/layout/use-scroll-restoration.ts).
if ('scrollRestoration' in history) history.scrollRestoration = 'manual';

async function bootstrap() {
  await initI18n(initialLocale());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // A logged-in visitor's user is checked at once; a first visit gets an anonymous guest token
  // (spec §3, §6) and later visits reuse the stored one.
  // Both load after the first paint: nothing on screen waits for them.
  void import('./features/auth/session-lifecycle').then(({ loadCurrentUser }) => loadCurrentUser());
  void import('./lib/api-client').then(({ ensureSessionToken }) => ensureSessionToken()).catch(() => undefined);
}

void bootstrap();
