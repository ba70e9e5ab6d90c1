// Starting PGlite runs initdb and every migration: about two seconds per test file on a
// loaded 2-core machine. The first test file to need a database makes one migrated snapshot
// on disk; every later file starts from it in a fraction of that time.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, readdir, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../db/database';

const MIGRATIONS_DIR = 'server/db/migrations';
const PGLITE_PACKAGE = 'node_modules/@electric-sql/pglite/package.json';

/** A migrated, empty PGlite data directory, made once per set of migrations. */
export async function migratedPgliteSnapshot(): Promise<Blob> {
  return new Blob([await readFile(await migratedPgliteSnapshotFile())]);
}

/** The file of `migratedPgliteSnapshot`, a tar of the data directory, made if missing. */
export async function migratedPgliteSnapshotFile(): Promise<string> {
  const path = join(tmpdir(), `sahas-pglite-${await snapshotKey()}.tar`);
  if (existsSync(path)) return path;

  const database = await openDatabase({ dataDir: 'memory://' });
  const snapshot = await database.dumpDataDir();
  await database.close();
  // Several test workers may race to make it: each writes its own file and renames it into
  // place, so a reader never sees half a snapshot.
  const partial = `${path}.${process.pid}.partial`;
  await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()));
  await rename(partial, path);
  return path;
}

/** Changes whenever a migration or the PGlite version does. */
async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const dir of [MIGRATIONS_DIR, join(MIGRATIONS_DIR, 'meta')]) {
    for (const entry of (await readdir(dir, { withFileTypes: true })).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      if (entry.isFile()) hash.update(entry.name).update(await readFile(join(dir, entry.name)));
    }
  }
  hash.update(await readFile(PGLITE_PACKAGE).catch(() => Buffer.alloc(0)));
  return hash.digest('hex').slice(0, 16);
}
