// The server as a process: zero-config start, health, graceful stop, and its output: JSON lines
// only.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextTestPort, spawnServer, waitUntilHealthy } from './testing/server-process';

const EMAIL = 'never-logged@example.org';
const STORY_ID = '5b0c1f0e-7d2a-4c55-9a4e-2f1d3c4b5a69';

describe('server process', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sahas-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  // A bad variable: exit 1 and one JSON line naming it, security/startup-settings.process.test.ts.
  it('starts with no configuration beyond a port, answers health, and stops on SIGTERM', async () => {
    const server = spawnServer({ DATA_DIR: dataDir, DEMO_DATA: 'off' }, nextTestPort());
    await waitUntilHealthy(server);
    const response = await fetch(`${server.url}/api/stories/${STORY_ID}?email=${EMAIL}`, {
      headers: { cookie: `better-auth.session_token=${EMAIL}`, 'x-request-id': 'not ok!' },
    });
    expect(response.status).toBe(404);
    const requestId = response.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    // Every line the process wrote is one JSON object: start, requests, stop.
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.every((line) => line.time && line.level && line.msg)).toBe(true);
    const messages = lines.map((line) => line.msg);
    expect(messages).toContainEqual(expect.stringMatching(/^Sahas is running at /));
    expect(messages).toContainEqual(expect.stringMatching(/^SIGTERM received/));
    expect(lines.find((line) => line.requestId === requestId)).toEqual({
      time: expect.any(String) as unknown,
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/stories/:id',
      status: 404,
      durationMs: expect.any(Number) as unknown,
      requestId,
    });
    expect(lines).toContainEqual(expect.objectContaining({ route: '/api/health', status: 200 }));
    expect(server.output()).not.toContain(EMAIL);
    expect(server.output()).not.toContain(STORY_ID);
  }, 90_000);
});
