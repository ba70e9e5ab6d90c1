// Reports: one per user per story, 'pending'; admins read them grouped by story.
import { desc, eq, max, sql } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { REPORT_STATUS_PENDING, type Story } from '@/domain/entities';
import type { ReportReason } from '@/domain/vocabularies';
import type { Database } from '../db/database';
import { reports, stories } from '../db/schema';
import { storyJson } from './story-json';
import { REPORTED_STORIES_MAX } from './story-limits';
import { MESSAGES } from '@/domain/messages';

export async function addReport(
  db: Database,
  { storyId, userId, reason }: { storyId: string; userId: string; reason: ReportReason },
) {
  await db.transaction(async (tx) => {
    // A key-share lock keeps the story from being deleted between the check and the insert.
    const [story] = await tx
      .select({ id: stories.id })
      .from(stories)
      .where(eq(stories.id, storyId))
      .for('key share');
    if (!story) throw new HTTPException(404, { message: MESSAGES.storyNotFound });
    const inserted = await tx
      .insert(reports)
      .values({ storyId, userId, reason, status: REPORT_STATUS_PENDING })
      .onConflictDoNothing({ target: [reports.storyId, reports.userId] })
      .returning({ id: reports.id });
    if (inserted.length === 0) {
      throw new HTTPException(409, { message: 'You have already reported this story.' });
    }
  });
}

const reportCount = sql<number>`cast(count(*) as integer)`;

/** One grouped query: the most reported stories first (then the most recently reported). */
export function reportedStoriesQuery(db: Database) {
  return db
    .select({ story: stories, reportCount })
    .from(reports)
    .innerJoin(stories, eq(stories.id, reports.storyId))
    .groupBy(stories.id)
    .orderBy(desc(reportCount), desc(max(reports.reportedAt)), desc(stories.id))
    .limit(REPORTED_STORIES_MAX);
}

export async function reportedStories(
  db: Database,
): Promise<{ story: Story; reportCount: number }[]> {
  const rows = await reportedStoriesQuery(db);
  return rows.map((row) => ({ story: storyJson(row.story), reportCount: row.reportCount }));
}
