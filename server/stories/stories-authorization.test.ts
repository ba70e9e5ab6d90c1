// Who may do what to stories, cell by cell: exact statuses, and denied writes change nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import {
  createStoryAs,
  fileExists,
  insertMedia,
  rowsOf,
  storyBody,
  type TestMedia,
  type TestUser,
  testUser,
} from './story-test-helpers';

const ROLES = ['visitor', 'user', 'author', 'admin', 'unverifiedAdmin'] as const;
type Role = (typeof ROLES)[number];

interface Fixture {
  storyId: string;
  /** The author's other story, hidden from readers by reports. */
  hiddenId: string;
  missingId: string;
  media: TestMedia;
}

type Call = (fixture: Fixture) => { path: string; method?: string; body?: unknown };

interface Operation {
  name: string;
  call: Call;
  /** Run once by the same caller first (e.g. a first reaction before the repeat). */
  before?: Call;
  expected: Record<Role, number>;
}

function everyone(status: number): Record<Role, number> {
  return { visitor: status, user: status, author: status, admin: status, unverifiedAdmin: status };
}

/** Visitors get 401; every signed-in role gets `status`. */
function signedIn(status: number): Record<Role, number> {
  return { ...everyone(status), visitor: 401 };
}

/** Visitors get 401, admins `admin`, every other signed-in role 403. */
function adminOnly(admin: number): Record<Role, number> {
  return { ...signedIn(403), admin };
}

