// Who may do what is decided by the shared permission table (src/domain/policies.ts), the same
// one the Firestore rules are tested against, so the two backends cannot drift apart. Routes add
// only what the table cannot say: a story hidden by moderation, a repeated reaction or report.
import type { Context, MiddlewareHandler } from 'hono';
import type { SessionUser } from '@/domain/entities';
import {
  can,
  isAllowed,
  type Operation,
  type PolicySubject,
  type Resource,
} from '@/domain/policies';
import { type AppEnv, refuseSignedOut } from './current-user';
import { refuseWith } from './error-handler';

/** The caller as the table sees them, before a document is in view. */
export interface Caller {
  userId: string | null;
  isAdmin: boolean;
}

export function callerOf(user: SessionUser | null): Caller {
  return { userId: user?.id ?? null, isAdmin: user?.isAdmin ?? false };
}

function forbidden(resource: Resource, operation: Operation): never {
  if (can('admin', resource, operation)) {
    refuseWith(403, 'forbidden', 'Only administrators may do this.');
  }
  refuseWith(403, 'forbidden', 'You may not do this.');
}

/**
 * Returns when the table allows it; else refuses: 401 to a visitor (signing in may help), and
 * `refused` (a 403) to anyone signed in.
 */
export function assertAllowed(
  subject: PolicySubject,
  resource: Resource,
  operation: Operation,
  refused: () => never = () => forbidden(resource, operation),
): void {
  if (isAllowed(subject, resource, operation)) return;
  if (!subject.userId) refuseSignedOut();
  refused();
}

/**
 * Decides for the request's caller on a document owned by `ownerId`: null for nobody's, or for
 * someone else's when a route decides before reading the document (so a refused caller learns
 * nothing of which ids exist). Returns the caller.
 */
export function authorize(
  c: Context<AppEnv>,
  resource: Resource,
  operation: Operation,
  ownerId: string | null = null,
): SessionUser | null {
  const user = c.get('user');
  assertAllowed({ ...callerOf(user), ownerId }, resource, operation);
  return user;
}

/**
 * Decides for a document the caller writes or reads as her own (a create, her own list).
 * A visitor has no id to own a document by, so she is refused whatever the table says.
 */
export function authorizeOwn(
  c: Context<AppEnv>,
  resource: Resource,
  operation: Operation,
): SessionUser {
  const user = authorize(c, resource, operation, c.get('user')?.id ?? null);
  if (!user) refuseSignedOut();
  return user;
}

/** authorizeOwn before the body is read: a refused caller's upload is never taken in. */
export function allowOwn(resource: Resource, operation: Operation): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    authorizeOwn(c, resource, operation);
    await next();
  };
}
