// The support operations' handlers (src/domain/operations/story-operations.ts), mounted with the
// other story operations in stories-routes.ts. Every answer here is hers alone: no-store.
import type { Context } from 'hono';
import type { StoryOperations } from '@/domain/operations/story-operations';
import { isUuid } from '@/domain/uuid';
import type { Database } from '../db/database';
import { authorizeOwn } from '../http/authorize';
import type { AppEnv } from '../http/current-user';
import { refuse } from '../http/error-handler';
import type { OperationHandlers } from '../http/operation-route';
import { markSupportSeen, sendSupport, supportReceived } from './support-queries';

type SupportOperations = Pick<
  StoryOperations,
  'sendSupport' | 'supportReceived' | 'markSupportSeen'
>;

function privately(c: Context<AppEnv>) {
  c.header('Cache-Control', 'private, no-store');
}

export function supportHandlers(db: Database): OperationHandlers<SupportOperations> {
  return {
    sendSupport: async (c, { storyId, messageId }) => {
      // Sending is what a reaction is: anyone signed in, on a story she may read.
      const user = authorizeOwn(c, 'reactions', 'create');
      if (!isUuid(storyId)) refuse(404, 'storyNotFound');
      await sendSupport(db, { storyId: storyId.toLowerCase(), senderId: user.id, messageId });
    },
    supportReceived: async (c) => {
      // What her own stories received: only as their owner (a visitor has none).
      const user = authorizeOwn(c, 'story_owners', 'list');
      privately(c);
      return supportReceived(db, user.id);
    },
    markSupportSeen: async (c) => {
      const user = authorizeOwn(c, 'story_owners', 'list');
      privately(c);
      await markSupportSeen(db, user.id);
    },
  };
}
