// Every bad start-up setting stops the server at once with exit code 1 and one line that names
// what to fix: no stack trace, no hang.
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ANY_STRING } from '@/testing/expected';
import { exitCodeUnlessHung, spawnServer } from '../testing/server-process';

describe('bad start-up settings', () => {
  let root: string;
  let busyPort: number;
  let closeBusy: () => void;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'sahas-startup-'));
    await writeFile(join(root, 'a-file'), '');
    const busy = createServer().listen(0, '127.0.0.1');
    await new Promise((resolve) => busy.once('listening', resolve));
    busyPort = (busy.address() as AddressInfo).port;
    closeBusy = () => busy.close();
  });
  afterAll(async () => {
    closeBusy();
    await rm(root, { recursive: true, force: true });
  });

  const cases: [string, () => Record<string, string>, RegExp][] = [
    [
      'a PUBLIC_URL that is not http(s)',
      () => ({ PUBLIC_URL: 'ftp://sahas.example' }),
      /PUBLIC_URL/,
    ],
    ['a HOST that is not an address', () => ({ HOST: 'not a host' }), /HOST/],
    ['a HOST that is not this machine', () => ({ HOST: '192.0.2.1' }), /HOST/],
    ['a PORT that is no port', () => ({ PORT: 'eighty' }), /PORT must be a port number from 1 to/],
    ['a port in use', () => ({ PORT: String(busyPort) }), /already in use/],
    ['a DATA_DIR nobody can write', () => ({ DATA_DIR: '/proc/1' }), /DATA_DIR/],
    ['a DATA_DIR that is a file', () => ({ DATA_DIR: join(root, 'a-file') }), /DATA_DIR/],
    [
      'a MEDIA_DIR inside a file',
      () => ({ DATA_DIR: join(root, 'media-case'), MEDIA_DIR: join(root, 'a-file', 'media') }),
      /MEDIA_DIR/,
    ],
    [
      'a malformed ADMIN_EMAILS',
      () => ({ ADMIN_EMAILS: 'boss@example.org, not-an-address' }),
      /ADMIN_EMAILS/,
    ],
  ];

  it.each(cases)(
    'stops on %s: exit 1, one line, no hang',
    async (_, env, names) => {
      const server = spawnServer({
        DATA_DIR: join(root, `data-${Math.random().toString(36).slice(2)}`),
        DEMO_DATA: 'off',
        ...env(),
      });
      expect(await exitCodeUnlessHung(server)).toBe(1);
      const lines = server
        .output()
        .split('\n')
        .filter((line) => line.trim());
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(names);
      // A log line like every other: JSON with its time, level and message.
      expect(JSON.parse(lines[0] ?? '')).toEqual({
        time: ANY_STRING,
        level: 'error',
        msg: ANY_STRING,
      });
    },
    60_000,
  );
});
