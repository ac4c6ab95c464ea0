/**
 * Worker-thread entry of the embedded database: opens PGlite and serves it over the PostgreSQL
 * wire protocol (pglite-wire-server.ts), so the main thread talks to it with the ordinary `pg`
 * driver and PGlite's synchronous WebAssembly work never blocks request handling.
 *
 * Imports nothing from the app beyond its wire server, batch runner and engine upgrade: it also runs under
 * tsx (tests, `npm run dev`).
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { runPgliteBatch } from './pglite-batch.js';
import { PgliteWireServer } from './pglite-wire-server.js';
import { EngineVersionError, upgradeDataDir, type EngineUpgrade } from './pglite-upgrade.js';

export interface PgliteWorkerData {
  /** PGlite's directory; `null` keeps the database in memory (tests). */
  pgliteDir: string | null;
  /** Unix socket to listen on; TCP on 127.0.0.1 (a free port) when unset. */
  socketPath: string | null;
  maxConnections: number;
  /** The app's migrations, for carrying a directory of an earlier engine over (pglite-upgrade.ts). */
  migrationsFolder: string;
  /**
   * An in-memory database only: a data-directory image (PGlite's `dumpDataDir`, uncompressed tar) to
   * start from instead of running initdb, which is most of an in-memory start (test/pglite-image.ts).
   */
  memoryImage?: string | null;
}

export type PgliteWorkerMessage =
  | { type: 'ready'; host: string; port: number; upgrade: EngineUpgrade | null }
  /** `dataDir`: the directory cannot be used as it is (the operator must act), not a fault. */
  | { type: 'failed'; message: string; dataDir: boolean }
  | { type: 'closed' };

const port = parentPort!;
const options = workerData as PgliteWorkerData;

async function start() {
  const upgrade = options.pgliteDir
    ? await upgradeDataDir(options.pgliteDir, { migrationsFolder: options.migrationsFolder })
    : null;
  const image = !options.pgliteDir && options.memoryImage ? new Blob([fs.readFileSync(options.memoryImage)]) : undefined;
  const db = new PGlite(options.pgliteDir ?? 'memory://', image ? { loadDataDir: image } : undefined);
  await db.waitReady;
  // The socket file of a SIGKILLed predecessor; the caller holds DATA_DIR's lock, so it is stale.
  if (options.socketPath) fs.rmSync(options.socketPath, { force: true });
  const server = new PgliteWireServer({
    runBatch: (batch) => runPgliteBatch(db, batch),
    maxConnections: options.maxConnections,
    onFatal: (error) => {
      // PGlite aborted: end the worker, so the main thread's exit listener stops the process.
      console.error('embedded database: PGlite failed', error);
      process.exit(1);
    },
  });
  const listenPort = await server.listen(options.socketPath ? { path: options.socketPath } : { host: '127.0.0.1', port: 0 });
  port.postMessage({
    type: 'ready',
    host: options.socketPath ?? '127.0.0.1',
    port: listenPort,
    upgrade,
  } satisfies PgliteWorkerMessage);

  port.on('message', (message: { type: 'close' }) => {
    if (message.type !== 'close') return;
    void (async () => {
      await server.stop();
      // close() checkpoints, so the next start does not replay the write-ahead log.
      await db.close();
      if (options.socketPath) fs.rmSync(options.socketPath, { force: true });
      port.postMessage({ type: 'closed' } satisfies PgliteWorkerMessage);
    })();
  });
}

start().catch((error: unknown) => {
  port.postMessage({
    type: 'failed',
    message: error instanceof Error ? error.message : String(error),
    dataDir: error instanceof EngineVersionError,
  } satisfies PgliteWorkerMessage);
});
