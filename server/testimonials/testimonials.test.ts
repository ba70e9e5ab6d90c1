// Testimonial behaviour: the latest nine, newest first; trimmed, non-empty, capped text.
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import { TESTIMONIAL_MAX_CHARS } from '@/domain/testimonial';
import { ANY_STRING } from '@/testing/expected';
import { setupTestServer } from '../testing/setup-test-server';
import { TESTIMONIAL_BODY_MAX_BYTES } from './testimonial-input';
import {
  ADMIN_EMAIL,
  allTestimonials,
  insertTestimonial,
  insertUser,
} from './testimonial-test-fixtures';

describe('testimonials', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  async function latest(): Promise<Testimonial[]> {
    const response = await server.request('/api/testimonials');
    expect(response.status).toBe(200);
    return (await response.json()) as Testimonial[];
  }

  function post(body: unknown, cookie: string) {
    return server.request('/api/testimonials', { body, cookie });
  }

  it(`lists the latest ${LIMITS.testimonialsFetched}, newest first, in the Testimonial shape`, async () => {
    const author = await insertUser(server.db);
    const at = (minute: number) => new Date(Date.parse('2025-06-01T00:00:00Z') + minute * 60_000);
    // Inserted out of order, so the answer's order comes from created_at alone.
    for (const minute of [5, 11, 0, 7, 2, 9, 1, 10, 3, 8, 6, 4]) {
      await insertTestimonial(server.db, author, `minute ${minute}`, at(minute));
    }
    const listed = await latest();
    expect(listed.map((t) => t.content)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3].map((minute) => `minute ${minute}`),
    );
    expect(listed[0]).toEqual({
      id: ANY_STRING,
      content: 'minute 11',
      author_id: ANY_STRING,
      created_at: at(11).toISOString(),
    } satisfies Record<keyof Testimonial, unknown>);
  });

  it('is empty when there are none', async () => {
    expect(await latest()).toEqual([]);
  });

  // Posting (trimmed, under its own pseudonym) and a new one listed first are the port
  // contract's case (src/testing/port-contract-community.ts), run on this server.
  it(`accepts exactly ${TESTIMONIAL_MAX_CHARS} characters, counting an emoji once`, async () => {
    const cookie = await server.userSession('reader@example.org');
    const content = '💜'.repeat(TESTIMONIAL_MAX_CHARS);
    expect((await post({ content }, cookie)).status).toBe(201);
    expect((await allTestimonials(server.db))[0]?.content).toBe(content);
  });

  const CONTROL = {
    error: `content: ${MESSAGES.textHasControlCharacters}`,
    code: 'textHasControlCharacters',
  };
  const BLANK = {
    error: 'content: Please write a few words before sending.',
    code: 'testimonialRequired',
  };
  // One case per answer: which texts are blank or not text is the schema's test
  // (src/domain/testimonial-input.test.ts).
  const invalid: [string, unknown, unknown][] = [
    ['a blank text', { content: ' \n\t ' }, BLANK],
    [
      'a text one character too long',
      { content: 'a'.repeat(TESTIMONIAL_MAX_CHARS + 1) },
      {
        error: `content: A testimonial can be at most ${TESTIMONIAL_MAX_CHARS} characters.`,
        code: 'invalidRequest',
      },
    ],
    ['a null body', null, { error: ANY_STRING, code: 'invalidRequest' }],
    // Hidden control characters: NUL, which PostgreSQL refuses, gets the catalogue message, never
    // a 500. Which characters are refused: src/domain/control-characters.test.ts.
    ['NUL', { content: 'It helped\u0000 me.' }, CONTROL],
  ];

  it.each(invalid)('refuses %s with 400 and stores nothing', async (_, body, answer) => {
    const cookie = await server.userSession('reader@example.org');
    const response = await post(body, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(answer);
    expect(await allTestimonials(server.db)).toEqual([]);
  });

  // Line breaks, tabs, Devanagari, ZWJ and ZWNJ kept: the schema's test; stored and given back
  // as written: story-writes.test.ts, through the same database.
  // An empty or broken JSON body: the table of security/cross-site-writes.test.ts.
  it('refuses an oversized body with 413', async () => {
    const cookie = await server.userSession('reader@example.org');
    const response = await post({ content: 'a'.repeat(TESTIMONIAL_BODY_MAX_BYTES) }, cookie);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: ANY_STRING, code: 'requestTooLarge' });
    expect(await allTestimonials(server.db)).toEqual([]);
  });
});
