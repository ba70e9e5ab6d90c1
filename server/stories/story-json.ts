import type { Story } from '@/domain/entities';
import type { stories } from '../db/schema';

type StoryRow = typeof stories.$inferSelect;

/** A story as the API returns it: the field names of spec §3. */
export function storyJson(row: StoryRow): Story {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    tags: row.tags,
    media_urls: row.mediaUrls,
    author_id: row.authorId,
    created_at: row.createdAt.toISOString(),
    ...(row.updatedAt ? { updated_at: row.updatedAt.toISOString() } : {}),
    reactionsCount: row.reactionsCount,
  };
}
