// The SPA's own HTTP adapter for NGOs, beyond the port contract (src/testing/port-contract-
// community.ts and -moderation.ts run request, approval, rejection, deletion, unknown ids,
// visitors and readers against the real server): what it sends, and how it builds paths.
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@/backend/http/http-client';
import { createHttpNgos } from '@/backend/http/http-ngos';
import { failureOf, signedInBackend } from '../testing/backend-client';
import { setupTestServer } from '../testing/setup-test-server';
import { ADMIN_EMAIL, snapshot, VALID_REQUEST } from './ngo-test-fixtures';

describe('NGO HTTP adapter', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  it('sends only the five form fields', async () => {
    const sent: unknown[] = [];
    const recorder: HttpClient = {
      baseUrl: '',
      fetch: globalThis.fetch,
      json<T>(path: string, init?: { method?: string; body?: unknown }) {
        sent.push({ path, ...init });
        return Promise.resolve(null as T);
      },
    };
    const withExtras = { ...VALID_REQUEST, approved: true, user_id: 'someone-else' };
    await createHttpNgos(recorder).request(withExtras);
    expect(sent).toEqual([{ path: '/api/ngos/requests', method: 'POST', body: VALID_REQUEST }]);
  });

  it('keeps an id inside its path segment: "../requests" is an unknown NGO', async () => {
    const { backend: admin } = await signedInBackend(server, ADMIN_EMAIL);
    const before = await snapshot(server.db);
    expect((await failureOf(admin.admin.deleteNgo('../requests'))).kind).toBe('not-found');
    expect(await snapshot(server.db)).toEqual(before);
  });
});
