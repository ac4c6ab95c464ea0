/**
 * Starting the built server (apps/server/dist) for the browser suite: the lanes' servers
 * (global-setup.ts), a file's own server (server.ts, useOwnServer) and a server with other
 * settings (launchServer) all start here, each on a free port with its own data directory.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../apps/server/src/test/own-services';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type Settings = Record<string, string | undefined>;

export interface OpsOwner {
  login: string;
  password: string;
}

export interface LaunchedServer {
  baseUrl: string;
  /** The console's first owner, when `withOwner` asked for one. */
  opsOwner?: OpsOwner;
  /** Ends the server and removes its data directory. */
  stop: () => Promise<void>;
}

export async function waitForHealth(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not become healthy:\n${output()}`);
}

/** The first owner, made the way an operator would (`npm run ops:owner`), in the embedded database of `dataDir`. */
function createOpsOwner(dataDir: string): OpsOwner {
  const login = 'e2e-owner';
  const made = spawnSync(
    process.execPath,
    [path.join(root, 'apps/server/dist/modules/operators/owner-cli.js'), '--login', login],
    {
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', DATABASE_URL: '', LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  const password = /created with the password: (\S+)/.exec(made.stdout)?.[1];
  if (made.status !== 0 || !password) throw new Error(`ops:owner failed: ${made.stderr || made.stdout}`);
  return { login, password };
}

/**
 * Starts the built server with `settings` (or a function of its port, for settings that name the
 * server's own address) over the test defaults: the embedded database in a new data directory
 * unless the settings name DATABASE_URL. `withOwner` makes the console's first owner before the
 * server starts (embedded database only).
 */
export async function launchServer(
  settings: Settings | ((port: number) => Settings) = {},
  { withOwner = false }: { withOwner?: boolean } = {},
): Promise<LaunchedServer> {
  const port = await freePort();
  const env = typeof settings === 'function' ? settings(port) : settings;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'culture-e2e-'));
  const opsOwner = withOwner ? createOpsOwner(dataDir) : undefined;
  const merged: Settings = {
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
    ...(opsOwner ? { opsOwner } : {}),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A suite server: the built app with `settings` and the console's first owner, not yet enrolled. */
export async function startSuiteServer(settings: Settings): Promise<LaunchedServer & { opsOwner: OpsOwner }> {
  const server = await launchServer((port) => ({ ...settings, PUBLIC_ORIGIN: `http://127.0.0.1:${port}` }), {
    withOwner: true,
  });
  return { ...server, opsOwner: server.opsOwner! };
}
