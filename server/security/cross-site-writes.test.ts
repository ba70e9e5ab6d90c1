// A page on another port or subdomain of the same host is same-site: SameSite=Lax cookies ride
// along on its form posts. Only the request's Origin tells the server the page was not ours.
import { sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { trustedOrigins } from '../http/request-guards';
import { insertRequest, insertUser } from '../ngos/ngo-test-fixtures';
import { createStoryAs, rowsOf, testUser } from '../stories/story-test-helpers';
import { TEST_PUBLIC_URL } from '../testing/test-server';
import { setupTestServer } from '../testing/setup-test-server';

const STORY = { title: 'Forged', content: 'Written by another page.', tags: [], mediaUrls: [] };

describe('cross-site writes', () => {
  const server = setupTestServer({ adminEmails: ['admin@example.org'] });
  let cookie: string;
  let adminCookie: string;
  beforeEach(async () => {
    cookie = await server.userSession('reader@example.org');
    adminCookie = await server.userSession('admin@example.org');
  });

  /** A request exactly as given: no Origin or content type added. */
  function raw(
    path: string,
    init: { method?: string; headers?: Record<string, string>; body?: string; cookie?: string },
  ) {
    const headers = new Headers(init.headers);
    if (init.cookie) headers.set('cookie', init.cookie);
    // As a browser or curl sends it; in-process requests get no such header by themselves.
    if (init.body !== undefined)
      headers.set('content-length', String(Buffer.byteLength(init.body)));
    return server.app.request(`${TEST_PUBLIC_URL}${path}`, {
      method: init.method ?? 'POST',
      headers,
      body: init.body,
    });
  }

  /** Every row a JSON write could have added or taken. */
  async function everyRow() {
    const tables = ['stories', 'reports', 'testimonials', 'ngo_requests', 'ngos'];
    // Only the rows: node-postgres's result also carries parsers that never compare equal.
    return Promise.all(
      tables.map(async (table) =>
        rowsOf(await server.db.execute(sql.raw(`select * from ${table} order by 1`))),
      ),
    );
  }

  async function storyCount() {
    const response = await server.request('/api/stories?sort=newest');
    return ((await response.json()) as { stories: unknown[] }).stories.length;
  }

  const json = { 'content-type': 'application/json' };
  const refusedOrigins = {
    'another port': { origin: 'http://sahas.test:8081' },
    'a subdomain': { origin: 'http://evil.sahas.test' },
    'https instead of http': { origin: 'https://sahas.test' },
    'an opaque origin (sandboxed frame)': { origin: 'null' },
    'an opaque origin claiming same-origin fetch metadata': {
      origin: 'null',
      'sec-fetch-site': 'same-origin',
    },
    'no Origin, same-site fetch metadata': { 'sec-fetch-site': 'same-site' },
    'no Origin, cross-site fetch metadata': { 'sec-fetch-site': 'cross-site' },
    'no Origin and no fetch metadata': {},
  } as const;

  it.each(Object.entries(refusedOrigins))(
    'refuses a story from %s with 403',
    async (_, headers) => {
      const response = await raw('/api/stories', {
        headers: { ...json, ...headers },
        body: JSON.stringify(STORY),
        cookie,
      });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: MESSAGES.crossSiteRefused,
        code: 'crossSiteRefused',
      });
      expect(await storyCount()).toBe(0);
    },
  );

  it('accepts the same story from the app itself, by Origin or by same-origin fetch metadata', async () => {
    const byOrigin = await raw('/api/stories', {
      headers: { ...json, origin: TEST_PUBLIC_URL },
      body: JSON.stringify(STORY),
      cookie,
    });
    expect(byOrigin.status).toBe(201);
    const byMetadata = await raw('/api/stories', {
      headers: { ...json, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(STORY),
      cookie,
    });
    expect(byMetadata.status).toBe(201);
    expect(await storyCount()).toBe(2);
  });

  it('guards every kind of write: API, admin, media, helpers, auth and sign-out', async () => {
    const elsewhere = { origin: 'http://sahas.test:5174', ...json };
    const writes: [string, string, string | undefined, string][] = [
      ['POST', '/api/testimonials', JSON.stringify({ content: 'Forged' }), cookie],
      ['POST', '/api/ngos/requests', JSON.stringify({}), cookie],
      [
        'POST',
        '/api/admin/ngos/requests/00000000-0000-4000-8000-000000000000/approve',
        '{}',
        adminCookie,
      ],
      ['POST', '/api/media', 'x', cookie],
      ['DELETE', '/api/media/abc.jpg', undefined, cookie],
      [
        'POST',
        '/.netlify/functions/translate',
        JSON.stringify({ content: 'x', targetLang: 'hi' }),
        cookie,
      ],
      [
        'POST',
        '/api/auth/sign-in/email',
        JSON.stringify({ email: 'reader@example.org', password: 'Str0ng!pass' }),
        '',
      ],
      [
        'POST',
        '/api/auth/change-password',
        JSON.stringify({ currentPassword: 'Str0ng!pass', newPassword: 'N3w!passw0rd' }),
        cookie,
      ],
      ['DELETE', '/api/session', undefined, cookie],
      ['POST', '/api/account/delete', JSON.stringify({ password: 'Str0ng!pass' }), cookie],
      ['POST', '/api/account/sign-out-everywhere', '{}', cookie],
      [
        'POST',
        '/api/account/password',
        JSON.stringify({ currentPassword: 'Str0ng!pass', newPassword: 'N3w!passw0rd' }),
        cookie,
      ],
      ['POST', '/media/abc.jpg', 'x', cookie],
    ];
    for (const [method, path, body, as] of writes) {
      const response = await raw(path, { method, headers: elsewhere, body, cookie: as });
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    // Nothing happened: her session and password are what they were.
    expect(await server.sessionUser(cookie)).not.toBeNull();
    expect(await server.signIn('reader@example.org')).toBeTruthy();
  });

  it.each([
    ['text/plain', JSON.stringify(STORY)],
    ['application/x-www-form-urlencoded', 'title=Forged&content=x'],
    [
      'multipart/form-data; boundary=x',
      '--x\r\nContent-Disposition: form-data; name="title"\r\n\r\nForged\r\n--x--',
    ],
    ['', JSON.stringify(STORY)],
  ])('refuses a JSON route body sent as %j with 415, even from the app', async (type, body) => {
    const response = await raw('/api/stories', {
      headers: { origin: TEST_PUBLIC_URL, ...(type ? { 'content-type': type } : {}) },
      body,
      cookie,
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: MESSAGES.jsonBodyRequired,
      code: 'jsonBodyRequired',
    });
    expect(await storyCount()).toBe(0);
  });

  // Each JSON route reads its body with the one reader (server/http/validate.ts): an empty or
  // broken body is a 400, and nothing is written.
  it.each([
    ['POST', '/api/stories', ''],
    ['POST', '/api/stories', '{"title":'],
    ['POST', '/api/testimonials', ''],
    ['POST', '/api/ngos/requests', ''],
    ['POST', '/api/admin/ngos/requests/:request/approve', ''],
    ['DELETE', '/api/stories/:story/reports/mine', '{"storyId":'],
  ])(
    'refuses %s %s with a body %j that is no JSON with 400, writing nothing',
    async (method, route, body) => {
      const storyId = (await createStoryAs(server, await testUser(server, 'author@example.org')))
        .id;
      const report = await server.request(`/api/stories/${storyId}/reports`, { body: {}, cookie });
      expect(report.status).toBe(201);
      const request = await insertRequest(server.db, await insertUser(server.db));
      const path = route.replace(':story', storyId).replace(':request', request.id);
      const before = await everyRow();
      const response = await raw(path, {
        method,
        headers: { ...json, origin: TEST_PUBLIC_URL },
        body,
        cookie: route.includes('admin') ? adminCookie : cookie,
      });
      expect(response.status).toBe(400);
      expect(await everyRow()).toEqual(before);
    },
  );

  it('accepts JSON with a charset, and bodiless writes without a type or length', async () => {
    const created = await raw('/api/stories', {
      headers: { origin: TEST_PUBLIC_URL, 'content-type': 'application/json; charset=utf-8' },
      body: JSON.stringify(STORY),
      cookie,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    const liked = await raw(`/api/stories/${id}/reactions`, {
      headers: { origin: TEST_PUBLIC_URL },
      cookie: adminCookie,
    });
    expect(liked.status).toBeLessThan(300);
  });

  it('refuses a form sent to a page or the API without the script, however the path is spelt', async () => {
    // Sent by a browser from a page of ours, a form carries "Origin: null" (the no-referrer
    // policy): refused before anything reads it. With its own origin, the API still wants JSON.
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const nullOrigin = { ...form, origin: 'null' };
    expect((await raw('/share-story', { headers: nullOrigin, body: 'x=1', cookie })).status).toBe(
      403,
    );
    const ownPage = { ...form, origin: TEST_PUBLIC_URL };
    for (const path of ['/api/stories', '/API/stories', '//api/stories', '/%61pi/stories']) {
      const response = await raw(path, { headers: ownPage, body: 'title=Forged', cookie });
      expect([404, 415]).toContain(response.status);
    }
    expect(await storyCount()).toBe(0);
  });

  it('trusts the Vite dev server only in development', () => {
    const publicUrl = 'https://sahas.example/';
    expect(trustedOrigins({ publicUrl, nodeEnv: 'production' })).toEqual(['https://sahas.example']);
    expect(trustedOrigins({ publicUrl, nodeEnv: 'development' })).toContain(
      'http://localhost:5173',
    );
  });
});
