/**
 * A second built server with its own settings and database, for a test that needs a configuration
 * the suite's shared server does not have (e.g. no WECHAT_FOLLOW_URL).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitForHealth } from './global-setup';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Starts apps/server/dist with `env` over the test defaults; `stop` ends it and removes its data. */
export async function startExtraServer(
  settings: Record<string, string | undefined> | ((port: number) => Record<string, string | undefined>) = {},
): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const port = await freePort();
  // A function of the port for settings that name the server's own address (PUBLIC_ORIGIN).
  const env = typeof settings === 'function' ? settings(port) : settings;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'culture-e2e-extra-'));
  const merged: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    // Chromium and this server share 2 cores in CI: a page load can hold the loop past the
    // production threshold, and shedding would answer 503 to a flow under test. Shedding has
    // its own server suite (modules/health/health.test.ts).
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...env,
  };
  for (const key of Object.keys(merged)) if (merged[key] === undefined) delete merged[key];
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: merged as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => log);
  return {
    baseUrl,
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
