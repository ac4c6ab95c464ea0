/**
 * A migrated, empty embedded database as a data-directory image, made once per set of migrations
 * and shared by every test file of a run (and the next runs): starting PGlite from an image skips
 * initdb and the migrations, which were most of each test database's start (seconds each, on a
 * loaded 2-core CI machine over ten). The image lives in the temporary directory under a name
 * that changes with the migrations and the engine's version, so a changed migration makes a new one.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../db/client.js';

/** Names what the migrations make: the engine's version and every file of the migrations folder. */
export function migrationsDigest(): string {
  const hash = createHash('sha256');
  // The engine's version (its package does not export package.json; the entry sits in dist/).
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  hash.update(fs.readFileSync(path.join(path.dirname(entry), '..', 'package.json')));
  const files = fs.readdirSync(MIGRATIONS_DIR, { recursive: true, encoding: 'utf8' }).sort();
  for (const file of files) {
    const full = path.join(MIGRATIONS_DIR, file);
    if (!fs.statSync(full).isFile()) continue;
    hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex').slice(0, 16);
}

let imagePath: Promise<string> | null = null;

/** The image's path, made first if no test file of this or an earlier run made it. */
export function pgliteTestImage(): Promise<string> {
  imagePath ??= (async () => {
    const target = path.join(os.tmpdir(), `culture-test-pglite-${migrationsDigest()}.tar`);
    if (fs.existsSync(target)) return target;
    const db = new PGlite('memory://');
    try {
      await migrate(drizzle(db), { migrationsFolder: MIGRATIONS_DIR });
      const image = await db.dumpDataDir('none');
      // Written aside, then renamed: files of other workers making it at the same time never see half of one.
      const partial = `${target}.${process.pid}.${Date.now()}`;
      fs.writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
      fs.renameSync(partial, target);
    } finally {
      await db.close();
    }
    return target;
  })();
  return imagePath;
}
