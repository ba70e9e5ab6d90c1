// The admin side: pending requests, approval (one transaction, once only), rejection, deletion.
import { beforeEach, describe, expect, it } from 'vitest';
import { ANY_STRING } from '@/testing/expected';
import { setupTestServer } from '../testing/setup-test-server';
import { approveNgoRequest } from './ngo-queries';
import {
  ADMIN_EMAIL,
  insertNgo,
  insertRequest,
  insertUser,
  snapshot,
  UNKNOWN_ID,
} from './ngo-test-fixtures';

describe('NGO administration', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });
  let admin: string;
  let owner: string;
  beforeEach(async () => {
    admin = await server.userSession(ADMIN_EMAIL);
    owner = await insertUser(server.db);
  });

  function approve(id: string, body: unknown = { category: 'Legal Aid' }) {
    return server.request(`/api/admin/ngos/requests/${id}/approve`, { body, cookie: admin });
  }

  // The pending list (newest first, in the NgoRequest shape), an approval (exactly one NGO in
  // the Ngo shape, approved by this admin, the request gone from the queue, listed for admins
  // and in the directory) and the approved list (newest approval first, with registration
  // numbers) are the port contract's NGO case on this server; each category, and General when
  // none is given, the approval schema's test (src/domain/ngo-approval-input.test.ts).
  it.each([['Food Bank'], ['general'], [''], [7], [null]])(
    'refuses the category %j with 400 and changes nothing',
    async (category) => {
      const request = await insertRequest(server.db, owner);
      const before = await snapshot(server.db);
      const response = await approve(request.id, { category });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: ANY_STRING, code: 'invalidRequest' });
      expect(await snapshot(server.db)).toEqual(before);
      expect(before.requests).toHaveLength(1);
    },
  );

  // An empty or broken JSON body: the table of security/cross-site-writes.test.ts.
  // A second approval of a request finds it gone: 404, as the table below says for an unknown
  // request; that only one of any number of overlapping approvals creates an NGO: here.
  it('creates only one NGO however many approvals of one request overlap', async () => {
    // Straight at the query, so the transactions overlap as closely as the database allows
    // (PostgreSQL runs them on separate connections; PGlite serialises them).
    const request = await insertRequest(server.db, owner);
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        approveNgoRequest(server.db, {
          id: request.id,
          category: 'General',
          adminEmail: ADMIN_EMAIL,
        }),
      ),
    );
    expect(results.filter((ngo) => ngo !== null)).toHaveLength(1);
    const after = await snapshot(server.db);
    expect(after.ngos).toHaveLength(1);
    expect(after.requests).toEqual([]);
  });

  it('keeps approval and rejection racing for one request consistent', async () => {
    const request = await insertRequest(server.db, owner);
    const [approval, rejection] = await Promise.all([
      approve(request.id),
      server.request(`/api/admin/ngos/requests/${request.id}`, { method: 'DELETE', cookie: admin }),
    ]);
    const statuses = [approval.status, rejection.status];
    expect([
      [201, 404],
      [404, 204],
    ]).toContainEqual(statuses);
    const after = await snapshot(server.db);
    expect(after.requests).toEqual([]);
    expect(after.ngos).toHaveLength(approval.status === 201 ? 1 : 0);
  });

  // Rejection and deletion, and what each leaves, are the grid's admin cells (ngos-authorization
  // .test.ts) and the port contract's NGO case (both lists after a deletion).
  const unknownTargets: [string, string, string, unknown?][] = [
    ['approve an unknown request', 'POST', `/api/admin/ngos/requests/${UNKNOWN_ID}/approve`, {}],
    ['approve a malformed id', 'POST', '/api/admin/ngos/requests/not-a-uuid/approve', {}],
    ['approve an NGO id', 'POST', '/api/admin/ngos/requests/NGO_ID/approve', {}],
    ['reject an unknown request', 'DELETE', `/api/admin/ngos/requests/${UNKNOWN_ID}`],
    ['reject a malformed id', 'DELETE', "/api/admin/ngos/requests/1'%20or%201=1"],
    ['delete an unknown NGO', 'DELETE', `/api/admin/ngos/${UNKNOWN_ID}`],
    ['delete a malformed id', 'DELETE', '/api/admin/ngos/123'],
    ['delete a request id as an NGO', 'DELETE', '/api/admin/ngos/REQUEST_ID'],
  ];

  it.each(unknownTargets)(
    'answers 404 to %s and changes nothing',
    async (_, method, path, body) => {
      const request = await insertRequest(server.db, owner);
      const ngo = await insertNgo(server.db);
      const before = await snapshot(server.db);
      const response = await server.request(
        path.replace('NGO_ID', ngo.id).replace('REQUEST_ID', request.id),
        { method, body, cookie: admin },
      );
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: ANY_STRING, code: 'notFound' });
      expect(await snapshot(server.db)).toEqual(before);
    },
  );
});
