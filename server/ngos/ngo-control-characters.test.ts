// Hidden control characters in an NGO request: the route parses with the domain schema, so NUL
// (which PostgreSQL refuses) gets a 400 with the catalogue message in every field and nothing is
// stored. Which characters each field refuses (line breaks in the description only) is proved
// once, in src/domain/ngo-request-input.test.ts and src/domain/control-characters.test.ts.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { NGO_REQUEST_FIELDS } from '@/domain/ngo-request';
import { setupTestServer } from '../testing/setup-test-server';
import { ADMIN_EMAIL, snapshot, VALID_REQUEST } from './ngo-test-fixtures';

describe('NGO requests with control characters', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  async function submit(body: unknown) {
    const cookie = await server.userSession('reader@example.org');
    return server.request('/api/ngos/requests', { body, cookie });
  }

  it.each(NGO_REQUEST_FIELDS)('refuses NUL in %s with 400 and stores nothing', async (field) => {
    const before = await snapshot(server.db);
    // After the first character, so trimming cannot remove it.
    const value = VALID_REQUEST[field];
    const response = await submit({ ...VALID_REQUEST, [field]: `${value[0]}\u0000${value} ` });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `${field}: ${MESSAGES.textHasControlCharacters}`,
      code: 'textHasControlCharacters',
    });
    expect(await snapshot(server.db)).toEqual(before);
  });

  it('keeps line breaks and tabs in the description, Devanagari, ZWJ and ZWNJ in the name', async () => {
    // Malayalam chillu (virama + ZWJ) and Bengali hasanta (virama + ZWNJ).
    const request = {
      ...VALID_REQUEST,
      name: 'सखी केंद्र സഖി കേന്\u200d ক্\u200cষ',
      description: 'Legal aid.\r\n\tCounselling on weekdays.',
    };
    const response = await submit(request);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject(request);
  });
});
