// Who may do what to stories, cell by cell: every role of the permission table against every
// route, expecting what POLICIES allows (with the server's named departures: 404s and
// conflicts), the exact status, and that denied writes change nothing.
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Role } from '@/domain/policies';
import {
  butWhenAllowed,
  type Caller,
  CALLERS,
  type Expect,
  onHerOwn,
  onOthers,
  onTheDocument,
  signInAs,
  table,
  type View,
} from '../http/authorization-matrix';
import { ANY_STRING } from '@/testing/expected';
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
  expected: Expect;
}

/**
 * The author routes (/api/stories/:id) leave admin rights out: admins moderate through
 * /api/admin/stories instead, so there they act as plain users.
 */
const withoutAdminRights: View = (role) => ({ ...onTheDocument(role), isAdmin: false });
const authorRoute = (ok: number, operation: 'update' | 'delete') =>
  table(ok, [['stories', operation]], withoutAdminRights);

/** A story hidden by moderation is missing to all but its author and admins. */
const HIDDEN_FROM: ReadonlySet<Role> = new Set<Role>(['visitor', 'user']);

/** For a hidden story: 404 to those it is hidden from, after the sign-in check (a 401). */
function hidden(base: Expect): Expect {
  return (role) => (base(role) !== 401 && HIDDEN_FROM.has(role) ? 404 : base(role));
}

/** Her own list: a visitor owns nothing, so she is asked to sign in. */
function signedInOnly(base: Expect): Expect {
  return (role) => (role === 'visitor' ? 401 : base(role));
}

const read = table(200, [['stories', 'get']]);
const react = table(201, [['reactions', 'create']], onHerOwn);
const report = table(201, [['reports', 'create']], onHerOwn);
const dismiss = table(204, [['reports', 'update']], onOthers);
const moderatorDelete = table(204, [['stories', 'delete']], onOthers);

/**
 * One operation of the grid: `route` is 'METHOD /path', where :story, :hidden and :missing stand
 * for the fixture's ids; `again` runs the same call once first (a repeat reaction or report).
 */
function op(name: string, route: string, expected: Expect, body?: unknown, again = false) {
  const [method, template] = route.split(' ') as [string, string];
  const call: Call = (f) => ({
    method,
    body,
    path: template
      .replace(':story', f.storyId)
      .replace(':hidden', f.hiddenId)
      .replace(':missing', f.missingId),
  });
  return { name, call, expected, ...(again ? { before: call } : {}) } satisfies Operation;
}

const list = table(200, [['stories', 'list']], onOthers);
const create = table(201, [['stories', 'create']], onHerOwn);
const update = authorRoute(200, 'update');
// Decided as on a story of her own before the lookup, so only visitors are refused.
const updateUnknown = butWhenAllowed(404, table(200, [['stories', 'update']], onHerOwn));
const remove = authorRoute(204, 'delete');
const removeUnknown = butWhenAllowed(404, table(204, [['stories', 'delete']], onHerOwn));
const listReported = table(
  200,
  [
    ['reports', 'list'],
    ['stories', 'list'],
  ],
  onOthers,
);
const dismissUnknown = butWhenAllowed(404, dismiss);
// Nobody withdraws another's report: the bystander's stays pending (a 404, as for none).
const withdraw = butWhenAllowed(404, report);
const adminDeleteUnknown = butWhenAllowed(404, moderatorDelete);
const changed = storyBody({ title: 'Changed', mediaUrls: [] });
const spam = { reason: 'spam' };

