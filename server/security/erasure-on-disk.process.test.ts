// Her address and what she wrote are on the server's disk until she erases her account; after
// that, once the server has stopped, no file of its data folder (the embedded database's table
// files, indexes and pg_wal, the outbox) holds them, even when the server is stopped right after
// her erasure: the rewrite that was still waiting runs as the server stops.
import { randomBytes } from 'node:crypto';
import { readFile, readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { filesHolding, storyBody } from '../stories/story-test-helpers';
import { seededDataDir } from '../testing/seeded-data-dir';
import { type ServerProcess, spawnServer, waitUntilHealthy } from '../testing/server-process';

const PASSWORD = 'Str0ng!pass';

/** The first link in the newest outbox mail to `to`, once the mail queue has sent one. */
async function linkMailedTo(outbox: string, to: string): Promise<URL> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const names = (await readdir(outbox).catch(() => [])).filter((name) => name.endsWith('.eml'));
    for (const name of names.sort().reverse()) {
      const text = await readFile(join(outbox, name), 'utf8');
      const link = text.includes(`To: ${to}`) ? text.match(/https?:\/\/\S+/)?.[0] : undefined;
      if (link) return new URL(link);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} in the outbox`);
}

describe('erasure on disk, with the server as a process', () => {
  const marker = `marker-${randomBytes(8).toString('hex')}`;
  const email = `meera.${randomBytes(6).toString('hex')}@example.org`;
  let dataDir: string | undefined;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('leaves nothing of hers in the database files once the server stops after her erasure', async () => {
    dataDir = await seededDataDir('sahas-erasure-process-');
    server = spawnServer({ DATA_DIR: dataDir, DEMO_DATA: 'off', PASSWORD_HASH: 'fast-for-tests' });
    await waitUntilHealthy(server);
    const url = server.url;
    // PUBLIC_URL's origin, which the server's write guard expects.
    const origin = `http://localhost:${server.port}`;
    const call = (path: string, body: unknown, cookie = '') =>
      fetch(`${url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin, cookie },
        body: JSON.stringify(body),
      });

    expect(
      (await call('/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Anonymous' }))
        .status,
    ).toBe(200);
    const link = await linkMailedTo(join(dataDir, 'outbox'), email);
    expect(
      (await fetch(`${url}${link.pathname}${link.search}`, { redirect: 'manual' })).status,
    ).toBeLessThan(400);
    const signedIn = await call('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');

    const story = await call(
      '/api/stories',
      storyBody({ title: `Leaving ${marker}`, content: `I walked to ${marker} that night.` }),
      cookie,
    );
    expect(story.status).toBe(201);
    const testimonial = await call(
      '/api/testimonials',
      { content: `Sahas helped me reach ${marker}.` },
      cookie,
    );
    expect(testimonial.status).toBe(201);

    expect((await call('/api/account/delete', { password: PASSWORD }, cookie)).status).toBe(204);
    // Stopped at once, before the rewrite's quiet spell is over.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    expect(await filesHolding(dataDir, [marker, email])).toEqual([]);
  }, 120_000);
});
