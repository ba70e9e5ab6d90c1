import type { Story } from '@/domain/entities';
import type { RedactableField, ReviewState, SendBackReason } from '@/domain/review';
import type { stories } from '../db/schema';

type StoryRow = typeof stories.$inferSelect;

/**
 * What a read found of the viewer's own acts on the row's story (viewerFlagColumns in
 * story-queries.ts): false, or absent, for a visitor and for rows read without them.
 */
export interface ViewerFlags {
  likedByMe?: boolean;
  reportedByMe?: boolean;
}

/** Byte sizes aligned with media_urls as a query returns them (null: none or not known). */
export type MediaSizes = readonly (number | null)[] | null | undefined;

/**
 * A story as the API returns it: the domain entity's field names, plus the content warning, the
 * media sizes and whether reports hid it (only its author and admins ever receive a hidden
 * story). author_id is the story's own random pseudonym, never her account id: one story does
 * not lead to her others. `viewerId`, given by the answers about one story or her own list, adds
 * is_mine for its author only; lists for everyone leave it out. A row read with the viewer's
 * flags adds liked_by_me and reported_by_me where they hold, and nothing where they do not.
 */
export function storyJson(
  row: StoryRow & ViewerFlags,
  mediaSizes?: MediaSizes,
  viewerId?: string | null,
): Story {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    tags: row.tags,
    media_urls: row.mediaUrls,
    author_id: row.publicAuthorId,
    created_at: row.createdAt.toISOString(),
    ...(row.updatedAt ? { updated_at: row.updatedAt.toISOString() } : {}),
    reactionsCount: row.reactionsCount,
    content_warning: row.contentWarning,
    media_sizes: row.mediaUrls.map((_, index) => mediaSizes?.[index] ?? null),
    under_review: row.hiddenAt !== null,
    ...(row.reviewState ? { review_state: row.reviewState as ReviewState } : {}),
    ...(row.reviewState === 'sent_back' && row.reviewReason
      ? { review_reason: row.reviewReason as SendBackReason }
      : {}),
    ...(row.redactedFields.length > 0
      ? { redacted_fields: row.redactedFields as RedactableField[] }
      : {}),
    ...(viewerId && viewerId === row.authorId ? { is_mine: true as const } : {}),
    // Hers alone: readers never learn that reports had hidden it.
    ...(viewerId && viewerId === row.authorId && row.restoredAt && row.hiddenAt === null
      ? { restored: true as const }
      : {}),
    ...(row.likedByMe === true ? { liked_by_me: true as const } : {}),
    ...(row.reportedByMe === true ? { reported_by_me: true as const } : {}),
  };
}
