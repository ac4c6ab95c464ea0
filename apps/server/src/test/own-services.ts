/**
 * A Redis and a PostgreSQL server owned by one test file, on free ports, which the test may stop
 * and start again (outage tests). PostgreSQL refuses to run as root, so as root its programs run
 * as the `postgres` account (runuser). Under CI=true missing programs are an error, never a skip.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

function onPath(program: string): string | null {
  const found = spawnSync('sh', ['-c', `command -v ${program}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : null;
}

/** The directory holding initdb and pg_ctl (the newest installed PostgreSQL), or null. */
function postgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (existsSync(root)) {
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const v of versions) if (existsSync(path.join(root, v, 'bin', 'pg_ctl'))) return path.join(root, v, 'bin');
  }
  const initdb = onPath('initdb');
  return initdb ? path.dirname(initdb) : null;
}

/** Why the owned servers cannot run here, or null when they can. Under CI=true this throws instead. */
export function ownServicesMissing(): string | null {
  const missing = [!onPath('redis-server') && 'redis-server', !postgresBin() && 'PostgreSQL (initdb, pg_ctl)'].filter(Boolean);
  if (!missing.length) return null;
  const reason = `not installed: ${missing.join(', ')}`;
  if (process.env.CI === 'true') throw new Error(`CI=true requires ${reason}`);
  return reason;
}

/** Polls `ready` until it resolves true (no fixed sleeps). */
export async function until(ready: () => Promise<boolean> | boolean, what: string, limitMs = 20_000) {
  const deadline = Date.now() + limitMs;
  for (;;) {
    if (await ready()) return;
    if (Date.now() > deadline) throw new Error(`gave up waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export interface OwnedService {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

export async function startOwnRedis(): Promise<OwnedService> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async () => {
    child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const started = child;
    await new Promise<void>((resolve, reject) => {
      let seen = '';
      started.stdout!.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (seen.includes('Ready to accept connections')) resolve();
      });
      started.once('exit', (code) => reject(new Error(`redis-server exited (${code}): ${seen.slice(-500)}`)));
    });
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, dispose: stop };
}

export async function startOwnPostgres(): Promise<OwnedService> {
  const bin = postgresBin()!;
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), 'own-postgres-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gid = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (ids.status !== 0) throw new Error('running as root needs a postgres account to run PostgreSQL as');
    chownSync(dir, Number(ids.stdout), Number(gid.stdout));
    chmodSync(dir, 0o700);
  }
  const run = (program: string, args: string[]) => {
    const command = asRoot ? 'runuser' : path.join(bin, program);
    const argv = asRoot ? ['-u', 'postgres', '--', path.join(bin, program), ...args] : args;
    const done = spawnSync(command, argv, { encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`${program} failed: ${done.stderr || done.stdout}`);
  };
  run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = async () => run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'log'), '-w', 'start']);
  let running = false;
  const stop = async () => {
    if (!running) return;
    run('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop']);
    running = false;
  };
  await start();
  running = true;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start: async () => {
      await start();
      running = true;
    },
    stop,
    dispose: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
