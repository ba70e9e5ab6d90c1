// Hidden control characters in a story: the routes parse with the domain schema, so NUL (which
// PostgreSQL refuses) gets a 400 with the catalogue message on create and edit and nothing is
// written. Which characters each field refuses is proved once, in src/domain/story-input.test.ts
// and src/domain/control-characters.test.ts.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Story } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import { stories } from '../db/schema';
import { ANY_STRING } from '@/testing/expected';
import { setupTestServer } from '../testing/setup-test-server';
import {
  createStoryAs,
  insertMedia,
  storyBody,
  tableCounts,
  testUsersBeforeEach,
} from './story-test-helpers';

const TEXT_FIELDS = ['title', 'content', 'contentWarning'] as const;

describe('story text with control characters', () => {
  const server = setupTestServer();
  const { author } = testUsersBeforeEach(server, { author: 'author@example.org' });

  const post = (body: unknown) => server.request('/api/stories', { body, cookie: author.cookie });
  const patch = (id: string, body: unknown) =>
    server.request(`/api/stories/${id}`, { method: 'PATCH', body, cookie: author.cookie });

  async function storyRow(id: string) {
    const [row] = await server.db.select().from(stories).where(eq(stories.id, id));
    return row;
  }

  async function expectRefused(response: Response, field: string) {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `${field}: ${MESSAGES.textHasControlCharacters}`,
      code: 'textHasControlCharacters',
    });
  }

  it.each(TEXT_FIELDS)('refuses a new story with NUL in %s and stores nothing', async (field) => {
    const image = await insertMedia(server, author.id);
    const before = await tableCounts(server);
    await expectRefused(
      await post(storyBody({ [field]: 'Before\u0000after', mediaUrls: [image.url] })),
      field,
    );
    expect(await tableCounts(server)).toEqual(before);
  });

  it.each(TEXT_FIELDS)('refuses an edit with NUL in %s and changes nothing', async (field) => {
    const story = await createStoryAs(server, author);
    const before = await storyRow(story.id);
    await expectRefused(await patch(story.id, storyBody({ [field]: '\u0000Edited' })), field);
    expect(await storyRow(story.id)).toEqual(before);
  });

  it('keeps line breaks, tabs, ZWJ and ZWNJ as stored, and trims them around a title', async () => {
    // Hindi half-form क्‍ष and Malayalam chillu അവന്‍ (virama + ZWJ); Bengali ক্‌ষ (virama + ZWNJ).
    const content = 'First paragraph.\r\n\r\n\tഅവന്\u200d പോയി.\nক্\u200cষমা করো।';
    const response = await post(
      storyBody({ title: '\n  क्\u200dषमा 👩‍👩‍👧  \t', content, contentWarning: ' ক্\u200cষ\n' }),
    );
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
