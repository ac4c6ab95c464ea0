/**
 * Carries an embedded database written by an earlier PGlite over to the one the app runs now.
 *
 * PGlite 0.3 is PostgreSQL 17 and PGlite 0.5 is PostgreSQL 18. Like PostgreSQL itself, a major
 * version cannot open another's data directory, so a DATA_DIR made before the upgrade is copied
 * once, at the first start after it: the old engine (the `pglite-pg17` package) opens the old
 * directory and the new one builds a fresh directory beside it.
 *
 * Why a table-by-table copy and not pg_dump: the schema comes from our own migrations, so both
 * sides are first brought to the same migration and then only the rows and sequence positions need
 * to move. pg_dump for PGlite (`@electric-sql/pglite-tools`) pins one exact PGlite version per
 * release, so it cannot be installed beside both engines at once. The copy uses PostgreSQL's own
 * COPY text format, and every table's row count is compared before anything is switched.
 *
 * Crash safety: the new directory is built under `<dir>.upgrading` and renamed to `<dir>.next`
 * only once complete and closed. The old directory is then renamed to a backup and `.next` into
 * place. Renames within one directory are atomic, and a start after a crash at any point finishes
 * or restarts the work (`recoverInterruptedUpgrade`). The old directory is never written except by
 * its own migrations, and it is kept as `<dir>.pg17-<time>` for the operator to delete.
 */
import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { PGlite } from '@electric-sql/pglite';
import { PGlite as PGlitePg17 } from 'pglite-pg17';
import pg from 'pg';

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

/** A data directory this version cannot open or carry over; the operator has to act. */
export class EngineVersionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EngineVersionError';
  }
}

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
  { migrationsFolder, now = () => new Date() }: { migrationsFolder: string; now?: () => Date },
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
  const copied = await copyDatabase(dir, target, migrationsFolder);
  fs.renameSync(target, complete(dir));
  const backupDir = recoverInterruptedUpgrade(dir, now())!;
  return { fromMajor: major, toMajor: ENGINE_MAJOR, backupDir, ...copied };
}

interface TableInfo {
  name: string;
  columns: string[];
}

/** Brings both databases to the same migration, then copies every table's rows and every sequence's position. */
async function copyDatabase(sourceDir: string, targetDir: string, migrationsFolder: string) {
  const source = new PGlitePg17(sourceDir);
  const target = new PGlite(targetDir);
  try {
    await Promise.all([source.waitReady, target.waitReady]);
    // drizzle's PGlite driver only calls query/exec/transaction, which both engines share.
    await migrate(drizzle({ client: source as unknown as PGlite }), { migrationsFolder });
    await migrate(drizzle({ client: target }), { migrationsFolder });

    const tables = await listTables(source);
    let rows = 0;
    await target.transaction(async (tx) => {
      // Rows arrive table by table, so foreign keys are checked by no trigger while they do (the
      // source already held them consistent). Rows a migration itself inserted are replaced.
      await tx.exec('set local session_replication_role = replica');
      if (tables.length > 0) await tx.exec(`truncate ${tables.map((t) => t.name).join(', ')}`);
      for (const table of tables) {
        const list = `${table.name} (${table.columns.join(', ')})`;
        const { blob } = await source.query(`copy ${list} to '/dev/blob'`);
        if (blob && blob.size > 0) await tx.query(`copy ${list} from '/dev/blob'`, [], { blob });
      }
      for (const { name, lastValue, startValue } of await listSequences(source))
        await tx.query('select setval($1, $2, $3)', [name, lastValue ?? startValue, lastValue !== null]);
      for (const table of tables) {
        const count = async (db: Pick<PGlite, 'query'>) =>
          Number((await db.query<{ n: string }>(`select count(*)::text as n from ${table.name}`)).rows[0]!.n);
        const [from, to] = [await count(source), await count(tx)];
        if (from !== to) throw new Error(`copying ${table.name}: ${from} rows read, ${to} written`);
        rows += to;
      }
    });
    return { tables: tables.length, rows };
  } finally {
    await source.close().catch(() => undefined);
    await target.close().catch(() => undefined);
  }
}

/** The app's tables (the public schema; drizzle's own bookkeeping is rebuilt by migrate), with their stored columns. */
async function listTables(db: PGlitePg17): Promise<TableInfo[]> {
  const { rows } = await db.query<{ table_name: string; columns: string[] }>(`
    select c.relname as table_name,
           array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind = 'r'
     group by c.relname
     order by c.relname`);
  return rows.map((row) => ({
    name: `public.${pg.escapeIdentifier(row.table_name)}`,
    columns: row.columns.map((column) => pg.escapeIdentifier(column)),
  }));
}

async function listSequences(db: PGlitePg17) {
  const { rows } = await db.query<{ name: string; last_value: string | null; start_value: string }>(`
    select format('%I.%I', schemaname, sequencename) as name, last_value::text, start_value::text
      from pg_sequences
     where schemaname = 'public'`);
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value, startValue: row.start_value }));
}
