/**
 * A backup archive is a directory: the database's files (an embedded copy or a pg_dump), and
 * `manifest.json` naming every file with its size and SHA-256, written last. It is built under
 * `<archive>.partial` and renamed into place only when complete, so an archive that exists was
 * finished, and a restore checks every file against the manifest before it touches its target:
 * a truncated or altered archive is refused with the file named (docs/operations.md).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const MANIFEST = 'manifest.json';
/** Bumped when the layout changes in a way an older restore could not read. */
export const ARCHIVE_FORMAT = 1;

export type ArchiveEngine = 'pglite' | 'postgres';

export interface ArchiveFile {
  path: string;
  size: number;
  sha256: string;
}

export interface Manifest {
  format: number;
  engine: ArchiveEngine;
  createdAt: string;
  /** Migrations applied to the database when it was copied (drizzle's `created_at`, in order). */
  migrations: number[];
  /** Rows per table at the moment of the copy, when the engine could count them in the same snapshot. */
  tables: Record<string, number> | null;
  /** The engine's version, and for PostgreSQL the pg_dump that wrote the dump. */
  versions: Record<string, string>;
  files: ArchiveFile[];
}

/** The archive or its target cannot be used; nothing was changed. The message says what to do. */
export class BackupError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BackupError';
  }
}

function sha256Of(file: string): string {
  const hash = createHash('sha256');
  const fd = fs.openSync(file, 'r');
  try {
    const buffer = Buffer.alloc(1 << 20);
    for (let read = fs.readSync(fd, buffer); read > 0; read = fs.readSync(fd, buffer)) hash.update(buffer.subarray(0, read));
  } finally {
    fs.closeSync(fd);
  }
  return hash.digest('hex');
}

function listFiles(root: string, dir = ''): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const relative = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...listFiles(root, relative));
    else if (entry.isFile() && relative !== MANIFEST) found.push(relative);
  }
  return found.sort();
}

/** Makes `<archive>.partial` to build in; refuses an archive path that already exists. */
export function startArchive(archive: string): string {
  if (fs.existsSync(archive)) throw new BackupError(`${archive} already exists; name a new archive`);
  const partial = `${archive}.partial`;
  // A `.partial` is what an interrupted backup left; it was never a usable archive.
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  return partial;
}

/** Checksums every file, writes the manifest, flushes, and renames the archive into place. */
export function finishArchive(partial: string, archive: string, manifest: Omit<Manifest, 'files' | 'format'>): Manifest {
  const files = listFiles(partial).map((relative) => {
    const full = path.join(partial, relative);
    syncPath(full);
    return { path: relative, size: fs.statSync(full).size, sha256: sha256Of(full) };
  });
  const complete: Manifest = { format: ARCHIVE_FORMAT, ...manifest, files };
  fs.writeFileSync(path.join(partial, MANIFEST), `${JSON.stringify(complete, null, 2)}\n`);
  syncPath(path.join(partial, MANIFEST));
  syncTreeDirs(partial);
  fs.renameSync(partial, archive);
  syncPath(path.dirname(path.resolve(archive)));
  return complete;
}

/**
 * Reads the manifest and checks every file it names (size, then SHA-256) and that no other file
 * is there. Throws BackupError naming the first problem; reads only.
 */
export function verifyArchive(archive: string, engine: ArchiveEngine): Manifest {
  const manifestPath = path.join(archive, MANIFEST);
  if (!fs.existsSync(manifestPath))
    throw new BackupError(
      `${archive} is not a complete backup: ${MANIFEST} is missing (an interrupted backup leaves no manifest)`,
    );
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
  } catch (error) {
    throw new BackupError(`${manifestPath} cannot be read as JSON; the archive is damaged`, { cause: error });
  }
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new BackupError(
      `${archive} has archive format ${String(manifest.format)}; this release reads format ${ARCHIVE_FORMAT}`,
    );
  if (manifest.engine !== engine) throw new BackupError(`${archive} is a backup of the ${manifest.engine} engine, not ${engine}`);
  const present = listFiles(archive);
  const named = new Set(manifest.files.map((file) => file.path));
  const extra = present.filter((file) => !named.has(file));
  if (extra.length > 0)
    throw new BackupError(`${archive} holds files its manifest does not name: ${extra.slice(0, 5).join(', ')}`);
  for (const file of manifest.files) {
    const full = path.join(archive, file.path);
    if (!fs.existsSync(full)) throw new BackupError(`${archive} is damaged: ${file.path} is missing`);
    const size = fs.statSync(full).size;
    if (size !== file.size)
      throw new BackupError(`${archive} is damaged: ${file.path} has ${size} bytes, the manifest says ${file.size}`);
    if (sha256Of(full) !== file.sha256) throw new BackupError(`${archive} is damaged: ${file.path} does not match its checksum`);
  }
  return manifest;
}

/** A restore's target directory must not exist yet or be empty. */
export function refuseNonEmptyDir(dir: string) {
  if (!fs.existsSync(dir)) return;
  if (!fs.statSync(dir).isDirectory()) throw new BackupError(`${dir} is not a directory`);
  const entries = fs.readdirSync(dir);
  if (entries.length > 0)
    throw new BackupError(`${dir} is not empty (${entries.slice(0, 3).join(', ')}…); restore into a new or empty directory`);
}

export function syncPath(target: string) {
  const fd = fs.openSync(target, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Flushes every directory entry under `dir` (files are flushed one by one as they are listed). */
export function syncTreeDirs(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) syncTreeDirs(path.join(dir, entry.name));
  }
  syncPath(dir);
}

/** Flushes every file and directory under `dir`. */
export function syncTree(dir: string) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) syncTree(full);
    else if (entry.isFile()) syncPath(full);
  }
  syncPath(dir);
}
