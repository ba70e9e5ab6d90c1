// The data folder holds password hashes, e-mail addresses and stories: nobody but the server's
// own user may read it, and only one server may write it (the embedded database has no lock).
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../data-dir/data-dir-lock';
import {
  type ServerProcess,
  exitCodeUnlessHung,
  spawnServer,
  waitUntilHealthy,
} from '../testing/server-process';
import { seededDataDir } from '../testing/seeded-data-dir';

/** Every path under `dir` that a user other than the owner could reach. */
async function openToOthers(dir: string): Promise<string[]> {
  const open: string[] = [];
  const visit = async (path: string) => {
    const info = await stat(path);
    if (info.mode & 0o077) open.push(path);
    if (info.isDirectory()) {
      for (const entry of await readdir(path)) await visit(join(path, entry));
    }
  };
  await visit(dir);
  return open;
}

const lines = (server: ServerProcess) =>
  server
    .output()
    .split('\n')
    .filter((line) => line.trim());

describe('the data folder', () => {
  let root: string;
  const running: ServerProcess[] = [];
  const folders: string[] = [];
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sahas-data-dir-'));
  });
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    for (const folder of [root, ...folders]) await rm(folder, { recursive: true, force: true });
  });

  it('is private to the server: new files 0600/0700, and files others could read are tightened', async () => {
    const dataDir = join(root, 'private');
    // What an older version, or a careless copy, leaves behind.
    await mkdir(join(dataDir, 'outbox'), { recursive: true, mode: 0o777 });
    await chmod(dataDir, 0o777);
    await chmod(join(dataDir, 'outbox'), 0o777);
    await writeFile(join(dataDir, 'outbox', 'old.eml'), 'To: someone@example.org', { mode: 0o666 });
    await chmod(join(dataDir, 'outbox', 'old.eml'), 0o666);

    const server = spawnServer({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    running.push(server);
    await waitUntilHealthy(server);

    expect(await openToOthers(dataDir)).toEqual([]);
    expect(server.output()).toMatch(/Made \d+ files and folders under .* private/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  }, 120_000);

  it('lets one server at a time use it: a second exits 1 at once naming the first', async () => {
    // Not a first start: its database is made already.
    const dataDir = await seededDataDir('sahas-data-dir-shared-');
    folders.push(dataDir);
    const first = spawnServer({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    running.push(first);
    await waitUntilHealthy(first);

    const second = spawnServer({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    running.push(second);
    expect(await exitCodeUnlessHung(second)).toBe(1);
    expect(lines(second)).toEqual([expect.stringContaining(`pid ${first.child.pid}`)]);

    // The first keeps serving.
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);

    // A killed server leaves its lock behind; the next start sees it is stale and takes over.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(await readdir(dataDir)).toContain(LOCK_FILE_NAME);
    const third = spawnServer({ DATA_DIR: dataDir, DEMO_DATA: 'off' });
    running.push(third);
    await waitUntilHealthy(third);
    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    // A clean stop removes the lock.
    expect(await readdir(dataDir)).not.toContain(LOCK_FILE_NAME);
  }, 180_000);
});
