import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

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
