/**
 * Opens the database: PGlite stored under DATA_DIR by default, a pooled PostgreSQL connection when
 * DATABASE_URL is set. Both go through the same `pg` pool and drizzle node-postgres driver: the
 * embedded engine runs in a worker thread and speaks the PostgreSQL wire protocol (see
 * embedded-server.ts), so prepared statements, transactions and row locks behave alike, and
 * PGlite's CPU-bound work never stalls the event loop that answers requests.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { hostname } from 'node:os';
import pg from 'pg';
import { gaugeSources } from '../lib/metrics/registry.js';
import { ensureWritableDir, lockDataDir, type DataDirLock } from './data-dir-lock.js';
import { startEmbeddedServer, type EmbeddedServer } from './embedded-server.js';
import type { EngineUpgrade } from './pglite-upgrade.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** The `tx` of `db.transaction(async (tx) => …)`: a Database whose statements share one transaction. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The rows of a raw `db.execute(sql…)`. Database is typed for any drizzle pg driver, so the
 * answer's shape is not known to TypeScript; both engines answer through node-postgres (see
 * above), whose result carries them in `rows` (a bare array is what postgres-js and PGlite's own
 * drizzle driver return). The one place that knows the driver's shape.
 */
export function rows<T = Record<string, unknown>>(result: unknown): T[] {
  return Array.isArray(result) ? (result as T[]) : (result as { rows: T[] }).rows;
}
export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /** Set when this start carried the embedded DATA_DIR over from an earlier engine version. */
  upgrade: EngineUpgrade | null;
  /** Applies committed migrations; safe to call from several processes at once. */
  migrate(): Promise<void>;
  ping(): Promise<void>;
  /** Writes the one-row health_probe table: readiness must fail when writes fail, not only reads. */
  probeWrite(): Promise<void>;
  /** Queries waiting for a pooled connection right now; load shedding bounds this queue. */
  waitingQueries(): number;
  close(): Promise<void>;
}

export const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

/** Arbitrary constant so concurrent server processes apply migrations one at a time. */
const MIGRATION_LOCK_ID = 723_001;

export interface OpenDatabaseOptions {
  databaseUrl?: string | undefined;
  /** Directory for the embedded database; `null` keeps PGlite in memory (tests). */
  dataDir: string | null;
  poolMax?: number;
  /**
   * With `dataDir: null`: a data-directory image to start the in-memory database from, so a test
   * skips initdb and the migrations the image already holds (test/pglite-image.ts).
   */
  memoryImage?: string | null;
  /** Called if the embedded database's worker dies while open (main.ts exits; a supervisor restarts). */
  onFatal?: (reason: string) => void;
}

/**
 * Pooled connections to the embedded engine. PGlite is one backend session; the worker's wire
 * server (pglite-wire-server.ts) shares it among connections a whole query at a time, lets an
 * open transaction hold it, and keeps each connection's named prepared statements apart. More than
 * one connection lets queries wait in the worker and run back to back instead of each waiting for
 * a round trip through the main thread. The socket server allows one spare so a broken connection
 * can be replaced before the old socket's close has been noticed, and one for `npm run backup`.
 */
const EMBEDDED_POOL_SIZE = 4;

/**
 * What PostgreSQL shows for this process's connections (pg_stat_activity, the server's log with %a):
 * the host and pid whose JSON log lines go with them (docs/operations.md, "Following a request").
 */
const APPLICATION_NAME = `culture ${hostname()}:${process.pid}`.slice(0, 63);

/** Pool connections by state (docs/operations.md, "Metrics"), summed over the open databases. */
const poolConnections = gaugeSources(
  'culture_db_pool_connections',
  'Database pool connections: in use, idle, and the most allowed.',
  ['state'],
);
const poolWaiting = gaugeSources(
  'culture_db_pool_waiting',
  'Queries waiting for a database pool connection (load shedding bounds this).',
);

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl)
    return openPool(
      'postgres',
      new pg.Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10, application_name: APPLICATION_NAME }),
      null,
    );
  return openEmbedded(options.dataDir, options.onFatal, options.memoryImage ?? null);
}

async function openEmbedded(
  dataDir: string | null,
  onFatal: ((reason: string) => void) | undefined,
  memoryImage: string | null,
): Promise<DatabaseHandle> {
  let lock: DataDirLock | null = null;
  let pgliteDir: string | null = null;
  let server: EmbeddedServer;
  if (dataDir) lock = lockDataDir(dataDir);
  try {
    if (dataDir) {
      pgliteDir = path.join(dataDir, 'pglite');
      ensureWritableDir(dataDir, pgliteDir);
    }
    server = await startEmbeddedServer({
      pgliteDir,
      socketDir: dataDir,
      // One spare for a replacement connection, one for the backup command (docs/operations.md).
      maxConnections: EMBEDDED_POOL_SIZE + 2,
      migrationsFolder: MIGRATIONS_DIR,
      memoryImage: dataDir ? null : memoryImage,
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  if (onFatal) server.onUnexpectedExit(onFatal);
  const pool = new pg.Pool({
    host: server.host,
    port: server.port,
    user: 'postgres',
    database: 'template1',
    max: EMBEDDED_POOL_SIZE,
    // Connections cost the worker nothing while idle: keep them rather than reconnect.
    idleTimeoutMillis: 0,
    // No DEALLOCATE ALL on connect: a new connection's statement names are its own (the wire
    // server prefixes them per connection), so a replacement never meets its predecessor's.
  });
  const handle = openPool('pglite', pool, async () => {
    await server.close();
    lock?.release();
  });
  return { ...handle, upgrade: server.upgrade };
}

function openPool(kind: DatabaseKind, pool: pg.Pool, closeEngine: (() => Promise<void>) | null): DatabaseHandle {
  // An idle client that loses its server must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  const stopCounting = [
    poolConnections.add(() => [
      [{ state: 'in_use' }, pool.totalCount - pool.idleCount],
      [{ state: 'idle' }, pool.idleCount],
      [{ state: 'max' }, pool.options.max],
    ]),
    poolWaiting.add(() => [[{}, pool.waitingCount]]),
  ];
  const pgDb = drizzlePg(pool, { schema });
  const db = pgDb as unknown as Database;
  return {
    db,
    kind,
    upgrade: null,
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema }), { migrationsFolder: MIGRATIONS_DIR });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    probeWrite: async () => {
      await db
        .insert(schema.healthProbe)
        .values({ id: 1, checkedAt: new Date() })
        .onConflictDoUpdate({ target: schema.healthProbe.id, set: { checkedAt: new Date() } });
    },
    waitingQueries: () => pool.waitingCount,
    close: async () => {
      for (const stop of stopCounting) stop();
      await pool.end();
      await closeEngine?.();
    },
  };
}
