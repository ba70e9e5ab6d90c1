// The public side: the directory (approved NGOs by name, registration numbers for admins only)
// and NGO requests (five required, capped fields; nothing stored on bad input).
import { describe, expect, it } from 'vitest';
import type { Ngo, NgoRequest } from '@/domain/entities';
import { LIMITS } from '@/domain/limits';
import { MESSAGES } from '@/domain/messages';
import { NGO_REQUEST_FIELDS } from '@/domain/ngo-request';
import { ANY_STRING } from '@/testing/expected';
import { setupTestServer } from '../testing/setup-test-server';
import { NGO_BODY_MAX_BYTES } from './ngo-input';
import { ADMIN_EMAIL, insertNgo, snapshot, VALID_REQUEST } from './ngo-test-fixtures';

describe('NGO directory and requests', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  async function submit(body: unknown, cookie: string) {
    return server.request('/api/ngos/requests', { body, cookie });
  }

  async function directory(cookie?: string): Promise<Ngo[]> {
    const response = await server.request('/api/ngos', { cookie });
    expect(response.status).toBe(200);
    return (await response.json()) as Ngo[];
  }

  describe('POST /api/ngos/requests', () => {
    it('stores a trimmed, unapproved request owned by the caller', async () => {
      const cookie = await server.userSession('reader@example.org');
      const userId = (await server.sessionUser(cookie))?.id;

      const padded = Object.fromEntries(
        Object.entries(VALID_REQUEST).map(([key, value]) => [key, `  ${value}\n`]),
      );
      const response = await submit(padded, cookie);

      expect(response.status).toBe(201);
      const created = (await response.json()) as NgoRequest;
      expect(created).toEqual({
        id: ANY_STRING,
        ...VALID_REQUEST,
        user_id: userId,
        created_at: ANY_STRING,
        approved: false,
      });
      expect(new Date(created.created_at).toISOString()).toBe(created.created_at);
      const { requests, ngos } = await snapshot(server.db);
      expect(requests).toEqual([
        expect.objectContaining({
          id: created.id,
          name: VALID_REQUEST.name,
          registrationNumber: VALID_REQUEST.registration_number,
          userId: userId,
        }),
      ]);
      expect(ngos).toEqual([]);
    });

    // Fields a caller must not set (approval, owner) never reach the row: the schema drops
    // them (src/domain/ngo-request-input.test.ts), and the owner is the session's, as above.
    // One body per kind of refusal: which values each field refuses is the schema's test
    // (src/domain/ngo-request-input.test.ts).
    const { email: _email, ...withoutEmail } = VALID_REQUEST;
    void _email;
    const invalidBodies: [string, unknown][] = [
      ['without email', withoutEmail],
      ['with a blank name', { ...VALID_REQUEST, name: '   ' }],
      ['with a non-text registration_number', { ...VALID_REQUEST, registration_number: 12345678 }],
      [
        'with a name over the cap',
        { ...VALID_REQUEST, name: 'n'.repeat(LIMITS.ngoNameMaxChars + 1) },
      ],
      ['with letters in the contact', { ...VALID_REQUEST, contact: 'call the office' }],
      ['with an e-mail without @', { ...VALID_REQUEST, email: 'contact.example.org' }],
      ['that is an array', [VALID_REQUEST]],
      ['that is null', null],
    ];

    // One session for the whole table (sign-up hashing dominates the run time); each case is
    // named in its assertion messages.
    it(`refuses ${invalidBodies.length} kinds of bad request with 400 and stores nothing`, async () => {
      const cookie = await server.userSession('reader@example.org');
      for (const [label, body] of invalidBodies) {
        const response = await submit(body, cookie);
        expect(response.status, label).toBe(400);
        expect(await response.json(), label).toMatchObject({ error: ANY_STRING, code: ANY_STRING });
        expect(await snapshot(server.db), label).toEqual({ ngos: [], requests: [] });
      }
    });

    // Which rule a missing field broke is the schema's key (src/domain/ngo-request-input.test.ts),
    // sent as "field: message" as the NUL cases below show.
    it('says in the catalogue words that the contact must be a phone number', async () => {
      const cookie = await server.userSession('reader@example.org');
      const response = await submit({ ...VALID_REQUEST, contact: 'call the office' }, cookie);
      expect(await response.json()).toEqual({
        error: `contact: Please enter the contact as a phone number with at least ${LIMITS.ngoContactMinDigits} digits.`,
        code: 'ngoContactInvalid',
        params: { min: LIMITS.ngoContactMinDigits },
      });
    });

    it('accepts every field at exactly its cap (counted in characters, not bytes)', async () => {
      const cookie = await server.userSession('reader@example.org');
      const atCap = {
        name: 'न'.repeat(LIMITS.ngoNameMaxChars),
        description: '💜'.repeat(LIMITS.ngoDescriptionMaxChars),
        contact: `+91 ${'9'.repeat(LIMITS.ngoContactMaxChars - 4)}`,
        email: `${'e'.repeat(LIMITS.emailMaxChars - '@example.org'.length)}@example.org`,
        registration_number: 'R'.repeat(LIMITS.ngoRegistrationNumberMaxChars),
      };
      const response = await submit(atCap, cookie);
      expect(response.status).toBe(201);
      expect((await snapshot(server.db)).requests).toHaveLength(1);
    });

    // Hidden control characters: NUL, which PostgreSQL refuses, gets the catalogue message in
    // every field, never a 500. Which characters each field refuses (line breaks in the
    // description only): src/domain/ngo-request-input.test.ts and control-characters.test.ts.
    it.each(NGO_REQUEST_FIELDS)('refuses NUL in %s with 400 and stores nothing', async (field) => {
      const cookie = await server.userSession('reader@example.org');
      // After the first character, so trimming cannot remove it.
      const value = `${VALID_REQUEST[field][0]}\u0000${VALID_REQUEST[field]} `;
      const response = await submit({ ...VALID_REQUEST, [field]: value }, cookie);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: `${field}: ${MESSAGES.textHasControlCharacters}`,
        code: 'textHasControlCharacters',
      });
      expect(await snapshot(server.db)).toEqual({ ngos: [], requests: [] });
    });

    // Line breaks in the description only, Devanagari, ZWJ and ZWNJ kept: the schema's test;
    // stored and given back as written: story-writes.test.ts, through the same database.
    // Which contacts are phone-like is src/domain/phone.test.ts's.
    // An empty or broken JSON body: the table of security/cross-site-writes.test.ts.
    it('refuses an oversized body with 413 before reading it', async () => {
      const cookie = await server.userSession('reader@example.org');
      const response = await submit(
        { ...VALID_REQUEST, description: 'd'.repeat(NGO_BODY_MAX_BYTES) },
        cookie,
      );
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({ error: ANY_STRING, code: 'requestTooLarge' });
      expect(await snapshot(server.db)).toEqual({ ngos: [], requests: [] });
    });
  });

  describe('GET /api/ngos', () => {
    it('lists only approved NGOs, sorted by name ignoring case', async () => {
      for (const name of ['banyan', 'Chetna', 'aasha', 'Aarohi', 'Zoya Trust', 'Ek Saath']) {
        await insertNgo(server.db, { name });
      }
      await insertNgo(server.db, { name: 'Hidden', approved: false });
      const names = (await directory()).map((ngo) => ngo.name);
      expect(names).toEqual(['Aarohi', 'aasha', 'banyan', 'Chetna', 'Ek Saath', 'Zoya Trust']);
    });

    // Pending requests stay out, and who sees the registration number and approver, are the
    // port contract's NGO case and the NGO grid's 'directory carries the private fields' cells.
    it('is never stored by caches, since admins see more', async () => {
      const response = await server.request('/api/ngos');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    });
  });
});
