import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, loadPageTexts } from '../i18n';

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
