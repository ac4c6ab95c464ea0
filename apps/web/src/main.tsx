/** Entry: pick the language, load its catalogue, render, then make sure the visitor has a session. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n';
import { ensureSessionToken } from './lib/api-client';
import { initialLocale } from './lib/language';
import './styles/global.css';

async function bootstrap() {
  await initI18n(initialLocale());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // A first visit gets an anonymous guest token (spec §3, §6); later visits reuse the stored one.
  ensureSessionToken().catch(() => undefined);
}

void bootstrap();