const OPERATIONS: Operation[] = [
  { name: 'list', call: () => ({ path: '/api/stories' }), expected: everyone(200) },
  { name: 'top', call: () => ({ path: '/api/stories/top' }), expected: everyone(200) },
  { name: 'mine', call: () => ({ path: '/api/stories/mine' }), expected: signedIn(200) },
  { name: 'get', call: (f) => ({ path: `/api/stories/${f.storyId}` }), expected: everyone(200) },
  {
    name: 'get hidden',
    call: (f) => ({ path: `/api/stories/${f.hiddenId}` }),
    expected: { ...everyone(404), author: 200, admin: 200 },
  },
  {
    name: 'get unknown',
    call: (f) => ({ path: `/api/stories/${f.missingId}` }),
    expected: everyone(404),
  },
  {
    name: 'create',
    call: () => ({ path: '/api/stories', method: 'POST', body: storyBody({ title: 'New' }) }),
    expected: signedIn(201),
  },
  {
    name: 'update',
    call: (f) => ({
      path: `/api/stories/${f.storyId}`,
      method: 'PATCH',
      body: storyBody({ title: 'Changed', mediaUrls: [] }),
    }),
    expected: { ...signedIn(403), author: 200 },
  },
  {
    // Hidden by moderation: missing to all but its author and admins, as for get.
    name: 'update hidden',
    call: (f) => ({ path: `/api/stories/${f.hiddenId}`, method: 'PATCH', body: storyBody() }),
    expected: { ...signedIn(404), author: 200, admin: 403 },
  },
  {
    name: 'update unknown',
    call: (f) => ({ path: `/api/stories/${f.missingId}`, method: 'PATCH', body: storyBody() }),
    expected: signedIn(404),
  },
  {
    name: 'delete',
    call: (f) => ({ path: `/api/stories/${f.storyId}`, method: 'DELETE' }),
    expected: { ...signedIn(403), author: 204 },
  },
  {
    name: 'delete hidden',
    call: (f) => ({ path: `/api/stories/${f.hiddenId}`, method: 'DELETE' }),
    expected: { ...signedIn(404), author: 204, admin: 403 },
  },
  {
    name: 'delete unknown',
    call: (f) => ({ path: `/api/stories/${f.missingId}`, method: 'DELETE' }),
    expected: signedIn(404),
  },
  {
    name: 'react',
    call: (f) => ({ path: `/api/stories/${f.storyId}/reactions`, method: 'POST', body: {} }),
    expected: signedIn(201),
  },
  {
    name: 'react again',
    before: (f) => ({ path: `/api/stories/${f.storyId}/reactions`, method: 'POST', body: {} }),
    call: (f) => ({ path: `/api/stories/${f.storyId}/reactions`, method: 'POST', body: {} }),
    expected: signedIn(409),
  },
  {
    name: 'react hidden',
    call: (f) => ({ path: `/api/stories/${f.hiddenId}/reactions`, method: 'POST', body: {} }),
    expected: signedIn(404),
  },
  {
    name: 'react unknown',
    call: (f) => ({ path: `/api/stories/${f.missingId}/reactions`, method: 'POST', body: {} }),
    expected: signedIn(404),
  },
  {
    name: 'report',
    call: (f) => ({
      path: `/api/stories/${f.storyId}/reports`,
      method: 'POST',
      body: { reason: 'spam' },
    }),
    expected: signedIn(201),
  },
  {
    name: 'report again',
    before: (f) => ({ path: `/api/stories/${f.storyId}/reports`, method: 'POST', body: {} }),
    call: (f) => ({ path: `/api/stories/${f.storyId}/reports`, method: 'POST', body: {} }),
    expected: signedIn(409),
  },
  {
    name: 'report hidden',
    call: (f) => ({ path: `/api/stories/${f.hiddenId}/reports`, method: 'POST', body: {} }),
    expected: signedIn(404),
  },
  {
    name: 'reported list',
    call: () => ({ path: '/api/admin/stories/reported' }),
    expected: adminOnly(200),
  },
  {
    name: 'dismiss reports',
    call: (f) => ({ path: `/api/admin/stories/${f.storyId}/dismiss-reports`, method: 'POST' }),
    expected: adminOnly(204),
  },
  {
    name: 'dismiss reports of a hidden story',
    call: (f) => ({ path: `/api/admin/stories/${f.hiddenId}/dismiss-reports`, method: 'POST' }),
    expected: adminOnly(204),
  },
  {
    name: 'dismiss reports unknown',
    call: (f) => ({ path: `/api/admin/stories/${f.missingId}/dismiss-reports`, method: 'POST' }),
    expected: adminOnly(404),
  },
  {
    name: 'admin delete',
    call: (f) => ({ path: `/api/admin/stories/${f.storyId}`, method: 'DELETE' }),
    expected: adminOnly(204),
  },
  {
    name: 'admin delete hidden',
    call: (f) => ({ path: `/api/admin/stories/${f.hiddenId}`, method: 'DELETE' }),
    expected: adminOnly(204),
  },
  {
    name: 'admin delete unknown',
    call: (f) => ({ path: `/api/admin/stories/${f.missingId}`, method: 'DELETE' }),
    expected: adminOnly(404),
  },
];

