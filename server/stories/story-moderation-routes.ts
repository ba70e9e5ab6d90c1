// /api/admin/stories: story moderation for verified admins: the reported stories,
// dismissing their reports (a hidden story returns to readers) and deleting a story.
import { Hono } from 'hono';
import { type AppEnv, requireAdmin } from '../http/current-user';
import type { RouteDeps } from '../http/route-deps';
import { deleteStory } from './delete-story';
import { dismissReports, reportedStories } from './reports';
import { storyIdParam } from './story-input';

export function storyModerationRoutes({ db, mediaDir }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/reported', async (c) => {
      requireAdmin(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await reportedStories(db));
    })
    .post('/:id/dismiss-reports', async (c) => {
      requireAdmin(c);
      await dismissReports(db, storyIdParam(c.req.param('id')));
      return c.body(null, 204);
    })
    .delete('/:id', async (c) => {
      requireAdmin(c);
      await deleteStory({ db, mediaDir, storyId: storyIdParam(c.req.param('id')) });
      return c.body(null, 204);
    });
}
