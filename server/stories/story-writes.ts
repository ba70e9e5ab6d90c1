// Creating and editing stories, one transaction each: the body was checked by the domain's
// schema (story-input.ts); here its media must be hers to attach.
import { eq, sql } from 'drizzle-orm';
import type { Story } from '@/domain/entities';
import type { Database } from '../db/database';
import { stories } from '../db/schema';
import { refuse } from '../http/error-handler';
import { mediaUrl } from '../media/media-files';
import type { MediaStore } from '../media/media-store';
import type { StoryBody } from './story-input';
import { attachableMedia, attachMedia, detachOtherMedia } from './story-media';
import { storyJson } from './story-json';
import { assertAuthorMay, type StoryCaller } from './story-policy';
import { isPublicRow } from './story-queries';
import { reviewStateAfterEdit, reviewStateOfNewStory } from '../review/review-on-write';
import type { StoryReviewMode } from '@/domain/review';

/** Stored URLs are always our canonical /media/<name>, whatever host the client wrote. */
function canonicalUrls(fileNames: readonly string[]): string[] {
  return fileNames.map(mediaUrl);
}

/** `review`: STORY_REVIEW, which decides whether the new story waits for a moderator. */
export async function createStory(
  db: Database,
  authorId: string,
  body: StoryBody,
  review: StoryReviewMode = 'off',
): Promise<Story> {
  const row = await db.transaction(async (tx) => {
    const files = await attachableMedia(tx, { fileNames: body.mediaUrls, ownerId: authorId });
    const reviewState = await reviewStateOfNewStory(tx, review, authorId);
    const [story] = await tx
      .insert(stories)
      .values({
        title: body.title,
        content: body.content,
        tags: body.tags,
        mediaUrls: canonicalUrls(body.mediaUrls),
        contentWarning: body.contentWarning ?? '',
        authorId,
        reviewState,
      })
      .returning();
    if (!story) throw new Error('insert returned no story');
    await attachMedia(tx, {
      ids: files.map((file) => file.id),
      ownerId: authorId,
      storyId: story.id,
    });
    return { story, sizes: files.map((file) => file.sizeBytes) };
  });
  return storyJson(row.story, row.sizes, authorId);
}

/**
 * Author-only edit. Media of the story that are no longer listed lose their rows in the
 * transaction and their files after it. A body without a content warning keeps the current one;
 * an edit never brings a story hidden by reports back to readers. Under review (STORY_REVIEW), an
 * edit may put the story (back) in the queue: reviewStateAfterEdit.
 */
export async function updateStory(
  db: Database,
  {
    storyId,
    caller,
    mediaStore,
    review = 'off',
  }: { storyId: string; caller: StoryCaller; mediaStore: MediaStore; review?: StoryReviewMode },
  readBody: () => StoryBody,
): Promise<Story> {
  const userId = caller.userId;
  const { row, sizes, removedFiles } = await db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        authorId: stories.authorId,
        hiddenAt: stories.hiddenAt,
        reviewState: stories.reviewState,
      })
      .from(stories)
      .where(eq(stories.id, storyId))
      .for('update');
    if (!current) refuse(404, 'storyNotFound');
    assertAuthorMay(
      'update',
      { authorId: current.authorId, hidden: !isPublicRow(current) },
      caller,
    );
    // Only now does a malformed body matter: strangers learn nothing from a 400.
    const body = readBody();
    const contentWarning = body.contentWarning;
    const files = await attachableMedia(tx, {
      fileNames: body.mediaUrls,
      ownerId: userId,
      storyId,
    });
    await attachMedia(tx, {
      ids: files.filter((file) => file.storyId === null).map((file) => file.id),
      ownerId: userId,
      storyId,
    });
    const removed = await detachOtherMedia(tx, {
      storyId,
      keepIds: files.map((file) => file.id),
    });
    const reviewState = await reviewStateAfterEdit(tx, {
      mode: review,
      authorId: current.authorId,
      storyId,
      current: current.reviewState,
    });
    const [updated] = await tx
      .update(stories)
      .set({
        reviewState,
        // Her edit answers the reason it was sent back for.
        reviewReason: null,
        title: body.title,
        content: body.content,
        tags: body.tags,
        mediaUrls: canonicalUrls(body.mediaUrls),
        ...(contentWarning === undefined ? {} : { contentWarning }),
        updatedAt: sql`now()`,
      })
      .where(eq(stories.id, storyId))
      .returning();
    if (!updated) throw new Error('update returned no story');
    return { row: updated, sizes: files.map((file) => file.sizeBytes), removedFiles: removed };
  });
  await mediaStore.remove(removedFiles);
  return storyJson(row, sizes, userId);
}
