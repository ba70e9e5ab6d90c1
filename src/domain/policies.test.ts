import { describe, expect, it } from 'vitest';
import {
  can,
  CREATOR_FIELD,
  isAllowed,
  OPERATIONS,
  type Operation,
  RESOURCES,
  type Resource,
  roleFor,
  ROLES,
} from './policies';

/**
 * The table as text, to be read against the roles in docs/product.md: per resource and role the
 * operations allowed (g l c u d: get list create update delete; '.' denied), and the field that
 * must hold the creator's id.
 */
function grid(): string {
  const firstColumn = Math.max(...RESOURCES.map((resource) => resource.length)) + 2;
  const column = OPERATIONS.length + 3;
  const row = (name: string, cells: readonly string[]) =>
    (name.padEnd(firstColumn) + cells.map((cell) => cell.padEnd(column)).join('')).trimEnd();
  const allowed = (resource: Resource, role: (typeof ROLES)[number]) =>
    OPERATIONS.map((operation) => (can(role, resource, operation) ? operation[0] : '.')).join('');
  return [
    row('', [...ROLES, 'creator']),
    ...RESOURCES.map((resource) =>
      row(resource, [
        ...ROLES.map((role) => allowed(resource, role)),
        CREATOR_FIELD[resource] ?? '-',
      ]),
    ),
  ].join('\n');
}

describe('POLICIES', () => {
  it('is this grid', () => {
    expect(`\n${grid()}\n`).toMatchInlineSnapshot(`
      "
                          visitor user    author  admin   creator
      stories             gl...   glc..   glcud   glc.d   -
      story_owners        .....   ..c..   glc.d   glc.d   uid
      reactions           .....   ..c..   glc.d   glc.d   user_id
      testimonials        gl...   glc..   glc.d   glc.d   -
      testimonial_owners  .....   ..c..   glc.d   glc.d   uid
      reports             .....   ..c..   .lc.d   glcud   user_id
      profiles            .....   .....   g.cud   .....   id
      ngos                gl...   gl...   gl...   glcud   -
      ngo_private         .....   .....   .....   glcud   -
      ngo_requests        .....   ..c..   glc.d   glc.d   user_id
      "
    `);
  });
});

describe('roleFor', () => {
  it('derives the role from the caller and the owner', () => {
    expect(roleFor({ userId: null, ownerId: 'u1' })).toBe('visitor');
    expect(roleFor({ userId: '', ownerId: '' })).toBe('visitor');
    expect(roleFor({ userId: 'u1', ownerId: 'u1' })).toBe('author');
    expect(roleFor({ userId: 'u1', ownerId: 'u2' })).toBe('user');
    expect(roleFor({ userId: 'u1', ownerId: null })).toBe('user');
  });
});

describe('isAllowed', () => {
  const decide = (
    who: { userId: string | null; isAdmin: boolean },
    ownerId: string | null,
    resource: Resource,
    operation: Operation,
  ) => isAllowed({ ...who, ownerId }, resource, operation);
  const admin = { userId: 'admin1', isAdmin: true };
  const member = { userId: 'u1', isAdmin: false };
  const visitor = { userId: null, isAdmin: false };

  it('lets an admin moderate others and still edit their own story', () => {
    expect(decide(admin, 'u9', 'stories', 'delete')).toBe(true);
    expect(decide(admin, 'u9', 'stories', 'update')).toBe(false);
    expect(decide(admin, 'admin1', 'stories', 'update')).toBe(true);
  });

  it('keeps profiles private, even from admins, but not from their owner', () => {
    expect(decide(admin, 'u9', 'profiles', 'get')).toBe(false);
    expect(decide(admin, 'admin1', 'profiles', 'get')).toBe(true);
    expect(decide(member, 'u9', 'profiles', 'get')).toBe(false);
    expect(decide(member, 'u1', 'profiles', 'update')).toBe(true);
  });

  it('gives a visitor no admin rights even if flagged', () => {
    expect(decide({ userId: null, isAdmin: true }, null, 'ngos', 'delete')).toBe(false);
    expect(decide(visitor, null, 'stories', 'list')).toBe(true);
    expect(decide(visitor, null, 'stories', 'create')).toBe(false);
  });

  it('gives members no admin rights', () => {
    expect(decide(member, null, 'reports', 'list')).toBe(false);
    expect(decide(member, 'u1', 'reports', 'get')).toBe(false);
    expect(decide(member, 'u2', 'ngo_requests', 'get')).toBe(false);
    expect(decide(member, 'u1', 'ngo_requests', 'get')).toBe(true);
  });

  it('gives an admin exactly the admin row on documents of others', () => {
    for (const resource of RESOURCES) {
      for (const operation of OPERATIONS) {
        expect(decide(admin, 'u9', resource, operation)).toBe(can('admin', resource, operation));
      }
    }
  });
});
