// The server as a process: zero-config start, health, bad configuration, graceful stop.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomPort, spawnServer, waitUntilHealthy } from './testing/server-process';

// tsx's own CLI (not npx) so signals reach the server and its exit code comes back.
describe('server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sahas-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('exits 1 with one clear line on a bad variable', async () => {
    const server = spawnServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('npm warn'));
    expect(lines).toEqual(['Invalid configuration: PORT must be a port number from 1 to 65535']);
  }, 30_000);

  it('starts with no configuration beyond a port, answers health, and stops on SIGTERM', async () => {
    const server = spawnServer({ DATA_DIR: dataDir, DEMO_DATA: 'off' }, randomPort());
    await waitUntilHealthy(server);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  }, 90_000);
});
