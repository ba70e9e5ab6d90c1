// Who may do what with NGOs: every role of the permission table against every route, expecting
// what POLICIES allows, with the exact status, and for refused writes proof that nothing changed.
import { describe, expect, it } from 'vitest';
import { isAllowed, type Operation as PolicyOperation, type Resource } from '@/domain/policies';
import {
  butWhenAllowed,
  CALLERS,
  type Expect,
  signInAs,
  table,
  onHerOwn,
  onOthers,
} from '../http/authorization-matrix';
import { ANY_STRING } from '@/testing/expected';
import { setupTestServer } from '../testing/setup-test-server';
import {
  ADMIN_EMAIL,
  insertNgo,
  insertRequest,
  insertUser,
  snapshot,
  VALID_REQUEST,
} from './ngo-test-fixtures';

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
  expected: Expect;
  /** For writes: what an allowed call changes. */
  effect?: (before: Snapshot, after: Snapshot, fixture: Fixture) => void;
}

/**
 * /api/admin/ngos decides up front, as for others' documents: the area is closed to whoever may
 * not list the requests, then each route checks its own cells.
 */
function adminArea(ok: number, cells: readonly (readonly [Resource, PolicyOperation])[]): Expect {
  return table(ok, [['ngo_requests', 'list'], ...cells], onOthers);
}

const deleteNgo = adminArea(204, [
  ['ngos', 'delete'],
  ['ngo_private', 'delete'],
]);

const OPERATIONS: Operation[] = [
  {
    name: 'list the directory',
    method: 'GET',
    path: () => '/api/ngos',
    expected: table(200, [['ngos', 'list']], onOthers),
  },
  {
    name: 'submit an NGO request',
    method: 'POST',
    path: () => '/api/ngos/requests',
    body: VALID_REQUEST,
    expected: table(201, [['ngo_requests', 'create']], onHerOwn),
    effect: (before, after) => {
      expect(after.requests).toHaveLength(before.requests.length + 1);
      expect(after.ngos).toEqual(before.ngos);
    },
  },
  {
    name: 'list pending requests',
    method: 'GET',
    path: () => '/api/admin/ngos/requests',
    expected: adminArea(200, []),
  },
  {
    name: 'list approved NGOs (admin)',
    method: 'GET',
    path: () => '/api/admin/ngos',
    expected: adminArea(200, [
      ['ngos', 'list'],
      ['ngo_private', 'list'],
    ]),
  },
  {
    name: 'approve a request',
    method: 'POST',
    path: ({ requestId }) => `/api/admin/ngos/requests/${requestId}/approve`,
    body: { category: 'Shelter' },
    expected: adminArea(201, [
      ['ngo_requests', 'delete'],
      ['ngos', 'create'],
      ['ngo_private', 'create'],
    ]),
    effect: (before, after, { requestId }) => {
      expect(after.requests.map((r) => r.id)).not.toContain(requestId);
      expect(after.ngos).toHaveLength(before.ngos.length + 1);
    },
  },
  {
    name: 'reject a request',
    method: 'DELETE',
    path: ({ requestId }) => `/api/admin/ngos/requests/${requestId}`,
    expected: adminArea(204, [['ngo_requests', 'delete']]),
    effect: (before, after, { requestId }) => {
      expect(after.requests).toEqual(before.requests.filter((r) => r.id !== requestId));
      expect(after.ngos).toEqual(before.ngos);
    },
  },
  {
    name: 'delete an approved NGO',
    method: 'DELETE',
    path: ({ ngoId }) => `/api/admin/ngos/${ngoId}`,
    expected: deleteNgo,
    effect: (before, after, { ngoId }) => {
      expect(after.ngos).toEqual(before.ngos.filter((n) => n.id !== ngoId));
      expect(after.requests).toEqual(before.requests);
    },
  },
  {
    name: 'delete with a malformed id',
    method: 'DELETE',
    path: () => '/api/admin/ngos/not-a-uuid',
    expected: butWhenAllowed(404, deleteNgo),
  },
];

describe('NGO authorization matrix', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  for (const operation of OPERATIONS) {
    describe(operation.name, () => {
      for (const { caller, role } of CALLERS) {
        const status = operation.expected(role);
        it(`as ${caller} → ${status}`, async () => {
          const session = await signInAs(server, caller, ADMIN_EMAIL);
          // The pending request is the author's.
          const owner = caller === 'author' && session ? session.id : await insertUser(server.db);
          const fixture = {
            requestId: (await insertRequest(server.db, owner)).id,
            ngoId: (await insertNgo(server.db)).id,
          };
          const before = await snapshot(server.db);

          const response = await server.request(operation.path(fixture), {
            method: operation.method,
            body: operation.body,
            cookie: session?.cookie,
          });

          expect(response.status).toBe(status);
          const after = await snapshot(server.db);
          if (status >= 400) {
            expect(await response.json()).toEqual({ error: ANY_STRING, code: ANY_STRING });
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

  // The server answers ngo_private inside each NGO instead of as a collection of its own.
  describe('the directory carries the private fields', () => {
    for (const { caller, role } of CALLERS) {
      const shown = isAllowed(onOthers(role), 'ngo_private', 'list');
      it(`as ${caller}: ${shown ? 'shown' : 'left empty'}`, async () => {
        const session = await signInAs(server, caller, ADMIN_EMAIL);
        await insertNgo(server.db, { registrationNumber: 'NGO-7' });

        const response = await server.request('/api/ngos', { cookie: session?.cookie });

        expect(await response.json()).toEqual([
          expect.objectContaining({
            registration_number: shown ? 'NGO-7' : '',
            approved_by: shown ? ADMIN_EMAIL : '',
          }),
        ]);
      });
    }
  });
});
