// Hidden control characters in an NGO request: NUL (which PostgreSQL refuses) and the other
// invisible controls get a 400 with the catalogue message in every field, and nothing is stored.
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@/domain/messages';
import { NGO_REQUEST_FIELDS } from '@/domain/ngo-request';
import { setupTestServer } from '../testing/setup-test-server';
import { ADMIN_EMAIL, snapshot, VALID_REQUEST } from './ngo-test-fixtures';

const REFUSED = MESSAGES.textHasControlCharacters;

/**
 * NUL, a C0 control (SOH) and a C1 control (APC); a bidi override, which shows a reader other
 * words than are stored (a phone number read backwards), and a zero-width space.
 */
const CONTROLS: [string, string][] = [
  ['NUL', '\u0000'],
  ['SOH', '\u0001'],
  ['APC', '\u009f'],
  ['RLO (bidi override)', '\u202e'],
  ['ZWSP', '\u200b'],
];

const cases = NGO_REQUEST_FIELDS.flatMap((field) =>
  CONTROLS.map(([name, control]) => ({ field, name, control })),
);

/** The value with `inserted` after its first character, so trimming cannot remove it. */
function withInside(value: string, inserted: string): string {
  return `${value.slice(0, 1)}${inserted}${value.slice(1)}`;
}

describe('NGO requests with control characters', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  function submit(body: unknown, cookie: string) {
    return server.request('/api/ngos/requests', { body, cookie });
  }

  it.each(cases)('refuses $name in $field with 400 and stores nothing', async (c) => {
    const cookie = await server.userSession('reader@example.org');
    const before = await snapshot(server.db);
    const body = { ...VALID_REQUEST, [c.field]: withInside(VALID_REQUEST[c.field], c.control) };
    const response = await submit(body, cookie);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: `${c.field}: ${REFUSED}`,
      code: 'textHasControlCharacters',
    });
    expect(await snapshot(server.db)).toEqual(before);
  });

  it.each(NGO_REQUEST_FIELDS.filter((field) => field !== 'description'))(
    'refuses a line break inside the one-line %s',
    async (field) => {
      const cookie = await server.userSession('reader@example.org');
      const body = { ...VALID_REQUEST, [field]: withInside(VALID_REQUEST[field], '\n') };
      const response = await submit(body, cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: `${field}: ${REFUSED}`,
        code: 'textHasControlCharacters',
      });
      expect((await snapshot(server.db)).requests).toEqual([]);
    },
  );

  it('keeps line breaks and tabs in the description, and Devanagari in the name', async () => {
    const cookie = await server.userSession('reader@example.org');
    const request = {
      ...VALID_REQUEST,
      name: 'सखी केंद्र',
      description: 'Legal aid.\r\n\tCounselling on weekdays.',
    };
    const response = await submit(request, cookie);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject(request);
  });

  it('keeps ZWJ and ZWNJ in a name: Malayalam chillu and Bengali hasanta', async () => {
    const cookie = await server.userSession('reader@example.org');
    const request = { ...VALID_REQUEST, name: 'സഖി കേന്\u200d ক্\u200cষ' };
    const response = await submit(request, cookie);
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject(request);
  });
});
