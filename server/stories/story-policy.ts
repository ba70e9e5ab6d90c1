// What the permission table says about one story, with the two things it cannot say: a story
// hidden by moderation is missing to those who may not act on it, and the author routes leave
// admin rights out.
import { isAllowed } from '@/domain/policies';
import { assertAllowed, type Caller } from '../http/authorize';
import { refuse } from '../http/error-handler';

const REFUSALS = {
  update: 'editOnlyOwn',
  delete: 'deleteOnlyOwn',
} as const;

export interface StoryCaller extends Caller {
  userId: string;
}

export interface StoryOwnership {
  authorId: string;
  /** Not for readers: hidden by moderation (hidden_at set), or not yet published (review_state). */
  hidden: boolean;
}

/**
 * Whether the caller may know of a story hidden by moderation: whoever the table lets delete it
 * (its author, admins) still sees it, so they can act on it.
 */
export function mayKnowOfHidden(caller: Caller, authorId: string): boolean {
  return isAllowed({ ...caller, ownerId: authorId }, 'stories', 'delete');
}

/**
 * A hidden story is missing (404, as for a story that does not exist) to everyone else,
 * whatever they ask of it: a 403 would tell them it is there.
 */
export function assertMayKnowOf({ authorId, hidden }: StoryOwnership, caller: Caller): void {
  if (hidden && !mayKnowOfHidden(caller, authorId)) refuse(404, 'storyNotFound');
}

/**
 * The author routes (/api/stories/:id): 404 for a hidden story the caller may not know of; else
 * 403 unless the table lets the caller's own role do this. Admin rights are left out here:
 * admins moderate through /api/admin/stories, so a reader screen never removes someone else's
 * story.
 */
export function assertAuthorMay(
  operation: keyof typeof REFUSALS,
  story: StoryOwnership,
  caller: StoryCaller,
) {
  assertMayKnowOf(story, caller);
  assertAllowed(
    { userId: caller.userId, isAdmin: false, ownerId: story.authorId },
    'stories',
    operation,
    () => refuse(403, REFUSALS[operation]),
  );
}
