/**
 * PostgreSQL's backup under write load (docs/operations.md "Backup and restore"): the app on a
 * scratch database takes guest sign-ups, `pg_dump` runs in the middle, writes go on, and the
 * archive restored into a second scratch database holds every sign-up acknowledged before the
 * backup began; the app starts on it and answers. A damaged archive and a non-empty target are
 * refused, and the target stays as it was.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { usingPostgres } from '../../test/helper.js';
import { openDatabase } from '../client.js';
import { BackupError } from './archive.js';
import { backupPostgres, restorePostgres } from './postgres-backup.js';
import { scratchDatabase } from '../../test/scratch-postgres.js';
import { appOn, missingWrites, writeLoad } from '../../test/backup-load.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-pg-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function serve(url: string) {
  const database = await openDatabase({ databaseUrl: url, dataDir: null, poolMax: 5 });
  await database.migrate();
  const target = await appOn(database);
  return {
    ...target,
    close: async () => {
      await target.app.close();
      await database.close();
    },
  };
}

async function tableCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      `select count(*)::text as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe.skipIf(!usingPostgres)('PostgreSQL backup and restore', () => {
  const archive = path.join(root, 'archive');

  it('dumps under write load; the restore holds every write acknowledged before the dump began', async () => {
    const [source, restoredDb] = [await scratchDatabase('bksrc'), await scratchDatabase('bkdst')];
    try {
      const app = await serve(source.url);
      const load = writeLoad(app);
      await expect.poll(() => load.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
      const before = load.mark();
      await backupPostgres({ url: source.url, archive });
      const during = load.count();
      await expect.poll(() => load.count(), { timeout: 30_000 }).toBeGreaterThanOrEqual(during + 20);
      const all = await load.stop();
      await app.close();

      const restored = await restorePostgres({ archive, url: restoredDb.url });
      expect(restored.rows).toBeGreaterThanOrEqual(before.length);
      const target = await serve(restoredDb.url);
      try {
        expect((await target.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
        expect(await missingWrites(target, before)).toEqual([]);
        const after = all.slice(during + 5);
        expect((await missingWrites(target, after)).length).toBe(after.length);
      } finally {
        await target.close();
      }
    } finally {
      await source.drop();
      await restoredDb.drop();
    }
  }, 180_000);

  it('refuses a non-empty database, and a damaged archive before touching the target', async () => {
    const target = await scratchDatabase('bkdst');
    try {
      const damaged = path.join(root, 'damaged');
      fs.cpSync(archive, damaged, { recursive: true });
      const dump = path.join(damaged, 'database.dump');
      fs.truncateSync(dump, Math.floor(fs.statSync(dump).size / 2));
      await expect(restorePostgres({ archive: damaged, url: target.url })).rejects.toThrow(BackupError);
      await expect(restorePostgres({ archive: damaged, url: target.url })).rejects.toThrow(/database.dump has \d+ bytes/);
      expect(await tableCount(target.url)).toBe(0);

      await restorePostgres({ archive, url: target.url });
      const tables = await tableCount(target.url);
      await expect(restorePostgres({ archive, url: target.url })).rejects.toThrow(/not empty/);
      expect(await tableCount(target.url)).toBe(tables);
    } finally {
      await target.drop();
    }
  }, 120_000);
});
