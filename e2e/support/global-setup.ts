/**
 * Starts the real built server (apps/server/dist + apps/web/dist) on a free port with a fresh
 * embedded database, and stops it after the run. `npm test` builds first; run `npm run build`
 * before `vitest --project e2e` on its own.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

/** The operator token the browser suite's server accepts. */
export const E2E_ADMIN_TOKEN = 'e2e-operator-token-0123456789';
/** The official account follow link the browser suite's server answers (WECHAT_FOLLOW_URL). */
export const E2E_FOLLOW_URL = 'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=MzE2ZTJlLXRlc3Q=#wechat_redirect';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
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

let child: ChildProcess | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  for (const built of ['apps/server/dist/main.js', 'apps/web/dist/index.html']) {
    if (!fs.existsSync(path.join(root, built))) throw new Error(`${built} is missing: run \`npm run build\` first`);
  }
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'culture-e2e-'));
  let log = '';
  child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      SMS_RESEND_COOLDOWN_SECONDS: '2',
      SMS_SENDS_PER_ADDRESS_PER_HOUR: '100000',
      OTP_VERIFIES_PER_ADDRESS: '100000',
      ALTCHA_COST: '1',
      ALTCHA_MAX_COUNTER: '50',
      ADMIN_TOKEN: E2E_ADMIN_TOKEN,
      WECHAT_FOLLOW_URL: E2E_FOLLOW_URL,
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child, () => log);
  project.provide('baseUrl', baseUrl);
}

export async function teardown() {
  if (child && child.exitCode === null) {
    child.kill('SIGTERM');
    await new Promise((r) => child!.once('exit', r));
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
