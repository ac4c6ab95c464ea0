/**
 * The public test vectors in the workspace's `shared/fixtures` (read in place, never copied into
 * the repository). The checkout normally sits next to `shared/`; a clean clone elsewhere (CI)
 * finds it through SHARED_FIXTURES_DIR or the workspace's fixed place, /work/shared/fixtures.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export function sharedFixturesDir(): string {
  const candidates = [
    process.env.SHARED_FIXTURES_DIR,
    path.resolve(repoRoot, '../shared/fixtures'),
    '/work/shared/fixtures',
  ].filter((dir): dir is string => Boolean(dir));
  const found = candidates.find((dir) => fs.existsSync(dir));
  if (!found) throw new Error(`shared fixtures not found (looked in ${candidates.join(', ')}); set SHARED_FIXTURES_DIR`);
  return found;
}

/** A fixture file's URL, e.g. `sharedFixture('siwe/')` for a directory. */
export function sharedFixture(relative: string): URL {
  const dir = sharedFixturesDir();
  return new URL(relative, `file://${dir.endsWith('/') ? dir : `${dir}/`}`);
}
