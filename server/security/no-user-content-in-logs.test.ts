// When a write fails inside the server, the log says where and what kind of failure, never
// what the person wrote: database errors quote the failed query with its parameters.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { VALID_REQUEST } from '../ngos/ngo-test-fixtures';
import { setupTestServer } from '../testing/setup-test-server';

const SECRET = 'Zq7-secret-words-nobody-else-may-read';
const EMAIL = 'writer@example.org';
const ADMIN = 'admin@example.org';
const SECRET_STORY = { title: SECRET, content: SECRET, tags: [], mediaUrls: [] };

/** An argument to console.* as it ends up in the log, an error's stack included. */
const asLogged = (arg: unknown) =>
  arg instanceof Error
    ? `${arg.message} ${arg.stack}`
    : typeof arg === 'string'
      ? arg
      : JSON.stringify(arg);

describe('logs of failed writes', () => {
  const server = setupTestServer({ adminEmails: [ADMIN] });
  let cookie: string;
  let adminCookie: string;
  let logged: string[];

  beforeEach(async () => {
    cookie = await server.userSession(EMAIL);
    adminCookie = await server.userSession(ADMIN);
    logged = [];
    for (const level of ['error', 'warn', 'log', 'info', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
        logged.push(args.map(asLogged).join(' '));
      });
    }
  });

  /** Makes every query on these tables fail, as a broken database would. */
  async function breakTables(...tables: string[]) {
    for (const table of tables) {
      await server.db.execute(sql.raw(`alter table "${table}" rename to "${table}_broken"`));
    }
    return async () => {
      for (const table of tables) {
        await server.db.execute(sql.raw(`alter table "${table}_broken" rename to "${table}"`));
      }
    };
  }

  function expectCleanLog() {
    const all = logged.join('\n');
    expect(all).not.toContain(SECRET);
    expect(all).not.toContain(EMAIL);
    expect(all).not.toMatch(/params|insert into|update "|select "/i);
  }

  it('logs only route, error class, code and request id when story writes fail', async () => {
    const created = await server.request('/api/stories', { cookie, body: SECRET_STORY });
    const { id } = (await created.json()) as { id: string };
    const repair = await breakTables(
      'stories',
      'testimonials',
      'ngo_requests',
      'reactions',
      'reports',
      'media',
    );
    try {
      const writes = [
        server.request('/api/stories', { cookie, body: SECRET_STORY }),
        server.request(`/api/stories/${id}`, { method: 'PATCH', cookie, body: SECRET_STORY }),
        server.request(`/api/stories/${id}/reactions`, { method: 'POST', cookie }),
        server.request(`/api/stories/${id}/reports`, { cookie, body: { reason: 'other' } }),
        server.request(`/api/stories/${id}`, { method: 'DELETE', cookie }),
        server.request('/api/testimonials', { cookie, body: { content: SECRET } }),
        server.request('/api/ngos/requests', {
          cookie,
          body: { ...VALID_REQUEST, name: SECRET, description: SECRET },
        }),
        server.request(`/api/admin/stories/${id}/dismiss-reports`, {
          method: 'POST',
          cookie: adminCookie,
        }),
      ];
      for (const response of await Promise.all(writes)) {
        expect([500, 400, 404]).toContain(response.status);
        if (response.status === 500) {
          expect(await response.json()).toEqual({
            error: MESSAGES.serverError,
            code: 'serverError',
          });
          expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
        }
      }
    } finally {
      await repair();
    }
    const failures = logged.filter((line) => line.includes('"level":"error"'));
    expect(failures.length).toBeGreaterThanOrEqual(5);
    for (const line of failures) {
      expect(Object.keys(JSON.parse(line) as object).sort()).toEqual(
        expect.arrayContaining(['error', 'level', 'method', 'requestId', 'route']),
      );
    }
    expectCleanLog();
  });

  it('logs no address, password or token when account writes fail', async () => {
    const repair = await breakTables('account', 'verification', 'user');
    try {
      const attempts = [
        server.request('/api/auth/sign-up/email', {
          body: { email: EMAIL, password: SECRET, name: SECRET },
        }),
        server.request('/api/auth/sign-in/email', { body: { email: EMAIL, password: SECRET } }),
        server.request('/api/auth/request-password-reset', {
          body: { email: EMAIL, redirectTo: '/auth' },
        }),
        server.request('/api/auth/reset-password', {
          body: { token: SECRET, newPassword: 'N3w!passw0rd' },
        }),
        server.request('/api/auth/change-password', {
          cookie,
          body: { currentPassword: SECRET, newPassword: 'N3w!passw0rd' },
        }),
      ];
      for (const response of await Promise.all(attempts))
        expect(response.status).toBeGreaterThanOrEqual(400);
    } finally {
      await repair();
    }
    expectCleanLog();
  });
});
