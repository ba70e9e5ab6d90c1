// Review before publishing (issue 36 item 2): the queue, the two decisions and the audit log.
// Each decision is one transaction that changes the story only while it still waits (a second
// admin acting at once finds it decided: 409) and writes its audit row beside it. The audit
// row names the fields a moderator changed, never what they held.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Story } from '@/domain/entities';
import type { RedactableField, ReviewAuditEntry, SendBackReason } from '@/domain/review';
import type { Database } from '../db/database';
import { reviewAudit, stories, user } from '../db/schema';
import { refuse } from '../http/error-handler';
import { storiesJson, storyColumns } from '../stories/story-queries';
import { storyJson } from '../stories/story-json';

/** The queue's length on one page: the oldest first, so none waits behind newer ones. */
export const REVIEW_QUEUE_MAX = 100;
/** The audit log's newest rows an admin reads at once. */
export const REVIEW_AUDIT_MAX = 200;

export async function reviewQueue(db: Database): Promise<{ stories: Story[] }> {
  const rows = await db
    .select(storyColumns)
    .from(stories)
    .where(eq(stories.reviewState, 'waiting'))
    .orderBy(asc(stories.createdAt), asc(stories.id))
    .limit(REVIEW_QUEUE_MAX);
  return { stories: storiesJson(rows) };
}

/** What a moderator sends to publish: the redacted fields, absent where she changed nothing. */
export interface Redaction {
  title?: string | undefined;
  content?: string | undefined;
  contentWarning?: string | undefined;
}

const FIELD_COLUMNS = {
  title: 'title',
  content: 'content',
  content_warning: 'contentWarning',
} as const satisfies Record<RedactableField, keyof Redaction>;

type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The waiting story, locked for this decision; 409 when it no longer waits, 404 when gone. */
async function lockWaiting(tx: Transaction, storyId: string) {
  const [story] = await tx
    .select({
      title: stories.title,
      content: stories.content,
      contentWarning: stories.contentWarning,
      reviewState: stories.reviewState,
    })
    .from(stories)
    .where(eq(stories.id, storyId))
    .for('update');
  if (!story) refuse(404, 'storyNotFound');
  if (story.reviewState !== 'waiting') refuse(409, 'reviewNotWaiting');
  return story;
}

export async function publishStory(
  db: Database,
  { storyId, adminId, redaction }: { storyId: string; adminId: string; redaction: Redaction },
): Promise<Story> {
  const row = await db.transaction(async (tx) => {
    const current = await lockWaiting(tx, storyId);
    const changed = (Object.keys(FIELD_COLUMNS) as RedactableField[]).filter((field) => {
      const given = redaction[FIELD_COLUMNS[field]];
      return given !== undefined && given !== current[FIELD_COLUMNS[field]];
    });
    const [published] = await tx
      .update(stories)
      .set({
        ...Object.fromEntries(
          changed.map((field) => [FIELD_COLUMNS[field], redaction[FIELD_COLUMNS[field]]]),
        ),
        reviewState: null,
        reviewReason: null,
        redactedFields: changed,
      })
      .where(eq(stories.id, storyId))
      .returning();
    if (!published) throw new Error('update returned no story');
    await tx
      .insert(reviewAudit)
      .values({ adminId, storyId, action: 'published', changedFields: changed });
    return published;
  });
  return storyJson(row);
}

export async function sendBackStory(
  db: Database,
  { storyId, adminId, reason }: { storyId: string; adminId: string; reason: SendBackReason },
): Promise<Story> {
  const row = await db.transaction(async (tx) => {
    await lockWaiting(tx, storyId);
    const [sentBack] = await tx
      .update(stories)
      .set({ reviewState: 'sent_back', reviewReason: reason })
      .where(and(eq(stories.id, storyId), eq(stories.reviewState, 'waiting')))
      .returning();
    if (!sentBack) throw new Error('update returned no story');
    await tx.insert(reviewAudit).values({ adminId, storyId, action: 'sent_back', reason });
    return sentBack;
  });
  return storyJson(row);
}

export async function reviewAuditLog(db: Database): Promise<{ entries: ReviewAuditEntry[] }> {
  const rows = await db
    .select({
      id: reviewAudit.id,
      action: reviewAudit.action,
      adminEmail: user.email,
      storyId: reviewAudit.storyId,
      reason: reviewAudit.reason,
      changedFields: reviewAudit.changedFields,
      createdAt: reviewAudit.createdAt,
    })
    .from(reviewAudit)
    .leftJoin(user, eq(user.id, reviewAudit.adminId))
    .orderBy(desc(reviewAudit.createdAt), desc(sql`${reviewAudit.id}`))
    .limit(REVIEW_AUDIT_MAX);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      action: row.action as ReviewAuditEntry['action'],
      ...(row.adminEmail ? { admin_email: row.adminEmail } : {}),
      ...(row.storyId ? { story_id: row.storyId } : {}),
      ...(row.reason ? { reason: row.reason as SendBackReason } : {}),
      changed_fields: row.changedFields as RedactableField[],
      created_at: row.createdAt.toISOString(),
    })),
  };
}
