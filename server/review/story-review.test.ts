// Review before publishing (issue 36 item 2) on a server with STORY_REVIEW=all: a new story waits,
// unseen by every public read, until an admin publishes it (redacting what she must) or sends it
// back with a reason; the author edits and resubmits or deletes it; every decision is in the
// admin-only audit log, which keeps no word of the story. Every role, and the edges.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import type { ReviewAudit, ReviewQueue } from '@/domain/review';
import { reviewAudit, stories } from '../db/schema';
import { largeBody } from '../testing/large-body';
import {
  createStoryAs,
  insertMedia,
  setupStoriesServer,
  storyBody,
  type TestUser,
  testUser,
} from '../stories/story-test-helpers';

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('review before publishing (STORY_REVIEW=all)', () => {
  // The review log goes with the stories it points at, emptied before each test.
  const { server, users } = setupStoriesServer(
    {
      admin: 'admin@example.org',
      secondAdmin: 'second-admin@example.org',
      author: 'author@example.org',
      reader: 'reader@example.org',
    },
    { adminEmails: ['admin@example.org', 'second-admin@example.org'], storyReview: 'all' },
  );
  const { admin, secondAdmin, author, reader } = users;

  const as = (user: TestUser | null) => (user ? { cookie: user.cookie } : {});
  const get = (path: string, user: TestUser | null = null) => server.request(path, as(user));
  const publish = (user: TestUser | null, id: string, body: unknown = {}) =>
    server.request(`/api/admin/reviews/${id}/publish`, { body, ...as(user) });
  const sendBack = (user: TestUser | null, id: string, body: unknown) =>
    server.request(`/api/admin/reviews/${id}/send-back`, { body, ...as(user) });
  const edit = (user: TestUser, id: string, overrides: Record<string, unknown> = {}) =>
    server.request(`/api/stories/${id}`, {
      method: 'PATCH',
      body: storyBody(overrides),
      cookie: user.cookie,
    });
  async function json<T>(response: Response, status = 200): Promise<T> {
    expect(response.status).toBe(status);
    return (await response.json()) as T;
  }
  const queue = async () => json<ReviewQueue>(await get('/api/admin/reviews/queue', admin));
  const audit = async () => json<ReviewAudit>(await get('/api/admin/reviews/audit', admin));
  const stateOf = async (id: string) =>
    (
      await server.db
        .select({ state: stories.reviewState, reason: stories.reviewReason })
        .from(stories)
        .where(eq(stories.id, id))
    )[0];

  /** Whether a reader (signed in or not) finds the story anywhere public. */
  async function publiclyVisible(id: string): Promise<boolean> {
    const found: boolean[] = [];
    for (const user of [null, reader]) {
      for (const path of [
        '/api/stories',
        '/api/stories?sort=likes',
        '/api/stories?tags=Recovery',
      ]) {
        const page = await json<{ stories: Story[] }>(await get(path, user));
        found.push(page.stories.some((story) => story.id === id));
      }
      const top = await json<{ stories: Story[] }>(await get('/api/stories/top', user));
      found.push(top.stories.some((story) => story.id === id));
      const one = await get(`/api/stories/${id}`, user);
      found.push(one.status === 200);
    }
    expect(new Set(found).size).toBe(1);
    return found[0] ?? false;
  }

  it('holds a new story from every public read; its author and admins read it', async () => {
    const media = await insertMedia(server, author.id);
    const created = await json<Story>(
      await server.request('/api/stories', {
        body: storyBody({ title: 'Waiting', mediaUrls: [media.url] }),
        cookie: author.cookie,
      }),
      201,
    );
    expect(created.review_state).toBe('waiting');
    expect(await publiclyVisible(created.id)).toBe(false);
    // Missing, not forbidden, to readers: a 403 would say it is there.
    const missing = await get(`/api/stories/${created.id}`, reader);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: 'storyNotFound' });
    // Nothing a reader can do to it, its media included.
    for (const path of ['reactions', 'reports', 'support']) {
      const response = await server.request(`/api/stories/${created.id}/${path}`, {
        body: path === 'support' ? { messageId: 'not-alone' } : {},
        cookie: reader.cookie,
      });
      expect(response.status).toBe(404);
    }
    const photo = [reader, null, author, admin].map((user) => server.request(media.url, as(user)));
    expect((await Promise.all(photo)).map((answer) => answer.status)).toEqual([404, 404, 200, 200]);
    // Another reader cannot edit or delete it either, and learns nothing (404).
    expect((await edit(reader, created.id)).status).toBe(404);
    const deletion = { method: 'DELETE', cookie: reader.cookie };
    expect((await server.request(`/api/stories/${created.id}`, deletion)).status).toBe(404);

    const own = await get(`/api/stories/${created.id}`, author);
    expect(own.headers.get('cache-control')).toMatch(/no-store/);
    expect(await json<Story>(own)).toMatchObject({ review_state: 'waiting', is_mine: true });
    const mine = await json<{ stories: Story[] }>(await get('/api/stories/mine', author));
    expect(mine.stories.map((story) => [story.id, story.review_state])).toEqual([
      [created.id, 'waiting'],
    ]);
    expect((await get(`/api/stories/${created.id}`, admin)).status).toBe(200);
  });

  // The queue, the decisions and the log refused to visitors (401) and readers, authors included
  // (403), changing nothing: the port contract's review case 'only admins see the queue, decide
  // and read the log' on this server.
  it('publishes with a redaction: readers see the changed text and which fields, never the old', async () => {
    const { id } = await createStoryAs(server, author, {
      title: 'What Ramesh Kumar did',
      content: 'He lives at 12 Park Street. I got through it.',
      contentWarning: 'Violence',
    });
    const published = await json<Story>(
      await publish(admin, id, {
        title: 'What he did',
        content: 'He lives nearby. I got through it.',
        // Sent unchanged: not a redaction.
        contentWarning: 'Violence',
      }),
    );
    expect(published).toMatchObject({
      title: 'What he did',
      redacted_fields: ['title', 'content'],
    });
    expect(published.review_state).toBeUndefined();
    expect(await publiclyVisible(id)).toBe(true);
    const read = await json<Story>(await get(`/api/stories/${id}`, reader));
    expect(read.redacted_fields).toEqual(['title', 'content']);
    expect(JSON.stringify(read)).not.toMatch(/Ramesh|Park Street/);
    expect((await queue()).stories).toEqual([]);

    const [entry] = (await audit()).entries;
    expect(entry).toMatchObject({
      action: 'published',
      admin_email: 'admin@example.org',
      story_id: id,
      changed_fields: ['title', 'content'],
    });
    // The audit table holds no word of either version.
    const rows = JSON.stringify(await server.db.select().from(reviewAudit));
    expect(rows).not.toMatch(/Ramesh|Park Street|What he did|nearby/);
  });

  it('publishes unchanged with no note', async () => {
    const { id } = await createStoryAs(server, author, { title: 'Plain' });
    expect((await json<Story>(await publish(admin, id))).redacted_fields).toBeUndefined();
    expect((await audit()).entries.map((entry) => [entry.action, entry.changed_fields])).toEqual([
      ['published', []],
    ]);
  });

  // Sent back with a reason only its author sees, unseen by readers; her edit putting it back in
  // the queue without the reason, or her deleting it, the log's entries staying without its id:
  // the port contract's review case 'a story sent back shows her the reason; her edit resubmits
  // it, or she deletes it' on this server.
  it('reads an edit of a published story again before readers see it', async () => {
    const { id } = await createStoryAs(server, author);
    await publish(admin, id);
    expect(await publiclyVisible(id)).toBe(true);
    expect((await json<Story>(await edit(author, id, { title: 'Changed' }))).review_state).toBe(
      'waiting',
    );
    expect(await publiclyVisible(id)).toBe(false);
  });

  it('refuses what is not a decision, changing nothing', async () => {
    const { id } = await createStoryAs(server, author, { title: 'Kept' });
    const refusals: [unknown, string][] = [
      [{ title: 'A\u0000B' }, 'textHasControlCharacters'],
      [{ content: 'x\u0000' }, 'textHasControlCharacters'],
      [{ title: 'x'.repeat(201) }, 'storyTitleTooLong'],
      [{ contentWarning: 'x'.repeat(121) }, 'contentWarningTooLong'],
      [['title'], 'invalidRequest'],
    ];
    for (const [body, code] of refusals) {
      const response = await publish(admin, id, body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code });
    }
    for (const body of [{ reason: 'spite' }, {}, { reason: 'other\u0000' }]) {
      expect((await sendBack(admin, id, body)).status).toBe(400);
    }
    expect((await publish(admin, MISSING)).status).toBe(404);
    expect((await publish(admin, 'not-a-uuid')).status).toBe(404);
    expect((await publish(admin, `${id}%00`)).status).toBe(400);
    const { body, read } = largeBody();
    const large = await server.request(`/api/admin/reviews/${id}/publish`, {
      cookie: admin.cookie,
      rawBody: body,
    });
    expect(large.status).toBe(413);
    expect(read()).toBeLessThan(10 * 1024 * 1024);
    expect(await stateOf(id)).toEqual({ state: 'waiting', reason: null });
    expect((await audit()).entries).toEqual([]);

    // A story no longer waiting (published, then sent back) is a conflict.
    await publish(admin, id);
    for (const response of [
      await publish(admin, id),
      await sendBack(admin, id, { reason: 'other' }),
    ]) {
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: MESSAGES.reviewNotWaiting,
        code: 'reviewNotWaiting',
      });
    }
    expect((await audit()).entries).toHaveLength(1);
  });

  it('lets one of two admins acting at once decide; the other hears it is decided', async () => {
    const { id } = await createStoryAs(server, author);
    const answers = await Promise.all([
      publish(admin, id, { title: 'Theirs' }),
      sendBack(secondAdmin, id, { reason: 'other' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const entries = (await audit()).entries;
    expect(entries).toHaveLength(1);
    const state = await stateOf(id);
    expect(state?.state).toBe(entries[0]?.action === 'published' ? null : 'sent_back');
  });

  // Her waiting and sent-back stories in her data file, and gone from the queue with her account
  // (the log's entries then name no story: the foreign key, as when she deletes one): the port
  // contract's review case 'her data download has her waiting and sent-back stories; erasure
  // removes them' on this server.
});

describe('review of a new author’s first story (STORY_REVIEW=first)', () => {
  const { server, users } = setupStoriesServer(
    { admin: 'admin@example.org' },
    { adminEmails: ['admin@example.org'], storyReview: 'first' },
  );

  it('holds her stories until one is published, then publishes hers at once', async () => {
    const author = await testUser(server, 'first-author@example.org');
    const first = await createStoryAs(server, author, { title: 'First' });
    const second = await createStoryAs(server, author, { title: 'Second' });
    expect([first.review_state, second.review_state]).toEqual(['waiting', 'waiting']);
    const published = await server.request(`/api/admin/reviews/${first.id}/publish`, {
      body: {},
      cookie: users.admin.cookie,
    });
    expect(published.status).toBe(200);
    const third = await createStoryAs(server, author, { title: 'Third' });
    expect(third.review_state).toBeUndefined();
    // Her published story edited stays published.
    const edited = await server.request(`/api/stories/${first.id}`, {
      method: 'PATCH',
      body: storyBody({ title: 'First, edited' }),
      cookie: author.cookie,
    });
    expect(((await edited.json()) as Story).review_state).toBeUndefined();
    // Another new author still waits.
    const newcomer = await testUser(server, 'newcomer@example.org');
    expect((await createStoryAs(server, newcomer)).review_state).toBe('waiting');
  });
});
