import { describe, expect, it } from 'vitest';
import {
  can,
  CREATOR_FIELD,
  isAllowed,
  OPERATIONS,
  POLICIES,
  RESOURCES,
  roleFor,
  ROLES,
  type Operation,
  type Resource,
  type Role,
} from './policies';

const Y = true;
const N = false;

// The whole grid, written by hand from the roles in docs/product.md. Do not derive it from
// POLICIES.
// prettier-ignore
const EXPECTED: readonly [Resource, Role, boolean, boolean, boolean, boolean, boolean][] = [
  //               role       get list create update delete
  ['stories',      'visitor',  Y,  Y,   N,     N,     N],
  ['stories',      'user',     Y,  Y,   Y,     N,     N],
  ['stories',      'author',   Y,  Y,   Y,     Y,     Y],
  ['stories',      'admin',    Y,  Y,   Y,     N,     Y],

  ['reactions',    'visitor',  N,  N,   N,     N,     N],
  ['reactions',    'user',     N,  N,   Y,     N,     N],
  ['reactions',    'author',   Y,  Y,   Y,     N,     Y],
  ['reactions',    'admin',    Y,  Y,   Y,     N,     Y],

  ['testimonials', 'visitor',  Y,  Y,   N,     N,     N],
  ['testimonials', 'user',     Y,  Y,   Y,     N,     N],
  ['testimonials', 'author',   Y,  Y,   Y,     N,     N],
  ['testimonials', 'admin',    Y,  Y,   Y,     N,     Y],

  ['reports',      'visitor',  N,  N,   N,     N,     N],
  ['reports',      'user',     N,  N,   Y,     N,     N],
  ['reports',      'author',   N,  N,   Y,     N,     N],
  ['reports',      'admin',    Y,  Y,   Y,     N,     Y],

  ['profiles',     'visitor',  N,  N,   N,     N,     N],
  ['profiles',     'user',     N,  N,   N,     N,     N],
  ['profiles',     'author',   Y,  N,   Y,     Y,     N],
  ['profiles',     'admin',    N,  N,   N,     N,     N],

  ['ngos',         'visitor',  Y,  Y,   N,     N,     N],
  ['ngos',         'user',     Y,  Y,   N,     N,     N],
  ['ngos',         'author',   Y,  Y,   N,     N,     N],
  ['ngos',         'admin',    Y,  Y,   Y,     Y,     Y],

  ['ngo_private',  'visitor',  N,  N,   N,     N,     N],
  ['ngo_private',  'user',     N,  N,   N,     N,     N],
  ['ngo_private',  'author',   N,  N,   N,     N,     N],
  ['ngo_private',  'admin',    Y,  Y,   Y,     Y,     Y],

  ['ngo_requests', 'visitor',  N,  N,   N,     N,     N],
  ['ngo_requests', 'user',     N,  N,   Y,     N,     N],
  ['ngo_requests', 'author',   Y,  N,   Y,     N,     N],
  ['ngo_requests', 'admin',    Y,  Y,   Y,     N,     Y],
];

const cells = EXPECTED.flatMap(([resource, role, ...allowed]) =>
  OPERATIONS.map((operation, i) => [resource, role, operation, allowed[i]] as const),
);

describe('policies', () => {
  it('the expected grid covers every resource × role exactly once', () => {
    const keys = EXPECTED.map(([resource, role]) => `${resource}/${role}`);
    expect(new Set(keys).size).toBe(RESOURCES.length * ROLES.length);
    expect(keys).toHaveLength(RESOURCES.length * ROLES.length);
    expect(cells).toHaveLength(RESOURCES.length * ROLES.length * OPERATIONS.length);
  });

  it.each(cells)('%s: %s may %s → %s', (resource, role, operation, allowed) => {
    expect(can(role, resource, operation)).toBe(allowed);
    expect(POLICIES[resource][role][operation]).toBe(allowed);
  });

  it('lets nobody update reactions, testimonials or reports', () => {
    for (const resource of ['reactions', 'testimonials', 'reports'] as const) {
      for (const role of ROLES) expect(can(role, resource, 'update')).toBe(false);
    }
  });

  it('names the field that must hold the creator id', () => {
    expect(CREATOR_FIELD).toEqual({
      stories: 'author_id',
      reactions: 'user_id',
      testimonials: 'author_id',
      reports: 'user_id',
      profiles: 'id',
      ngos: null,
      ngo_private: null,
      ngo_requests: 'user_id',
    });
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
});
