// The SPA's own HTTP adapter against the real server: what screens get from the NGO port.
import { describe, expect, it } from 'vitest';
import type { HttpClient } from '@/backend/http/http-client';
import { createHttpNgos } from '@/backend/http/http-ngos';
import type { Ngo } from '@/domain/entities';
import { backendFor, failureOf, signedInBackend } from '../testing/backend-client';
import { setupTestServer } from '../testing/setup-test-server';
import { ADMIN_EMAIL, snapshot, UNKNOWN_ID, VALID_REQUEST } from './ngo-test-fixtures';

describe('NGO port contract (HTTP adapter against the real server)', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  it('takes a request from a user, and an admin approves it into the directory', async () => {
    const { backend: reader } = await signedInBackend(server, 'reader@example.org');
    await expect(reader.ngos.request(VALID_REQUEST)).resolves.toBeUndefined();

    const { backend: admin } = await signedInBackend(server, ADMIN_EMAIL);
    const [pending] = await admin.admin.pendingRequests();
    expect(pending).toMatchObject({ ...VALID_REQUEST, approved: false });
    if (!pending) throw new Error('no pending request');

    const ngo = await admin.admin.approveRequest(pending.id, 'Counseling');
    expect(ngo).toMatchObject({
      name: VALID_REQUEST.name,
      registration_number: VALID_REQUEST.registration_number,
      category: 'Counseling',
      approved: true,
      approved_by: ADMIN_EMAIL,
      website: '',
    });
    expect(await admin.admin.pendingRequests()).toEqual([]);
    expect(await admin.admin.approvedNgos()).toEqual([ngo]);
    expect(await admin.ngos.approved()).toEqual([ngo]);

    const hidden: Ngo = { ...ngo, registration_number: '', approved_by: '' };
    expect(await reader.ngos.approved()).toEqual([hidden]);
    expect(await backendFor(server).ngos.approved()).toEqual([hidden]);
  });

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

  it('rejects and deletes through the admin port', async () => {
    const { backend: reader } = await signedInBackend(server, 'reader@example.org');
    await reader.ngos.request(VALID_REQUEST);
    await reader.ngos.request({ ...VALID_REQUEST, name: 'Second Trust' });
    const { backend: admin } = await signedInBackend(server, ADMIN_EMAIL);
    const [first, second] = await admin.admin.pendingRequests();
    if (!first || !second) throw new Error('requests missing');

    await expect(admin.admin.rejectRequest(first.id)).resolves.toBeUndefined();
    const ngo = await admin.admin.approveRequest(second.id, 'General');
    await expect(admin.admin.deleteNgo(ngo.id)).resolves.toBeUndefined();
    expect(await admin.admin.pendingRequests()).toEqual([]);
    expect(await admin.admin.approvedNgos()).toEqual([]);
  });

  it('reports an unknown id as not-found', async () => {
    const { backend: admin } = await signedInBackend(server, ADMIN_EMAIL);
    expect((await failureOf(admin.admin.approveRequest(UNKNOWN_ID, 'General'))).kind).toBe(
      'not-found',
    );
    expect((await failureOf(admin.admin.rejectRequest(UNKNOWN_ID))).kind).toBe('not-found');
    expect((await failureOf(admin.admin.deleteNgo(UNKNOWN_ID))).kind).toBe('not-found');
    expect((await failureOf(admin.admin.deleteNgo('../requests'))).kind).toBe('not-found');
  });

  it('tells a visitor to sign in before requesting', async () => {
    const visitor = backendFor(server);
    expect((await failureOf(visitor.ngos.request(VALID_REQUEST))).kind).toBe('unauthenticated');
    expect((await failureOf(visitor.admin.pendingRequests())).kind).toBe('unauthenticated');
    expect(await snapshot(server.db)).toEqual({ ngos: [], requests: [] });
  });

  it('reports an incomplete request as invalid', async () => {
    const { backend: reader } = await signedInBackend(server, 'reader@example.org');
    const error = await failureOf(reader.ngos.request({ ...VALID_REQUEST, email: ' ' }));
    // Refused by the adapter with the server's code, before any request (the server's own
    // words for it: ngos-directory.test.ts).
    expect(error).toMatchObject({ kind: 'invalid', code: 'ngoRequestIncomplete' });
  });

  it('forbids the admin port to a user', async () => {
    const { backend: reader } = await signedInBackend(server, 'reader@example.org');
    expect((await failureOf(reader.admin.pendingRequests())).kind).toBe('forbidden');
    expect((await failureOf(reader.admin.approvedNgos())).kind).toBe('forbidden');
    expect((await failureOf(reader.admin.approveRequest(UNKNOWN_ID, 'General'))).kind).toBe(
      'forbidden',
    );
    expect((await failureOf(reader.admin.rejectRequest(UNKNOWN_ID))).kind).toBe('forbidden');
    expect((await failureOf(reader.admin.deleteNgo(UNKNOWN_ID))).kind).toBe('forbidden');
  });
});
