// A test server over an embedded database in a temp folder of its own, for the tests that look
// at what its files hold.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { type OpenDatabase, openDatabase } from '../db/database';
import { migratedPgliteSnapshot } from './pglite-snapshot';
import { createTestServer, type TestServer } from './test-server';

export interface ServerOnDisk {
  dbDir: string;
  database: OpenDatabase;
  server: TestServer;
  /** Closes the database, so every page of it is on disk; afterAll then leaves it closed. */
  closeDatabase(): Promise<void>;
}

/**
 * Registers the hooks in the calling describe block and returns the server, filled in by
 * beforeAll (use it inside tests only); afterAll closes it and removes the folder.
 */
export function serverOnDisk(
  prefix: string,
  compaction: { compactionQuietMs?: number; compactionEveryMs?: number } = {},
): ServerOnDisk {
  let root = '';
  let closed = false;
  const onDisk = {
    async closeDatabase() {
      await onDisk.database.close();
      closed = true;
    },
  } as ServerOnDisk;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), prefix));
    onDisk.dbDir = join(root, 'db');
    onDisk.database = await openDatabase({
      dataDir: onDisk.dbDir,
      initialDataDir: await migratedPgliteSnapshot(),
      ...compaction,
    });
    onDisk.server = await createTestServer({ database: onDisk.database });
  }, 60_000);
  afterAll(async () => {
    await onDisk.server.close();
    if (!closed) await onDisk.database.close();
    await rm(root, { recursive: true, force: true });
  });
  return onDisk;
}
