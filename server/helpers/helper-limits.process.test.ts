// The real server counts the helpers' limits in its database, not in its memory: a client's
// count outlives a restart within the minute, as it is seen by every other server on that
// database (shared-helper-limits.test.ts shows two servers at once).
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  type ServerProcess,
  freePort,
  spawnServer,
  waitUntilHealthy,
} from '../testing/server-process';
import { seededDataDir } from '../testing/seeded-data-dir';

let port: number;
let publicUrl: string;
let dataDir: string;
const running: ServerProcess[] = [];
beforeAll(async () => {
  dataDir = await seededDataDir('sahas-helper-limits-');
  port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await rm(dataDir, { recursive: true, force: true });
});

async function start() {
  const server = spawnServer(
    {
      DATA_DIR: dataDir,
      DEMO_DATA: 'off',
      PUBLIC_URL: publicUrl,
      HELPERS_RATE_LIMIT_PER_MINUTE: '2',
    },
    port,
  );
  running.push(server);
  await waitUntilHealthy(server);
  return server;
}

async function stop(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited).toBe(0);
}

/** No provider is configured: a call within the limit gets 503, one past it 429. */
async function translate(): Promise<number> {
  const response = await fetch(`${publicUrl}/.netlify/functions/translate`, {
    method: 'POST',
    headers: { origin: publicUrl, 'content-type': 'application/json' },
    body: JSON.stringify({ title: '', content: 'x', targetLang: 'hi' }),
  });
  return response.status;
}

it('keeps counting a client across a restart within the minute', async () => {
  const first = await start();
  const firstCallAt = Date.now();
  expect([await translate(), await translate(), await translate()]).toEqual([503, 503, 429]);
  await stop(first);

  const second = await start();
  // Still the same one-minute window: a count kept in memory would have started again.
  expect(Date.now() - firstCallAt).toBeLessThan(60_000);
  expect(await translate()).toBe(429);
  await stop(second);
}, 150_000);
