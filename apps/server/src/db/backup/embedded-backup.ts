/**
 * Backup and restore of the embedded database (PGlite under DATA_DIR), while the server runs.
 *
 * Why a copy of PGlite's files taken through the server's own socket, and not pg_dump or a plain
 * file copy (docs/operations.md "Backup and restore"): PGlite is one backend session that the
 * server's wire server shares among its connections, and a connection inside a transaction owns
 * that session: nothing else runs until it ends (db/pglite-session-queue.ts). So the backup
 * connects to `DATA_DIR/.s.PGSQL.5432`, opens a transaction, runs CHECKPOINT (every committed
 * write is now in the data files, none in flight) and copies the directory while it holds the
 * session: PGlite has no background writer, so no file changes under the copy, and every write
 * acknowledged before the backup began is in it. The app's queries wait meanwhile (or are shed
 * with 503 and Retry-After past DATABASE_QUEUE_MAX); the copy is a plain file copy, seconds for
 * gigabytes. pg_dump cannot do it: Debian's pg_dump is older than PGlite's PostgreSQL 18 and
 * refuses a newer server, and PGlite's own pg_dump build pins one PGlite version.
 *
 * A stopped server's DATA_DIR is backed up the same way, under its lock, through an engine this
 * command opens itself.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../client.js';
import { DataDirError, lockDataDir, type DataDirLock } from '../data-dir-lock.js';
import { startEmbeddedServer, type EmbeddedServer } from '../embedded-server.js';
import { ENGINE_MAJOR } from '../pglite-upgrade.js';
import {
  BackupError,
  finishArchive,
  refuseNonEmptyDir,
  startArchive,
  syncPath,
  syncTree,
  verifyArchive,
  type Manifest,
} from './archive.js';
import { appliedMigrations, countRows, listTables } from './catalog.js';

const SOCKET = '.s.PGSQL.5432';
const PGLITE = 'pglite';

interface Connected {
  client: pg.Client;
  close: () => Promise<void>;
}

/** The running server's socket, or null when nothing answers on it (no server, or a stale socket). */
export async function connectRunning(dataDir: string): Promise<Connected | null> {
  if (!fs.existsSync(path.join(dataDir, SOCKET))) return null;
  const client = new pg.Client({ host: dataDir, port: 5432, user: 'postgres', database: 'template1' });
  try {
    await client.connect();
  } catch {
    return null;
  }
  return { client, close: () => client.end() };
}

/** Opens a stopped server's DATA_DIR under its lock, on a private TCP port. */
async function openStopped(pgliteDir: string, lockDir: string | null): Promise<Connected> {
  let lock: DataDirLock | null = null;
  let server: EmbeddedServer | null = null;
  try {
    if (lockDir) lock = lockDataDir(lockDir);
    server = await startEmbeddedServer({ pgliteDir, socketDir: null, maxConnections: 2, migrationsFolder: MIGRATIONS_DIR });
    const client = new pg.Client({ host: server.host, port: server.port, user: 'postgres', database: 'template1' });
    await client.connect();
    const opened = server;
    return {
      client,
      close: async () => {
        await client.end();
        await opened.close();
        lock?.release();
      },
    };
  } catch (error) {
    await server?.close();
    lock?.release();
    throw error;
  }
}

/** The lock is held but the socket did not answer: say where a running server is reached. */
function explainLock(dataDir: string) {
  return (error: unknown): never => {
    if (!(error instanceof DataDirError)) throw error;
    throw new BackupError(
      `${error.message}. A running server is backed up through ${path.join(dataDir, SOCKET)}, which did not answer: ` +
        'is DATA_DIR too long a path for a unix socket (about 100 bytes)?',
      { cause: error },
    );
  };
}

export interface EmbeddedBackupResult {
  archive: string;
  manifest: Manifest;
  /** Whether the copy was taken from a running server (through its socket). */
  online: boolean;
}

/** Backs up DATA_DIR's database into a new archive directory. */
export async function backupEmbedded({ dataDir, archive }: { dataDir: string; archive: string }): Promise<EmbeddedBackupResult> {
  const pgliteDir = path.join(dataDir, PGLITE);
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new BackupError(`${dataDir} holds no embedded database (${pgliteDir} is missing or empty)`);
  const partial = startArchive(archive);
  let connected: Connected | null = null;
  try {
    const running = await connectRunning(dataDir);
    connected = running ?? (await openStopped(pgliteDir, dataDir).catch(explainLock(dataDir)));
    const { client } = connected;
    // The transaction owns PGlite's one session until the rollback: see the file header.
    await client.query('begin');
    await client.query('checkpoint');
    const tables = await listTables(client);
    const counts = await countRows(client, tables);
    const migrations = await appliedMigrations(client);
    fs.cpSync(pgliteDir, path.join(partial, PGLITE), { recursive: true });
    await client.query('rollback');
    const manifest = finishArchive(partial, archive, {
      engine: 'pglite',
      createdAt: new Date().toISOString(),
      migrations,
      tables: counts,
      versions: { postgres: ENGINE_MAJOR },
    });
    return { archive, manifest, online: running !== null };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await connected?.close().catch(() => undefined);
  }
}

export interface EmbeddedRestoreResult {
  dataDir: string;
  tables: number;
  rows: number;
}

/**
 * Restores an archive into a DATA_DIR that does not exist or is empty. The archive is checked
 * first; the database is then built beside the target, opened, and its row counts compared with
 * the manifest before it is renamed into place, so a failure leaves the target as it was.
 */
export async function restoreEmbedded({
  archive,
  dataDir,
}: {
  archive: string;
  dataDir: string;
}): Promise<EmbeddedRestoreResult> {
  const manifest = verifyArchive(archive, 'pglite');
  refuseNonEmptyDir(dataDir);
  const target = path.resolve(dataDir);
  const staging = path.join(path.dirname(target), `.${path.basename(target)}.restoring-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  try {
    fs.mkdirSync(staging, { recursive: true, mode: 0o700 });
    fs.cpSync(path.join(archive, PGLITE), path.join(staging, PGLITE), { recursive: true });
    const restored = await openStopped(path.join(staging, PGLITE), null);
    let rows = 0;
    try {
      const counts = await countRows(restored.client, await listTables(restored.client));
      for (const [table, expected] of Object.entries(manifest.tables ?? {})) {
        if (counts[table] !== expected)
          throw new BackupError(`the restored ${table} has ${counts[table] ?? 'no'} rows, the backup counted ${expected}`);
        rows += expected;
      }
    } finally {
      await restored.close();
    }
    syncTree(staging);
    if (fs.existsSync(target)) fs.rmdirSync(target);
    fs.renameSync(staging, target);
    syncPath(path.dirname(target));
    return { dataDir: target, tables: Object.keys(manifest.tables ?? {}).length, rows };
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}
