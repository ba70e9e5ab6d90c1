// /api/admin/stories: story moderation for verified admins (spec §6).
import { Hono } from 'hono';
import { type AppEnv, requireAdmin } from '../http/current-user';
import type { RouteDeps } from '../http/route-deps';
import { deleteStory } from './delete-story';
import { reportedStories } from './reports';
import { storyIdParam } from './story-input';

export function storyModerationRoutes({ db, mediaDir }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/reported', async (c) => {
      requireAdmin(c);
      c.header('Cache-Control', 'private, no-store');
      return c.json(await reportedStories(db));
    })
    .delete('/:id', async (c) => {
      requireAdmin(c);
      await deleteStory({ db, mediaDir, storyId: storyIdParam(c.req.param('id')) });
      return c.body(null, 204);
    });
}
