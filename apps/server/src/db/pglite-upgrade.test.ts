/**
 * Carrying a DATA_DIR written by PGlite 0.3 (PostgreSQL 17) over to the current engine: every row
 * and sequence position arrives, an older migration level is brought forward, the old directory is
 * kept as a backup, and a crash at any step is finished or undone at the next start.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGlite as PGlitePg17 } from 'pglite-pg17';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS_DIR, openDatabase, type Database } from './client.js';
import { DataDirError } from './data-dir-lock.js';
import { ENGINE_MAJOR, EngineVersionError, dataDirMajor, upgradeDataDir } from './pglite-upgrade.js';
import * as schema from './schema.js';
import { seedDemoContent } from './seed/seed.js';

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-upgrade-'));
  scratch.push(dir);
  return dir;
}

type Queryable = Pick<PGlite, 'query'>;

/** Every table's rows, in a stable order, as PostgreSQL spells them in JSON. */
async function snapshot(db: Queryable): Promise<Record<string, string[]>> {
  const { rows: tables } = await db.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by tablename`,
  );
  const result: Record<string, string[]> = {};
  for (const { name } of tables) {
    const { rows } = await db.query<{ row: string }>(
      `select to_jsonb(t)::text as row from public."${name}" t order by to_jsonb(t)::text`,
    );
    result[name] = rows.map((row) => row.row);
  }
  return result;
}

/** Each sequence's last value given out (null before the first), read without moving it. */
async function sequencePositions(db: Queryable): Promise<Record<string, string | null>> {
  const { rows } = await db.query<{ name: string; last: string | null }>(
    `select format('%I.%I', schemaname, sequencename) as name, last_value::text as last
       from pg_sequences where schemaname = 'public' order by 1`,
  );
  return Object.fromEntries(rows.map((row) => [row.name, row.last]));
}

/** The migrations folder with only its first `count` migrations (an install from an earlier release). */
function earlierMigrations(count: number): string {
  const dir = tempDir();
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8')) as { entries: unknown[] };
  journal.entries = journal.entries.slice(0, count);
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  return dir;
}

const journalLength = () =>
  (JSON.parse(fs.readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }).entries.length;

/**
 * A directory as PGlite 0.3 left it: migrated, seeded, with a person and a session whose ids come
 * from no sequence and a few sequence-numbered rows, some deleted so the positions are past the rows.
 */
async function legacyDataDir(migrationsFolder = MIGRATIONS_DIR) {
  const dir = path.join(tempDir(), 'pglite');
  const old = new PGlitePg17(dir);
  await old.waitReady;
  const db = drizzle({ client: old as unknown as PGlite, schema });
  await migrate(db, { migrationsFolder });
  if (migrationsFolder === MIGRATIONS_DIR) {
    await seedDemoContent(db as unknown as Database, Date.UTC(2026, 10, 1));
    await old.exec(`
      insert into users (id, is_guest, phone_e164, nickname) values (9007199254740993, false, '+8613800000000', '绣 pocket ✓');
      insert into users (id, is_guest, nickname) values (7, true, e'tab\\there, back\\\\slash, new\\nline');
      delete from coupon_templates where id = (select max(id) from coupon_templates);
      -- bytea with NUL, backslash and newline bytes; a model large enough to fill slices of its own.
      insert into avatars (user_id, content_type, bytes) values (9007199254740993, 'image/png', '\\x00015c0a0d89504e47'::bytea);
      insert into vr_avatars (user_id, model_hash, model)
        values (7, 'abc', decode(repeat('00ff5c0a', 4096), 'hex')), (9007199254740993, null, null);`);
  } else {
    await old.exec(`insert into users (id, is_guest, nickname) values (42, true, 'guest')`);
  }
  const before = { rows: await snapshot(old), sequences: await sequencePositions(old) };
  await old.close();
  return { dir, before };
}

// Each case migrates and seeds a database on two engines and copies it: 12–35 s on a loaded
// two-core machine, so more than the suite's default 20 s.
const SLOW = { timeout: 120_000 };

describe('upgradeDataDir', SLOW, () => {
  it('carries every row and sequence position of a PostgreSQL 17 directory over, keeping the old one', async () => {
    const { dir, before } = await legacyDataDir();
    expect(dataDirMajor(dir)).toBe('17');
    expect(Object.values(before.rows).flat().length).toBeGreaterThan(20);

    const upgrade = await upgradeDataDir(dir, {
      migrationsFolder: MIGRATIONS_DIR,
      now: () => new Date(Date.UTC(2026, 10, 24, 9, 30)),
    });

    expect(upgrade).toMatchObject({ fromMajor: '17', toMajor: ENGINE_MAJOR, backupDir: `${dir}.pg17-20261124T093000` });
    expect(upgrade!.rows).toBe(Object.values(before.rows).flat().length);
    expect(dataDirMajor(dir)).toBe(ENGINE_MAJOR);
    expect(dataDirMajor(upgrade!.backupDir)).toBe('17');
    expect(fs.existsSync(`${dir}.upgrading`) || fs.existsSync(`${dir}.next`)).toBe(false);

    const current = new PGlite(dir);
    try {
      expect(await snapshot(current)).toEqual(before.rows);
      // The sequences' positions came along: the next id is the one PostgreSQL 17 would have given,
      // past the template deleted above, and a sequence never used is still unused.
      expect(await sequencePositions(current)).toEqual(before.sequences);
      const lastTemplateId = Number(before.sequences['public.coupon_templates_id_seq']);
      const { rows: next } = await current.query<{ id: number }>(`select nextval('coupon_templates_id_seq')::int as id`);
      expect(next[0]!.id).toBe(lastTemplateId + 1);
      expect(before.sequences['public.chat_messages_id_seq']).toBeNull();
      // Foreign keys hold again after the copy.
      await expect(
        current.query(
          `insert into customer_coupons (id, template_id, user_id, coupon_code, issued_at, status_changed_at)
           values (1, 2147483000, 9007199254740993, 'NO-SUCH-TEMPLATE', now(), now())`,
        ),
      ).rejects.toThrow(/foreign key/);
    } finally {
      await current.close();
    }
  });

  it('carries a directory of an earlier release over at its own migration, leaving the original as it was', async () => {
    const { dir, before } = await legacyDataDir(earlierMigrations(3));
    const upgrade = await upgradeDataDir(dir, { migrationsFolder: MIGRATIONS_DIR });
    const migrations = async (db: Queryable) =>
      (await db.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]!.n;

    // The backup is the earlier release's database, untouched: that release can be run on it again.
    const backup = new PGlitePg17(upgrade!.backupDir);
    try {
      expect(await migrations(backup as unknown as Queryable)).toBe(3);
      expect(await snapshot(backup as unknown as Queryable)).toEqual(before.rows);
    } finally {
      await backup.close();
    }
    const current = new PGlite(dir);
    try {
      expect(await migrations(current)).toBe(3);
      expect(await snapshot(current)).toEqual(before.rows);
      // The app's usual migrate then brings it forward.
      await migrate(drizzle({ client: current }), { migrationsFolder: MIGRATIONS_DIR });
      expect(await migrations(current)).toBe(journalLength());
      // Later migrations may add columns (null for old rows): the rows keep every value they had.
      const after = (await snapshot(current)).users!.map((row) => JSON.parse(row) as Record<string, unknown>);
      expect(after).toEqual(before.rows.users!.map((row) => expect.objectContaining(JSON.parse(row) as Record<string, unknown>)));
    } finally {
      await current.close();
    }
  });

  it('stops with a clear error, the directory unchanged, when the database holds tables it would not copy', async () => {
    const { dir, before } = await legacyDataDir(earlierMigrations(2));
    const old = new PGlitePg17(dir);
    await old.exec('create schema extra; create table extra.notes (note text)');
    await old.close();
    const upgrading = upgradeDataDir(dir, { migrationsFolder: MIGRATIONS_DIR });
    await expect(upgrading).rejects.toThrow(EngineVersionError);
    await expect(upgrading).rejects.toThrow(/extra\.notes.*The directory is unchanged/s);
    expect(dataDirMajor(dir)).toBe('17');
    expect(fs.readdirSync(path.dirname(dir))).toEqual(['pglite']);
    const reopened = new PGlitePg17(dir);
    try {
      expect((await snapshot(reopened as unknown as Queryable)).users).toEqual(before.rows.users);
    } finally {
      await reopened.close();
    }
  });

  it('leaves a new or already current directory alone', async () => {
    const dir = path.join(tempDir(), 'pglite');
    expect(await upgradeDataDir(dir, { migrationsFolder: MIGRATIONS_DIR })).toBeNull();
    expect(fs.existsSync(dir)).toBe(false);
    const fresh = new PGlite(dir);
    await fresh.waitReady;
    await fresh.close();
    expect(await upgradeDataDir(dir, { migrationsFolder: MIGRATIONS_DIR })).toBeNull();
    expect(fs.readdirSync(path.dirname(dir))).toEqual(['pglite']);
  });

  it('refuses a directory of a version it cannot read, naming it', async () => {
    const dir = path.join(tempDir(), 'pglite');
    fs.mkdirSync(dir);
    fs.writeFileSync(path.join(dir, 'PG_VERSION'), '16\n');
    await expect(upgradeDataDir(dir, { migrationsFolder: MIGRATIONS_DIR })).rejects.toThrow(EngineVersionError);
    await expect(upgradeDataDir(dir, { migrationsFolder: MIGRATIONS_DIR })).rejects.toThrow(
      `${dir} holds a PostgreSQL 16 database`,
    );
    expect(fs.readFileSync(path.join(dir, 'PG_VERSION'), 'utf8')).toBe('16\n');
  });

  it('after a crash mid-copy, drops the half-built directory and copies again from the untouched original', async () => {
    const { dir, before } = await legacyDataDir(earlierMigrations(2));
    fs.mkdirSync(`${dir}.upgrading`);
    fs.writeFileSync(`${dir}.upgrading/PG_VERSION`, `${ENGINE_MAJOR}\n`);
    const upgrade = await upgradeDataDir(dir, { migrationsFolder: MIGRATIONS_DIR });
    expect(upgrade?.fromMajor).toBe('17');
    const current = new PGlite(dir);
    try {
      // Later migrations may add columns (null for old rows): the rows keep every value they had.
      const after = (await snapshot(current)).users!.map((row) => JSON.parse(row) as Record<string, unknown>);
      expect(after).toEqual(before.rows.users!.map((row) => expect.objectContaining(JSON.parse(row) as Record<string, unknown>)));
    } finally {
      await current.close();
    }
  });

  it('after a crash between the renames, moves the finished copy into place without copying again', async () => {
    const { dir } = await legacyDataDir(earlierMigrations(2));
    const finished = new PGlite(`${dir}.next`);
    await finished.exec(`create table marker (note text); insert into marker values ('the finished copy')`);
    await finished.close();

    // The old directory had not yet been moved away.
    expect(await upgradeDataDir(dir, { migrationsFolder: MIGRATIONS_DIR })).toBeNull();
    const current = new PGlite(dir);
    try {
      expect((await current.query<{ note: string }>('select note from marker')).rows).toEqual([{ note: 'the finished copy' }]);
    } finally {
      await current.close();
    }
    const backups = fs.readdirSync(path.dirname(dir)).filter((name) => name.startsWith('pglite.pg17-'));
    expect(backups).toHaveLength(1);

    // The old directory had been moved away, the copy not yet into place.
    fs.renameSync(dir, `${dir}.next`);
    expect(await upgradeDataDir(dir, { migrationsFolder: MIGRATIONS_DIR })).toBeNull();
    expect(dataDirMajor(dir)).toBe(ENGINE_MAJOR);
    expect(fs.existsSync(`${dir}.next`)).toBe(false);
  });
});

describe('openDatabase on an earlier engine’s DATA_DIR', SLOW, () => {
  it('carries it over on start and reports it, then serves its rows through the pool', async () => {
    const dataDir = tempDir();
    const { dir } = await legacyDataDir(earlierMigrations(4));
    fs.renameSync(dir, path.join(dataDir, 'pglite'));
    const database = await openDatabase({ dataDir });
    try {
      expect(database.upgrade).toMatchObject({ fromMajor: '17', toMajor: ENGINE_MAJOR });
      await database.migrate();
      const { rows } = await database.db.execute<{ nickname: string }>(`select nickname from users where id = 42`);
      expect(rows).toEqual([{ nickname: 'guest' }]);
    } finally {
      await database.close();
    }
  });

  it('after a crash between the renames, a start puts the finished copy in place and leaves no stray directory', async () => {
    const dataDir = tempDir();
    const finished = new PGlite(path.join(dataDir, 'pglite.next'));
    await finished.exec(`create table marker (note text); insert into marker values ('the finished copy')`);
    await finished.close();
    fs.mkdirSync(path.join(dataDir, 'pglite.pg17-20261124T093000'));
    const database = await openDatabase({ dataDir });
    try {
      const { rows } = await database.db.execute<{ note: string }>('select note from marker');
      expect(rows).toEqual([{ note: 'the finished copy' }]);
    } finally {
      await database.close();
    }
    expect(fs.readdirSync(dataDir).sort()).toEqual(['pglite', 'pglite.pg17-20261124T093000']);
  });

  it('refuses a DATA_DIR of an unknown engine version as a DATA_DIR problem (exit 78), not a crash', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.join(dataDir, 'pglite'));
    fs.writeFileSync(path.join(dataDir, 'pglite/PG_VERSION'), '19\n');
    const opening = openDatabase({ dataDir });
    await expect(opening).rejects.toThrow(DataDirError);
    await expect(opening).rejects.toThrow(/PostgreSQL 19/);
    // The lock was given back: the directory can be opened again once fixed.
    fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true });
    const database = await openDatabase({ dataDir });
    expect(database.upgrade).toBeNull();
    await database.close();
  });
});
