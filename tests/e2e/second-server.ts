import { rm } from 'node:fs/promises';
import { seededDataDir } from '../../server/testing/seeded-data-dir';
import {
  spawnServer,
  waitUntilHealthy,
  type ServerProcess,
} from '../../server/testing/server-process';
import { E2E_STATIC_DIR } from './e2e-env';
import { test } from './fixtures';

interface SecondServerOptions {
  /** A port of the calling spec's own, clear of the test server's. */
  port: number;
  /** The prefix of its fresh data directory's name. */
  dataDirPrefix: string;
  /** Its environment besides where it lives; read when it starts (after earlier beforeAll hooks). */
  env: () => Record<string, string>;
}

/**
 * A server process of its own for the enclosing describe block, configured unlike the test
 * server: it starts before the block's tests and is stopped, its data gone, after them. Returns
 * its address, for the block's baseURL.
 */
export function secondServer({ port, dataDirPrefix, env }: SecondServerOptions): string {
  const url = `http://127.0.0.1:${port}`;
  let server: ServerProcess | undefined;
  let dataDir = '';

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    dataDir = await seededDataDir(dataDirPrefix);
    // The bundle the test server runs, built by its `npm run serve` before any test starts. Not
    // built again here: each worker is a process of its own, and a build swaps dist-server/ out
    // whole, so another worker's server starting meanwhile found no main.mjs (CI, 30 November).
    server = spawnServer(
      { DATA_DIR: dataDir, STATIC_DIR: E2E_STATIC_DIR, PUBLIC_URL: url, ...env() },
      port,
    );
    await waitUntilHealthy(server);
  });

  test.afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  return url;
}
