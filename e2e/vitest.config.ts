import { defineProject } from 'vitest/config';
import { chromiumPath } from './support/chromium.ts';

// Browser tests against the real built server. Without Chromium they cannot run: locally that
// skips them with a notice; under CI=true it is an error, so they are never silently skipped.
const browser = chromiumPath();
if (!browser && process.env.CI === 'true') {
  throw new Error('CI=true requires Chromium at /usr/bin/chromium (apt-get install chromium) for the browser suite');
}
if (!browser) console.warn('[e2e] Chromium not found: browser tests skipped (install Debian package "chromium")');

export default defineProject({
  test: {
    name: 'e2e',
    include: browser ? ['tests/**/*.e2e.ts'] : [],
    environment: 'node',
    globalSetup: browser ? ['support/global-setup.ts'] : [],
    // A whole flow takes 10–40 s on a quiet 2-core machine; the same machine under other load has
    // run the suite at half that speed. A test that hangs still fails, two minutes in.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // expect.poll gives up after 1 s by default; the app sets its session up after the first
    // screen, which on a loaded 2-core CI machine can take longer. A poll that never matches
    // still fails.
    expect: { poll: { timeout: 15_000 } },
    // Two files at a time (the root config's maxWorkers), each lane on its own server
    // (support/global-setup.ts, E2E_LANES): much of a browser file's time is waiting on timers,
    // animations and the network, which leaves a core idle with one file alone.
    // Runs after the unit suites, so a browser failure never hides a unit failure.
    sequence: { groupOrder: 2 },
  },
});
