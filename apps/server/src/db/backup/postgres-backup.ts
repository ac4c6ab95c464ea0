/**
 * Backup and restore of a PostgreSQL database with PostgreSQL's own tools: pg_dump's custom format
 * (a consistent snapshot taken as the dump starts, while the app keeps writing) inside an archive
 * directory with a manifest and checksums (archive.ts), and pg_restore into an empty database in
 * one transaction. Uploads (avatars, world models) are rows of the database, so the dump holds
 * them: the server keeps no other files of its own (docs/operations.md "Backup and restore").
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { BackupError, finishArchive, startArchive, verifyArchive, type Manifest } from './archive.js';
import { appliedMigrations, countRows, listTables, refuseNonEmptyDatabase } from './catalog.js';

const run = promisify(execFile);
const DUMP = 'database.dump';

/**
 * The URL without its password, and the password for PGPASSWORD: a password in the arguments
 * would show in every user's process list while the dump runs.
 */
function connectionArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** The major version of pg_dump or pg_restore on PATH. */
async function toolMajor(tool: 'pg_dump' | 'pg_restore'): Promise<number> {
  let stdout: string;
  try {
    ({ stdout } = await run(tool, ['--version']));
  } catch (error) {
    throw new BackupError(`${tool} was not found: install PostgreSQL's client tools (Debian: postgresql-client)`, {
      cause: error,
    });
  }
  const major = /\s(\d+)(?:\.\d+)?/.exec(stdout)?.[1];
  if (!major) throw new BackupError(`cannot read ${tool}'s version from "${stdout.trim()}"`);
  return Number(major);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function failed(step: string, error: unknown): Promise<never> {
  const stderr = (error as { stderr?: string }).stderr?.trim();
  throw new BackupError(`${step} failed${stderr ? `: ${stderr}` : ''}`, { cause: error });
}

export async function backupPostgres({
  url,
  archive,
}: {
  url: string;
  archive: string;
}): Promise<{ archive: string; manifest: Manifest }> {
  const dumpMajor = await toolMajor('pg_dump');
  const { serverMajor, migrations } = await withClient(url, async (client) => {
    const { rows } = await client.query<{ v: string }>('show server_version_num');
    return { serverMajor: Math.floor(Number(rows[0]!.v) / 10000), migrations: await appliedMigrations(client) };
  });
  // pg_dump refuses a newer server, and an older pg_dump could miss what the newer one stores.
  if (dumpMajor < serverMajor)
    throw new BackupError(`pg_dump ${dumpMajor} cannot dump PostgreSQL ${serverMajor}: install pg_dump ${serverMajor} or newer`);
  const partial = startArchive(archive);
  const { dbname, env } = connectionArgs(url);
  try {
    await run('pg_dump', ['--format=custom', `--file=${path.join(partial, DUMP)}`, `--dbname=${dbname}`], {
      env,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: unknown) => failed('pg_dump', error));
    const manifest = finishArchive(partial, archive, {
      engine: 'postgres',
      createdAt: new Date().toISOString(),
      migrations,
      // pg_dump's snapshot is its own; counts taken beside it could differ, so none are kept.
      tables: null,
      versions: { postgres: String(serverMajor), pg_dump: String(dumpMajor) },
    });
    return { archive, manifest };
  } catch (error) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Restores an archive into an empty database. The archive's checksums and pg_restore's reading of
 * its table of contents are checked before anything is written, and pg_restore runs as one
 * transaction that stops at the first error, so a failed restore leaves the database empty.
 */
export async function restorePostgres({
  archive,
  url,
}: {
  archive: string;
  url: string;
}): Promise<{ tables: number; rows: number }> {
  const manifest = verifyArchive(archive, 'postgres');
  const restoreMajor = await toolMajor('pg_restore');
  if (restoreMajor < Number(manifest.versions.pg_dump))
    throw new BackupError(
      `the archive was written by pg_dump ${manifest.versions.pg_dump}; pg_restore ${restoreMajor} cannot read it`,
    );
  await withClient(url, (client) => refuseNonEmptyDatabase(client, 'the target database'));
  const file = path.join(archive, DUMP);
  await run('pg_restore', ['--list', file], { maxBuffer: 64 * 1024 * 1024 }).catch((error: unknown) =>
    failed('reading the dump', error),
  );
  const { dbname, env } = connectionArgs(url);
  await run(
    'pg_restore',
    ['--exit-on-error', '--single-transaction', '--no-owner', '--no-privileges', `--dbname=${dbname}`, file],
    {
      env,
      maxBuffer: 16 * 1024 * 1024,
    },
  ).catch((error: unknown) => failed('pg_restore', error));
  return withClient(url, async (client) => {
    const counts = await countRows(client, await listTables(client));
    return { tables: Object.keys(counts).length, rows: Object.values(counts).reduce((a, b) => a + b, 0) };
  });
}
