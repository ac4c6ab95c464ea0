import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: { '@culture/protocol': fileURLToPath(new URL('../../packages/protocol/src/index.ts', import.meta.url)) },
  },
  define: {
    __PAYLOAD_AES_KEY__: JSON.stringify('MayUni#Culture16'),
    __PAYLOAD_AES_IV__: JSON.stringify('CulturePass@2023'),
    __SUPPORT_EMAIL__: JSON.stringify('support@example.test'),
  },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['src/test/setup.ts'],
    // One jsdom and one load of the libraries per worker, not per file: starting them was most of
    // the suite's time. The setup file reloads the app's own modules for each file.
    isolate: false,
    // Waits allow 5 s; a test as a whole gets more, so a slow wait fails as itself.
    expect: { poll: { timeout: 5000 } },
    testTimeout: 15_000,
  },
});
