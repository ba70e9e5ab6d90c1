// The server as a process: zero-config start, health, bad configuration, graceful stop.
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// tsx's own CLI (not npx) so signals reach the server and its exit code comes back.
const TSX_ARGS = [
  'node_modules/tsx/dist/cli.mjs',
  '--tsconfig',
  'tsconfig.server.json',
  'server/main.ts',
];

function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, TSX_ARGS, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sahas-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('exits 1 with one clear line on a bad variable', async () => {
    const server = startServer({ PORT: 'eighty', DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('npm warn'));
    expect(lines).toEqual(['Invalid configuration: PORT must be a port number from 1 to 65535']);
  }, 30_000);

  it('starts with no configuration beyond a port, answers health, and stops on SIGTERM', async () => {
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    const server = startServer({ PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'off' });
    await expect
      .poll(
        async () => {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null);
          return response?.status;
        },
        { timeout: 60_000, interval: 250 },
      )
      .toBe(200);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('SIGTERM received');
  }, 90_000);
});
