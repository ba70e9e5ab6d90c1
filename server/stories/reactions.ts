// One heart per (user, story); the count on the story moves in the same transaction.
// A story hidden by reports takes no reactions: to readers it does not exist.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { reactions, stories } from '../db/schema';
import { refuse } from '../http/error-handler';

export async function addReaction(db: Database, storyId: string, userId: string) {
  return db.transaction(async (tx) => {
    // Locking the story row serializes reactions to it; the count is updated below anyway.
    const [story] = await tx
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.id, storyId), isNull(stories.hiddenAt)))
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
