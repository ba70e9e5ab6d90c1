// The kept public answers: the cache itself (a property test against a model), the version the
// commit of every story write moves (once per transaction, only when it commits), and the
// visitor's answers, through the server, following every kind of change at once, including one
// made by another server on the same database.
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { media, stories } from '../db/schema';
import type { OpenDatabase } from '../db/database';
import { createTestServer, openOneDatabaseTwice, type TestServer } from '../testing/test-server';
import { publicAnswerCache, publicStoriesVersionOf } from './public-story-answers';
import {
  createStoryAs,
  insertMedia,
  setupStoriesServer,
  storyBody,
  testUser,
  type TestUser,
} from './story-test-helpers';

describe('publicAnswerCache', () => {
  // Versions only move forward, as the database's does.
  const ask = fc.record({
    key: fc.constantFrom('a', 'b', 'c', 'd'),
    versionStep: fc.constantFrom(0, 0, 1),
    length: fc.integer({ min: 0, max: 40 }),
  });

  it('answers from what it kept only for the same key at the same version, within its size', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(ask, { maxLength: 60 }), async (asks) => {
        const maxChars = 120;
        const cache = publicAnswerCache({ maxChars });
        let reads = 0;
        const lastRead = new Map<string, number>();
        let at = 0;
        for (const { key, versionStep, length } of asks) {
          const version = String((at += versionStep));
          let read: number | null = null;
          const answer = await cache.answerOf(key, version, () => {
            read = reads += 1;
            return Promise.resolve({ key, version, read, text: 'x'.repeat(length) });
          });
          expect(answer.value.key).toBe(key);
          expect(answer.value.version).toBe(version);
          expect(answer.json).toBe(JSON.stringify(answer.value));
          // A kept answer is the last one read for its key: never an older one.
          if (read === null) expect(answer.value.read).toBe(lastRead.get(key));
          lastRead.set(key, answer.value.read);
          expect(cache.size().chars).toBeLessThanOrEqual(maxChars);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('reads once while the version stands, again when it moves, and forgets the least recently asked', async () => {
    const cache = publicAnswerCache({ maxChars: 15 }); // two answers of 6 characters ("a1#1")
    let reads = 0;
    const answerOf = (key: string, version: string) =>
      cache.answerOf(key, version, () => Promise.resolve(`${key}${version}#${(reads += 1)}`));
    expect((await answerOf('a', '1')).value).toBe('a1#1');
    expect((await answerOf('a', '1')).value).toBe('a1#1');
    expect((await answerOf('a', '2')).value).toBe('a2#2');
    expect((await answerOf('b', '2')).value).toBe('b2#3');
    expect((await answerOf('a', '2')).value).toBe('a2#2'); // a is now the most recently asked
    expect((await answerOf('c', '2')).value).toBe('c2#4'); // three would be 18: b goes
    expect(cache.size()).toEqual({ answers: 2, chars: 12 });
    expect((await answerOf('a', '2')).value).toBe('a2#2');
    expect((await answerOf('b', '2')).value).toBe('b2#5');
  });

  it('reads once for the requests that ask at one version while it reads', async () => {
    const cache = publicAnswerCache({ maxChars: 100 });
    let reads = 0;
    const read = async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      return (reads += 1);
    };
    const answers = await Promise.all([1, 2, 3].map(() => cache.answerOf('a', '7', read)));
    expect(answers.map((answer) => answer.value)).toEqual([1, 1, 1]);
    expect(reads).toBe(1);
  });

  it('answers a request that saw an older version afresh, keeping the newer answer', async () => {
    const cache = publicAnswerCache({ maxChars: 100 });
    expect((await cache.answerOf('a', '10', () => Promise.resolve('new'))).value).toBe('new');
    expect((await cache.answerOf('a', '9', () => Promise.resolve('slow'))).value).toBe('slow');
    expect((await cache.answerOf('a', '10', () => Promise.resolve('again'))).value).toBe('new');
  });

  it('keeps no failed read: the next request reads again', async () => {
    const cache = publicAnswerCache({ maxChars: 100 });
    await expect(
      cache.answerOf('a', '1', () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    expect((await cache.answerOf('a', '1', () => Promise.resolve('read'))).value).toBe('read');
  });

  it('sends an answer larger than it may keep without keeping it', async () => {
    const cache = publicAnswerCache({ maxChars: 10 });
    const answer = await cache.answerOf('a', '1', () => Promise.resolve('x'.repeat(20)));
    expect(answer.json).toBe(JSON.stringify('x'.repeat(20)));
    expect(cache.size()).toEqual({ answers: 0, chars: 0 });
  });
});

describe('public_stories_version', () => {
  const { server, users } = setupStoriesServer({ author: 'version-author@example.org' });
  const version = async () => BigInt(await publicStoriesVersionOf(server.db));

  it('moves once for a transaction that writes many stories, when it commits', async () => {
    const before = await version();
    await server.db.transaction(async (tx) => {
      for (const title of ['One', 'Two', 'Three']) {
        await tx.insert(stories).values({ ...storyRow(users.author.id), title });
      }
      await tx.update(stories).set({ reactionsCount: 2 });
    });
    expect(await version()).toBe(before + 1n);
  });

  it('stays where it was when the transaction rolls back', async () => {
    const before = await version();
    await expect(
      server.db.transaction(async (tx) => {
        await tx.insert(stories).values(storyRow(users.author.id));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await version()).toBe(before);
  });

  it('moves for media attached to a story, not for an upload attached to none', async () => {
    const { id: storyId } = await createStoryAs(server, users.author);
    const before = await version();
    const upload = await insertMedia(server, users.author.id);
    expect(await version()).toBe(before);
    await server.db.update(media).set({ storyId }).where(eq(media.id, upload.id));
    expect(await version()).toBe(before + 1n);
    await server.db.update(media).set({ sizeBytes: 1 }).where(eq(media.id, upload.id));
    expect(await version()).toBe(before + 2n);
  });
});

describe("a visitor's story answers", () => {
  let databases: [OpenDatabase, OpenDatabase];
  // Two servers on one database (two pools on PostgreSQL): each keeps answers of its own.
  let servers: [TestServer, TestServer];
  let author: TestUser;
  let reader: TestUser;

  beforeAll(async () => {
    databases = await openOneDatabaseTwice();
    servers = [
      await createTestServer({ database: databases[0] }),
      await createTestServer({ database: databases[1] }),
    ];
    author = await testUser(servers[0], 'answers-author@example.org');
    reader = await testUser(servers[0], 'answers-reader@example.org');
  });

  afterAll(async () => {
    for (const server of servers ?? []) await server.close();
    for (const database of new Set(databases)) await database.close();
  });

  /** What a visitor gets from `server`: the list, and Home's top stories. */
  async function visitorSees(server: TestServer) {
    const list = await server.request('/api/stories?sort=likes');
    const top = await server.request('/api/stories/top');
    expect([list.status, top.status]).toEqual([200, 200]);
    expect(list.headers.get('content-type')).toBe('application/json');
    const listed = ((await list.json()) as { stories: Story[] }).stories;
    const topped = ((await top.json()) as { stories: Story[] }).stories;
    expect(topped).toEqual(listed.slice(0, topped.length));
    return listed.map((story) => `${story.title}:${story.reactionsCount}`);
  }

  /** Both servers' visitors see `expected`, each asked twice (the second from what it kept). */
  async function everyVisitorSees(expected: string[]) {
    for (const server of servers) {
      expect(await visitorSees(server)).toEqual(expected);
      expect(await visitorSees(server)).toEqual(expected);
    }
  }

  it('follow each change at once, on the server that made it and on the other', async () => {
    const [first, second] = servers;
    const { id } = await createStoryAs(first, author, { title: 'Mine' });
    await createStoryAs(first, author, { title: 'Other' });
    await everyVisitorSees(['Other:0', 'Mine:0']);

    const liked = await second.request(`/api/stories/${id}/reactions`, {
      body: {},
      cookie: reader.cookie,
    });
    expect(liked.status).toBe(201);
    await everyVisitorSees(['Mine:1', 'Other:0']);

    // Her own list is never a visitor's: it carries her like.
    const hers = await first.request('/api/stories?sort=likes', { cookie: reader.cookie });
    const [mine] = ((await hers.json()) as { stories: Story[] }).stories;
    expect(mine?.liked_by_me).toBe(true);

    const edited = await first.request(`/api/stories/${id}`, {
      method: 'PATCH',
      body: storyBody({ title: 'Mine, edited' }),
      cookie: author.cookie,
    });
    expect(edited.status).toBe(200);
    await everyVisitorSees(['Mine, edited:1', 'Other:0']);

    // Hidden by a write no server made (an operator's, another process's).
    await first.db.update(stories).set({ hiddenAt: new Date() }).where(eq(stories.id, id));
    await everyVisitorSees(['Other:0']);
    await first.db.execute(sql`update stories set hidden_at = null where id = ${id}`);
    await everyVisitorSees(['Mine, edited:1', 'Other:0']);

    const deleted = await second.request(`/api/stories/${id}`, {
      method: 'DELETE',
      cookie: author.cookie,
    });
    expect(deleted.status).toBe(204);
    await everyVisitorSees(['Other:0']);
  });
});

function storyRow(authorId: string) {
  return {
    authorId,
    title: 'A title',
    content: 'What happened.',
    tags: ['Recovery'],
  };
}
