// Backup and restore of a self-hosted data folder on the embedded database: a logical dump of
// the database (pg_dump's SQL, run by PGlite), the stored media files and the generated session
// secret, with a manifest of every file's size and SHA-256. The outbox (mails with live links)
// is left out.
//
// A logical dump holds the rows that exist, nothing else: an account erased before the backup
// is not in it, where a copy of the data directory (format 1, still restored) carried every
// page and WAL segment the rows had been in. The SQL also restores into PostgreSQL with psql.
//
// Both take the data folder's lock, so neither runs beside a server. PGlite has no lock of its
// own: a second process opening the directory a server is writing, or a copy of its files taken
// mid-write, can be inconsistent; the only safe live dump would be the server's own, from inside
// its process. Stopping the server for a backup costs seconds on a site this size.
import { createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
import { z } from 'zod';
import { lockDataDir } from '../server/data-dir/data-dir-lock';
import { tightenPermissions } from '../server/data-dir/private-files';
import { pgliteStartParams } from '../server/db/pglite-start-params';
import { isStoredMediaName } from '../server/media/media-files';

export const MANIFEST_FILE = 'manifest.json';
const FORMAT = 'sahas-backup';
const VERSION = 2;
/** Version 2: pg_dump's SQL of the database. */
const DUMP_FILE = 'database.sql';
/** Version 1: PGlite's tarball of its data directory, with every dead row and WAL segment. */
const DATA_DIR_FILE = 'database.tar.gz';
const DATABASE_FILES = { 1: DATA_DIR_FILE, 2: DUMP_FILE } as const;
const AUTH_SECRET_FILE = 'auth-secret';
const MEDIA_FOLDER = 'media';

/** A refusal or a damaged backup: its message is the whole report. */
export class BackupError extends Error {}

export interface DataPaths {
  dataDir: string;
  /** Null when media are in an S3 bucket: the bucket's own versioning backs them up. */
  mediaDir: string | null;
}

/** Only names a backup can hold: nothing in a tampered manifest may point outside the target. */
const backupPath = z
  .string()
  .refine(
    (path) =>
      path === DUMP_FILE ||
      path === DATA_DIR_FILE ||
      path === AUTH_SECRET_FILE ||
      (path.startsWith(`${MEDIA_FOLDER}/`) &&
        isStoredMediaName(path.slice(MEDIA_FOLDER.length + 1))),
  );

const ManifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.union([z.literal(1), z.literal(VERSION)]),
  createdAt: z.iso.datetime(),
  database: z.literal('pglite'),
  fileCount: z.number().int().min(1),
  totalBytes: z.number().int().min(0),
  files: z.array(
    z.object({
      path: backupPath,
      bytes: z.number().int().min(0),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof ManifestSchema>;
type ManifestFile = Manifest['files'][number];

const dbDir = (dataDir: string) => join(dataDir, 'db');

/** Writes a backup of `paths` into `target`, a new or empty folder. */
export async function backupDataDir(paths: DataPaths, target: string): Promise<Manifest> {
  if (!(await isEmptyOrMissing(target))) {
    throw new BackupError(`${target} is not empty: back up into a new folder.`);
  }
  if (await isEmptyOrMissing(dbDir(paths.dataDir))) {
    throw new BackupError(`No embedded database in ${dbDir(paths.dataDir)}: nothing to back up.`);
  }
  const lock = lockDataDir(paths.dataDir, 'a backup');
  try {
    await mkdir(join(target, MEDIA_FOLDER), { recursive: true, mode: 0o700 });
    const database = await openPglite(dbDir(paths.dataDir));
    try {
      // Without owners and grants: it restores into PGlite, or into PostgreSQL under any role.
      const dump = await pgDump({ pg: database, args: ['--no-owner', '--no-privileges'] });
      await writeFile(join(target, DUMP_FILE), await dump.text());
    } finally {
      await database.close();
    }
    const written = [DUMP_FILE];
    const mediaDir = paths.mediaDir;
    if (mediaDir) {
      for (const name of await storedMediaNames(mediaDir)) {
        await copyFile(join(mediaDir, name), join(target, MEDIA_FOLDER, name));
        written.push(`${MEDIA_FOLDER}/${name}`);
      }
    }
    const secret = join(paths.dataDir, AUTH_SECRET_FILE);
    if (existsSync(secret)) {
      await copyFile(secret, join(target, AUTH_SECRET_FILE));
      written.push(AUTH_SECRET_FILE);
    }

    // Sums of the copies, not the originals: the manifest vouches for what the backup holds.
    const files: ManifestFile[] = [];
    for (const path of written) files.push(await describe(target, path));
    const manifest: Manifest = {
      format: FORMAT,
      version: VERSION,
      createdAt: new Date().toISOString(),
      database: 'pglite',
      fileCount: files.length,
      totalBytes: files.reduce((sum, file) => sum + file.bytes, 0),
      files,
    };
    // Written last, and whole: a backup without its manifest is visibly unfinished.
    const partial = join(target, `${MANIFEST_FILE}.partial`);
    await writeFile(partial, `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(partial, join(target, MANIFEST_FILE));
    return manifest;
  } finally {
    lock.release();
  }
}

/**
 * Checks every file of the backup in `source` against its manifest, then restores it into
 * `paths`; a data folder that already holds data is replaced only with `force`.
 */
export async function restoreDataDir(
  source: string,
  paths: DataPaths,
  { force = false }: { force?: boolean } = {},
): Promise<Manifest> {
  const manifest = await verifiedManifest(source);
  const mediaFiles = manifest.files.filter((file) => file.path.startsWith(`${MEDIA_FOLDER}/`));
  if (paths.mediaDir === null && mediaFiles.length > 0) {
    throw new BackupError(
      `This backup holds ${mediaFiles.length} media files, but MEDIA_STORE=s3: restore it with MEDIA_STORE=local, or copy its media folder into the bucket under media/ first.`,
    );
  }
  await mkdir(paths.dataDir, { recursive: true, mode: 0o700 });
  const lock = lockDataDir(paths.dataDir, 'a restore');
  try {
    if (!force && (await holdsData(paths))) {
      throw new BackupError(
        `${paths.dataDir} already holds data: restore into an empty data folder, or add --force to replace it.`,
      );
    }
    // The database is unpacked beside the old one and swapped in once complete.
    const incoming = `${dbDir(paths.dataDir)}.restoring`;
    await rm(incoming, { recursive: true, force: true });
    const databaseFile = join(source, DATABASE_FILES[manifest.version]);
    if (manifest.version === 1) {
      const tarball = new Blob([await readFile(databaseFile)]);
      const database = await openPglite(incoming, tarball);
      await database.close();
    } else {
      const database = await openPglite(incoming);
      try {
        await database.exec(await readFile(databaseFile, 'utf8'));
      } finally {
        await database.close();
      }
    }

    await rm(dbDir(paths.dataDir), { recursive: true, force: true });
    await rename(incoming, dbDir(paths.dataDir));
    await rm(join(paths.dataDir, AUTH_SECRET_FILE), { force: true });
    const mediaDir = paths.mediaDir;
    if (mediaDir) {
      await mkdir(mediaDir, { recursive: true, mode: 0o700 });
      for (const name of await storedMediaNames(mediaDir)) {
        await rm(join(mediaDir, name), { force: true });
      }
    }
    for (const { path } of manifest.files) {
      if (path === AUTH_SECRET_FILE) {
        await copyFile(join(source, path), join(paths.dataDir, AUTH_SECRET_FILE));
      } else if (mediaDir && path.startsWith(`${MEDIA_FOLDER}/`)) {
        await copyFile(join(source, path), join(mediaDir, path.slice(MEDIA_FOLDER.length + 1)));
      }
    }
    // PGlite sets its files' modes itself, whatever the umask says.
    await tightenPermissions(paths.dataDir);
    if (mediaDir) await tightenPermissions(mediaDir);
    return manifest;
  } finally {
    lock.release();
  }
}

/** The manifest, once every file it lists is there with its size and SHA-256. */
export async function verifiedManifest(source: string): Promise<Manifest> {
  const damaged = (what: string) =>
    new BackupError(`${source} is not a usable backup: ${what}. Nothing was restored.`);
  let raw: unknown;
  try {
    raw = JSON.parse(await readFile(join(source, MANIFEST_FILE), 'utf8'));
  } catch {
    throw damaged(`${MANIFEST_FILE} is missing or not JSON`);
  }
  const parsed = ManifestSchema.safeParse(raw);
  if (!parsed.success) throw damaged(`${MANIFEST_FILE} is not a manifest of this version`);
  const manifest = parsed.data;
  const paths = manifest.files.map((file) => file.path);
  if (
    manifest.fileCount !== manifest.files.length ||
    manifest.totalBytes !== manifest.files.reduce((sum, file) => sum + file.bytes, 0) ||
    new Set(paths).size !== paths.length ||
    !paths.includes(DATABASE_FILES[manifest.version]) ||
    paths.includes(DATABASE_FILES[manifest.version === 1 ? 2 : 1])
  ) {
    throw damaged(`${MANIFEST_FILE} does not add up`);
  }
  for (const file of manifest.files) {
    const actual = await describe(source, file.path).catch(() => null);
    if (!actual) throw damaged(`${file.path} is missing`);
    if (actual.bytes !== file.bytes || actual.sha256 !== file.sha256) {
      throw damaged(`${file.path} does not match its size or SHA-256 in ${MANIFEST_FILE}`);
    }
  }
  return manifest;
}

/** PGlite on `dir`, started as the server starts it (WAL segments removed, not recycled). */
function openPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dir, {
    loadDataDir,
    startParams: pgliteStartParams(PGlite.defaultStartParams),
  });
}

async function describe(root: string, path: string): Promise<ManifestFile> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(join(root, path))) {
    const buffer = chunk as Buffer;
    hash.update(buffer);
    bytes += buffer.length;
  }
  return { path, bytes, sha256: hash.digest('hex') };
}

/** The server's own stored files: partial uploads (.tmp) and anything else are not ours. */
async function storedMediaNames(mediaDir: string): Promise<string[]> {
  const entries = await readdir(mediaDir, { withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile() && isStoredMediaName(entry.name))
    .map((entry) => entry.name)
    .sort();
}

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  const info = await stat(dir).catch(() => null);
  if (!info) return true;
  if (!info.isDirectory()) return false;
  return (await readdir(dir)).length === 0;
}

async function holdsData(paths: DataPaths): Promise<boolean> {
  return (
    !(await isEmptyOrMissing(dbDir(paths.dataDir))) ||
    existsSync(join(paths.dataDir, AUTH_SECRET_FILE)) ||
    (paths.mediaDir !== null && (await storedMediaNames(paths.mediaDir)).length > 0)
  );
}
