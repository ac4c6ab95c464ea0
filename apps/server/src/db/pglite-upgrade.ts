/**
 * Carries an embedded database written by an earlier PGlite over to the one the app runs now.
 *
 * PGlite 0.3 is PostgreSQL 17 and PGlite 0.5 is PostgreSQL 18. Like PostgreSQL itself, a major
 * version cannot open another's data directory, so a DATA_DIR made before the upgrade is copied
 * once, at the first start after it: the old engine (the `pglite-pg17` package) reads the old
 * directory and the new one builds a fresh directory beside it.
 *
 * Why a table-by-table copy and not pg_dump: the schema comes from our own migrations, so the new
 * database is migrated to exactly the migrations the old one had applied, and then only the rows
 * and sequence positions need to move; the app's usual migrate brings it forward afterwards.
 * pg_dump for PGlite (`@electric-sql/pglite-tools`) pins one exact PGlite version per release, so
 * it cannot be installed beside both engines at once. Rows move in PostgreSQL's COPY text format,
 * in slices of bounded size, and every table's row count is compared before anything is switched.
 *
 * Crash safety: the old directory is only read. The new one is built under `<dir>.upgrading`,
 * flushed to disk, and renamed to `<dir>.next` only once complete. The old directory is then
 * renamed to `<dir>.pg17-<time>` (the backup the operator deletes) and `.next` into place.
 * Renames within one directory are atomic, and a start after a crash at any point finishes or
 * restarts the work (`recoverInterruptedUpgrade`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import type { PGlite as PGlitePg17 } from 'pglite-pg17';
import { appliedMigrations, appliedMigrationsFolder, listSequences, listTables, type TableInfo } from './backup/catalog.js';

/** The PostgreSQL major version of the PGlite the app runs (what a fresh directory's PG_VERSION says). */
export const ENGINE_MAJOR = '18';
/** The major versions this module can copy from. */
const READABLE_MAJORS = new Set(['17']);

export interface EngineUpgrade {
  fromMajor: string;
  toMajor: string;
  /** Where the old directory now is; the operator deletes it once satisfied. */
  backupDir: string;
  tables: number;
  rows: number;
}

/** A data directory this version cannot open or could not carry over; the operator has to act. */
export class EngineVersionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EngineVersionError';
  }
}

/** COPY moves a table in slices of about this many stored bytes (the text form is up to twice that). */
const SLICE_BYTES = 32 * 1024 * 1024;

