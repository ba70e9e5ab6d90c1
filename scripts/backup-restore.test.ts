// A backup restored into a fresh data folder starts a server with the same stories and the
// same media bytes; an account erased before the backup is nowhere in it; a backup of the old
// format still restores; a damaged backup, a running server or a folder in use stops it first.
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirLockedError } from '../server/data-dir/data-dir-lock';
import { openDatabase } from '../server/db/database';
import { media, stories, user } from '../server/db/schema';
import { mediaIdOf, newMediaId } from '../server/media/media-files';
import { migratedPgliteSnapshot } from '../server/testing/pglite-snapshot';
import {
  SHORT_LIVED_NODE_FLAGS,
  spawnServer,
  waitUntilHealthy,
} from '../server/testing/server-process';
import {
  BackupError,
  MANIFEST_FILE,
  backupDataDir,
  restoreDataDir,
  verifiedManifest,
  type Manifest,
} from './backup-files';

const TITLE = 'A story that must survive the move';
const SECRET = 'generated-session-secret-of-this-site';
// What an erased account wrote and its address: in no backup taken after the erasure.
const ERASED_MARKER = `erased-${randomBytes(8).toString('hex')}`;
const ERASED_EMAIL = `gone.${randomBytes(6).toString('hex')}@example.org`;

const paths = (dataDir: string) => ({ dataDir, mediaDir: join(dataDir, 'media') });

