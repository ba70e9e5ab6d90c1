// Who may read and post testimonials: every role of the permission table against every route,
// expecting what POLICIES allows, with the exact status; refused posts change nothing.
import { describe, expect, it } from 'vitest';
import {
  CALLERS,
  type Expect,
  onHerOwn,
  onOthers,
  signInAs,
  table,
} from '../http/authorization-matrix';
import { ANY_STRING } from '@/testing/expected';
import { setupTestServer } from '../testing/setup-test-server';
import {
  ADMIN_EMAIL,
  allTestimonials,
  insertTestimonial,
  insertUser,
} from './testimonial-test-fixtures';

const OPERATIONS: { name: string; method: string; body?: unknown; expected: Expect }[] = [
  {
    name: 'list testimonials',
    method: 'GET',
    expected: table(200, [['testimonials', 'list']], onOthers),
  },
  {
    name: 'post a testimonial',
    method: 'POST',
    body: { content: 'Thank you for this space.' },
    expected: table(201, [['testimonials', 'create']], onHerOwn),
  },
];

describe('testimonial authorization matrix', () => {
  const server = setupTestServer({ adminEmails: [ADMIN_EMAIL] });

  for (const operation of OPERATIONS) {
    describe(operation.name, () => {
      for (const { caller, role } of CALLERS) {
        const status = operation.expected(role);
        it(`as ${caller} → ${status}`, async () => {
          const session = await signInAs(server, caller, ADMIN_EMAIL);
          // The testimonial already there is the author's.
          const author = caller === 'author' && session ? session.id : await insertUser(server.db);
          await insertTestimonial(server.db, author, 'Already here.', new Date());
          const before = await allTestimonials(server.db);

          const response = await server.request('/api/testimonials', {
            method: operation.method,
            body: operation.body,
            cookie: session?.cookie,
          });

          expect(response.status).toBe(status);
          const after = await allTestimonials(server.db);
          if (status >= 400) {
            expect(await response.json()).toEqual({ error: ANY_STRING, code: ANY_STRING });
            expect(after).toEqual(before);
          } else if (operation.method === 'POST') {
            expect(after).toHaveLength(before.length + 1);
          } else {
            expect(after).toEqual(before);
          }
        });
      }
    });
  }
});
