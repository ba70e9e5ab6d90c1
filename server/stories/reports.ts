// Reports: one per user per story at a time; she may withdraw a pending one (made by mistake) and
// report again, never after an admin dismissed it. Pending reports from enough distinct verified
// inboxes hide the story from readers until an admin dismisses them (the story returns), deletes
// it, or withdrawals bring them below the threshold.
import { and, desc, eq, max, sql } from 'drizzle-orm';
import { REPORT_STATUS_PENDING, type Story } from '@/domain/entities';
import { countMailboxes } from '@/domain/mailbox';
import { isReportReason, type ReportReason } from '@/domain/vocabularies';
import type { Database } from '../db/database';
import { reports, stories, user } from '../db/schema';
import { refuse } from '../http/error-handler';
import { storyJson } from './story-json';
import { REPORTED_STORIES_MAX } from './story-limits';
import { isPublic, mediaSizesColumn } from './story-queries';

/** A report an admin reviewed and let stand: it no longer counts, but still blocks a repeat. */
export const REPORT_STATUS_DISMISSED = 'dismissed';

export async function addReport(
  db: Database,
  {
    storyId,
    userId,
    reason,
    reportsToHide,
  }: { storyId: string; userId: string; reason: ReportReason; reportsToHide: number },
): Promise<{ hid: boolean }> {
  return db.transaction(async (tx) => {
    // Locking the story row serializes reports on it, so the count below sees every earlier
    // report and the threshold cannot be crossed unnoticed by two reports at once.
    const [story] = await tx
      .select({ id: stories.id })
      .from(stories)
      .where(and(eq(stories.id, storyId), isPublic))
      .for('update');
    if (!story) refuse(404, 'storyNotFound');
    const inserted = await tx
      .insert(reports)
      .values({ storyId, userId, reason, status: REPORT_STATUS_PENDING })
      .onConflictDoNothing({ target: [reports.storyId, reports.userId] })
      .returning({ id: reports.id });
    if (inserted.length === 0) refuse(409, 'reportDuplicate');
    // Only a public story is reported, so reaching the threshold is the moment it is hidden.
    if ((await countingReporters(tx, storyId)) >= reportsToHide) {
      // Hidden again after a restoration: she no longer reads that it was put back.
      await tx
        .update(stories)
        .set({ hiddenAt: sql`now()`, restoredAt: null })
        .where(eq(stories.id, storyId));
      return { hid: true };
    }
    return { hid: false };
  });
}

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The story's pending reports that count towards hiding it. Only readers with a verified address
 * count: otherwise three throwaway sign-ups could silence any survivor. And each inbox counts
 * once, however many aliases of it (x+1@, x+2@, Gmail's dotted forms) were verified. Every
 * report still reaches the admins.
 */
async function countingReporters(tx: Transaction, storyId: string): Promise<number> {
  const reporters = await tx
    .select({ email: user.email })
    .from(reports)
    .innerJoin(user, eq(user.id, reports.userId))
    .where(
      and(
        eq(reports.storyId, storyId),
        eq(reports.status, REPORT_STATUS_PENDING),
        eq(user.emailVerified, true),
      ),
    );
  return countMailboxes(reporters.map((reporter) => reporter.email));
}

/**
 * She takes back her own pending report (made by mistake): it goes, so she may report the story
 * again later, and a story the reports had hidden returns to readers once those left fall below
 * the threshold. A dismissed report stays (an admin decided), and neither it nor anyone else's
 * is named: all are the same 404.
 */
export async function withdrawReport(
  db: Database,
  { storyId, userId, reportsToHide }: { storyId: string; userId: string; reportsToHide: number },
) {
  await db.transaction(async (tx) => {
    // Locked as addReport locks it: a report and a withdrawal on one story see each other.
    const [story] = await tx
      .select({ hiddenAt: stories.hiddenAt })
      .from(stories)
      .where(eq(stories.id, storyId))
      .for('update');
    if (!story) refuse(404, 'reportNotPending');
    const removed = await tx
      .delete(reports)
      .where(
        and(
          eq(reports.storyId, storyId),
          eq(reports.userId, userId),
          eq(reports.status, REPORT_STATUS_PENDING),
        ),
      )
      .returning({ id: reports.id });
    if (removed.length === 0) refuse(404, 'reportNotPending');
    if (story.hiddenAt !== null && (await countingReporters(tx, storyId)) < reportsToHide) {
      await tx.update(stories).set({ hiddenAt: null }).where(eq(stories.id, storyId));
    }
  });
}

/**
 * An admin's review found nothing to act on: the story's pending reports become 'dismissed'
 * (each still stops its reader reporting again) and a story they hid returns to readers, marked
 * restored for its author. `restored` says whether it had been hidden.
 */
export async function dismissReports(
  db: Database,
  storyId: string,
): Promise<{ restored: boolean }> {
  return db.transaction(async (tx) => {
    const [story] = await tx
      .select({ hiddenAt: stories.hiddenAt })
      .from(stories)
      .where(eq(stories.id, storyId))
      .for('update');
    if (!story) refuse(404, 'storyNotFound');
    const restored = story.hiddenAt !== null;
    if (restored) {
      await tx
        .update(stories)
        .set({ hiddenAt: null, restoredAt: sql`now()` })
        .where(eq(stories.id, storyId));
    }
    await tx
      .update(reports)
      .set({ status: REPORT_STATUS_DISMISSED })
      .where(and(eq(reports.storyId, storyId), eq(reports.status, REPORT_STATUS_PENDING)));
    return { restored };
  });
}

/** Pending reports counted per (story, reason). */
function pendingPerReason(db: Database) {
  return db
    .select({
      storyId: reports.storyId,
      reason: reports.reason,
      count: sql<number>`cast(count(*) as integer)`.as('count'),
      lastReportedAt: max(reports.reportedAt).as('last_reported_at'),
    })
    .from(reports)
    .where(eq(reports.status, REPORT_STATUS_PENDING))
    .groupBy(reports.storyId, reports.reason)
    .as('pending_per_reason');
}

/**
 * One grouped query: stories with pending reports, the most reported first (then the most
 * recently reported), each with its count per reason.
 */
export function reportedStoriesQuery(db: Database) {
  const perReason = pendingPerReason(db);
  const reportCount = sql<number>`cast(sum(${perReason.count}) as integer)`;
  return db
    .select({
      story: stories,
      mediaSizes: mediaSizesColumn,
      reportCount,
      reasons: sql<
        Record<string, number>
      >`json_object_agg(${perReason.reason}, ${perReason.count})`,
    })
    .from(perReason)
    .innerJoin(stories, eq(stories.id, perReason.storyId))
    .groupBy(stories.id)
    .orderBy(desc(reportCount), desc(max(perReason.lastReportedAt)), desc(stories.id))
    .limit(REPORTED_STORIES_MAX);
}

/** What GET /api/admin/stories/reported returns per story (AdminPort's ReportedStory). */
export interface ReportedStoryJson {
  story: Story;
  /** Pending reports only. */
  reportCount: number;
  /** Pending reports per reason. */
  reasons: Partial<Record<ReportReason, number>>;
  /** Whether the reports have hidden it from readers. */
  hidden: boolean;
}

/** Only the reasons of the vocabulary (the server never stores others). */
function knownReasons(raw: Record<string, number>): ReportedStoryJson['reasons'] {
  return Object.fromEntries(Object.entries(raw).filter(([reason]) => isReportReason(reason)));
}

export async function reportedStories(db: Database): Promise<ReportedStoryJson[]> {
  const rows = await reportedStoriesQuery(db);
  return rows.map((row) => ({
    story: storyJson(row.story, row.mediaSizes),
    reportCount: row.reportCount,
    reasons: knownReasons(row.reasons),
    hidden: row.story.hiddenAt !== null,
  }));
}
