import { defineProject } from 'vitest/config';
import { nginxPath } from './nginx-path.ts';

// The topology test (docs/operations.md "Topology"): built servers on PostgreSQL and Redis behind
// Debian's nginx. Without them it cannot run: locally that skips it with a notice; under CI=true
// (`.ci/run` installs nginx and provides both databases) it is an error, never a silent skip.
const missing = [
  nginxPath() ? null : 'nginx (apt-get install nginx)',
  process.env.TEST_DATABASE_URL ? null : 'TEST_DATABASE_URL',
  process.env.TEST_REDIS_URL ? null : 'TEST_REDIS_URL',
].filter(Boolean);
if (missing.length > 0 && process.env.CI === 'true') {
  throw new Error(`CI=true requires ${missing.join(', ')} for the topology test`);
}
if (missing.length > 0) console.warn(`[topology] skipped: missing ${missing.join(', ')}`);

export default defineProject({
  test: {
    name: 'topology',
    include: missing.length === 0 ? ['topology.test.ts'] : [],
    environment: 'node',
    testTimeout: 600_000,
    hookTimeout: 300_000,
    // After the unit suites and with nothing else beside it: it loads the machine on its own.
    fileParallelism: false,
    sequence: { groupOrder: 3 },
  },
});
