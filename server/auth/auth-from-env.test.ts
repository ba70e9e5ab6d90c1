import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { account } from '../db/auth-schema';
import { parseEnv } from '../env';
import { setupTestServer } from '../testing/setup-test-server';
import { authFromEnv } from './auth-from-env';

// What a server's environment makes of passwords, read where it ends up: the account table (of
// the worker's test database, which the test server empties).
describe('the password hash an environment chooses', () => {
  const server = setupTestServer();
  const dataDir = mkdtempSync(join(tmpdir(), 'sahas-auth-env-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  async function storedHash(environment: Record<string, string>): Promise<string | null> {
    const env = parseEnv({ DATA_DIR: dataDir, DEMO_DATA: 'off', ...environment });
    const { auth } = authFromEnv(env, server.db);
    await auth.api.signUpEmail({
      body: { email: 'her@example.org', password: 'Str0ng!pass', name: 'Anonymous' },
    });
    const [row] = await server.db.select({ password: account.password }).from(account);
    return row?.password ?? null;
  }

  it('is scrypt with a salt of its own unless a test server asks otherwise', async () => {
    expect(await storedHash({})).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
  });

  it('is the fast one for a test server on this machine, and says so in every hash', async () => {
    const hash = await storedHash({
      PASSWORD_HASH: 'fast-for-tests',
      PUBLIC_URL: 'http://127.0.0.1:4173',
    });
    expect(hash).toMatch(/^test-sha256:[0-9a-f]{64}$/);
  });
});
