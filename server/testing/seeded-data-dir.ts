// A data folder whose embedded database is already made and migrated, for the process tests
// that are not about a first start: a server's first start on an empty folder runs initdb and
// every migration (about 5 s on a loaded 2-core machine), which main.test.ts and
// data-dir.process.test.ts keep testing.
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migratedPgliteSnapshotFile } from './pglite-snapshot';

/** A new folder in the temp folder, named from `prefix`, holding a migrated, empty `db`. */
export async function seededDataDir(prefix: string): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), prefix));
  await addMigratedDatabase(dataDir);
  return dataDir;
}

/** Puts a migrated, empty embedded database in `dataDir`/db, which must not exist yet. */
export async function addMigratedDatabase(dataDir: string): Promise<void> {
  const dbDir = join(dataDir, 'db');
  await mkdir(dbDir, { recursive: true, mode: 0o700 });
  // The snapshot is PGlite's data directory as a tar with absolute member names, which tar
  // extracts below -C (saying so on stderr, which is dropped).
  execFileSync(
    'tar',
    ['-x', '--no-same-owner', '-C', dbDir, '-f', await migratedPgliteSnapshotFile()],
    { stdio: 'ignore' },
  );
}
