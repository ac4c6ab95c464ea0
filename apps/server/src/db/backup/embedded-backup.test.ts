/**
 * The embedded database's backup under write load (docs/operations.md "Backup and restore"): a
 * server on a real DATA_DIR takes guest sign-ups from several loops, a backup is taken through its
 * socket in the middle, writes go on, and the archive restored into a fresh DATA_DIR holds every
 * sign-up acknowledged before the backup began; the restored server answers. A damaged archive is
 * refused before its target is touched.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { usingPostgres } from '../../test/helper.js';
import { openDatabase } from '../client.js';
import { BackupError } from './archive.js';
import { backupEmbedded, restoreEmbedded } from './embedded-backup.js';
import { appOn, missingWrites, writeLoad } from '../../test/backup-load.js';

// Short paths: the server's unix socket lives in DATA_DIR.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function serve(dataDir: string) {
  const database = await openDatabase({ dataDir });
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

describe.skipIf(usingPostgres)('embedded backup and restore', () => {
  const archive = path.join(root, 'archive');

  it('backs up a running server under write load; the restore holds every write acknowledged before', async () => {
    const source = await serve(path.join(root, 'data'));
    const load = writeLoad(source);
    await expect.poll(() => load.count(), { timeout: 120_000 }).toBeGreaterThanOrEqual(30);
    const before = load.mark();
    const backup = await backupEmbedded({ dataDir: path.join(root, 'data'), archive });
    const during = load.count();
    await expect.poll(() => load.count(), { timeout: 120_000 }).toBeGreaterThanOrEqual(during + 20);
    const all = await load.stop();
    await source.close();

    expect(backup.online).toBe(true);
    expect(backup.manifest.tables!['public."users"']).toBeGreaterThanOrEqual(before.length);
    const restored = await restoreEmbedded({ archive, dataDir: path.join(root, 'restored') });
    expect(restored.rows).toBeGreaterThan(0);

    const target = await serve(path.join(root, 'restored'));
    try {
      expect((await target.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect(await missingWrites(target, before)).toEqual([]);
      // The writes after the backup are not in it (the test could tell a missing write from a present one).
      const after = all.slice(during + 5);
      expect((await missingWrites(target, after)).length).toBe(after.length);
    } finally {
      await target.close();
    }
  }, 400_000);

  it('refuses a non-empty target, and a damaged archive without touching the target', async () => {
    const busy = path.join(root, 'busy');
    fs.mkdirSync(busy);
    fs.writeFileSync(path.join(busy, 'keep'), 'x');
    await expect(restoreEmbedded({ archive, dataDir: busy })).rejects.toThrow(/not empty/);

    const damaged = path.join(root, 'damaged');
    fs.cpSync(archive, damaged, { recursive: true });
    const file = path.join(damaged, 'pglite', 'PG_VERSION');
    fs.writeFileSync(file, '17\n');
    const target = path.join(root, 'untouched');
    await expect(restoreEmbedded({ archive: damaged, dataDir: target })).rejects.toThrow(BackupError);
    await expect(restoreEmbedded({ archive: damaged, dataDir: target })).rejects.toThrow(/PG_VERSION does not match/);
    expect(fs.existsSync(target)).toBe(false);

    const partial = path.join(root, 'partial');
    fs.cpSync(archive, partial, { recursive: true });
    fs.rmSync(path.join(partial, 'manifest.json'));
    await expect(restoreEmbedded({ archive: partial, dataDir: target })).rejects.toThrow(/manifest.json is missing/);
    expect(fs.existsSync(target)).toBe(false);
  }, 60_000);
});
