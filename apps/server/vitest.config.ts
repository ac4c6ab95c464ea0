import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  // Tests read the protocol's TypeScript source, so no build step is needed before them.
  resolve: { alias: { '@culture/protocol': fileURLToPath(new URL('../../packages/protocol/src/index.ts', import.meta.url)) } },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DB: 'pglite' },
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
