// What the authorization matrix tests share: who calls (the permission table's roles and one
// named extra caller), how a route sees the caller, and the status POLICIES implies.
import {
  isAllowed,
  type Operation,
  type PolicySubject,
  type Resource,
  type Role,
  ROLES,
} from '@/domain/policies';
import type { TestServer } from '../testing/test-server';

export type Caller = Role | 'unverified admin address';

/** Every caller, with the role the table judges them by. */
export const CALLERS: readonly { caller: Caller; role: Role }[] = [
  ...ROLES.map((role) => ({ caller: role, role })),
  // A listed admin address counts only once verified: until then the table sees a plain user.
  { caller: 'unverified admin address', role: 'user' },
];

const OWNER = 'owner';
const ID: Record<Role, string | null> = {
  visitor: null,
  user: 'reader',
  author: OWNER,
  admin: 'admin',
};

/** How a route sees the caller: as the table's subject for her role. */
export type View = (role: Role) => PolicySubject;

/** Towards the test's document, which the author owns. */
export const onTheDocument: View = (role) => ({
  userId: ID[role],
  isAdmin: role === 'admin',
  ownerId: OWNER,
});

/** Towards a document of her own: creates, her own list, and checks before a lookup. */
export const onHerOwn: View = (role) => ({ ...onTheDocument(role), ownerId: ID[role] });

/** Towards others' documents: lists, and admin routes that decide before reading a row. */
export const onOthers: View = (role) => ({ ...onTheDocument(role), ownerId: 'someone else' });

/** A refusal: 401 when signing in might help, else 403. */
export const refused = (role: Role) => (role === 'visitor' ? 401 : 403);

/** The status a caller with this role gets. */
export type Expect = (role: Role) => number;

/** `ok` when POLICIES lets the caller, seen through `view`, do every one of `cells`. */
export function table(
  ok: number,
  cells: readonly (readonly [Resource, Operation])[],
  view: View = onTheDocument,
): Expect {
  return (role) =>
    cells.every(([resource, operation]) => isAllowed(view(role), resource, operation))
      ? ok
      : refused(role);
}

/** Where the table allows, the route answers `status` instead: a missing row, a repeat. */
export function butWhenAllowed(status: number, base: Expect): Expect {
  return (role) => (base(role) < 400 ? status : base(role));
}

/** A signed-in caller's cookie and id. */
export interface CallerSession {
  cookie: string;
  id: string;
}

/** Signs the caller up and in (null for a visitor); `adminEmail` must be a listed address. */
export async function signInAs(
  server: TestServer,
  caller: Caller,
  adminEmail: string,
): Promise<CallerSession | null> {
  const session = (email: string, verified = true) => sessionOf(server, email, verified);
  switch (caller) {
    case 'visitor':
      return null;
    case 'user':
      return session('reader@example.org');
    case 'author':
      return session('author@example.org');
    case 'admin':
      return session(adminEmail);
    case 'unverified admin address':
      return session(adminEmail, false);
  }
}

async function sessionOf(server: TestServer, email: string, verified: boolean) {
  const cookie = await server.userSession(email, { verified });
  const response = await server.request('/api/session', { cookie });
  const { user } = (await response.json()) as { user: { id: string } | null };
  if (!user) throw new Error(`${email} is not signed in`);
  return { cookie, id: user.id };
}
