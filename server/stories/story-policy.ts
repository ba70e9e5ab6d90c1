// The author-only checks, read from the shared policy table (src/domain/policies.ts).
// Admin rights are not added here: admins moderate through /api/admin/stories only.
import { can, roleFor } from '@/domain/policies';
import { refuse } from '../http/error-handler';

const REFUSALS = {
  update: 'editOnlyOwn',
  delete: 'deleteOnlyOwn',
} as const;

export interface StoryCaller {
  userId: string;
  isAdmin: boolean;
}

export interface StoryOwnership {
  authorId: string;
  /** Hidden by moderation (hidden_at set). */
  hidden: boolean;
}

/**
 * A story hidden by moderation is missing (404, as for a story that does not exist) to everyone
 * but its author and admins, whatever they ask of it: a 403 would tell them it is there.
 */
export function assertMayKnowOf(
  { authorId, hidden }: StoryOwnership,
  caller: StoryCaller | null,
): void {
  if (hidden && (!caller || (caller.userId !== authorId && !caller.isAdmin))) {
    refuse(404, 'storyNotFound');
  }
}

/**
 * 404 for a hidden story the caller may not know of; else 403 unless the caller's own role
 * (author or plain user) may do this to the story.
 */
export function assertAuthorMay(
  operation: keyof typeof REFUSALS,
  story: StoryOwnership,
  caller: StoryCaller,
) {
  assertMayKnowOf(story, caller);
  if (!can(roleFor({ userId: caller.userId, ownerId: story.authorId }), 'stories', operation)) {
    refuse(403, REFUSALS[operation]);
  }
}
