// The demo admin's password is a key to every story's moderation: it never goes into a log file
// (a server's output is usually one), and no demo admin exists beside the admins an operator names.
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SessionUser } from '@/domain/entities';
import {
  type ServerProcess,
  freePort,
  processClient,
  spawnServer,
  waitUntilHealthy,
} from '../testing/server-process';
import { seededDataDir } from '../testing/seeded-data-dir';
import { DEMO_ADMIN_PASSWORD_FILE } from './demo-admin-password';
import { DEMO_ADMIN_EMAIL } from './seed-demo-data';

describe('the demo admin of a first start whose output is not a terminal', () => {
  const running: ServerProcess[] = [];
  const folders: string[] = [];
  afterAll(async () => {
    for (const server of running) server.child.kill('SIGKILL');
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  async function firstStart(env: Record<string, string> = {}) {
    const dataDir = await seededDataDir('sahas-demo-admin-');
    folders.push(dataDir);
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawnServer(
      { DATA_DIR: dataDir, PUBLIC_URL: url, AUTH_RATE_LIMIT: 'off', ...env },
      port,
    );
    running.push(server);
    await waitUntilHealthy(server);
    return { dataDir, server, url };
  }

  it('has its password in a file only the server user can read, and the log says where', async () => {
    const { dataDir, server, url } = await firstStart();
    const file = join(dataDir, DEMO_ADMIN_PASSWORD_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = /password: (\S+)/.exec(await readFile(file, 'utf8'))?.[1] ?? '';
    expect(password.length).toBeGreaterThanOrEqual(20);

    expect(server.output()).not.toContain(password);
    expect(server.output()).toContain(file);

    // The password in the file is the demo admin's.
    const response = await fetch(`${url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: url },
      body: JSON.stringify({ email: DEMO_ADMIN_EMAIL, password }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    const session = await fetch(`${url}/api/session`, { headers: { cookie } });
    const { user } = (await session.json()) as { user: SessionUser };
    expect(user).toMatchObject({ email: DEMO_ADMIN_EMAIL, isAdmin: true });
  }, 120_000);

  it('is not created when ADMIN_EMAILS names the admins; the sample content still is', async () => {
    const { dataDir, server, url } = await firstStart({ ADMIN_EMAILS: 'real-admin@example.org' });
    await expect(stat(join(dataDir, DEMO_ADMIN_PASSWORD_FILE))).rejects.toThrow();
    expect(server.output()).not.toMatch(/demo admin/i);
    const stories = await processClient(url).api('/api/stories');
    expect(await stories.text()).toContain('[Sample]');
  }, 120_000);
});
