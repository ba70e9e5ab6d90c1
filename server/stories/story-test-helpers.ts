// Shared set-up for the stories tests: users, media rows with files on disk, table counts, and
// the files on disk that still hold what she wrote.
import { randomBytes, randomInt } from 'node:crypto';
import { access, readFile, readdir, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, beforeEach } from 'vitest';
import { media } from '../db/schema';
import { MEDIA_URL_PREFIX } from '../media/media-files';
import { setupTestServer } from '../testing/setup-test-server';
import type { TestServer, TestServerOptions } from '../testing/test-server';

export interface TestUser {
  id: string;
  cookie: string;
}

export async function testUser(
  server: TestServer,
  email: string,
  options: { verified?: boolean } = {},
): Promise<TestUser> {
  const cookie = await server.userSession(email, options);
  return { id: defined(await server.sessionUser(cookie), 'session').id, cookie };
}

/** The users, signed up, verified and in by `hook` (once, or before each test) from then on. */
function usersSignedInBy<Name extends string>(
  hook: typeof beforeAll,
  server: TestServer,
  emails: Record<Name, string>,
): Record<Name, TestUser> {
  const entries = Object.entries(emails) as [Name, string][];
  const users = Object.fromEntries(
    entries.map(([name]) => [name, { id: '', cookie: '' }]),
  ) as Record<Name, TestUser>;
  hook(async () => {
    for (const [name, email] of entries) Object.assign(users[name], await testUser(server, email));
  });
  return users;
}

/**
 * Before each test (after the server's reset, so register it after setupTestServer), signs each
 * address up, verified, and in. The users are filled in then: use them inside tests only.
 */
export function testUsersBeforeEach<Name extends string>(
  server: TestServer,
  emails: Record<Name, string>,
): Record<Name, TestUser> {
  return usersSignedInBy(beforeEach, server, emails);
}

/**
 * One server for the file and its users, signed up once (signing up is slow), with the story
 * tables emptied before each test. Both are filled in by hooks: use them inside tests only.
 */
export function setupStoriesServer<Name extends string>(
  emails: Record<Name, string>,
  options: TestServerOptions = {},
): { server: TestServer; users: Record<Name, TestUser> } {
  const server = setupTestServer(options, (started) =>
    started.db.execute(sql`truncate table media, reactions, reports, stories cascade`),
  );
  return { server, users: usersSignedInBy(beforeAll, server, emails) };
}

export interface TestMedia {
  id: string;
  fileName: string;
  url: string;
  path: string;
  sizeBytes: number;
}

/** A media row owned by `ownerId`, unattached, with a small file on disk (random size). */
export async function insertMedia(
  server: TestServer,
  ownerId: string,
  kind: 'image' | 'audio' = 'image',
): Promise<TestMedia> {
  const id = randomBytes(18).toString('base64url'); // 24 characters
  // Named as uploads are: a voice note's extension says it is audio (media-extensions.ts).
  const fileName = `${id}.${kind === 'audio' ? 'weba' : 'jpg'}`;
  const path = join(server.mediaDir, fileName);
  const bytes = randomBytes(randomInt(1, 4096));
  await writeFile(path, bytes);
  await server.db.insert(media).values({
    id,
    ownerId,
    fileName,
    mimeType: kind === 'audio' ? 'audio/webm' : 'image/jpeg',
    sizeBytes: bytes.length,
  });
  return { id, fileName, url: `/media/${fileName}`, path, sizeBytes: bytes.length };
}

export async function fileExists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** The files under `dir` (relative paths, sorted) whose bytes contain any of `needles`. */
export async function filesHolding(dir: string, needles: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const path = join(entry.parentPath, entry.name);
    // A rewrite running meanwhile removes files: one gone holds nothing.
    const bytes = await readFile(path).catch((error: unknown) => {
      if ((error as { code?: unknown }).code === 'ENOENT') return null;
      throw error;
    });
    if (bytes && needles.some((needle) => bytes.includes(needle))) found.push(relative(dir, path));
  }
  return found.sort();
}

