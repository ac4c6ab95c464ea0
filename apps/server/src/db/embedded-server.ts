/**
 * Starts the embedded PostgreSQL (PGlite in a worker thread, see pglite-worker.ts) and says where
 * the `pg` driver reaches it: a unix socket inside DATA_DIR (only this user can connect), or
 * 127.0.0.1 on a free port for an in-memory database or a DATA_DIR path too long for a socket.
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DataDirError } from './data-dir-lock.js';
import type { EngineUpgrade } from './pglite-upgrade.js';
import type { PgliteWorkerData, PgliteWorkerMessage } from './pglite-worker.js';

/** The port number in the socket's file name, which is how `pg` finds a unix socket in a directory. */
const SOCKET_PORT = 5432;
/** sun_path holds 108 bytes on Linux, 104 on macOS. */
const MAX_SOCKET_PATH = 100;

export interface EmbeddedServer {
  /** `pg` connection settings: a directory holding the socket, or 127.0.0.1. */
  host: string;
  port: number;
  /** Set when this start carried DATA_DIR over from an earlier engine (pglite-upgrade.ts). */
  upgrade: EngineUpgrade | null;
  /** Called once if the worker dies while the server is open (PGlite aborted). */
  onUnexpectedExit(listener: (reason: string) => void): void;
  close(): Promise<void>;
}

/** The compiled worker file, or, running from source (tests, `npm run dev`), a bootstrap that loads it through tsx. */
function workerEntry(): { entry: URL | string; eval: boolean } {
  const self = import.meta.url;
  if (!self.endsWith('.ts')) return { entry: new URL('./pglite-worker.js', self), eval: false };
  // A worker ignores the parent's loaders and `--import` in execArgv, so it registers tsx itself.
  const tsxApi = pathToFileURL(
    createRequire(self)
      .resolve('tsx/package.json')
      .replace(/package\.json$/, 'dist/esm/api/index.mjs'),
  ).href;
  const source = new URL('./pglite-worker.ts', self).href;
  return {
    entry: `import(${JSON.stringify(tsxApi)}).then((tsx) => { tsx.register(); return import(${JSON.stringify(source)}); })`,
    eval: true,
  };
}

export async function startEmbeddedServer(options: {
  pgliteDir: string | null;
  socketDir: string | null;
  maxConnections: number;
  migrationsFolder: string;
  /** In memory only: start from this data-directory image (pglite-worker.ts). */
  memoryImage?: string | null;
}): Promise<EmbeddedServer> {
  const socketPath = options.socketDir ? path.join(options.socketDir, `.s.PGSQL.${SOCKET_PORT}`) : null;
  const useSocket = socketPath !== null && Buffer.byteLength(socketPath) <= MAX_SOCKET_PATH;
  const { entry, eval: isEval } = workerEntry();
  const worker = new Worker(entry, {
    eval: isEval,
    workerData: {
      pgliteDir: options.pgliteDir,
      socketPath: useSocket ? socketPath : null,
      maxConnections: options.maxConnections,
      migrationsFolder: options.migrationsFolder,
      memoryImage: options.memoryImage ?? null,
    } satisfies PgliteWorkerData,
  });

  let closing = false;
  let exitListener: ((reason: string) => void) | null = null;
  const ready = await new Promise<Extract<PgliteWorkerMessage, { type: 'ready' }>>((resolve, reject) => {
    const onMessage = (message: PgliteWorkerMessage) => {
      if (message.type === 'ready') resolve(message);
      if (message.type === 'failed') {
        const text = `the embedded database did not open: ${message.message}`;
        reject(message.dataDir ? new DataDirError(`DATA_DIR: ${text}`) : new Error(text));
      }
    };
    worker.on('message', onMessage);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the embedded database worker exited (code ${code}) while opening`)));
  }).catch(async (error: unknown) => {
    await worker.terminate();
    throw error;
  });
  worker.removeAllListeners('error');
  worker.removeAllListeners('exit');
  // Once closing, PGlite may reject work still queued on a socket that is going away: not a failure.
  worker.on('error', (error) => {
    if (!closing) exitListener?.(error.message);
  });
  worker.on('exit', (code) => {
    if (!closing) exitListener?.(`the embedded database worker exited (code ${code})`);
  });

  return {
    host: useSocket ? options.socketDir! : ready.host,
    port: useSocket ? SOCKET_PORT : ready.port,
    upgrade: ready.upgrade,
    onUnexpectedExit(listener) {
      exitListener = listener;
    },
    close: async () => {
      if (closing) return;
      closing = true;
      const closed = new Promise<void>((resolve) => {
        worker.on('message', (message: PgliteWorkerMessage) => {
          if (message.type === 'closed') resolve();
        });
        worker.once('exit', () => resolve());
      });
      worker.postMessage({ type: 'close' });
      await closed;
      await worker.terminate();
    },
  };
}
