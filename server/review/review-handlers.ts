// The review operations' handlers (src/domain/operations/review-operations.ts), mounted at
// /api/admin/reviews (review-routes.ts). Admins only, decided before any story is read, so
// nobody else learns which ids exist; every answer is private (no-store).
import type { Context } from 'hono';
import type { ReviewOperations } from '@/domain/operations/review-operations';
import { mayReviewStories } from '@/domain/policies';
import { isUuid } from '@/domain/uuid';
import type { Database } from '../db/database';
import { callerOf } from '../http/authorize';
import { type AppEnv, refuseSignedOut } from '../http/current-user';
import { refuse, refuseWith } from '../http/error-handler';
import type { OperationHandlers } from '../http/operation-route';
import type { StoryMail } from '../story-mail/story-mail';
import { publishStory, reviewAuditLog, reviewQueue, sendBackStory } from './review-queries';

/** The admin acting: 401 to a visitor, 403 to anyone else; the answer is not to be kept. */
function reviewer(c: Context<AppEnv>): string {
  const user = c.get('user');
  if (!user) refuseSignedOut();
  if (!mayReviewStories(callerOf(user))) {
    refuseWith(403, 'forbidden', 'Only administrators may do this.');
  }
  c.header('Cache-Control', 'private, no-store');
  return user.id;
}

/** Our story ids are uuids: any other names no story (404, as a missing one). */
function storyIdOf(storyId: string): string {
  if (!isUuid(storyId)) refuse(404, 'storyNotFound');
  return storyId.toLowerCase();
}

/** `storyMail` mails her, if she asked, once her story is published or sent back. */
export function reviewHandlers(
  db: Database,
  storyMail: StoryMail,
): OperationHandlers<ReviewOperations> {
  return {
    reviewQueue: async (c) => {
      reviewer(c);
      return reviewQueue(db);
    },
    publishStory: async (c, { storyId, title, content, contentWarning }) => {
      const adminId = reviewer(c);
      const published = await publishStory(db, {
        storyId: storyIdOf(storyId),
        adminId,
        redaction: { title, content, contentWarning },
      });
      storyMail.storyChanged(published.id, 'published');
      return published;
    },
    sendBackStory: async (c, { storyId, reason }) => {
      const adminId = reviewer(c);
      const sentBack = await sendBackStory(db, { storyId: storyIdOf(storyId), adminId, reason });
      storyMail.storyChanged(sentBack.id, 'sent_back');
      return sentBack;
    },
    reviewAudit: async (c) => {
      reviewer(c);
      return reviewAuditLog(db);
    },
  };
}
