// Where the demo admin's password goes: a person's terminal, or a file only the server's user
// can read, never a log line (see demo-admin.process.test.ts for the server's real output).
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_PASSWORD_FILE, demoAdminPasswordHandOver } from './demo-admin-password';

const EMAIL = 'admin@sahas.example';
const PASSWORD = 'Xy7!secret-demo-pass';

describe('demoAdminPasswordHandOver', () => {
  let dataDir: string;
  let printed: string[];
  let logged: string[];
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'sahas-demo-password-'));
    printed = [];
    logged = [];
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  const handOver = (isTTY: boolean) =>
    demoAdminPasswordHandOver({
      dataDir,
      terminal: { isTTY, write: (text: string) => printed.push(text) },
      log: (line) => logged.push(line),
    })(EMAIL, PASSWORD);

  it('prints it to a terminal only: no log line, no file', async () => {
    await handOver(true);
    expect(printed.join('')).toContain(PASSWORD);
    expect(logged).toEqual([]);
    await expect(stat(join(dataDir, DEMO_ADMIN_PASSWORD_FILE))).rejects.toThrow();
  });

  it('writes it to a 0600 file when the output is no terminal, and logs only where', async () => {
    await handOver(false);
    const file = join(dataDir, DEMO_ADMIN_PASSWORD_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).toContain(PASSWORD);
    expect(printed).toEqual([]);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(file);
    expect(logged[0]).not.toContain(PASSWORD);
  });

  it('makes a file an earlier demo left open to others private again', async () => {
    const file = join(dataDir, DEMO_ADMIN_PASSWORD_FILE);
    await writeFile(file, 'old');
    await chmod(file, 0o644);
    await handOver(false);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await readFile(file, 'utf8')).not.toContain('old');
  });
});
