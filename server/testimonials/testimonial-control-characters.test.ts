// Hidden control characters in a testimonial: the route parses with the domain schema, so NUL
// (which PostgreSQL refuses) gets a 400 with the catalogue message and nothing is stored. Which
// characters are refused is proved once, in src/domain/testimonial-input.test.ts and
// src/domain/control-characters.test.ts.
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import { setupTestServer } from '../testing/setup-test-server';
import { ADMIN_EMAIL, allTestimonials } from './testimonial-test-fixtures';

describe('testimonials with control characters', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  async function post(content: string) {
    const cookie = await server.userSession('reader@example.org');
    return server.request('/api/testimonials', { body: { content }, cookie });
  }

  it.each([
    ['NUL', 'It helped\u0000 me.'],
    ['NUL alone', '\u0000'],
    ['a bidi override (RLO), showing other words than are stored', 'It \u202edeplehton\u202c me.'],
  ])('refuses %s with 400 and stores nothing', async (_, content) => {
    const response = await post(content);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `content: ${MESSAGES.textHasControlCharacters}`,
      code: 'textHasControlCharacters',
    });
    expect(await allTestimonials(server.db)).toEqual([]);
  });

  it('keeps line breaks, tabs, Devanagari, emoji sequences, ZWJ and ZWNJ', async () => {
    // Hindi half-form क्‍ष, Malayalam chillu അവന്‍ (virama + ZWJ); Bengali ক্‌ষ (virama + ZWNJ).
    const content = 'यहाँ मुझे हिम्मत मिली। क्\u200dष.\r\n\tഅവന്\u200d. ক্\u200cষমা। 👩‍👧💜';
    const response = await post(` ${content}\n`);
    expect(response.status).toBe(201);
    expect(((await response.json()) as Testimonial).content).toBe(content);
  });
});
