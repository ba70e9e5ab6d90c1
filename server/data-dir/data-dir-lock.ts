// Ours, not proper-lockfile (records no holder to name; a holder busy past `stale` loses it) nor lockfile (stale by age alone).
// One server per data directory: the embedded database (PGlite) has no lock of its own, and two
// processes writing it lose each other's acknowledged writes; the start-up sweep of one would
// also delete the other's uploads in flight.
import { closeSync, openSync, readFileSync, renameSync, rmSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const LOCK_FILE_NAME = 'server.lock';

interface LockHolder {
  pid: number;
  host: string;
  /** The process's start time as the kernel counts it, so a reused pid is not mistaken. */
  processStart: string | null;
  startedAt: string;
}

export class DataDirLockedError extends Error {}

export interface DataDirLock {
  release(): void;
}

/** Takes the lock on `dataDir` or throws DataDirLockedError with one line naming the holder. */
export function lockDataDir(dataDir: string, purpose = 'a Sahas server'): DataDirLock {
  const path = join(dataDir, LOCK_FILE_NAME);
  const me: LockHolder = {
    pid: process.pid,
    host: hostname(),
    processStart: processStartOf(process.pid),
    startedAt: new Date().toISOString(),
  };
  const content = JSON.stringify(me);

  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreate(path, content)) return { release: () => releaseIfOurs(path, content) };
    const held = readLock(path);
    if (held === undefined) continue; // removed in the meantime: try again
    if (held.holder && isRunning(held.holder)) {
      throw new DataDirLockedError(
        `${dataDir} is in use by another Sahas process (pid ${held.holder.pid} on ${held.holder.host}, since ${held.holder.startedAt}): stop it before starting ${purpose}.`,
      );
    }
    removeStale(path, held.raw);
  }
  throw new DataDirLockedError(`Could not take the lock on ${dataDir}: another process keeps it.`);
}

function tryCreate(path: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(path, 'wx', 0o600);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  return true;
}

function readLock(path: string): { raw: string; holder: LockHolder | null } | undefined {
  let raw: string;
  try {
    raw = readFileSync(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  try {
    const holder = JSON.parse(raw) as LockHolder;
    return { raw, holder: typeof holder.pid === 'number' ? holder : null };
  } catch {
    // Half-written by a process killed while taking it.
    return { raw, holder: null };
  }
}

function isRunning(holder: LockHolder): boolean {
  // Another machine's process cannot be checked from here (a shared network folder): assume it
  // runs, and let the operator remove the lock file.
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const start = processStartOf(holder.pid);
  return holder.processStart === null || start === null || start === holder.processStart;
}

/**
 * Moves the stale lock aside before deleting it, and only if it is still the one judged stale:
 * a second process recovering at the same moment may have replaced it with a live one.
 */
function removeStale(path: string, staleContent: string) {
  const aside = `${path}.${process.pid}.stale`;
  try {
    renameSync(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (readFileSync(aside, 'utf8') === staleContent) rmSync(aside, { force: true });
  else renameSync(aside, path);
}

function releaseIfOurs(path: string, content: string) {
  try {
    if (readFileSync(path, 'utf8') === content) rmSync(path, { force: true });
  } catch {
    // Already gone.
  }
}

/** Field 22 of /proc/<pid>/stat on Linux; null where there is no /proc. */
function processStartOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from its last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}
