// Who may do what with NGOs: every role against every operation, with the exact status, and
// for refused writes proof that nothing changed.
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../testing/setup-test-server';
import { MATRIX_ROLES, type MatrixRole } from '../testing/test-server';
import {
  ADMIN_EMAIL,
  insertNgo,
  insertRequest,
  insertUser,
  snapshot,
  VALID_REQUEST,
} from './ngo-test-fixtures';

type Role = MatrixRole;
type Snapshot = Awaited<ReturnType<typeof snapshot>>;

interface Fixture {
  requestId: string;
  ngoId: string;
}

interface Operation {
  name: string;
  method: string;
  path: (fixture: Fixture) => string;
  body?: unknown;
  expected: Record<Role, number>;
  /** For writes: what an allowed call changes. */
  effect?: (before: Snapshot, after: Snapshot, fixture: Fixture) => void;
}

const ADMIN_ONLY_READ = {
  visitor: 401,
  user: 403,
  'unverified admin address': 403,
  admin: 200,
} as const;

const OPERATIONS: Operation[] = [
  {
    name: 'list the directory',
    method: 'GET',
    path: () => '/api/ngos',
    expected: { visitor: 200, user: 200, 'unverified admin address': 200, admin: 200 },
  },
  {
    name: 'submit an NGO request',
    method: 'POST',
    path: () => '/api/ngos/requests',
    body: VALID_REQUEST,
    expected: { visitor: 401, user: 201, 'unverified admin address': 201, admin: 201 },
    effect: (before, after) => {
      expect(after.requests).toHaveLength(before.requests.length + 1);
      expect(after.ngos).toEqual(before.ngos);
    },
  },
  {
    name: 'list pending requests',
    method: 'GET',
    path: () => '/api/admin/ngos/requests',
    expected: ADMIN_ONLY_READ,
  },
  {
    name: 'list approved NGOs (admin)',
    method: 'GET',
    path: () => '/api/admin/ngos',
    expected: ADMIN_ONLY_READ,
  },
  {
    name: 'approve a request',
    method: 'POST',
    path: ({ requestId }) => `/api/admin/ngos/requests/${requestId}/approve`,
    body: { category: 'Shelter' },
    expected: { visitor: 401, user: 403, 'unverified admin address': 403, admin: 201 },
    effect: (before, after, { requestId }) => {
      expect(after.requests.map((r) => r.id)).not.toContain(requestId);
      expect(after.ngos).toHaveLength(before.ngos.length + 1);
    },
  },
  {
    name: 'reject a request',
    method: 'DELETE',
    path: ({ requestId }) => `/api/admin/ngos/requests/${requestId}`,
    expected: { visitor: 401, user: 403, 'unverified admin address': 403, admin: 204 },
    effect: (before, after, { requestId }) => {
      expect(after.requests).toEqual(before.requests.filter((r) => r.id !== requestId));
      expect(after.ngos).toEqual(before.ngos);
    },
  },
  {
    name: 'delete an approved NGO',
    method: 'DELETE',
    path: ({ ngoId }) => `/api/admin/ngos/${ngoId}`,
    expected: { visitor: 401, user: 403, 'unverified admin address': 403, admin: 204 },
    effect: (before, after, { ngoId }) => {
      expect(after.ngos).toEqual(before.ngos.filter((n) => n.id !== ngoId));
      expect(after.requests).toEqual(before.requests);
    },
  },
  {
    name: 'delete with a malformed id',
    method: 'DELETE',
    path: () => '/api/admin/ngos/not-a-uuid',
    expected: { visitor: 401, user: 403, 'unverified admin address': 403, admin: 404 },
  },
];

describe('NGO authorization matrix', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  const cookieFor = (role: Role) => server.sessionFor(role, ADMIN_EMAIL);

  for (const operation of OPERATIONS) {
    describe(operation.name, () => {
      for (const role of MATRIX_ROLES) {
        const status = operation.expected[role];
        it(`as ${role} → ${status}`, async () => {
          const cookie = await cookieFor(role);
          const owner = await insertUser(server.db);
          const fixture = {
            requestId: (await insertRequest(server.db, owner)).id,
            ngoId: (await insertNgo(server.db)).id,
          };
          const before = await snapshot(server.db);

          const response = await server.request(operation.path(fixture), {
            method: operation.method,
            body: operation.body,
            cookie,
          });

          expect(response.status).toBe(status);
          const after = await snapshot(server.db);
          if (status >= 400) {
            expect(await response.json()).toEqual({
              error: expect.any(String),
              code: expect.any(String),
            });
            expect(after).toEqual(before);
          } else if (operation.effect) {
            operation.effect(before, after, fixture);
          } else {
            expect(after).toEqual(before);
          }
        });
      }
    });
  }
});
