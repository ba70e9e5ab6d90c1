// Which state a story takes when its author writes it, under STORY_REVIEW (issue 36): the
// domain's rule (reviewStateOnWrite), with what only the database knows: whether one of her
// stories is already published.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { reviewStateOnWrite, type StoryReviewMode } from '@/domain/review';
import type { Database } from '../db/database';
import { stories } from '../db/schema';

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Whether she has a published story (other than `exceptStoryId`): `first` then lets her through. */
async function hasPublishedStory(
  tx: Transaction,
  authorId: string,
  exceptStoryId?: string,
): Promise<boolean> {
  const [row] = await tx
    .select({ one: sql<number>`1` })
    .from(stories)
    .where(
      and(
        eq(stories.authorId, authorId),
        isNull(stories.reviewState),
        exceptStoryId ? ne(stories.id, exceptStoryId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The state of her new story: 'waiting', or null (published at once). */
export async function reviewStateOfNewStory(
  tx: Transaction,
  mode: StoryReviewMode,
  authorId: string,
): Promise<'waiting' | null> {
  if (mode === 'off') return null;
  return reviewStateOnWrite(mode, await hasPublishedStory(tx, authorId));
}

/**
 * The state of her story after her own edit. A story sent back goes back into the queue (or is
 * published, should review no longer apply to her); one waiting keeps waiting. Under `all` an
 * edit of a published story is read again before readers see it, so an approved story cannot be
 * changed afterwards to name someone; under `first` and `off` it stays published.
 */
export async function reviewStateAfterEdit(
  tx: Transaction,
  {
    mode,
    authorId,
    storyId,
    current,
  }: {
    mode: StoryReviewMode;
    authorId: string;
    storyId: string;
    current: string | null;
  },
): Promise<'waiting' | null> {
  if (current === 'waiting') return 'waiting';
  if (current === null) return mode === 'all' ? 'waiting' : null;
  if (mode === 'off') return null;
  return reviewStateOnWrite(mode, await hasPublishedStory(tx, authorId, storyId));
}
