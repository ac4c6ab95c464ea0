/**
 * The topology test's fleet (docs/operations.md "Topology"): built servers (apps/server/dist) on a
 * scratch PostgreSQL database and the shared Redis, behind an nginx started with its own config
 * and prefix in a temp dir, all on free ports. Nodes can be killed (SIGKILL), stopped as a deploy
 * does (SIGTERM) and started again on their port.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { freePort } from '../../apps/server/src/test/own-services';
import { waitForHealth } from '../support/launch';
import { METRICS_TOKEN } from './fleet-metrics';
import { nginxPath } from './nginx-path';

// pg is the server's dependency: loaded from there, as the benches do.
const pg = createRequire(new URL('../../apps/server/package.json', import.meta.url))('pg') as typeof import('pg');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ADMIN_TOKEN = 'topology-operator-token-0123456789';
export const JWT_SECRET = 'topology-secret-topology-secret-0123';

export interface Node {
  name: string;
  port: number;
  url: string;
  child: ChildProcess | null;
  log: string;
}

export async function scratchDatabase(baseUrl: string) {
  const name = `culture_topology_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

export function nodeEnv(databaseUrl: string, redisUrl: string): Record<string, string> {
  return {
    // development: the SMS outbox (GET /dev/sms-outbox) stands in for the SMS provider.
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_MAX: '8',
    REDIS_URL: redisUrl,
    JWT_SECRET,
    ADMIN_TOKEN,
    SMS_DRIVER: 'outbox',
    SEED_DEMO: 'false',
    // One proxy in front: the address it passes in X-Forwarded-For is the member's.
    TRUST_PROXY: '1',
    PUBLIC_ORIGIN: 'http://127.0.0.1',
    ALTCHA_COST: '1',
    ALTCHA_MAX_COUNTER: '20',
    SHUTDOWN_TIMEOUT_MS: '20000',
    // Each node's /metrics on its own address, for the bearer of this token (the proxy hides it).
    METRICS_TOKEN,
  };
}

/** Starts (or starts again) a node on its port and waits for /healthz. */
export async function startNode(node: Node, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['--max-semi-space-size=64', path.join(root, 'apps/server/dist/main.js')], {
    env: { ...process.env, ...env, PORT: String(node.port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  node.child = child;
  node.log = '';
  // A run that dies must not leave its servers behind (ports, CPU, the scratch database's connections).
  const killOnExit = () => child.exitCode === null && child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  child.stdout?.on('data', (d) => (node.log += d));
  child.stderr?.on('data', (d) => (node.log += d));
  await waitForHealth(node.url, child, () => node.log);
}

export async function newNode(name: string): Promise<Node> {
  const port = await freePort();
  return { name, port, url: `http://127.0.0.1:${port}`, child: null, log: '' };
}

/** Sends `signal` and waits for the process to exit; answers its exit code. */
export function stopNode(node: Node, signal: 'SIGKILL' | 'SIGTERM'): Promise<number | null> {
  const child = node.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode ?? null);
  return new Promise((resolve) => {
    child.once('exit', (code) => resolve(code));
    child.kill(signal);
  });
}

/** nginx with the template's config in its own prefix; `stop` ends it and removes the prefix. */
export async function startNginx(nodes: Node[]) {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'culture-topology-nginx-'));
  const port = await freePort();
  const servers = nodes.map((n) => `    server 127.0.0.1:${n.port} max_fails=1 fail_timeout=2s;`).join('\n');
  const config = fs
    .readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'nginx.conf.template'), 'utf8')
    .replaceAll('{{PREFIX}}', prefix)
    .replaceAll('{{PORT}}', String(port))
    .replace('{{SERVERS}}', servers);
  const configPath = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(configPath, config);
  const nginx = nginxPath();
  if (!nginx) throw new Error('nginx is not installed (apt-get install nginx)');
  const child = spawn(nginx, ['-p', prefix, '-c', configPath, '-e', path.join(prefix, 'error.log')], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout?.on('data', (d) => (log += d));
  child.stderr?.on('data', (d) => (log += d));
  const killOnExit = () => child.exitCode === null && child.kill('SIGTERM');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, () => `${log}\n${readIfThere(path.join(prefix, 'error.log'))}`);
  return {
    url,
    /** Requests the proxy logged that took at least `seconds` (one JSON line each). */
    slowRequests(seconds: number): string[] {
      return readIfThere(path.join(prefix, 'access.log'))
        .split('\n')
        .filter((line) => line && Number((JSON.parse(line) as { requestTime: number }).requestTime) >= seconds);
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}

function readIfThere(file: string): string {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}
