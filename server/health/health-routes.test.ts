// What a load balancer sees: liveness without the database, readiness with it and the media
// folder, and nothing about why a check failed.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { session } from '../db/auth-schema';
import { openDatabase, type OpenDatabase } from '../db/database';
import { migratedPgliteSnapshot } from '../testing/pglite-snapshot';
import { setupTestServer } from '../testing/setup-test-server';
import { healthRoutes } from './health-routes';
import { localMediaStore } from '../media/local-media-store';

describe('health and readiness through the app', () => {
  const server = setupTestServer();

  it.each([
    ['liveness', '/api/health', { status: 'ok' }],
    ['readiness', '/api/ready', { status: 'ready', checks: { database: 'ok', media: 'ok' } }],
  ])('answers %s 200 (readiness with each check ok), never cached', async (_, path, body) => {
    const response = await server.request(path);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(body);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers a probe from anywhere, with or without a session, and opens or renews none', async () => {
    const cookie = await server.userSession('reader@example.org');
    const sessionsBefore = await server.db.$count(session);
    for (const path of ['/api/health', '/api/ready']) {
      const probes: Record<string, string>[] = [
        // What a load balancer sends: no Origin, no cookie.
        {},
        { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site', cookie },
      ];
      for (const headers of probes) {
        const response = await server.app.request(`${server.publicUrl}${path}`, { headers });
        expect(response.status).toBe(200);
        expect(response.headers.getSetCookie()).toEqual([]);
      }
    }
    expect(await server.db.$count(session)).toBe(sessionsBefore);
  });
});

describe('readiness failures', () => {
  let database: OpenDatabase;
  let dir: string;
  beforeAll(async () => {
    database = await openDatabase({
      dataDir: 'memory://',
      initialDataDir: await migratedPgliteSnapshot(),
    });
    dir = await mkdtemp(join(tmpdir(), 'sahas-ready-'));
  });
  afterAll(async () => {
    await database.close().catch(() => {});
    await rm(dir, { recursive: true, force: true });
  });

  const unavailable = (checks: Record<string, string>) => ({ status: 'unavailable', checks });

  async function ready(mediaDir: string, checkTimeoutMs?: number) {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await healthRoutes({
      db: database.db,
      mediaStore: localMediaStore(mediaDir),
      checkTimeoutMs,
    }).request('/ready');
    const body = await response.text();
    const logged = warn.mock.calls.flat().join('\n');
    warn.mockRestore();
    return { status: response.status, body, logged };
  }

  it('fails the media check for a missing or read-only folder, saying nothing of it', async () => {
    const missing = join(dir, 'no-such-folder');
    const answer = await ready(missing);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual(unavailable({ database: 'ok', media: 'fail' }));
    // The operator learns which check and what kind of error; the path stays out of both.
    expect(answer.logged).toContain('"check":"media"');
    expect(answer.logged).toContain('ENOENT');
    expect(answer.logged).not.toContain(missing);

    // A file where the folder should be (a mount gone wrong) fails too.
    const notAFolder = join(dir, 'a-file');
    await writeFile(notAFolder, '');
    expect((await ready(notAFolder)).status).toBe(503);
  });

  it('fails the database check when a query takes longer than the timeout', async () => {
    // PGlite serves one transaction at a time: a slow one holds the ping back.
    let held = () => {};
    let finish = () => {};
    const holding = new Promise<void>((resolve) => (held = resolve));
    const slow = database.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      const finished = new Promise<void>((resolve) => (finish = resolve));
      held();
      await finished;
    });
    await holding;
    const answer = await ready(dir, 100);
    finish();
    await slow;
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual(unavailable({ database: 'fail', media: 'ok' }));
  });

  it('fails the database check, without its error, when the database is gone', async () => {
    await database.close();
    const answer = await ready(dir);
    expect(answer.status).toBe(503);
    expect(JSON.parse(answer.body)).toEqual(unavailable({ database: 'fail', media: 'ok' }));
    expect(answer.body).not.toMatch(/closed|error|select/i);
  });
});
