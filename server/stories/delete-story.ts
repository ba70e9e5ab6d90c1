// The one story deletion, for authors and admins: crash-safe, files last.
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { media, stories } from '../db/schema';
import { refuse } from '../http/error-handler';
import type { MediaStore } from '../media/media-store';
import type { StoryOwnership } from './story-policy';
import { isPublicRow } from './story-queries';

export interface DeleteStoryOptions {
  db: Database;
  mediaStore: MediaStore;
  storyId: string;
  /**
   * Throws (a 403, or 404 when hidden) when the caller may not delete it. Absent on the
   * moderation route, which decided before the story was read.
   */
  authorize?: (story: StoryOwnership) => void;
}

/**
 * Deletes the story in one transaction; reactions, reports and media rows go with it by
 * ON DELETE CASCADE. The files are removed after the commit, so a crash can only leave files
 * without rows (the start-up sweep removes those), never a story pointing at missing files.
 * A file that cannot be deleted is logged and the deletion still succeeds.
 */
export async function deleteStory({ db, mediaStore, storyId, authorize }: DeleteStoryOptions) {
  const fileNames = await db.transaction(async (tx) => {
    const [story] = await tx
      .select({
        authorId: stories.authorId,
        hiddenAt: stories.hiddenAt,
        reviewState: stories.reviewState,
      })
      .from(stories)
      .where(eq(stories.id, storyId))
      .for('update');
    if (!story) refuse(404, 'storyNotFound');
    authorize?.({ authorId: story.authorId, hidden: !isPublicRow(story) });
    const files = await tx
      .select({ fileName: media.fileName })
      .from(media)
      .where(eq(media.storyId, storyId));
    await tx.delete(stories).where(eq(stories.id, storyId));
    return files.map((file) => file.fileName);
  });
  await mediaStore.remove(fileNames);
}
