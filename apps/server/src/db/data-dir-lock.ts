/**
 * One process per embedded DATA_DIR, the way PostgreSQL's postmaster.pid works: a pid file created
 * with O_EXCL, held for the life of the process and removed on shutdown. Two servers writing one
 * PGlite directory lose each other's acknowledged writes or corrupt it, so a second one must stop.
 *
 * A lock left by a SIGKILLed process is taken over: its pid is no longer alive, or (Linux) the pid
 * now belongs to a different process, told apart by boot id and process start time, which also
 * covers containers where a restarted server gets the same small pid again.
 */
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE = 'server.pid';

/** DATA_DIR cannot be used: not a directory, not writable, or held by another live process. */
export class DataDirError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DataDirError';
  }
}

export interface DataDirLock {
  release(): void;
}

interface Owner {
  pid: number;
  bootId: string | null;
  startTime: string | null;
}

function readProc(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

function bootId(): string | null {
  return readProc('/proc/sys/kernel/random/boot_id')?.trim() ?? null;
}

/** Field 22 of /proc/<pid>/stat: clock ticks after boot when the process started. */
function startTimeOf(pid: number): string | null {
  const stat = readProc(`/proc/${pid}/stat`);
  if (!stat) return null;
  // The command name (field 2) may hold spaces and parentheses; count fields after its last ')'.
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return rest[19] ?? null;
}

function describe(owner: Owner): string {
  return `${owner.pid}\n${owner.bootId ?? '-'}\n${owner.startTime ?? '-'}\n`;
}

function parse(text: string): Owner | null {
  const [pid, boot, start] = text.split('\n');
  const parsed = Number(pid);
  if (!Number.isInteger(parsed) || parsed <= 0) return null;
  return { pid: parsed, bootId: boot && boot !== '-' ? boot : null, startTime: start && start !== '-' ? start : null };
}

function isAlive(owner: Owner): boolean {
  // Our own pid or our parent's cannot be a competing server (a restarted container reuses pids).
  if (owner.pid === process.pid || owner.pid === process.ppid) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    // EPERM: alive, owned by someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const currentBoot = bootId();
  if (owner.bootId && currentBoot && owner.bootId !== currentBoot) return false;
  const startTime = startTimeOf(owner.pid);
  if (owner.startTime && startTime && owner.startTime !== startTime) return false;
  return true;
}

function problem(dataDir: string, error: unknown): DataDirError {
  const code = (error as NodeJS.ErrnoException).code;
  const reason =
    code === 'ENOTDIR' || code === 'EEXIST'
      ? 'is not a directory'
      : code === 'EROFS'
        ? 'is on a read-only file system'
        : code === 'EACCES' || code === 'EPERM'
          ? 'is not writable'
          : `cannot be used (${code ?? (error as Error).message})`;
  return new DataDirError(`DATA_DIR ${dataDir} ${reason}; the embedded database needs a writable directory`, { cause: error });
}

/** Creates `dir` (inside DATA_DIR) if needed and checks this process may write there. */
export function ensureWritableDir(dataDir: string, dir: string) {
  try {
    fs.mkdirSync(dir, { recursive: true });
    // access() reports EROFS on a read-only mount even for root, which ignores permission bits.
    fs.accessSync(dir, fs.constants.W_OK);
  } catch (error) {
    throw problem(dataDir, error);
  }
}

/** Creates DATA_DIR if needed and takes its lock, or throws DataDirError naming DATA_DIR. */
export function lockDataDir(dataDir: string): DataDirLock {
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    if (!fs.statSync(dataDir).isDirectory()) throw Object.assign(new Error('not a directory'), { code: 'ENOTDIR' });
  } catch (error) {
    throw problem(dataDir, error);
  }
  const lockPath = path.join(dataDir, LOCK_FILE);
  const me: Owner = { pid: process.pid, bootId: bootId(), startTime: startTimeOf(process.pid) };

  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      // O_CREAT | O_EXCL: exactly one process can create the file.
      fs.writeFileSync(lockPath, describe(me), { flag: 'wx', mode: 0o600 });
      return { release: () => releaseIfOurs(lockPath) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw problem(dataDir, error);
    }
    const text = readProc(lockPath);
    if (text === null) continue; // removed in between; try again
    const owner = parse(text);
    if (owner && isAlive(owner)) {
      throw new DataDirError(
        `DATA_DIR ${dataDir} is in use by another server process (pid ${owner.pid}, see ${lockPath}); stop it first, or give this one its own DATA_DIR`,
      );
    }
    takeOverStale(dataDir, lockPath, text);
  }
  throw new DataDirError(`DATA_DIR ${dataDir}: could not take the lock ${lockPath} (another process keeps replacing it)`);
}

/**
 * Moves a dead owner's file aside. rename() is atomic, so of two processes taking over at once only
 * one moves any given file; if what we moved turns out to be a live owner's fresh lock, it goes
 * back (link() fails rather than overwrite a lock created meanwhile) and the next attempt sees it.
 */
function takeOverStale(dataDir: string, lockPath: string, staleText: string) {
  const aside = `${lockPath}.stale.${process.pid}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw problem(dataDir, error);
  }
  const moved = readProc(aside);
  if (moved !== staleText) {
    try {
      fs.linkSync(aside, lockPath);
    } catch {
      /* someone else holds it now; the next attempt will see them */
    }
  }
  fs.rmSync(aside, { force: true });
}

function releaseIfOurs(lockPath: string) {
  const owner = parse(readProc(lockPath) ?? '');
  if (owner?.pid === process.pid) fs.rmSync(lockPath, { force: true });
}
