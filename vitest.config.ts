import { defineConfig } from 'vitest/config';

// One runner for every TypeScript suite; each workspace declares its own project config.
export default defineConfig({
  test: {
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