describe('stories authorization matrix', () => {
  let server: TestServer;
  const users = {} as Record<Exclude<Role, 'visitor'>, TestUser>;
  /** Reports the story before each cell, so the moderation list is never empty. */
  let bystander: TestUser;
  let fixture: Fixture;

  beforeAll(async () => {
    server = await createTestServer({
      adminEmails: ['admin@example.org', 'pending-admin@example.org'],
    });
    users.author = await testUser(server, 'author@example.org');
    users.user = await testUser(server, 'reader@example.org');
    users.admin = await testUser(server, 'admin@example.org');
    users.unverifiedAdmin = await testUser(server, 'pending-admin@example.org', {
      verified: false,
    });
    bystander = await testUser(server, 'bystander@example.org');
  });
  afterAll(() => server.close());

  // Users stay (signing up is slow); every story-related row is fresh per cell.
  beforeEach(async () => {
    await server.db.execute(sql`truncate table media, reactions, reports, stories cascade`);
    const media = await insertMedia(server, users.author.id);
    const story = await createStoryAs(server, users.author, { mediaUrls: [media.url] });
    // A bystander's report, so the moderation list has content to withhold.
    const reported = await server.request(`/api/stories/${story.id}/reports`, {
      body: { reason: 'other' },
      cookie: bystander.cookie,
    });
    expect(reported.status).toBe(201);
    const hidden = await createStoryAs(server, users.author, { title: 'Hidden' });
    await server.db.execute(
      sql`insert into reports (story_id, user_id, reason) values (${hidden.id}, ${bystander.id}, 'spam')`,
    );
    await server.db.execute(sql`update stories set hidden_at = now() where id = ${hidden.id}`);
    fixture = { storyId: story.id, hiddenId: hidden.id, missingId: randomUUID(), media };
  });

  /** Everything a denied call could have touched. */
  async function snapshot() {
    const result = await server.db.execute(sql`
      select json_build_object(
        'stories', (select coalesce(json_agg(s order by s.id), '[]') from stories s),
        'reactions', (select coalesce(json_agg(r order by r.user_id), '[]') from reactions r),
        'reports', (select coalesce(json_agg(r order by r.id), '[]') from reports r),
        'media', (select coalesce(json_agg(m order by m.id), '[]') from media m)
      ) as state`);
    const [row] = rowsOf<{ state: unknown }>(result);
    return { db: row?.state, file: await fileExists(fixture.media.path) };
  }

  const cells = OPERATIONS.flatMap((operation) =>
    ROLES.map((role) => ({ operation, role, status: operation.expected[role] })),
  );

  it('covers every role for every operation', () => {
    expect(cells).toHaveLength(OPERATIONS.length * ROLES.length);
    expect(new Set(cells.map((cell) => cell.status))).toEqual(
      new Set([200, 201, 204, 401, 403, 404, 409]),
    );
  });

  it.each(cells)('$operation.name as $role → $status', async ({ operation, role, status }) => {
    const cookie = role === 'visitor' ? undefined : users[role].cookie;
    if (operation.before) {
      const first = await server.request(operation.before(fixture).path, {
        ...operation.before(fixture),
        cookie,
      });
      expect(first.status).toBe(role === 'visitor' ? 401 : 201);
    }
    const before = await snapshot();
    const { path, ...init } = operation.call(fixture);
    const response = await server.request(path, { ...init, cookie });

    expect(response.status).toBe(status);
    if (status >= 400) {
      expect(await response.json()).toEqual({
        error: expect.any(String),
        code: expect.any(String),
      });
      expect(await snapshot()).toEqual(before);
    }
  });

  it('lets the allowed writes take effect', async () => {
    const storyPath = `/api/stories/${fixture.storyId}`;
    const reacted = await server.request(`${storyPath}/reactions`, {
      method: 'POST',
      body: {},
      cookie: users.unverifiedAdmin.cookie,
    });
    expect(await reacted.json()).toEqual({ reactionsCount: 1 });

    const edited = await server.request(storyPath, {
      method: 'PATCH',
      body: storyBody({ title: 'Changed', mediaUrls: [fixture.media.url] }),
      cookie: users.author.cookie,
    });
    expect(await edited.json()).toMatchObject({ title: 'Changed', reactionsCount: 1 });

    const reported = await server.request('/api/admin/stories/reported', {
      cookie: users.admin.cookie,
    });
    expect(await reported.json()).toEqual([
      {
        story: expect.objectContaining({ id: fixture.hiddenId, under_review: true }),
        reportCount: 1,
        reasons: { spam: 1 },
        hidden: true,
      },
      {
        story: expect.objectContaining({ id: fixture.storyId, under_review: false }),
        reportCount: 1,
        reasons: { other: 1 },
        hidden: false,
      },
    ]);

    const dismissed = await server.request(
      `/api/admin/stories/${fixture.hiddenId}/dismiss-reports`,
      {
        method: 'POST',
        cookie: users.admin.cookie,
      },
    );
    expect(dismissed.status).toBe(204);
    expect((await server.request(`/api/stories/${fixture.hiddenId}`)).status).toBe(200);

    const removed = await server.request(`/api/admin/stories/${fixture.storyId}`, {
      method: 'DELETE',
      cookie: users.admin.cookie,
    });
    expect(removed.status).toBe(204);
    expect((await server.request(storyPath)).status).toBe(404);
    expect(await fileExists(fixture.media.path)).toBe(false);
  });
});
