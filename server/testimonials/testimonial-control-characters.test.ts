// Hidden control characters in a testimonial: NUL (which PostgreSQL refuses) and the other
// invisible controls get a 400 with the catalogue message, and nothing is stored.
import { describe, expect, it } from 'vitest';
import type { Testimonial } from '@/domain/entities';
import { MESSAGES } from '@/domain/messages';
import { setupTestServer } from '../testing/setup-test-server';
import { ADMIN_EMAIL, allTestimonials } from './testimonial-test-fixtures';

describe('testimonials with control characters', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  function post(content: string, cookie: string) {
    return server.request('/api/testimonials', { body: { content }, cookie });
  }

  it.each([
    ['NUL', 'It helped\u0000 me.'],
    ['NUL alone', '\u0000'],
    ['a bell (C0)', 'It helped me.\u0007'],
    ['an escape sequence', 'It \u001b[2Jhelped me.'],
    ['DEL', 'It helped\u007f me.'],
    ['NEL (C1)', 'It helped\u0085 me.'],
    ['a vertical tab in the trimmed whitespace', '\u000bIt helped me.'],
    ['a bidi override (RLO), showing other words than are stored', 'It \u202edeplehton\u202c me.'],
    ['a zero-width space', 'It help\u200bed me.'],
  ])('refuses %s with 400 and stores nothing', async (_, content) => {
    const cookie = await server.userSession('reader@example.org');
    const response = await post(content, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `content: ${MESSAGES.textHasControlCharacters}`,
      code: 'textHasControlCharacters',
    });
    expect(await allTestimonials(server.db)).toEqual([]);
  });

  it('keeps line breaks and tabs, Devanagari and emoji sequences', async () => {
    const cookie = await server.userSession('reader@example.org');
    const content = 'यहाँ मुझे हिम्मत मिली।\r\n\tThank you 👩‍👧💜';
    const response = await post(` ${content}\n`, cookie);
    expect(response.status).toBe(201);
    expect(((await response.json()) as Testimonial).content).toBe(content);
  });

  it('keeps ZWJ and ZWNJ, which Hindi, Malayalam and Bengali spell words with', async () => {
    const cookie = await server.userSession('reader@example.org');
    // Hindi half-form क्‍ष, Malayalam chillu അവന്‍ (virama + ZWJ); Bengali ক্‌ষ (virama + ZWNJ).
    const content = 'क्\u200dष. അവന്\u200d. ক্\u200cষমা।';
    const response = await post(content, cookie);
    expect(response.status).toBe(201);
    expect(((await response.json()) as Testimonial).content).toBe(content);
  });
});
