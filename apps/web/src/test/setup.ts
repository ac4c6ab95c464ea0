import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { initI18n, loadPageTexts } from '../i18n';

beforeAll(async () => {
  await initI18n('en-US');
  await loadPageTexts('en-US');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
