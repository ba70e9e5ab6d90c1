// A real self-hosted server process over a data directory seeded with `size`.
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { seededDataDir } from '../server/testing/seeded-data-dir';
import {
  buildServerBundleOnce,
  spawnServer,
  waitUntilHealthy,
} from '../server/testing/server-process';
import type { SeedSize } from './seed-stories';

export interface SeededServer {
  url: string;
  stop(): Promise<void>;
}

export async function startSeededServer(
  size: SeedSize,
  options: { staticDir: string; port: number },
): Promise<SeededServer> {
  // Migrated already (the data folder's first start is tested elsewhere), and seeded in a
  // process of its own, so that two servers' seeds run side by side.
  const dataDir = await seededDataDir('sahas-scale-');
  await promisify(execFile)(
    process.execPath,
    [
      '--import',
      'tsx',
      'bench/seed-data-dir.ts',
      dataDir,
      String(size.stories),
      String(size.users),
      String(size.reactedStories),
    ],
    { env: { ...process.env, TSX_TSCONFIG_PATH: 'tsconfig.server.json' } },
  );
  buildServerBundleOnce();
  // As deployed (no test flags): the benchmarks time what it serves.
  const server = spawnServer(
    { DATA_DIR: dataDir, STATIC_DIR: options.staticDir, DEMO_DATA: 'off' },
    options.port,
    [],
  );
  // A benchmark that dies (its output piped into `head`, an uncaught error) takes its server with
  // it: one left listening holds a port of the tests' range and fails the next run's tests.
  const stopOnExit = () => {
    server.child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stopOnExit);
  await waitUntilHealthy(server);
  return {
    url: server.url,
    async stop() {
      process.off('exit', stopOnExit);
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The scale: 10,000 stories and 100,000 reactions, against a 10-story baseline. */
export const SMALL: SeedSize = { stories: 10, users: 10, reactedStories: 10 };
export const LARGE: SeedSize = { stories: 10_000, users: 100, reactedStories: 1_000 };
