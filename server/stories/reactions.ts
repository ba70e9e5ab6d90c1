// One heart per (user, story); the count on the story moves in the same transaction.
// A story hidden by reports, or not yet published, takes no reactions: to readers it does not exist.
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reactions, stories } from '../db/schema';
import { refuse } from '../http/error-handler';
import { isPublic } from './story-queries';

export async function addReaction(db: Database, storyId: string, userId: string) {
  return db.transaction(async (tx) => {
    // Locking the story row serializes reactions to it; the count is updated below anyway.
    const [story] = await tx
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.id, storyId), isPublic))
      .for('update');
    if (!story) refuse(404, 'storyNotFound');
    const inserted = await tx
      .insert(reactions)
      .values({ storyId, userId, type: 'heart' })
      .onConflictDoNothing()
      .returning({ storyId: reactions.storyId });
    if (inserted.length === 0) refuse(409, 'reactionDuplicate');
    const [updated] = await tx
      .update(stories)
      .set({ reactionsCount: sql`${stories.reactionsCount} + 1` })
      .where(eq(stories.id, storyId))
      .returning({ reactionsCount: stories.reactionsCount });
    if (!updated) refuse(404, 'storyNotFound');
    return { reactionsCount: updated.reactionsCount };
  });
}
