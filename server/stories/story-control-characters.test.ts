// Hidden control characters in a story: NUL (which PostgreSQL refuses) and the other invisible
// controls get a 400 with the catalogue message on create and edit, and nothing is written.
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

const REFUSED = MESSAGES.textHasControlCharacters;

/**
 * NUL, a C0 control (ESC), DEL and a C1 control (CSI); a bidi override, which shows a reader
 * other words than are stored, and a zero-width space.
 */
const CONTROLS: [string, string][] = [
  ['NUL', '\u0000'],
  ['ESC', '\u001b'],
  ['DEL', '\u007f'],
  ['CSI', '\u009b'],
  ['RLO (bidi override)', '\u202e'],
  ['ZWSP', '\u200b'],
];

const TEXT_FIELDS = ['title', 'content', 'contentWarning'] as const;

const cases = TEXT_FIELDS.flatMap((field) =>
  CONTROLS.map(([name, control]) => ({ field, name, control })),
);

describe('story text with control characters', () => {
  const server = setupTestServer();
  const { author } = testUsersBeforeEach(server, { author: 'author@example.org' });

  function post(body: unknown) {
    return server.request('/api/stories', { body, cookie: author.cookie });
  }

  function patch(id: string, body: unknown) {
    return server.request(`/api/stories/${id}`, { method: 'PATCH', body, cookie: author.cookie });
  }

  async function storyRow(id: string) {
    const [row] = await server.db.select().from(stories).where(eq(stories.id, id));
    return row;
  }

  it.each(cases)('refuses a new story with $name in $field and stores nothing', async (c) => {
    const image = await insertMedia(server, author.id);
    const before = await tableCounts(server);
    const response = await post(
      storyBody({ [c.field]: `Before${c.control}after`, mediaUrls: [image.url] }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `${c.field}: ${REFUSED}`,
      code: 'textHasControlCharacters',
    });
    expect(await tableCounts(server)).toEqual(before);
  });

  it.each(cases)('refuses an edit with $name in $field and changes nothing', async (c) => {
    const story = await createStoryAs(server, author);
    const before = await storyRow(story.id);
    const response = await patch(story.id, storyBody({ [c.field]: `${c.control}Edited` }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `${c.field}: ${REFUSED}`,
      code: 'textHasControlCharacters',
    });
    expect(await storyRow(story.id)).toEqual(before);
  });

  it('refuses a line break inside the one-line title and warning, on create and edit', async () => {
    const story = await createStoryAs(server, author);
    const before = await storyRow(story.id);
    for (const [field, text] of [
      ['title', 'Two\nlines'],
      ['title', 'Tab\tinside'],
      ['contentWarning', 'Mentions\r\nviolence'],
    ] as const) {
      for (const response of [
        await post(storyBody({ [field]: text })),
        await patch(story.id, storyBody({ [field]: text })),
      ]) {
        expect(response.status).toBe(400);
        expect(await response.json()).toEqual({
          error: `${field}: ${REFUSED}`,
          code: 'textHasControlCharacters',
        });
      }
    }
    expect(await storyRow(story.id)).toEqual(before);
    expect((await tableCounts(server)).stories).toBe(1);
  });

  it('keeps line breaks and tabs in the story itself, and trims them around a title', async () => {
    const response = await post(
      storyBody({
        title: '\n  मेरी कहानी 👩‍👩‍👧  \t',
        content: 'First paragraph.\r\n\r\n\tSecond, indented.',
        contentWarning: ' Mentions violence\n',
      }),
    );
    expect(response.status).toBe(201);
    expect((await response.json()) as Story).toMatchObject({
      title: 'मेरी कहानी 👩‍👩‍👧',
      content: 'First paragraph.\r\n\r\n\tSecond, indented.',
      content_warning: 'Mentions violence',
    });
  });

  it('keeps ZWJ and ZWNJ, which Hindi, Malayalam and Bengali spell words with', async () => {
    // Hindi half-form क्‍ष and Malayalam chillu അവന്‍ (virama + ZWJ); Bengali ক্‌ষ (virama + ZWNJ).
    const title = 'क्\u200dषमा';
    const content = 'അവന്\u200d പോയി.\nক্\u200cষমা করো।';
    const response = await post(storyBody({ title, content, contentWarning: 'ক্\u200cষ' }));
    expect(response.status).toBe(201);
    expect((await response.json()) as Story).toMatchObject({
      title,
      content,
      content_warning: 'ক্\u200cষ',
    });
  });

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
      expect(await response.json()).toEqual({ error: ANY_STRING, code: 'invalidRequest' });
    }
    expect(await tableCounts(server)).toEqual(before);
  });
});