/** The major version a data directory was written by, or null when there is none yet. */
export function dataDirMajor(dir: string): string | null {
  try {
    return fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

const building = (dir: string) => `${dir}.upgrading`;
const complete = (dir: string) => `${dir}.next`;

function backupName(dir: string, major: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return `${dir}.pg${major}-${stamp}`;
}

/**
 * Finishes or discards an upgrade a crash interrupted: a half-built directory is dropped (the old
 * one is untouched), a complete one is moved into place.
 */
export function recoverInterruptedUpgrade(dir: string, now = new Date()): string | null {
  fs.rmSync(building(dir), { recursive: true, force: true });
  const next = complete(dir);
  if (!fs.existsSync(next)) return null;
  let backupDir: string | null = null;
  // The start before this one may have made an empty directory (client.ts checks it is writable).
  if (fs.existsSync(dir) && fs.readdirSync(dir).length === 0) fs.rmdirSync(dir);
  if (fs.existsSync(dir)) {
    const major = dataDirMajor(dir);
    if (major === ENGINE_MAJOR)
      throw new EngineVersionError(`${dir} and ${next} both hold a PostgreSQL ${ENGINE_MAJOR} database; move one of them away`);
    backupDir = backupName(dir, major ?? 'unknown', now);
    fs.renameSync(dir, backupDir);
  }
  fs.renameSync(next, dir);
  return backupDir;
}

/**
 * Makes `dir` openable by the current PGlite: nothing to do for a new or current directory, a copy
 * for one written by PostgreSQL 17. Runs before the directory is opened, under DATA_DIR's lock.
 */
export async function upgradeDataDir(
  dir: string,
  {
    migrationsFolder,
    now = () => new Date(),
    sliceBytes = SLICE_BYTES,
  }: { migrationsFolder: string; now?: () => Date; sliceBytes?: number },
): Promise<EngineUpgrade | null> {
  recoverInterruptedUpgrade(dir, now());
  const major = dataDirMajor(dir);
  if (major === null || major === ENGINE_MAJOR) return null;
  if (!READABLE_MAJORS.has(major))
    throw new EngineVersionError(
      `${dir} holds a PostgreSQL ${major} database; this version reads PostgreSQL ${[...READABLE_MAJORS].join(', ')} ` +
        `and ${ENGINE_MAJOR} only`,
    );

  const target = building(dir);
  let copied: { tables: number; rows: number };
  try {
    copied = await copyDatabase(dir, target, migrationsFolder, sliceBytes);
    syncTree(target);
  } catch (error) {
    fs.rmSync(target, { recursive: true, force: true });
    const reason = error instanceof Error ? error.message : String(error);
    throw new EngineVersionError(
      `${dir} could not be carried over from PostgreSQL ${major} to ${ENGINE_MAJOR} (${reason}). ` +
        'The directory is unchanged. The copy needs about as much free disk again as the database ' +
        'takes. Fix the cause and start again, or run the previous release.',
      { cause: error },
    );
  }
  fs.renameSync(target, complete(dir));
  const backupDir = recoverInterruptedUpgrade(dir, now())!;
  syncPath(path.dirname(dir));
  return { fromMajor: major, toMajor: ENGINE_MAJOR, backupDir, ...copied };
}

/**
 * Migrates the new database to the migrations the old one had applied, then copies every table's
 * rows and every sequence's position. The old directory is only read.
 */
async function copyDatabase(sourceDir: string, targetDir: string, migrationsFolder: string, sliceBytes: number) {
  fs.rmSync(targetDir, { recursive: true, force: true });
  // Loaded only here: most starts never need the old engine.
  const { PGlite: LegacyPGlite } = await import('pglite-pg17');
  const source = new LegacyPGlite(sourceDir);
  const target = new PGlite(targetDir);
  let applied: { dir: string; remove: () => void } | undefined;
  let copied: { tables: number; rows: number } | undefined;
  try {
    await Promise.all([source.waitReady, target.waitReady]);
    applied = appliedMigrationsFolder(migrationsFolder, await appliedMigrations(source));
    await migrate(drizzle({ client: target }), { migrationsFolder: applied.dir });

    await refuseOtherSchemas(source);
    const tables = await listTables(source);
    let rows = 0;
    await target.transaction(async (tx) => {
      // Rows arrive table by table, so foreign keys are checked by no trigger while they do (the
      // source already held them consistent). Rows a migration itself inserted are replaced.
      await tx.exec('set local session_replication_role = replica');
      if (tables.length > 0) await tx.exec(`truncate ${tables.map((t) => t.name).join(', ')}`);
      for (const table of tables) {
        for (const slice of await rowSlices(source, table, sliceBytes)) {
          const select = `select ${table.columns.join(', ')} from ${table.name} where ctid = any('${slice}'::tid[])`;
          const { blob } = await source.query(`copy (${select}) to '/dev/blob'`);
          if (blob && blob.size > 0)
            await tx.query(`copy ${table.name} (${table.columns.join(', ')}) from '/dev/blob'`, [], { blob });
        }
      }
      for (const { name, lastValue, startValue } of await listSequences(source))
        await tx.query('select setval($1, $2, $3)', [name, lastValue ?? startValue, lastValue !== null]);
      for (const table of tables) {
        const count = async (db: Pick<PGlite, 'query'>) =>
          Number((await db.query<{ n: string }>(`select count(*)::text as n from ${table.name}`)).rows[0]!.n);
        const [from, to] = [await count(source as unknown as PGlite), await count(tx)];
        if (from !== to) throw new Error(`copying ${table.name}: ${from} rows read, ${to} written`);
        rows += to;
      }
    });
    copied = { tables: tables.length, rows };
  } finally {
    applied?.remove();
    await source.close().catch(() => undefined);
    // After a good copy, closing checkpoints the new database: a failure then means it may be
    // incomplete, so it fails the copy. After a bad one the directory is dropped anyway.
    if (copied === undefined) await target.close().catch(() => undefined);
  }
  await target.close();
  return copied;
}

/** The copy takes `public` only; anything else there would be lost, so it stops instead. */
async function refuseOtherSchemas(db: PGlitePg17) {
  const { rows } = await db.query<{ name: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'm', 'S')
       and n.nspname not in ('public', 'drizzle', 'pg_catalog', 'information_schema', 'pg_toast')
       and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`);
  if (rows.length > 0) throw new Error(`tables outside the app's schema: ${rows.map((row) => row.name).join(', ')}`);
}

/**
 * The table's rows as tid-array literals, each slice holding about `sliceBytes` of stored data,
 * so a table of large values (3D models) never has to fit in memory at once. pg_column_size of
 * each column gives a large value's stored size without reading it back (a whole-row value would).
 */
async function rowSlices(db: PGlitePg17, table: TableInfo, sliceBytes: number): Promise<string[]> {
  const size = table.columns.map((column) => `coalesce(pg_column_size(${column}), 0)::float8`).join(' + ');
  const { rows } = await db.query<{ tid: string; size: number }>(
    `select ctid::text as tid, ${size} as size from ${table.name} order by ctid`,
  );
  const slices: string[] = [];
  let current: string[] = [];
  let bytes = 0;
  for (const row of rows) {
    if (current.length > 0 && bytes + row.size > sliceBytes) {
      slices.push(`{${current.map((tid) => `"${tid}"`).join(',')}}`);
      current = [];
      bytes = 0;
    }
    current.push(row.tid);
    bytes += row.size;
  }
  if (current.length > 0) slices.push(`{${current.map((tid) => `"${tid}"`).join(',')}}`);
  return slices;
}

/** PGlite writes without fsync: flush the new directory's files and folders before it is renamed into place. */
function syncTree(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(full);
    else if (entry.isFile()) syncPath(full);
  }
  syncPath(dir);
}

function syncPath(target: string) {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