describe('backup and restore of the embedded database and media', () => {
  let root: string;
  let source: string;
  let backup: string;
  let fileName: string;
  let photo: Buffer;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sahas-backup-'));
    source = join(root, 'source');
    fileName = `${newMediaId()}.png`;
    photo = randomBytes(50_000);

    const database = await openDatabase({
      dataDir: join(source, 'db'),
      initialDataDir: await migratedPgliteSnapshot(),
    });
    await database.db.insert(user).values({ id: 'u1', name: 'Anonymous', email: 'a@example.org' });
    const [story] = await database.db
      .insert(stories)
      .values({ title: TITLE, content: 'Told once, kept safe.', authorId: 'u1' })
      .returning({ id: stories.id });
    await database.db.insert(media).values({
      id: mediaIdOf(fileName),
      ownerId: 'u1',
      storyId: story?.id,
      fileName,
      mimeType: 'image/png',
      sizeBytes: photo.length,
    });
    // An account erased before the backup (its rows deleted), whose rows are still in the table
    // files: the rewrite runs only after an erasure through the server.
    await database.db.insert(user).values({ id: 'u2', name: 'Anonymous', email: ERASED_EMAIL });
    await database.db
      .insert(stories)
      .values({ title: ERASED_MARKER, content: `Written by ${ERASED_MARKER}.`, authorId: 'u2' });
    await database.db.delete(stories).where(eq(stories.authorId, 'u2'));
    await database.db.delete(user).where(eq(user.id, 'u2'));
    await database.close();
    await mkdir(join(source, 'media', '.tmp'), { recursive: true });
    await mkdir(join(source, 'outbox'));
    await writeFile(join(source, 'media', fileName), photo);
    await writeFile(join(source, 'auth-secret'), SECRET);
    // Not the server's: a half-written upload and the outbox stay out of the backup.
    await writeFile(join(source, 'media', '.tmp', 'partial-upload'), 'x');
    await writeFile(join(source, 'outbox', 'mail.eml'), 'To: a@example.org');

    backup = join(root, 'backup');
    const manifest = await backupDataDir(paths(source), backup);
    expect(manifest.files.map((file) => file.path).sort()).toEqual(
      ['auth-secret', 'database.sql', `media/${fileName}`].sort(),
    );
  }, 60_000);
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes a manifest with the format version, time, count, sizes and SHA-256 of each file', async () => {
    const manifest = JSON.parse(await readFile(join(backup, MANIFEST_FILE), 'utf8')) as Manifest;
    expect(manifest).toMatchObject({ format: 'sahas-backup', version: 2, fileCount: 3 });
    expect(Date.parse(manifest.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const photoEntry = manifest.files.find((file) => file.path === `media/${fileName}`);
    expect(photoEntry?.bytes).toBe(photo.length);
    expect(photoEntry?.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(manifest.totalBytes).toBe(manifest.files.reduce((sum, file) => sum + file.bytes, 0));
  });

  it('restores into a fresh folder a server then starts on, with the story and the same bytes', async () => {
    const restored = join(root, 'restored');
    await restoreDataDir(backup, paths(restored));
    expect(await readFile(join(restored, 'auth-secret'), 'utf8')).toBe(SECRET);

    const server = spawnServer({ DATA_DIR: restored, DEMO_DATA: 'off' });
    try {
      await waitUntilHealthy(server);
      const list = (await (await fetch(`${server.url}/api/stories`)).json()) as {
        stories: { title: string }[];
      };
      expect(list.stories.map((story) => story.title)).toEqual([TITLE]);
      const file = await fetch(`${server.url}/media/${fileName}`);
      expect(file.status).toBe(200);
      expect(Buffer.from(await file.arrayBuffer()).equals(photo)).toBe(true);

      // While it runs, neither may touch its folder.
      await expect(backupDataDir(paths(restored), join(root, 'live'))).rejects.toThrow(
        DataDirLockedError,
      );
      await expect(restoreDataDir(backup, paths(restored), { force: true })).rejects.toThrow(
        DataDirLockedError,
      );
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }

    await expect(restoreDataDir(backup, paths(restored))).rejects.toThrow(/--force/);
    await restoreDataDir(backup, paths(restored), { force: true });
    expect(await readFile(join(restored, 'media', fileName))).toEqual(photo);
  }, 90_000);

  it('holds no row of an account erased before it, where the data folder still does', async () => {
    const needles = [ERASED_MARKER, ERASED_EMAIL];
    // The copy of the data directory the old format took would have carried them.
    expect((await filesHolding(join(source, 'db'), needles)).length).toBeGreaterThan(0);
    expect(await filesHolding(backup, needles)).toEqual([]);
    expect(await readFile(join(backup, 'database.sql'), 'utf8')).toContain(TITLE);
  });

  it('restores a backup of the old format (the data directory as a tarball)', async () => {
    const legacy = join(root, 'legacy');
    await mkdir(legacy);
    const database = await PGlite.create({ loadDataDir: await migratedPgliteSnapshot() });
    await database.exec(
      `insert into "user" (id, name, email) values ('u1', 'Anonymous', 'a@example.org');
       insert into stories (title, content, author_id) values ('Kept in the old format', 'Yes.', 'u1');`,
    );
    const tarball = Buffer.from(await (await database.dumpDataDir('gzip')).arrayBuffer());
    await database.close();
    await writeFile(join(legacy, 'database.tar.gz'), tarball);
    const entry = {
      path: 'database.tar.gz',
      bytes: tarball.length,
      sha256: createHash('sha256').update(tarball).digest('hex'),
    };
    await writeFile(
      join(legacy, MANIFEST_FILE),
      JSON.stringify({
        format: 'sahas-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        database: 'pglite',
        fileCount: 1,
        totalBytes: entry.bytes,
        files: [entry],
      }),
    );

    const target = join(root, 'from-legacy');
    await restoreDataDir(legacy, paths(target));
    const restored = await openDatabase({ dataDir: join(target, 'db') });
    try {
      const rows = await restored.db.select({ title: stories.title }).from(stories);
      expect(rows).toEqual([{ title: 'Kept in the old format' }]);
    } finally {
      await restored.close();
    }
  }, 60_000);

  it('refuses a backup whose file does not match its SHA-256, before touching the target', async () => {
    const damaged = join(root, 'damaged');
    await cp(backup, damaged, { recursive: true });
    const copy = join(damaged, 'media', fileName);
    const bytes = await readFile(copy);
    bytes[100] = (bytes[100] ?? 0) ^ 0xff;
    await writeFile(copy, bytes);

    const target = join(root, 'untouched');
    await expect(restoreDataDir(damaged, paths(target))).rejects.toThrow(
      new BackupError(
        `${damaged} is not a usable backup: media/${fileName} does not match its size or SHA-256 in manifest.json. Nothing was restored.`,
      ),
    );
    expect(await readdir(root)).not.toContain('untouched');
  });

  it('refuses a manifest that is damaged or points outside the backup', async () => {
    const original = await readFile(join(backup, MANIFEST_FILE), 'utf8');
    const tampered = join(root, 'tampered');
    await cp(backup, tampered, { recursive: true });
    const manifest = JSON.parse(original) as Manifest;
    const variants = [
      original.slice(0, original.length / 2),
      JSON.stringify({ ...manifest, version: 3 }),
      // A version-1 manifest names PGlite's tarball, not the dump.
      JSON.stringify({ ...manifest, version: 1 }),
      JSON.stringify({ ...manifest, fileCount: 2 }),
      JSON.stringify({
        ...manifest,
        files: manifest.files.map((file) =>
          file.path === 'auth-secret' ? { ...file, path: '../../auth-secret' } : file,
        ),
      }),
    ];
    for (const variant of variants) {
      await writeFile(join(tampered, MANIFEST_FILE), variant);
      await expect(verifiedManifest(tampered)).rejects.toThrow(BackupError);
    }
  });

  it('with media in a bucket, backs up the database alone and will not drop files on restore', async () => {
    const source = join(root, 'source');
    const env = {
      DATA_DIR: source,
      MEDIA_STORE: 's3',
      S3_BUCKET: 'sahas-media',
      S3_ENDPOINT: 'http://127.0.0.1:1',
    };
    const target = join(root, 'bucket-backup');
    const backedUp = await runScript('scripts/backup.ts', [target], env);
    expect(backedUp.output).toContain('media are in the S3 bucket');
    expect(backedUp.code).toBe(0);
    expect((await readdir(join(target, 'media'))).length).toBe(0);

    const refused = await runScript('scripts/restore.ts', [backup], {
      ...env,
      DATA_DIR: join(root, 'restored-to-bucket'),
    });
    expect(refused.code).toBe(1);
    expect(refused.output.trim()).toBe(
      'This backup holds 1 media files, but MEDIA_STORE=s3: restore it with MEDIA_STORE=local, or copy its media folder into the bucket under media/ first.',
    );
  }, 60_000);

  it('points to pg_dump and pg_restore when DATABASE_URL is set', async () => {
    const env = { DATABASE_URL: 'postgres://sahas@127.0.0.1:1/sahas' };
    const runs = await Promise.all([
      runScript('scripts/backup.ts', [join(root, 'pg')], env),
      runScript('scripts/restore.ts', [backup], env),
    ]);
    for (const { code, output } of runs) {
      expect(code).toBe(1);
      expect(output.trim().split('\n')).toEqual([
        expect.stringMatching(/^DATABASE_URL is set: .*pg_dump.*pg_restore/),
      ]);
    }
  }, 30_000);
});

/** Files under `dir` holding any of `needles`, looking inside gzip files too. */
async function filesHolding(dir: string, needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    const raw = await readFile(path);
    const bytes = path.endsWith('.gz') ? gunzipSync(raw) : raw;
    if (needles.some((needle) => bytes.includes(needle))) found.push(relative(dir, path));
  }
  return found;
}

function runScript(script: string, args: string[], env: Record<string, string>) {
  // The scripts open the embedded database, as a test server does.
  const child = spawn(
    process.execPath,
    [...SHORT_LIVED_NODE_FLAGS, '--import', 'tsx', script, ...args],
    {
      env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.server.json', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}
