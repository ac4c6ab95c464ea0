/**
 * Worker-thread entry of the embedded database: opens PGlite and serves it over the PostgreSQL
 * wire protocol (pglite-socket), so the main thread talks to it with the ordinary `pg` driver and
 * PGlite's synchronous WebAssembly work never blocks request handling.
 *
 * Imports nothing from the app: it also runs under tsx (tests, `npm run dev`) as a bare file.
 */
import fs from 'node:fs';
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface PgliteWorkerData {
  /** PGlite's directory; `null` keeps the database in memory (tests). */
  pgliteDir: string | null;
  /** Unix socket to listen on; TCP on 127.0.0.1 (a free port) when unset. */
  socketPath: string | null;
  maxConnections: number;
}

export type PgliteWorkerMessage =
  { type: 'ready'; host: string; port: number } | { type: 'failed'; message: string } | { type: 'closed' };

const port = parentPort!;
const options = workerData as PgliteWorkerData;

async function start() {
  const db = new PGlite(options.pgliteDir ?? 'memory://');
  await db.waitReady;
  // The socket file of a SIGKILLed predecessor; the caller holds DATA_DIR's lock, so it is stale.
  if (options.socketPath) fs.rmSync(options.socketPath, { force: true });
  const server = new PGLiteSocketServer({
    db,
    ...(options.socketPath ? { path: options.socketPath } : { host: '127.0.0.1', port: 0 }),
    maxConnections: options.maxConnections,
  });
  await server.start();
  const [host, listenPort] = options.socketPath ? [options.socketPath, 0] : server.getServerConn().split(':');
  port.postMessage({ type: 'ready', host: String(host), port: Number(listenPort) } satisfies PgliteWorkerMessage);

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
  } satisfies PgliteWorkerMessage);
});
