// Two server processes on one PostgreSQL share one mail queue: each queued mail is sent exactly
// once, whichever server queued it and whichever claims it (leases under FOR UPDATE SKIP LOCKED).
// Needs PostgreSQL (TEST_DATABASE_URL): the `postgres` project of vite.config.ts runs it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestSmtpServer, startTestSmtpServer } from '../mail/test-smtp-server';
import { type ServerProcess, spawnServer, waitUntilHealthy } from '../testing/server-process';
import { freshDatabaseUrl } from '../testing/worker-database';

const PUBLIC_URL = 'http://sahas.lb.test';
const DATABASE = 'sahas_mail_queue';
const HER = 'her@example.org';
const RESETS = 20;

describe('one mail queue, two servers', { timeout: 120_000 }, () => {
  let smtp: TestSmtpServer;
  let root: string;
  let servers: ServerProcess[] = [];

  const post = (server: ServerProcess, path: string, body: unknown) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: PUBLIC_URL },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    const baseUrl = process.env.TEST_DATABASE_URL;
    if (!baseUrl) throw new Error('TEST_DATABASE_URL must name a PostgreSQL for this test');
    const databaseUrl = await freshDatabaseUrl(baseUrl, DATABASE);
    smtp = await startTestSmtpServer({ dataDelayMs: 20 });
    root = await mkdtemp(join(tmpdir(), 'sahas-mail-queue-'));
    servers = ['a', 'b'].map((name) =>
      spawnServer({
        DATABASE_URL: databaseUrl,
        DATA_DIR: join(root, name),
        PUBLIC_URL,
        SMTP_URL: smtp.url,
        AUTH_SECRET: 'the-same-secret-on-every-server-0123456789',
        DEMO_DATA: 'off',
        AUTH_RATE_LIMIT: 'off',
      }),
    );
    await Promise.all(servers.map((server) => waitUntilHealthy(server)));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await smtp?.close();
    if (root) await rm(root, { recursive: true, force: true });
  });

  it('sends every mail once, whichever server queued it', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess];
    expect(
      (await post(a, '/api/auth/sign-up/email', { email: HER, password: 'Str0ng!pass', name: 'A' }))
        .status,
    ).toBe(200);
    // Side by side: each answer is held to the answer floor (server/auth/answer-floor.ts).
    const asked = await Promise.all(
      Array.from({ length: RESETS }, (_, n) =>
        post(n % 2 ? a : b, '/api/auth/request-password-reset', {
          email: HER,
          redirectTo: '/auth',
        }),
      ),
    );
    expect(asked.map((answer) => answer.status)).toEqual(asked.map(() => 200));
    const expected = RESETS + 1;
    await expect.poll(() => smtp.received.length, { timeout: 60_000 }).toBe(expected);
    // Both servers keep polling: nothing is sent a second time.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(smtp.received).toHaveLength(expected);
    expect(new Set(smtp.received.map((mail) => mail.text)).size).toBe(expected);
  });
});