const OPERATIONS: Operation[] = [
  op('list', 'GET /api/stories', list),
  op('top', 'GET /api/stories/top', list),
  op('mine', 'GET /api/stories/mine', signedInOnly(table(200, [['stories', 'list']], onHerOwn))),
  op('get', 'GET /api/stories/:story', read),
  op('get hidden', 'GET /api/stories/:hidden', hidden(read)),
  op('get unknown', 'GET /api/stories/:missing', butWhenAllowed(404, read)),
  op('create', 'POST /api/stories', create, storyBody({ title: 'New' })),
  op('update', 'PATCH /api/stories/:story', update, changed),
  op('update hidden', 'PATCH /api/stories/:hidden', hidden(update), storyBody()),
  op('update unknown', 'PATCH /api/stories/:missing', updateUnknown, storyBody()),
  op('delete', 'DELETE /api/stories/:story', remove),
  op('delete hidden', 'DELETE /api/stories/:hidden', hidden(remove)),
  op('delete unknown', 'DELETE /api/stories/:missing', removeUnknown),
  op('react', 'POST /api/stories/:story/reactions', react, {}),
  op('react again', 'POST /api/stories/:story/reactions', butWhenAllowed(409, react), {}, true),
  // A hidden story takes no reactions, not even from its author or an admin.
  op('react hidden', 'POST /api/stories/:hidden/reactions', butWhenAllowed(404, react), {}),
  op('react unknown', 'POST /api/stories/:missing/reactions', butWhenAllowed(404, react), {}),
  op('report', 'POST /api/stories/:story/reports', report, spam),
  op('report again', 'POST /api/stories/:story/reports', butWhenAllowed(409, report), {}, true),
  op('report hidden', 'POST /api/stories/:hidden/reports', butWhenAllowed(404, report), {}),
  op('report unknown', 'POST /api/stories/:missing/reports', butWhenAllowed(404, report), {}),
  op('withdraw report', 'DELETE /api/stories/:story/reports/mine', withdraw),
  op('withdraw report unknown', 'DELETE /api/stories/:missing/reports/mine', withdraw),
  op('reported list', 'GET /api/admin/stories/reported', listReported),
  op('dismiss reports', 'POST /api/admin/stories/:story/dismiss-reports', dismiss),
  op(
    'dismiss reports of a hidden story',
    'POST /api/admin/stories/:hidden/dismiss-reports',
    dismiss,
  ),
  op('dismiss reports unknown', 'POST /api/admin/stories/:missing/dismiss-reports', dismissUnknown),
  op('admin delete', 'DELETE /api/admin/stories/:story', moderatorDelete),
  op('admin delete hidden', 'DELETE /api/admin/stories/:hidden', moderatorDelete),
  op('admin delete unknown', 'DELETE /api/admin/stories/:missing', adminDeleteUnknown),
];

describe('stories authorization matrix', () => {
  let server: TestServer;
  const users = {} as Record<Exclude<Caller, 'visitor'>, TestUser>;
  /** Reports the story before each cell, so the moderation list is never empty. */
  let bystander: TestUser;
  let fixture: Fixture;

  beforeAll(async () => {
    server = await createTestServer({
      adminEmails: ['admin@example.org', 'pending-admin@example.org'],
    });
    for (const { caller } of CALLERS) {
      // Both admin addresses are listed; users stay for the whole file, so they need two.
      const listed = caller === 'admin' ? 'admin@example.org' : 'pending-admin@example.org';
      const session = await signInAs(server, caller, listed);
      if (session) users[caller as Exclude<Caller, 'visitor'>] = session;
    }
    bystander = await testUser(server, 'bystander@example.org');
  });
  afterAll(() => server.close());

  /** The fixture's state as built (fixtureState), to tell whether a cell left it as it was. */
  let asBuilt: string | undefined;

  // Users stay (signing up is slow). Every cell starts on the fixture as built: one that changed
  // nothing (a read, a refusal) leaves it to the next, and after any other every story-related
  // row is made afresh (building it was most of the file's time).
  beforeEach(async () => {
    if (asBuilt !== undefined && (await fixtureState()) === asBuilt) return;
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
    asBuilt = await fixtureState();
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

  /** The snapshot, and the rows beside it that a cell's writes could leave for the next. */
  async function fixtureState(): Promise<string> {
    const beside = await server.db.execute(sql`
      select (select count(*) from review_audit) as audits,
        (select count(*) from story_support) as support,
        (select count(*) from mail_queue) as mails`);
    return JSON.stringify({ ...(await snapshot()), beside: rowsOf(beside) });
  }

  const cells = OPERATIONS.flatMap((operation) =>
    CALLERS.map(({ caller, role }) => ({ operation, caller, status: operation.expected(role) })),
  );

  it('covers every caller for every operation', () => {
    expect(cells).toHaveLength(OPERATIONS.length * CALLERS.length);
    expect(new Set(cells.map((cell) => cell.status))).toEqual(
      new Set([200, 201, 204, 401, 403, 404, 409]),
    );
  });

  it.each(cells)('$operation.name as $caller → $status', async ({ operation, caller, status }) => {
    const cookie = caller === 'visitor' ? undefined : users[caller].cookie;
    if (operation.before) {
      const first = await server.request(operation.before(fixture).path, {
        ...operation.before(fixture),
        cookie,
      });
      expect(first.status).toBe(caller === 'visitor' ? 401 : 201);
    }
    const before = await snapshot();
    const { path, ...init } = operation.call(fixture);
    const response = await server.request(path, { ...init, cookie });

    expect(response.status).toBe(status);
    if (status >= 400) {
      expect(await response.json()).toEqual({ error: ANY_STRING, code: ANY_STRING });
      expect(await snapshot()).toEqual(before);
    }
  });
});
