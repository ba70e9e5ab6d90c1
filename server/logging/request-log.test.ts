// One JSON line per request with the route's pattern, status, duration and request id, and
// nothing a person sent: no path values, query, body, cookie, address.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupTestServer } from '../testing/setup-test-server';
import { createLogger, formatLine } from './logger';

const EMAIL = 'someone.private@example.org';
const COOKIE_VALUE = 'cookie-value-nobody-may-log';
const SECRET = 'Zq7-words-she-wrote';
const STORY_ID = '5b0c1f0e-7d2a-4c55-9a4e-2f1d3c4b5a69';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('request log', () => {
  const lines: string[] = [];
  const server = setupTestServer({
    log: createLogger({ format: () => 'json', sink: (_, line) => lines.push(line) }),
  });
  beforeEach(() => {
    lines.length = 0;
  });
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, string | number>);

  it('writes one JSON line per request: the route pattern, never the path or query', async () => {
    const response = await server.request(`/api/stories/${STORY_ID}?email=${EMAIL}&q=${SECRET}`, {
      headers: { cookie: `better-auth.session_token=${COOKIE_VALUE}` },
    });
    expect(response.status).toBe(404);
    expect(lines).toHaveLength(1);
    const [line] = parsed();
    expect(Object.keys(line ?? {}).sort()).toEqual(
      ['durationMs', 'level', 'method', 'msg', 'requestId', 'route', 'status', 'time'].sort(),
    );
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/stories/:id',
      status: 404,
      requestId: response.headers.get('x-request-id'),
    });
    expect(line?.requestId).toMatch(UUID);
    expect(Number.isInteger(line?.durationMs)).toBe(true);
    expect(new Date(line?.time ?? '').toISOString()).toBe(line?.time);
    for (const sent of [STORY_ID, '?', EMAIL, COOKIE_VALUE, SECRET]) {
      expect(lines[0]).not.toContain(sent);
    }
  });

  it('logs nothing of a body, an address or a password', async () => {
    const response = await server.request('/api/auth/sign-in/email', {
      headers: { 'x-forwarded-for': '203.0.113.9' },
      body: { email: EMAIL, password: SECRET },
    });
    expect(response.status).toBe(401);
    expect(parsed()).toEqual([
      expect.objectContaining({ method: 'POST', route: '/api/auth/*', status: 401 }),
    ]);
    for (const privateValue of [EMAIL, SECRET, '203.0.113.9']) {
      expect(lines.join('\n')).not.toContain(privateValue);
    }
  });

  it('names the catch-all pattern for unknown paths and media files by their route', async () => {
    await server.request(`/api/no-such-thing/${EMAIL}`);
    await server.request('/media/AAAAAAAAAAAAAAAAAAAA.jpg');
    expect(parsed().map(({ route, status }) => ({ route, status }))).toEqual([
      { route: '/api/*', status: 404 },
      { route: '/media/:fileName', status: 404 },
    ]);
    for (const sent of [EMAIL, 'AAAAAAAAAAAAAAAAAAAA'])
      expect(lines.join('\n')).not.toContain(sent);
  });

  it("keeps a proxy's well-formed request id and replaces any other", async () => {
    const kept = await server.request('/api/health', { headers: { 'x-request-id': 'lb-7f3a_9C' } });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a_9C');
    for (const bad of ['a'.repeat(65), 'id with spaces', '{"level":"error"}', 'ok;drop', '']) {
      const replaced = await server.request('/api/health', { headers: { 'x-request-id': bad } });
      expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    }
    const ids = parsed().map((line) => String(line.requestId));
    expect(ids[0]).toBe('lb-7f3a_9C');
    expect(ids.slice(1).every((id) => UUID.test(id))).toBe(true);
    expect(lines.join('\n')).not.toContain('with spaces');
  });

  it('logs a failure with its request id and error class only, beside its request line', async () => {
    const failures: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => failures.push(line));
    await server.db.execute(sql`alter table stories rename to stories_broken`);
    try {
      const response = await server.request(`/api/stories?q=${SECRET}`);
      expect(response.status).toBe(500);
      const requestId = response.headers.get('x-request-id');
      expect(parsed()).toEqual([
        expect.objectContaining({ route: '/api/stories', status: 500, requestId }),
      ]);
      expect(failures).toHaveLength(1);
      expect(JSON.parse(failures[0] ?? '')).toEqual({
        time: expect.any(String) as unknown,
        level: 'error',
        msg: 'request failed',
        requestId,
        method: 'GET',
        route: '/api/stories',
        error: expect.any(String) as unknown,
        code: '42P01',
      });
      expect(failures[0]).not.toMatch(/stories_broken|select|relation|Zq7/i);
    } finally {
      vi.restoreAllMocks();
      await server.db.execute(sql`alter table stories_broken rename to stories`);
    }
  });
});

describe('log lines', () => {
  const time = new Date('2025-01-02T03:04:05.000Z');

  it('put time, level and msg first and never let a field replace them', () => {
    expect(formatLine('json', 'warn', 'hello', { level: 'info', msg: 'forged', n: 1 }, time)).toBe(
      '{"time":"2025-01-02T03:04:05.000Z","level":"warn","msg":"hello","n":1}',
    );
  });

  it('are plain, on one line, in the pretty format', () => {
    expect(formatLine('pretty', 'info', 'two\nlines', { status: 200, gone: undefined }, time)).toBe(
      'two lines status=200',
    );
  });
});
