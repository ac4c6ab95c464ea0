/**
 * Moves an embedded DATA_DIR into an empty PostgreSQL database (docs/operations.md "Moving to
 * PostgreSQL"), for a deployment that outgrows one machine. The server must be stopped: the
 * command takes DATA_DIR's lock, so writes cannot land in the old database after their table was
 * copied.
 *
 * The schema comes from the app's own migrations, exactly those the embedded database had applied
 * (the app's next start applies any newer ones), so PostgreSQL ends up as the app would have built
 * it. Then every table's rows move in foreign-key order, in one transaction on PostgreSQL, from
 * one repeatable-read snapshot of the source, as JSON that PostgreSQL reads back into the same
 * types (json_populate_recordset: exact for bigints, bytea, timestamps, arrays and jsonb); ids are
 * copied as they are, identity columns included, and every sequence is set to where the source's
 * was. Row counts are compared table by table before the commit.
 */
import fs from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../client.js';
import { lockDataDir } from '../data-dir-lock.js';
import { startEmbeddedServer } from '../embedded-server.js';
import { BackupError } from './archive.js';
import { connectRunning } from './embedded-backup.js';
import {
  appliedMigrations,
  appliedMigrationsFolder,
  countRows,
  listSequences,
  listTables,
  refuseNonEmptyDatabase,
  type Queryable,
  type TableInfo,
} from './catalog.js';

/** Rows per round trip; a row may hold an uploaded model of a few megabytes. */
const BATCH_ROWS = 100;

export interface MigrateResult {
  tables: number;
  rows: number;
  counts: Record<string, number>;
}

async function copyTable(source: Queryable, target: Queryable, table: TableInfo, batchRows: number): Promise<void> {
  const columns = table.columns.join(', ');
  await source.query(
    `declare copy_rows no scroll cursor for select to_jsonb(r)::text as j from (select ${columns} from ${table.name}) r`,
  );
  for (;;) {
    const { rows } = await source.query<{ j: string }>(`fetch ${batchRows} from copy_rows`);
    if (rows.length === 0) break;
    // OVERRIDING SYSTEM VALUE keeps the ids of GENERATED ALWAYS identity columns as they were.
    await target.query(
      `insert into ${table.name} (${columns}) overriding system value
       select ${columns} from json_populate_recordset(null::${table.name}, $1::json)`,
      [`[${rows.map((row) => row.j).join(',')}]`],
    );
  }
  await source.query('close copy_rows');
}

export async function migrateToPostgres({
  from,
  to,
  batchRows = BATCH_ROWS,
}: {
  from: string;
  to: string;
  batchRows?: number;
}): Promise<MigrateResult> {
  const pgliteDir = path.join(from, 'pglite');
  if (!fs.existsSync(path.join(pgliteDir, 'PG_VERSION')))
    throw new BackupError(`${from} holds no embedded database (${pgliteDir})`);
  const target = new pg.Client({ connectionString: to });
  await target.connect();
  try {
    await refuseNonEmptyDatabase(target, 'the target database');
    // A server running on DATA_DIR could write after its table was copied: stop it first. Its
    // socket answering says so; the lock refuses a server whose socket could not be reached.
    const running = await connectRunning(from);
    if (running) {
      await running.close();
      throw new BackupError(`a server is running on ${from} (its socket answers); stop it first`);
    }
    const lock = lockDataDir(from);
    try {
      const server = await startEmbeddedServer({
        pgliteDir,
        socketDir: null,
        maxConnections: 2,
        migrationsFolder: MIGRATIONS_DIR,
      });
      const source = new pg.Client({ host: server.host, port: server.port, user: 'postgres', database: 'template1' });
      try {
        await source.connect();
        return await copyAll(source, target, batchRows);
      } finally {
        await source.end().catch(() => undefined);
        await server.close();
      }
    } finally {
      lock.release();
    }
  } finally {
    await target.end();
  }
}

async function copyAll(source: pg.Client, target: pg.Client, batchRows: number): Promise<MigrateResult> {
  await source.query('begin isolation level repeatable read read only');
  const migrations = appliedMigrationsFolder(MIGRATIONS_DIR, await appliedMigrations(source));
  try {
    await migrate(drizzle(target), { migrationsFolder: migrations.dir });
  } finally {
    migrations.remove();
  }
  const tables = await listTables(source);
  try {
    await target.query('begin');
    // Rows the migrations themselves inserted are replaced by the source's.
    if (tables.length > 0) await target.query(`truncate ${tables.map((table) => table.name).join(', ')}`);
    for (const table of tables) await copyTable(source, target, table, batchRows);
    for (const { name, lastValue, startValue } of await listSequences(source))
      await target.query('select setval($1, $2, $3)', [name, lastValue ?? startValue, lastValue !== null]);
    const [expected, copied] = [await countRows(source, tables), await countRows(target, tables)];
    for (const table of tables) {
      if (expected[table.name] !== copied[table.name])
        throw new BackupError(`${table.name}: ${expected[table.name]} rows read, ${copied[table.name]} written`);
    }
    await target.query('commit');
    await source.query('rollback');
    const rows = Object.values(copied).reduce((sum, n) => sum + n, 0);
    return { tables: tables.length, rows, counts: copied };
  } catch (error) {
    await target.query('rollback').catch(() => undefined);
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(
      `copying the rows failed (${reason}); no row was written, but the target now has the schema: ` +
        'drop and create the database again before the next attempt. DATA_DIR is unchanged.',
      { cause: error },
    );
  }
}
