// Author and admin deletion: the story, its reactions, reports, media rows and files.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import {
  createStoryAs,
  defined,
  fileExists,
  insertMedia,
  setupStoriesServer,
  tableCounts,
  type TestMedia,
} from './story-test-helpers';

describe('story deletion', () => {
  const { server, users } = setupStoriesServer(
    { author: 'author@example.org', reader: 'reader@example.org', admin: 'admin@example.org' },
    { adminEmails: ['admin@example.org'] },
  );
  const { author, reader, admin } = users;

  /** A story with two media files, a reaction and a report; plus a second, untouched story. */
  async function storyWithEverything() {
    const files = [
      await insertMedia(server, author.id),
      await insertMedia(server, author.id, 'audio'),
    ];
    const story = await createStoryAs(server, author, { mediaUrls: files.map((f) => f.url) });
    const bystanderFile = await insertMedia(server, author.id);
    const bystander = await createStoryAs(server, author, { mediaUrls: [bystanderFile.url] });
    for (const id of [story.id, bystander.id]) {
      await server.request(`/api/stories/${id}/reactions`, { body: {}, cookie: reader.cookie });
      await server.request(`/api/stories/${id}/reports`, { body: {}, cookie: reader.cookie });
    }
    expect(await tableCounts(server)).toEqual(storiesWithTheirRows(2, 3));
    return { storyId: story.id, files, bystanderFile };
  }

  /** `stories`, each with a reaction and a report, and `media` files attached to them. */
  function storiesWithTheirRows(stories: number, media: number) {
    return { stories, reactions: stories, reports: stories, media, attachedMedia: media };
  }

  async function expectOnlyBystanderLeft(files: TestMedia[], bystanderFile: TestMedia) {
    expect(await tableCounts(server)).toEqual(storiesWithTheirRows(1, 1));
    for (const file of files) expect(await fileExists(file.path)).toBe(false);
    expect(await fileExists(bystanderFile.path)).toBe(true);
  }

  it.each([
    ['the author', '/api/stories', () => author],
    ['an admin', '/api/admin/stories', () => admin],
  ])(
    'lets %s delete the story with its reactions, reports, media rows and files',
    async (_, route, as) => {
      const { storyId, files, bystanderFile } = await storyWithEverything();
      const response = await server.request(`${route}/${storyId}`, {
        method: 'DELETE',
        cookie: as().cookie,
      });
      expect(response.status).toBe(204);
      await expectOnlyBystanderLeft(files, bystanderFile);
      expect((await server.request(`/api/stories/${storyId}`)).status).toBe(404);
    },
  );

  it('still deletes the story when a media file cannot be deleted, and logs it', async () => {
    const { storyId, files, bystanderFile } = await storyWithEverything();
    // A non-empty directory in place of the file: rm() without `recursive` fails on it.
    const stuck = defined(files[0]);
    const other = defined(files[1]);
    await rm(stuck.path);
    await mkdir(stuck.path);
    await writeFile(join(stuck.path, 'inner'), 'x');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});

    const response = await server.request(`/api/stories/${storyId}`, {
      method: 'DELETE',
      cookie: author.cookie,
    });
    expect(response.status).toBe(204);
    expect(logged).toHaveBeenCalledWith(expect.stringContaining(stuck.fileName));
    expect(await fileExists(stuck.path)).toBe(true);
    expect(await fileExists(other.path)).toBe(false);
    expect(await tableCounts(server)).toMatchObject({ stories: 1, media: 1 });
    expect(await fileExists(bystanderFile.path)).toBe(true);
  });

  // A story already deleted is an unknown one: 404 to the admin's delete (the port contract's
  // moderation case deletes twice) and the grid's 'delete unknown' cells.
});
