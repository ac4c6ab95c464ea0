/**
 * DATA_DIR's lock, checked on real server processes (src/main.ts under tsx): a second server on
 * the same directory, a file as DATA_DIR, a directory on a read-only mount, and the lock of a
 * SIGKILLed server. Embedded database only, so the PostgreSQL project skips this file.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../test/helper.js';
import { freePort } from '../test/own-services.js';
import { LOCK_FILE } from './data-dir-lock.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children = new Set<ChildProcess>();
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'culture-lock-'));

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(scratch, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  port: number;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string): Promise<Started> {
  const port = await freePort();
  // node itself (not the tsx CLI, which runs a second process) so child.pid is the server's pid.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      TEST_DB: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // No shedding on event-loop lag: this suite proves the lock and the data, not shedding, and a
      // loaded CI machine holds the loop past 1 s now and then (config/server.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      WEB_DIST_DIR: '/nonexistent-web-dist',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, port, output: () => output, exited };
}

async function waitHealthy(server: Started) {
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited ${server.child.exitCode}: ${server.output()}`);
    try {
      if ((await fetch(`http://127.0.0.1:${server.port}/healthz`)).ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A read-only mount to put DATA_DIR on (root ignores permission bits, so chmod proves nothing). */
function readOnlyMount(): string | null {
  const dir = path.join(scratch, 'read-only');
  fs.mkdirSync(dir);
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'ro,size=1m', 'tmpfs', dir], { stdio: 'ignore' });
    return dir;
  } catch {
    return null;
  }
}

describe.skipIf(usingPostgres)('DATA_DIR lock (embedded database)', { timeout: 120_000 }, () => {
  it('refuses a second server on the same DATA_DIR with exit 78 naming DATA_DIR, and keeps the first running', async () => {
    const dataDir = path.join(scratch, 'shared');
    const first = await startServer(dataDir);
    await waitHealthy(first);
    const second = await startServer(dataDir);
    expect(await second.exited).toBe(78);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another server process (pid ${first.child.pid}`);
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
    expect((await fetch(`http://127.0.0.1:${first.port}/healthz`)).status).toBe(200);

    // Released on shutdown: the lock file goes, and the next server starts.
    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('takes over the lock of a SIGKILLed server and keeps its acknowledged data', async () => {
    const dataDir = path.join(scratch, 'killed');
    const first = await startServer(dataDir);
    await waitHealthy(first);
    const guest = await fetch(`http://127.0.0.1:${first.port}/api/v5/auth/guest`, {
      method: 'POST',
      headers: { channel: 'BROWSER' },
    });
    expect(guest.status).toBe(200);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toMatch(new RegExp(`^${first.child.pid}\n`));

    const second = await startServer(dataDir);
    await waitHealthy(second);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8')).toMatch(new RegExp(`^${second.child.pid}\n`));
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  });

  it('exits 78 naming DATA_DIR when DATA_DIR is a file', async () => {
    const file = path.join(scratch, 'a-file');
    fs.writeFileSync(file, 'not a directory');
    const server = await startServer(file);
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain(`DATA_DIR ${file} is not a directory`);
    expect(server.output()).not.toMatch(/\n\s+at /);
  });

  it('exits 78 naming DATA_DIR when DATA_DIR is under a file', async () => {
    const file = path.join(scratch, 'another-file');
    fs.writeFileSync(file, '');
    const dataDir = path.join(file, 'data');
    const server = await startServer(dataDir);
    expect(await server.exited).toBe(78);
    expect(server.output()).toContain(`DATA_DIR ${dataDir} is not a directory`);
  });

  it('exits 78 naming DATA_DIR when DATA_DIR is on a read-only file system', async (ctx) => {
    const mount = readOnlyMount();
    if (!mount) ctx.skip('this machine does not let the test mount a read-only tmpfs');
    try {
      const server = await startServer(mount!);
      expect(await server.exited).toBe(78);
      expect(server.output()).toContain(`DATA_DIR ${mount} is on a read-only file system`);
      expect(server.output()).not.toMatch(/\n\s+at /);
    } finally {
      execFileSync('umount', [mount!]);
    }
  });
});
