import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

// The same server suites against a real PostgreSQL server. Without TEST_DATABASE_URL the project
// has nothing to run locally; under CI=true that is an error, so the suite can never be skipped.
const url = process.env.TEST_DATABASE_URL;
if (!url && process.env.CI === 'true') {
  throw new Error('CI=true requires TEST_DATABASE_URL for the PostgreSQL server suite');
}

export default defineProject({
  // Tests read the protocol's TypeScript source, so no build step is needed before them.
  resolve: { alias: { '@culture/protocol': fileURLToPath(new URL('../../packages/protocol/src/index.ts', import.meta.url)) } },
  test: {
    name: 'server-postgres',
    include: url ? ['src/**/*.test.ts'] : [],
    // The embedded engine's own suites (its wire server, the carry-over of an earlier engine's
    // directory) never touch PostgreSQL: the server project runs them. So does the outage suite,
    // which starts and stops a PostgreSQL and a Redis of its own whatever the project.
    exclude: ['src/db/pglite-*.test.ts', 'src/plugins/outages.test.ts'],
    environment: 'node',
    env: { TEST_DB: 'postgres' },
    // Files in one worker share the modules they import: evaluating the server's module graph
    // took most of each file's time when every file re-imported it. Each file still builds its own
    // app and database (test/helper.ts), so no state passes from one file to the next.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file creates its own database; keep the server's connection count modest.
    maxWorkers: 2,
    sequence: { groupOrder: 1 },
  },
});
