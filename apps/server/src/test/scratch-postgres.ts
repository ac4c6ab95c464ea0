/** Test support: scratch databases on TEST_DATABASE_URL's server, each dropped by the test that made it. */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { migrationsDigest } from './pglite-image.js';

function baseUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('needs TEST_DATABASE_URL');
  return url;
}

function urlOf(name: string): string {
  const url = new URL(baseUrl());
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: baseUrl() });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/** An empty database, or a copy of `template` (a file copy on the server, no migrations run). */
export async function scratchDatabase(
  label: string,
  { template }: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `culture_${label}_${randomBytes(6).toString('hex')}`;
  await asAdmin((admin) => admin.query(`create database ${name}${template ? ` template ${template}` : ''}`));
  return {
    url: urlOf(name),
    drop: () => asAdmin((admin) => admin.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}

const TEMPLATE_LOCK_ID = 7_351_001;

/**
 * A migrated, empty database to copy each test database from: running the migrations per test
 * file took longer than the copy. Named by the migrations' digest, so a changed migration makes a
 * new one; made once, under an advisory lock, by whichever test file gets there first.
 */
export function postgresTemplate(): Promise<string> {
  const name = `culture_tpl_${migrationsDigest()}`;
  return asAdmin(async (admin) => {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (exists.rowCount !== 0) return name;
      await admin.query(`create database ${name}`);
      const database = await openDatabase({ databaseUrl: urlOf(name), dataDir: null, poolMax: 1 });
      try {
        await database.migrate();
      } catch (error) {
        await database.close();
        await admin.query(`drop database if exists ${name}`);
        throw error;
      }
      await database.close();
      return name;
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_ID]).catch(() => undefined);
    }
  });
}
