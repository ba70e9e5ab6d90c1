// The fields other screens build on: the author's content warning and the media byte sizes,
// the same on every surface that returns a story.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { createStoryAs, insertMedia, setupStoriesServer } from './story-test-helpers';

describe('story fields: content warning and media sizes', () => {
  const { server, users } = setupStoriesServer(
    { author: 'author@example.org', other: 'other@example.org', admin: 'admin@example.org' },
    { adminEmails: ['admin@example.org'] },
  );
  const { author, other, admin } = users;

  async function json<T>(path: string, cookie?: string): Promise<T> {
    const response = await server.request(path, { cookie });
    expect(response.status, path).toBe(200);
    return (await response.json()) as T;
  }

  /** The story as every surface returns it: get, list, top, mine and the moderation list. */
  async function everySurface(id: string): Promise<Story[]> {
    const find = (stories: Story[]) => stories.filter((story) => story.id === id);
    const reportedBy = await server.request(`/api/stories/${id}/reports`, {
      body: {},
      cookie: other.cookie,
    });
    expect(reportedBy.status).toBe(201);
    const reported = await json<{ story: Story }[]>('/api/admin/stories/reported', admin.cookie);
    return [
      await json<Story>(`/api/stories/${id}`),
      ...find((await json<{ stories: Story[] }>('/api/stories')).stories),
      ...find((await json<{ stories: Story[] }>('/api/stories/top')).stories),
      ...find((await json<{ stories: Story[] }>('/api/stories/mine', author.cookie)).stories),
      ...find(reported.map((item) => item.story)),
    ];
  }

  it('stores the trimmed warning and returns it, with the sizes, on every surface', async () => {
    const image = await insertMedia(server, author.id);
    const audio = await insertMedia(server, author.id, 'audio');
    const created = await createStoryAs(server, author, {
      contentWarning: '  Describes physical violence \n',
      mediaUrls: [audio.url, image.url],
    });
    expect(created).toMatchObject({
      content_warning: 'Describes physical violence',
      media_sizes: [audio.sizeBytes, image.sizeBytes],
    });
    const seen = await everySurface(created.id);
    expect(seen).toHaveLength(5);
    for (const story of seen) {
      expect(story).toMatchObject({
        content_warning: 'Describes physical violence',
        media_urls: [audio.url, image.url],
        media_sizes: [audio.sizeBytes, image.sizeBytes],
      });
    }
  });

  it("is '' without a warning, and sizes are null for media without a row", async () => {
    const created = await createStoryAs(server, author);
    expect(created).toMatchObject({ content_warning: '', media_sizes: [] });
    const image = await insertMedia(server, author.id);
    await server.db.execute(sql`
      update stories set media_urls = array['/media/unknownunknownunknown12.jpg', ${image.url}]
      where id = ${created.id}`);
    await server.db.execute(sql`update media set story_id = ${created.id} where id = ${image.id}`);
    const story = await json<Story>(`/api/stories/${created.id}`);
    expect(story.media_sizes).toEqual([null, image.sizeBytes]);
  });

  it('does not report the size of media attached to another story', async () => {
    const image = await insertMedia(server, author.id);
    const owner = await createStoryAs(server, author, { mediaUrls: [image.url] });
    const copy = await createStoryAs(server, author);
    // A story row naming another story's file (only possible by writing the table directly).
    await server.db.execute(
      sql`update stories set media_urls = array[${image.url}] where id = ${copy.id}`,
    );
    expect((await json<Story>(`/api/stories/${copy.id}`)).media_sizes).toEqual([null]);
    expect((await json<Story>(`/api/stories/${owner.id}`)).media_sizes).toEqual([image.sizeBytes]);
  });

  // The cap after trimming is the schema's (src/domain/story-input.test.ts); its refusal on
  // create and edit, with its code and cap, and an edit that keeps the warning when it sends
  // none or clears it with an empty one, the port contract's (port-contract-stories.ts).
});
