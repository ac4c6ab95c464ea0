/**
 * What the backup commands read about a database through any `pg` connection (PostgreSQL, or the
 * embedded engine's wire server): the app's tables in foreign-key order, their rows, the
 * migrations applied, and the sequences' positions.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { BackupError } from './archive.js';

/**
 * What these functions need of a connection: a `pg` client (PostgreSQL, or the embedded engine's
 * wire server) or a PGlite instance opened directly (pglite-upgrade.ts copies an older engine's
 * directory with them).
 */
export interface Queryable {
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

export interface TableInfo {
  /** `public."name"`, quoted for SQL. */
  name: string;
  /** The stored columns (generated ones are computed again by the target), quoted. */
  columns: string[];
}

/** Tables in `public`, parents before the tables whose foreign keys point at them. */
export async function listTables(db: Queryable): Promise<TableInfo[]> {
  const { rows } = await db.query<{ table_name: string; columns: string[] }>(`
    select c.relname as table_name, array_agg(a.attname::text order by a.attnum) as columns
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     where n.nspname = 'public' and c.relkind = 'r'
     group by c.relname
     order by c.relname`);
  const { rows: edges } = await db.query<{ child: string; parent: string }>(`
    select child.relname as child, parent.relname as parent
      from pg_constraint k
      join pg_class child on child.oid = k.conrelid
      join pg_class parent on parent.oid = k.confrelid
      join pg_namespace n on n.oid = child.relnamespace
     where k.contype = 'f' and n.nspname = 'public' and child.oid <> parent.oid`);
  const order = dependencyOrder(
    rows.map((row) => row.table_name),
    edges.map((edge) => [edge.child, edge.parent] as const),
  );
  const byName = new Map(rows.map((row) => [row.table_name, row]));
  return order.map((table) => ({
    name: `public.${pg.escapeIdentifier(table)}`,
    columns: byName.get(table)!.columns.map((column) => pg.escapeIdentifier(column)),
  }));
}

/** Kahn's algorithm, alphabetical among equals so the order is stable; a cycle is an error. */
export function dependencyOrder(tables: string[], edges: ReadonlyArray<readonly [child: string, parent: string]>): string[] {
  const parents = new Map(tables.map((table) => [table, new Set<string>()]));
  for (const [child, parent] of edges) parents.get(child)?.add(parent);
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const ready = [...left].filter((table) => [...parents.get(table)!].every((parent) => !left.has(parent))).sort();
    if (ready.length === 0)
      throw new BackupError(`tables refer to each other in a cycle (${[...left].sort().join(', ')}); copy them by hand`);
    for (const table of ready) {
      order.push(table);
      left.delete(table);
    }
  }
  return order;
}

export async function countRows(db: Queryable, tables: TableInfo[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) {
    const { rows } = await db.query<{ n: string }>(`select count(*)::text as n from ${table.name}`);
    counts[table.name] = Number(rows[0]!.n);
  }
  return counts;
}

/** When each applied migration was written (drizzle keys them by that time), oldest first. */
export async function appliedMigrations(db: Queryable): Promise<number[]> {
  const { rows: exists } = await db.query<{ found: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists[0]!.found) return [];
  const { rows } = await db.query<{ created_at: string }>(
    'select created_at::text from drizzle.__drizzle_migrations order by created_at',
  );
  return rows.map((row) => Number(row.created_at));
}

/**
 * A copy of the migrations folder listing only `applied`, so a target is built to exactly the
 * schema the source had (the app's next start applies the rest). Throws when the source applied a
 * migration this release does not have: it was written by a newer release.
 */
export function appliedMigrationsFolder(migrationsFolder: string, applied: number[]): { dir: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  fs.cpSync(migrationsFolder, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: { when: number }[] };
  const known = new Set(journal.entries.map((entry) => entry.when));
  const unknown = applied.filter((when) => !known.has(when));
  if (unknown.length > 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new BackupError(
      `the source has ${unknown.length} migration(s) this release does not know; use the release that wrote it`,
    );
  }
  const wanted = new Set(applied);
  journal.entries = journal.entries.filter((entry) => wanted.has(entry.when));
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export async function listSequences(db: Queryable) {
  const { rows } = await db.query<{ name: string; last_value: string | null; start_value: string }>(`
    select format('%I.%I', schemaname, sequencename) as name, last_value::text, start_value::text
      from pg_sequences
     where schemaname = 'public'
     order by 1`);
  return rows.map((row) => ({ name: row.name, lastValue: row.last_value, startValue: row.start_value }));
}

/** A database holds nothing of anyone's yet: no table, view or sequence outside the system schemas. */
export async function refuseNonEmptyDatabase(db: Queryable, label: string) {
  const { rows } = await db.query<{ name: string }>(`
    select format('%I.%I', n.nspname, c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
       and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg_toast%' and n.nspname not like 'pg_temp%'
     limit 3`);
  if (rows.length > 0)
    throw new BackupError(
      `${label} is not empty (${rows.map((row) => row.name).join(', ')}…); restore into a new, empty database`,
    );
}
