import { defineConfig } from 'vitest/config';

// One runner for every TypeScript suite; each workspace declares its own project config.
export default defineConfig({
  test: {
    // Two files at a time on CI's 2 cores (Vitest's default there is one): much of a file's time
    // is starting its process and its app, which leaves the other core idle. The browser project
    // runs two files at a time too, each on its own server (e2e/support/global-setup.ts); the
    // topology project runs one file at a time (fileParallelism: false in its config).
    maxWorkers: 2,
    projects: [
      'packages/protocol',
      'apps/server/vitest.config.ts',
      'apps/server/vitest.postgres.config.ts',
      'apps/web',
      'scripts/vitest.config.mjs',
      'e2e/vitest.config.ts',
      'e2e/topology/vitest.config.ts',
    ],
  },
});