/** How many rows each story table holds, and how many media a story has taken. */
export async function tableCounts(server: TestServer) {
  const result = await server.db.execute(sql`
    select (select count(*)::int from stories) as stories,
           (select count(*)::int from reactions) as reactions,
           (select count(*)::int from reports) as reports,
           (select count(*)::int from media) as media,
           (select count(*)::int from media where story_id is not null) as "attachedMedia"`);
  type Counts = Record<'stories' | 'reactions' | 'reports' | 'media' | 'attachedMedia', number>;
  return defined(rowsOf<Counts>(result)[0], 'counts');
}

/** The value, or a thrown error naming what was missing (tests only). */
export function defined<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`missing ${what}`);
  return value;
}

/** `db.execute` rows on PGlite and on node-postgres alike. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A valid story body. */
export function storyBody(overrides: Record<string, unknown> = {}) {
  return {
    title: 'A title',
    content: 'What happened, and how I got through it.',
    tags: ['Recovery'],
    mediaUrls: [],
    ...overrides,
  };
}

export async function createStoryAs(
  server: TestServer,
  user: TestUser,
  overrides: Record<string, unknown> = {},
): Promise<{ id: string; [key: string]: unknown }> {
  const response = await server.request('/api/stories', {
    body: storyBody(overrides),
    cookie: user.cookie,
  });
  if (response.status !== 201) {
    throw new Error(`create failed: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as { id: string };
}

/** What `setupListedStoriesServer` inserts: each part an SQL expression or condition. */
export interface ListedStories {
  users: number;
  stories: number;
  /** Of g, the story's number (1 … stories). */
  tags: SQL;
  createdAt: SQL;
  reactions: SQL;
  /** On the stories table: the stories reports have hidden. */
  hidden: SQL;
  /** On story s and user number u (1 … users): who liked and who reported what. */
  liked: SQL;
  reported: SQL;
  /** On the stories table: the stories with a photo (a media row and its URL on the story). */
  withPhoto?: SQL;
}

/**
 * One server for the file, never emptied, holding users `<prefix>-user-1` … and stories 'Title 1'
 * … (each by user g % users + 1), inserted once in a few statements: the lists' property and plan
 * tests need many. Filled in by beforeAll: use it inside hooks and tests only.
 */
export function setupListedStoriesServer(prefix: string, seed: ListedStories): TestServer {
  const server = setupTestServer({}, () => Promise.resolve());
  beforeAll(() => insertListedStories(server, prefix, seed));
  return server;
}

async function insertListedStories(server: TestServer, prefix: string, seed: ListedStories) {
  const userId = (number: SQL) => sql`${prefix} || '-user-' || ${number}`;
  await server.db.execute(sql`
    insert into "user" (id, name, email)
    select ${userId(sql`g`)}, 'A', ${prefix} || '-' || g || '@example.org'
    from generate_series(1, ${seed.users}::integer) g`);
  await server.db.execute(sql`
    insert into stories (title, content, tags, author_id, created_at, reactions_count)
    select 'Title ' || g, 'Content', ${seed.tags}, ${userId(sql`(g % ${seed.users}::integer + 1)`)},
           ${seed.createdAt}, ${seed.reactions}
    from generate_series(1, ${seed.stories}::integer) g`);
  await server.db.execute(sql`update stories set hidden_at = now() where ${seed.hidden}`);
  const pairs = sql`from stories s, generate_series(1, ${seed.users}::integer) u`;
  await server.db.execute(sql`
    insert into reactions (story_id, user_id) select s.id, ${userId(sql`u`)} ${pairs}
    where ${seed.liked}`);
  await server.db.execute(sql`
    insert into reports (story_id, user_id, reason) select s.id, ${userId(sql`u`)}, 'spam' ${pairs}
    where ${seed.reported}`);
  if (!seed.withPhoto) return;
  // Stored names as uploads make them: 32 hex characters and an extension.
  await server.db.execute(sql`
    insert into media (id, owner_id, story_id, file_name, mime_type, size_bytes)
    select md5(s.id::text), s.author_id, s.id, md5(s.id::text) || '.jpg', 'image/jpeg', 1000
    from stories s where ${seed.withPhoto}`);
  await server.db.execute(sql`
    update stories s set media_urls = array[${MEDIA_URL_PREFIX} || m.file_name]
    from media m where m.story_id = s.id`);
}
