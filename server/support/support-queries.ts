// Support sent to a story's author (issue 36): stored as the catalogue message's id, counted for
// her alone. The sender's id is read only to keep her to one per story per day: nothing here
// returns it.
import { and, count, desc, eq, gt, max, sql } from 'drizzle-orm';
import type { SupportMessageId } from '@/domain/support-messages';
import type { StorySupport, SupportReceived } from '@/domain/support-received';
import type { Database } from '../db/database';
import { stories, storySupport, supportSeen } from '../db/schema';
import { refuse } from '../http/error-handler';
import { isPublic } from '../stories/story-queries';

/**
 * Sends `messageId` to the author of `storyId`. A story she may not read (gone, hidden by
 * reports, or not yet published) is 404 as elsewhere; her own story and a second message on one day are refused.
 */
export async function sendSupport(
  db: Database,
  { storyId, senderId, messageId }: { storyId: string; senderId: string; messageId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const [story] = await tx
      .select({ authorId: stories.authorId })
      .from(stories)
      .where(and(eq(stories.id, storyId), isPublic));
    if (!story) refuse(404, 'storyNotFound');
    if (story.authorId === senderId) refuse(403, 'supportOwnStory');
    // The unique key (story, sender, UTC day) holds her to LIMITS.supportPerReaderPerStoryPerDay.
    const inserted = await tx
      .insert(storySupport)
      .values({ storyId, senderId, messageId })
      .onConflictDoNothing()
      .returning({ id: storySupport.id });
    if (inserted.length === 0) refuse(409, 'supportAlreadySent');
  });
}

type Reader = Pick<Database, 'select'>;

/** Her stories' support: counts per message, each story's newest first, stories likewise. */
export async function storySupportOf(db: Reader, authorId: string): Promise<StorySupport[]> {
  const rows = await db
    .select({
      storyId: storySupport.storyId,
      messageId: storySupport.messageId,
      count: count(),
      latestAt: max(storySupport.createdAt),
    })
    .from(storySupport)
    .innerJoin(stories, eq(stories.id, storySupport.storyId))
    .where(eq(stories.authorId, authorId))
    .groupBy(storySupport.storyId, storySupport.messageId)
    .orderBy(desc(max(storySupport.createdAt)), storySupport.messageId);
  const byStory = new Map<string, StorySupport>();
  for (const row of rows) {
    const story = byStory.get(row.storyId) ?? { story_id: row.storyId, total: 0, messages: [] };
    story.total += row.count;
    story.messages.push({
      message_id: row.messageId as SupportMessageId,
      count: row.count,
      latest_at: (row.latestAt ?? new Date(0)).toISOString(),
    });
    byStory.set(row.storyId, story);
  }
  return [...byStory.values()];
}

/** Her stories' support, and how many messages arrived since she last looked. */
export async function supportReceived(db: Database, authorId: string): Promise<SupportReceived> {
  return db.transaction(async (tx) => {
    const supported = await storySupportOf(tx, authorId);
    const [seen] = await tx
      .select({ seenAt: supportSeen.seenAt })
      .from(supportSeen)
      .where(eq(supportSeen.userId, authorId));
    const [unseen] = await tx
      .select({ count: count() })
      .from(storySupport)
      .innerJoin(stories, eq(stories.id, storySupport.storyId))
      .where(
        and(
          eq(stories.authorId, authorId),
          seen ? gt(storySupport.createdAt, seen.seenAt) : undefined,
        ),
      );
    return { stories: supported, unseen: unseen?.count ?? 0 };
  });
}

/** She has looked: support until now is no longer new. */
export async function markSupportSeen(db: Database, userId: string): Promise<void> {
  await db
    .insert(supportSeen)
    .values({ userId })
    .onConflictDoUpdate({ target: supportSeen.userId, set: { seenAt: sql`now()` } });
}
