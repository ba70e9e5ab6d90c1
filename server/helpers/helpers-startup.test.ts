// A wrong helper variable stops the self-hosted server at start, in one line, like any other.
import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { spawnServer } from '../testing/server-process';

const dataDir = mkdtempSync(join(tmpdir(), 'sahas-helpers-start-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('exits 1 naming the missing provider variable', async () => {
  const server = spawnServer({ DATA_DIR: dataDir, TRANSLATION_PROVIDER: 'gemini' });
  expect(await server.exited).toBe(1);
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('npm warn'))
    .map((line) => (JSON.parse(line) as { msg: string }).msg);
  expect(lines).toEqual([
    'Invalid configuration: GEMINI_API_KEY is required for the gemini provider',
  ]);
}, 30_000);
