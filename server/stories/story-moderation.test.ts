// Moderation that protects readers: enough distinct pending reports hide a story from every
// public surface in the same transaction as the report; admins see the reasons and dismiss.
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import type { ReportReason } from '@/domain/vocabularies';
import { objectContaining } from '@/testing/expected';
import { stories } from '../db/schema';
import { type ReportedStoryJson } from './reports';
import {
  createStoryAs,
  defined,
  insertMedia,
  rowsOf,
  setupStoriesServer,
  tableCounts,
  type TestUser,
  testUser,
} from './story-test-helpers';

const THRESHOLD = LIMITS.reportsToHideStory;

describe('story moderation', () => {
  const { server, users } = setupStoriesServer(
    { author: 'author@example.org', admin: 'admin@example.org' },
    { adminEmails: ['admin@example.org'] },
  );
  const { author, admin } = users;
  const readers: TestUser[] = [];
  beforeAll(async () => {
    for (let i = 0; i < THRESHOLD + 2; i += 1) {
      readers.push(await testUser(server, `reader${i}@example.org`));
    }
  });

  function report(storyId: string, reader: TestUser, reason: ReportReason = 'harassment') {
    return server.request(`/api/stories/${storyId}/reports`, {
      body: { reason },
      cookie: reader.cookie,
    });
  }

  async function reportBy(storyId: string, reporters: TestUser[], reason?: ReportReason) {
    for (const reader of reporters)
      expect((await report(storyId, reader, reason)).status).toBe(201);
  }

  async function json<T>(path: string, cookie?: string): Promise<T> {
    const response = await server.request(path, { cookie });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  /** Ids on every public surface: each sort, a tag filter and Home's top stories. */
  async function publicIds(): Promise<Record<string, string[]>> {
    const ids = (stories: Story[]) => stories.map((story) => story.id);
    const list = async (query: string) =>
      ids((await json<{ stories: Story[] }>(`/api/stories?${query}`)).stories);
    return {
      newest: await list('sort=newest'),
      oldest: await list('sort=oldest'),
      likes: await list('sort=likes'),
      tagged: await list('tags=Recovery'),
      top: ids((await json<{ stories: Story[] }>('/api/stories/top')).stories),
    };
  }

  function everywhere(ids: string[]) {
    return { newest: ids, oldest: [...ids].reverse(), likes: ids, tagged: ids, top: ids };
  }

  const dismiss = (id: string) =>
    server.request(`/api/admin/stories/${id}/dismiss-reports`, {
      method: 'POST',
      cookie: admin.cookie,
    });

  async function reported(): Promise<ReportedStoryJson[]> {
    return json<ReportedStoryJson[]>('/api/admin/stories/reported', admin.cookie);
  }

  async function hiddenAt(storyId: string) {
    const [row] = await server.db.select().from(stories).where(eq(stories.id, storyId));
    return row?.hiddenAt ?? null;
  }

  it(`keeps a story public below ${THRESHOLD} reports and hides it at ${THRESHOLD}`, async () => {
    const other = await createStoryAs(server, author, { title: 'Other' });
    const story = await createStoryAs(server, author, { title: 'Reported' });
    await reportBy(story.id, readers.slice(0, THRESHOLD - 1));
    expect(await publicIds()).toEqual(everywhere([story.id, other.id]));
    expect(await hiddenAt(story.id)).toBeNull();

    await reportBy(story.id, readers.slice(THRESHOLD - 1, THRESHOLD));
    expect(await hiddenAt(story.id)).not.toBeNull();
    expect(await publicIds()).toEqual(everywhere([other.id]));
  });

  // Reports from unverified addresses (counted for admins, hiding nothing), a hidden story
  // missing to all but its author and admins, and a repeat report refused with the count
  // unchanged: the port contract's moderation cases (port-contract-moderation.ts) on this server.
  // Edits and deletes of a hidden story by readers (404) and admins (403), changing nothing:
  // the grid's 'update hidden' and 'delete hidden' cells. Here: the very answer of a missing one.
  it('answers an edit or delete of a hidden story by a reader like a missing story', async () => {
    const story = await createStoryAs(server, author);
    await reportBy(story.id, readers.slice(0, THRESHOLD));
    const notFound = { error: MESSAGES.storyNotFound, code: 'storyNotFound' };
    for (const [id, init] of [
      [
        story.id,
        { method: 'PATCH', body: { title: 'Mine now', content: 'x', tags: [], mediaUrls: [] } },
      ],
      // Not even a malformed body tells a stranger the story is there.
      [story.id, { method: 'PATCH', body: { nonsense: true } }],
      [story.id, { method: 'DELETE' }],
      [randomUUID(), { method: 'DELETE' }],
    ] as const) {
      const response = await server.request(`/api/stories/${id}`, {
        ...init,
        cookie: readers[0]?.cookie,
      });
      expect(response.status, init.method).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
  });

  it('hides a hidden story’s media from all but its owner and admins until dismissed', async () => {
    const photo = await insertMedia(server, author.id);
    const story = await createStoryAs(server, author, { mediaUrls: [photo.url] });
    const status = async (cookie?: string) => (await server.request(photo.url, { cookie })).status;
    expect(await status()).toBe(200);

    await reportBy(story.id, readers.slice(0, THRESHOLD));
    expect(await status()).toBe(404);
    expect(await status(readers[0]?.cookie)).toBe(404);
    expect(await status(author.cookie)).toBe(200);
    expect(await status(admin.cookie)).toBe(200);

    expect((await dismiss(story.id)).status).toBe(204);
    expect(await status()).toBe(200);
  });

  // No reaction or report on a hidden story, from anyone: the grid's 'react hidden' and 'report
  // hidden' cells (stories-authorization.test.ts), which also check that nothing changed.
  it('lets the author edit and delete a hidden story, which stays hidden when edited', async () => {
    const story = await createStoryAs(server, author);
    await reportBy(story.id, readers.slice(0, THRESHOLD));
    const edited = await server.request(`/api/stories/${story.id}`, {
      method: 'PATCH',
      body: { title: 'Edited', content: 'Edited text', tags: ['Recovery'], mediaUrls: [] },
      cookie: author.cookie,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ title: 'Edited', under_review: true });
    expect(await publicIds()).toEqual(everywhere([]));

    const removed = await server.request(`/api/stories/${story.id}`, {
      method: 'DELETE',
      cookie: author.cookie,
    });
    expect(removed.status).toBe(204);
    expect(await tableCounts(server)).toMatchObject({ stories: 0, reports: 0 });
  });

  it('hides exactly once when many readers report at the same moment', async () => {
    const story = await createStoryAs(server, author);
    const statuses = await Promise.all(
      readers.map(async (reader) => (await report(story.id, reader)).status),
    );
    // The story row lock serializes them: the first THRESHOLD count, later ones find it gone.
    expect(statuses.filter((status) => status === 201)).toHaveLength(THRESHOLD);
    expect(statuses.filter((status) => status === 404)).toHaveLength(readers.length - THRESHOLD);
    expect(await hiddenAt(story.id)).not.toBeNull();
  });

  it('lists pending reports per reason, hidden ones flagged, most reported first', async () => {
    const once = await createStoryAs(server, author, { title: 'Once' });
    const hidden = await createStoryAs(server, author, { title: 'Hidden' });
    const twice = await createStoryAs(server, author, { title: 'Twice' });
    await createStoryAs(server, author, { title: 'Never reported' });
    const [a, b] = [defined(readers[0]), defined(readers[1])];
    await reportBy(once.id, [a], 'spam');
    await reportBy(twice.id, [a, b], 'private-details');
    await reportBy(hidden.id, [a, b], 'identifies-person');
    await reportBy(hidden.id, readers.slice(2, THRESHOLD), 'other');

    const items = await reported();
    expect(items.map((item) => item.story.title)).toEqual(['Hidden', 'Twice', 'Once']);
    expect(items).toEqual([
      {
        story: objectContaining({ id: hidden.id, under_review: true }),
        reportCount: THRESHOLD,
        reasons: { 'identifies-person': 2, other: THRESHOLD - 2 },
        hidden: true,
      },
      {
        story: objectContaining({ id: twice.id, under_review: false }),
        reportCount: 2,
        reasons: { 'private-details': 2 },
        hidden: false,
      },
      {
        story: objectContaining({ id: once.id, under_review: false }),
        reportCount: 1,
        reasons: { spam: 1 },
        hidden: false,
      },
    ]);
  });

  it('dismissing brings a hidden story back and keeps the dismissed reports as blocks', async () => {
    const story = await createStoryAs(server, author, { title: 'Back' });
    const first = readers.slice(0, THRESHOLD);
    await reportBy(story.id, first);
    expect(await publicIds()).toEqual(everywhere([]));

    expect((await dismiss(story.id)).status).toBe(204);
    expect(await hiddenAt(story.id)).toBeNull();
    expect(await publicIds()).toEqual(everywhere([story.id]));
    expect(await reported()).toEqual([]);
    const statuses = await server.db.execute(
      sql`select status, count(*)::int as n from reports group by status`,
    );
    expect(rowsOf(statuses)).toEqual([{ status: 'dismissed', n: THRESHOLD }]);

    // The same readers cannot report it again; new readers start a fresh count.
    for (const reader of first) expect((await report(story.id, reader)).status).toBe(409);
    const fresh = readers.slice(THRESHOLD);
    await reportBy(story.id, fresh);
    expect(await hiddenAt(story.id)).toBeNull();
    expect((await reported()).map((item) => item.reportCount)).toEqual([fresh.length]);
  });

  // Dismissing a story that was not hidden, an unknown story (404) and the moderation delete
  // of a hidden one: the grid's 'dismiss reports', 'dismiss reports unknown' and 'admin delete
  // hidden' cells (stories-authorization.test.ts), and story-deletion.test.ts for what a
  // deletion takes with it. Another REPORTS_TO_HIDE_STORY: report-withdrawal.test.ts's server
  // hides at two.
});
