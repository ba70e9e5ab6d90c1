// What a lock left in the data folder means: the holder is judged by pid, host and process start
// time, so a dead or replaced holder is taken over at once and one on another machine never is.
// (A live second server and a SIGKILLed one: server/security/data-dir.process.test.ts.)
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, LOCK_FILE_NAME, lockDataDir } from './data-dir-lock';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sahas-lock-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const lockFile = () => join(dataDir, LOCK_FILE_NAME);
const leftBehind = (holder: object | string) =>
  writeFile(lockFile(), typeof holder === 'string' ? holder : JSON.stringify(holder));
const since = '2026-01-01T00:00:00.000Z';

describe('lockDataDir', () => {
  it.each([
    [
      'takes over the lock of a holder that has exited',
      () => {
        const { pid } = spawnSync(process.execPath, ['-e', '']);
        return { pid, host: hostname(), processStart: null, startedAt: since };
      },
    ],
    [
      'takes over when the pid now belongs to another process (started at another time)',
      () => ({ pid: process.pid, host: hostname(), processStart: '1', startedAt: since }),
    ],
    ['takes over a lock half written by a holder killed while taking it', () => '{"pid":'],
  ])('%s', async (_, holder: () => object | string) => {
    await leftBehind(holder());
    const lock = lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    lock.release();
  });

  it('leaves a lock held on another machine alone, naming its holder in one line', async () => {
    const holder = { pid: 4242, host: 'other-machine', processStart: '9', startedAt: since };
    await leftBehind(holder);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dataDir)).toThrow(/^[^\n]*pid 4242 on other-machine[^\n]*$/);
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toEqual(holder);
  });

  it('releases only its own lock', async () => {
    const lock = lockDataDir(dataDir);
    await leftBehind({ pid: 4242, host: 'other-machine', processStart: '9', startedAt: since });
    lock.release();
    expect(JSON.parse(await readFile(lockFile(), 'utf8'))).toMatchObject({ pid: 4242 });
  });
});
