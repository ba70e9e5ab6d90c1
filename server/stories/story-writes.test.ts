// Creating and editing stories: form validation, the caps, and media ownership.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import { STORY_TAGS } from '@/domain/vocabularies';
import { media, stories } from '../db/schema';
import { ANY_STRING } from '@/testing/expected';
import {
  createStoryAs,
  fileExists,
  insertMedia,
  storyBody,
  tableCounts,
  type TestUser,
  setupStoriesServer,
  testUser,
} from './story-test-helpers';

describe('story writes', () => {
  const { server, users } = setupStoriesServer(
    { author: 'author@example.org', other: 'other@example.org' },
    { adminEmails: ['admin@example.org'] },
  );
  const { author, other } = users;

  function post(body: unknown, user = author) {
    return server.request('/api/stories', { body, cookie: user.cookie });
  }
  const patch = (id: string, body: unknown, user = author) =>
    server.request(`/api/stories/${id}`, { method: 'PATCH', body, cookie: user.cookie });

  async function expectRefused(response: Response, status = 400) {
    expect(response.status).toBe(status);
    // A catalogue refusal may carry its placeholders' values (params) too.
    expect(await response.json()).toMatchObject({ error: ANY_STRING, code: ANY_STRING });
  }

  describe('create', () => {
    it('stores trimmed text, deduplicated tags and attaches the media in order', async () => {
      const first = await insertMedia(server, author.id);
      const second = await insertMedia(server, author.id, 'audio');
      const response = await post(
        storyBody({
          title: '  My title  ',
          content: '\n My story \t',
          tags: ['Healing', 'Legal', 'Healing'],
          mediaUrls: [second.url, `http://sahas.test${first.url}`],
        }),
      );
      expect(response.status).toBe(201);
      const story = (await response.json()) as Story;
      expect(story).toMatchObject({
        title: 'My title',
        content: 'My story',
        tags: ['Healing', 'Legal'],
        media_urls: [second.url, first.url],
        reactionsCount: 0,
        is_mine: true,
      });
      // Its own pseudonym, never her account id (story-pseudonyms.test.ts).
      expect(story.author_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(story.author_id).not.toBe(author.id);
      expect(story.updated_at).toBeUndefined();
      const rows = await server.db.select().from(media).where(eq(media.storyId, story.id));
      expect(rows.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
    });

    it('stores our canonical media URL, never a host the client chose', async () => {
      const file = await insertMedia(server, author.id);
      const mediaUrls = [`https://tracker.example${file.url}?who=reader`];
      expect((await createStoryAs(server, author, { mediaUrls })).media_urls).toEqual([file.url]);
    });

    it('accepts a voice message without title or story', async () => {
      const voice = await insertMedia(server, author.id, 'audio');
      const response = await post(storyBody({ title: ' ', content: '', mediaUrls: [voice.url] }));
      expect(response.status).toBe(201);
      expect(await response.json()).toMatchObject({ title: '', content: '' });
    });

    // A story of images alone needs its title and text: the schema's voice-message test
    // (src/domain/story-input.test.ts) and the port contract's refusals.
    it("refuses someone else's upload, an attached one, a foreign URL and repeats", async () => {
      const theirs = await insertMedia(server, other.id);
      const mine = await insertMedia(server, author.id);
      const attached = await insertMedia(server, author.id);
      await createStoryAs(server, author, { mediaUrls: [attached.url] });
      const before = await tableCounts(server);

      for (const mediaUrls of [
        [theirs.url],
        [mine.url, theirs.url],
        [attached.url],
        ['https://elsewhere.example/photo.jpg'],
        ['/media/AAAAAAAAAAAAAAAAAAAAAAAA.jpg'], // well-formed, but no such upload
        [mine.url, mine.url],
      ]) {
        await expectRefused(await post(storyBody({ mediaUrls })));
      }
      expect(await tableCounts(server)).toEqual(before);
      const [row] = await server.db.select().from(media).where(eq(media.id, theirs.id));
      expect(row?.storyId).toBeNull();
    });

    it('lets only one of two racing stories attach the same upload', async () => {
      const file = await insertMedia(server, author.id);
      const responses = await Promise.all([
        post(storyBody({ mediaUrls: [file.url] })),
        post(storyBody({ mediaUrls: [file.url] })),
      ]);
      expect(responses.map((r) => r.status).sort()).toEqual([201, 400]);
      expect(await tableCounts(server)).toMatchObject({ stories: 1, attachedMedia: 1 });
    });

    it('refuses input over the caps and unknown tags with 400, changing nothing', async () => {
      const files = await Promise.all(
        Array.from({ length: LIMITS.maxFilesPerStory + 1 }, () => insertMedia(server, author.id)),
      );
      const atCap = await post(
        storyBody({
          title: 't'.repeat(LIMITS.storyTitleMaxChars),
          content: 'c'.repeat(LIMITS.storyContentMaxChars),
          tags: [...STORY_TAGS],
          mediaUrls: files.slice(0, LIMITS.maxFilesPerStory).map((file) => file.url),
        }),
      );
      expect(atCap.status).toBe(201);
      const before = await tableCounts(server);

      const overCaps = [
        storyBody({ title: 't'.repeat(LIMITS.storyTitleMaxChars + 1) }),
        storyBody({ content: 'c'.repeat(LIMITS.storyContentMaxChars + 1) }),
        storyBody({ tags: ['Recovery', 'Not a tag'] }),
        storyBody({ tags: [...STORY_TAGS, 'Recovery'] }),
        storyBody({ mediaUrls: files.map((file) => file.url) }),
        storyBody({ title: 42 }),
        { title: 'Missing the rest' },
      ];
      for (const body of overCaps) await expectRefused(await post(body));
      expect(await tableCounts(server)).toEqual(before);
    });

    // Each refusal's code and cap: the port contract's; its wording, field first: the control
    // characters' tests below. A body over the JSON limit: security/bounded-bodies.test.ts.
  });

  describe('edit', () => {
    // An edit's new text and tags with updated_at are the port contract's story case.
    it('keeps listed media, attaches new uploads, and deletes dropped ones with their files', async () => {
      const kept = await insertMedia(server, author.id);
      const dropped = await insertMedia(server, author.id);
      const added = await insertMedia(server, author.id, 'audio');
      const story = await createStoryAs(server, author, { mediaUrls: [kept.url, dropped.url] });
      // A reader's like stays with the story through the edit.
      await server.request(`/api/stories/${story.id}/reactions`, {
        body: {},
        cookie: other.cookie,
      });

      const response = await patch(story.id, storyBody({ mediaUrls: [added.url, kept.url] }));
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        media_urls: [added.url, kept.url],
        reactionsCount: 1,
      });
      const rows = await server.db.select().from(media);
      expect(rows.map((row) => [row.id, row.storyId]).sort()).toEqual(
        [
          [kept.id, story.id],
          [added.id, story.id],
        ].sort(),
      );
      expect(await fileExists(kept.path)).toBe(true);
      expect(await fileExists(added.path)).toBe(true);
      expect(await fileExists(dropped.path)).toBe(false);
    });

    it('refuses blank text, foreign media and another story’s media, changing nothing', async () => {
      const own = await insertMedia(server, author.id);
      const elsewhere = await insertMedia(server, author.id);
      const theirs = await insertMedia(server, other.id);
      const story = await createStoryAs(server, author, { mediaUrls: [own.url] });
      await createStoryAs(server, author, { mediaUrls: [elsewhere.url] });
      const [before] = await server.db.select().from(stories).where(eq(stories.id, story.id));
      const countsBefore = await tableCounts(server);

      for (const body of [
        storyBody({ title: '', mediaUrls: [own.url] }),
        storyBody({ content: '   ', mediaUrls: [own.url] }),
        storyBody({ mediaUrls: [own.url, theirs.url] }),
        storyBody({ mediaUrls: [elsewhere.url] }),
        storyBody({ title: 't'.repeat(LIMITS.storyTitleMaxChars + 1) }),
      ]) {
        await expectRefused(await patch(story.id, body));
      }
      const [after] = await server.db.select().from(stories).where(eq(stories.id, story.id));
      expect(after).toEqual(before);
      expect(await tableCounts(server)).toEqual(countsBefore);
      expect(await fileExists(own.path)).toBe(true);
    });

    it('answers 403 before looking at the body of a stranger', async () => {
      const story = await createStoryAs(server, author);
      await expectRefused(await patch(story.id, { nonsense: true }, other), 403);
    });
  });

  // Hidden control characters: the routes parse with the domain schema, so NUL (which PostgreSQL
  // refuses) gets a 400 with the catalogue message, field first, and nothing is written. Which
  // characters each field refuses: src/domain/story-input.test.ts, control-characters.test.ts.
  describe('control characters', () => {
    const TEXT_FIELDS = ['title', 'content', 'contentWarning'] as const;
    async function expectControlRefused(response: Response, field: string) {
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: `${field}: ${MESSAGES.textHasControlCharacters}`,
        code: 'textHasControlCharacters',
      });
    }

    it.each(TEXT_FIELDS)('refuses a new story with NUL in %s and stores nothing', async (field) => {
      const image = await insertMedia(server, author.id);
      const before = await tableCounts(server);
      const body = storyBody({ [field]: 'Before\u0000after', mediaUrls: [image.url] });
      await expectControlRefused(await post(body), field);
      expect(await tableCounts(server)).toEqual(before);
    });

    it.each(TEXT_FIELDS)('refuses an edit with NUL in %s and changes nothing', async (field) => {
      const story = await createStoryAs(server, author);
      const row = async () =>
        (await server.db.select().from(stories).where(eq(stories.id, story.id)))[0];
      const before = await row();
      await expectControlRefused(
        await patch(story.id, storyBody({ [field]: '\u0000Edited' })),
        field,
      );
      expect(await row()).toEqual(before);
    });

    it('keeps line breaks, tabs, ZWJ and ZWNJ as stored, and trims them around a title', async () => {
      // Hindi half-form क्‍ष and Malayalam chillu അവന്‍ (virama + ZWJ); Bengali ক্‌ষ (virama + ZWNJ).
      const content = 'First paragraph.\r\n\r\n\tഅവന്\u200d പോയി.\nক্\u200cষমা করো।';
      const title = '\n  क्\u200dषमा 👩‍👩‍👧  \t';
      const response = await post(storyBody({ title, content, contentWarning: ' ক্\u200cষ\n' }));
      expect(response.status).toBe(201);
      expect((await response.json()) as Story).toMatchObject({
        title: 'क्\u200dषमा 👩‍👩‍👧',
        content,
        content_warning: 'ক্\u200cষ',
      });
    });

    // Which code a tag gets is the schema's (src/domain/story-input.test.ts); here: never a 500.
    it('refuses control characters in tags and media URLs with 400, never 500', async () => {
      const before = await tableCounts(server);
      for (const body of [
        storyBody({ tags: ['Recovery\u0000'] }),
        storyBody({ tags: ['\u0000'] }),
        storyBody({ mediaUrls: ['/media/a\u0000.jpg'] }),
        storyBody({ mediaUrls: ['/media/\u0085.jpg'] }),
      ]) {
        const response = await post(body);
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({ error: ANY_STRING, code: ANY_STRING });
      }
      expect(await tableCounts(server)).toEqual(before);
    });
  });

  it('answers 404 for ids that are not uuids, on every story route', async () => {
    const admin = await testUser(server, 'admin@example.org');
    const calls: [string, string, TestUser, unknown?][] = [
      ['GET', '/api/stories/not-a-uuid', author],
      ['GET', "/api/stories/1'%20or%201=1", author],
      ['PATCH', '/api/stories/123', author, storyBody()],
      ['DELETE', '/api/stories/123', author],
      ['POST', '/api/stories/123/reactions', author, {}],
      ['POST', '/api/stories/123/reports', author, {}],
      ['DELETE', '/api/admin/stories/123', admin],
    ];
    for (const [method, path, user, body] of calls) {
      const response = await server.request(path, { method, body, cookie: user.cookie });
      expect(response.status, `${method} ${path}`).toBe(404);
      expect(await response.json()).toEqual({ error: ANY_STRING, code: 'storyNotFound' });
    }
  });
});
