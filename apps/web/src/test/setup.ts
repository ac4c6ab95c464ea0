import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';

// Files share a worker and its imports (isolate: false, apps/web/vitest.config.ts): each file
// starts from the app's modules as first loaded, so no store of one file's tests reaches the next;
// the libraries under node_modules stay loaded, which is most of the saving.
vi.resetModules();
const { initI18n, loadPageTexts } = await import('../i18n');

// findBy*/waitFor give up after 1 s by default: too tight for a lazy import on a loaded 2-core CI
// machine. A wait that never succeeds still fails, just later.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n('en-US');
  await loadPageTexts('en-US');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom's window is shared too: a property a file defined on `navigator` itself (a user agent, a
// share sheet) would hide the prototype's getter that the next file's spies replace.
const navigatorOwnAtStart = new Set(Reflect.ownKeys(navigator));
afterAll(() => {
  for (const key of Reflect.ownKeys(navigator)) {
    if (!navigatorOwnAtStart.has(key)) Reflect.deleteProperty(navigator, key);
  }
});
