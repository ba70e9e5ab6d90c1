// Who may do what to which collection (roles in docs/product.md). It is the authority on both
// backends: the self-hosted server decides through isAllowed (server/http/authorize.ts), and the
// Firestore rules grid test expects of firestore.rules exactly what this table allows.
//
// Roles are judged per document:
// - 'visitor': not signed in.
// - 'user': signed in, not the owner of the document.
// - 'author': signed in and the owner: the id in CREATOR_FIELD (a profile's owner is its id; a
//   story's or testimonial's owner is the uid in its owner document, story_owners/{id} or
//   testimonial_owners/{id}, since the public document names only its own pseudonym).
// - 'admin': signed in as an admin (each backend decides who is one), acting on someone else's
//   document; on her own documents she keeps the author's rights too (isAllowed).
// On create the caller's id must be the one written in CREATOR_FIELD, so 'user' and 'author'
// agree, except for profiles whose id the client picks: nobody creates another's profile.

export const ROLES = ['visitor', 'user', 'author', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const RESOURCES = [
  'stories',
  'story_owners',
  'reactions',
  'testimonials',
  'testimonial_owners',
  'reports',
  'profiles',
  'ngos',
  'ngo_private',
  'ngo_requests',
] as const;
export type Resource = (typeof RESOURCES)[number];

export const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
export type Operation = (typeof OPERATIONS)[number];

export type PolicyTable = {
  readonly [R in Resource]: { readonly [Ro in Role]: { readonly [O in Operation]: boolean } };
};

/** Allow exactly the named operations. */
function only(...allowed: Operation[]): { readonly [O in Operation]: boolean } {
  return {
    get: allowed.includes('get'),
    list: allowed.includes('list'),
    create: allowed.includes('create'),
    update: allowed.includes('update'),
    delete: allowed.includes('delete'),
  };
}

export const POLICIES: PolicyTable = {
  // Everyone reads stories; authors edit and delete their own; admins moderate (delete only).
  stories: {
    visitor: only('get', 'list'),
    user: only('get', 'list', 'create'),
    author: only('get', 'list', 'create', 'update', 'delete'),
    admin: only('get', 'list', 'create', 'delete'),
  },
  // Who wrote a story, apart from it: a story names only its own pseudonym, so one story does
  // not lead to her others. Only she and admins read it; it is written with its new story and
  // deleted with it (never alone, never changed). The self-hosted server keeps the same link as
  // stories.author_id, a column no answer carries.
  story_owners: {
    visitor: only(),
    user: only('create'),
    author: only('get', 'list', 'create', 'delete'),
    admin: only('get', 'list', 'create', 'delete'),
  },
  // Counts live on the story, so nobody needs to read others' reactions: a reaction names its
  // reader, and reading them would link a pseudonymous id to the stories it reacted to. Her own
  // she reads (the once-per-story check), lists (her data) and deletes with the story's -1 (her
  // account's erasure). Beyond this grid, as a story's owner she also lists and deletes the
  // reactions on it, with the story. Never updated.
  reactions: {
    visitor: only(),
    user: only('create'),
    author: only('get', 'list', 'create', 'delete'),
    admin: only('get', 'list', 'create', 'delete'),
  },
  // Public quotes; not editable once posted, removable by an admin, and by their author (her
  // account's erasure).
  testimonials: {
    visitor: only('get', 'list'),
    user: only('get', 'list', 'create'),
    author: only('get', 'list', 'create', 'delete'),
    admin: only('get', 'list', 'create', 'delete'),
  },
  // Who wrote a testimonial, as story_owners for stories.
  testimonial_owners: {
    visitor: only(),
    user: only('create'),
    author: only('get', 'list', 'create', 'delete'),
    admin: only('get', 'list', 'create', 'delete'),
  },
  // Reports are for moderators only: not even the reporter reads one back, though she lists her
  // own (her data) and deletes them, a pending one with the counts it added (her account's
  // erasure). An admin's update dismisses them (kept, so their readers cannot report the story
  // again); deleting a story deletes its reports.
  reports: {
    visitor: only(),
    user: only('create'),
    author: only('list', 'create', 'delete'),
    admin: only('get', 'list', 'create', 'update', 'delete'),
  },
  // Private to their owner, not even admins; she deletes hers last when she erases her account.
  profiles: {
    visitor: only(),
    user: only(),
    author: only('get', 'create', 'update', 'delete'),
    admin: only(),
  },
  // The public directory holds approved NGOs only; admins create them by approving a request.
  ngos: {
    visitor: only('get', 'list'),
    user: only('get', 'list'),
    author: only('get', 'list'),
    admin: only('get', 'list', 'create', 'update', 'delete'),
  },
  // An approved NGO's registration number and approving admin's e-mail, kept beside the public
  // document because only admins see the number and no e-mail may be public. Firestore needs
  // the split; the self-hosted server fills these fields into its NGO answers for whoever this
  // row lets read them, and leaves them empty for everyone else.
  ngo_private: {
    visitor: only(),
    user: only(),
    author: only(),
    admin: only('get', 'list', 'create', 'update', 'delete'),
  },
  // Requests are reviewed by admins; the requester reads back, lists (her data) and deletes (her
  // account's erasure) her own.
  ngo_requests: {
    visitor: only(),
    user: only('create'),
    author: only('get', 'list', 'create', 'delete'),
    admin: only('get', 'list', 'create', 'delete'),
  },
};

export function can(role: Role, resource: Resource, operation: Operation): boolean {
  return POLICIES[resource][role][operation];
}

/**
 * The field that must hold the caller's id when a document is created ('id': the document id).
 * NGOs are created by an admin approving a request and carry the admin's e-mail instead (in
 * ngo_private). Stories and testimonials hold none: their author_id is a fresh pseudonym, and
 * the caller's id goes in their owner document, written in the same batch.
 */
export const CREATOR_FIELD = {
  stories: null,
  story_owners: 'uid',
  reactions: 'user_id',
  testimonials: null,
  testimonial_owners: 'uid',
  reports: 'user_id',
  profiles: 'id',
  ngos: null,
  ngo_private: null,
  ngo_requests: 'user_id',
} as const satisfies Record<Resource, string | null>;

/** The caller as the table sees them: who they are and whether they own the document. */
export interface PolicySubject {
  userId: string | null;
  isAdmin: boolean;
  /** Owner of the document (for create: of the document being written). */
  ownerId: string | null;
}

export function roleFor({ userId, ownerId }: Pick<PolicySubject, 'userId' | 'ownerId'>): Role {
  if (!userId) return 'visitor';
  return ownerId === userId ? 'author' : 'user';
}

/**
 * The full decision: an admin keeps the rights of their plain role too, so an admin may still
 * edit their own story and read their own profile.
 */
export function isAllowed(
  subject: PolicySubject,
  resource: Resource,
  operation: Operation,
): boolean {
  if (can(roleFor(subject), resource, operation)) return true;
  return subject.isAdmin && Boolean(subject.userId) && can('admin', resource, operation);
}

// Review before publishing (issue 36): a story waiting for review or sent back is read by its
// author and admins only (as one hidden by reports); only admins review, and only admins read
// the review audit log. Both backends ask these, and firestore.rules say the same.

/** Whether the caller may read a story readers do not see (waiting, sent back, hidden). */
export function mayReadUnpublishedStory(subject: PolicySubject): boolean {
  return isAllowed(subject, 'stories', 'delete');
}

/** Whether the caller may read the review queue, publish, send back and read the audit log. */
export function mayReviewStories(subject: Pick<PolicySubject, 'userId' | 'isAdmin'>): boolean {
  return subject.isAdmin && Boolean(subject.userId);
}
