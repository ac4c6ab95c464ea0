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
    // Files in one worker share the modules they import: evaluating the server's module graph
    // took most of each file's time when every file re-imported it. Each file still builds its own
    // app and database (test/helper.ts), so no state passes from one file to the next.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
