// Who may read and post testimonials, with the exact status; refused posts change nothing.
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../testing/setup-test-server';
import { MATRIX_ROLES, type MatrixRole } from '../testing/test-server';
import {
  ADMIN_EMAIL,
  allTestimonials,
  insertTestimonial,
  insertUser,
} from './testimonial-test-fixtures';

type Role = MatrixRole;

const OPERATIONS: {
  name: string;
  method: string;
  body?: unknown;
  expected: Record<Role, number>;
  write: boolean;
}[] = [
  {
    name: 'list testimonials',
    method: 'GET',
    expected: { visitor: 200, user: 200, 'unverified admin address': 200, admin: 200 },
    write: false,
  },
  {
    name: 'post a testimonial',
    method: 'POST',
    body: { content: 'Thank you for this space.' },
    expected: { visitor: 401, user: 201, 'unverified admin address': 201, admin: 201 },
    write: true,
  },
];

describe('testimonial authorization matrix', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  const cookieFor = (role: Role) => server.sessionFor(role, ADMIN_EMAIL);

  for (const operation of OPERATIONS) {
    describe(operation.name, () => {
      for (const role of MATRIX_ROLES) {
        const status = operation.expected[role];
        it(`as ${role} → ${status}`, async () => {
          const cookie = await cookieFor(role);
          const author = await insertUser(server.db);
          await insertTestimonial(server.db, author, 'Already here.', new Date());
          const before = await allTestimonials(server.db);

          const response = await server.request('/api/testimonials', {
            method: operation.method,
            body: operation.body,
            cookie,
          });

          expect(response.status).toBe(status);
          const after = await allTestimonials(server.db);
          if (status >= 400) {
            expect(await response.json()).toEqual({
              error: expect.any(String),
              code: expect.any(String),
            });
            expect(after).toEqual(before);
          } else if (operation.write) {
            expect(after).toHaveLength(before.length + 1);
          } else {
            expect(after).toEqual(before);
          }
        });
      }
    });
  }
});
