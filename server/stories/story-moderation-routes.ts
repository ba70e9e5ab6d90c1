// /api/admin/stories: story moderation for verified admins: the reported stories,
// dismissing their reports (a hidden story returns to readers) and deleting a story.
// Each route decides before reading the story, as for someone else's: only the table's admins
// pass, and nobody else learns which ids exist.
import { Hono } from 'hono';
import { authorize } from '../http/authorize';
import type { AppEnv } from '../http/current-user';
import type { RouteDeps } from '../http/route-deps';
import { deleteStory } from './delete-story';
import { dismissReports, reportedStories } from './reports';
import { storyIdParam } from './story-input';
import type { StoryMail } from '../story-mail/story-mail';

export function storyModerationRoutes({
  db,
  mediaStore,
  storyMail,
}: RouteDeps & { storyMail: StoryMail }) {
  return new Hono<AppEnv>()
    .get('/reported', async (c) => {
      authorize(c, 'reports', 'list');
      c.header('Cache-Control', 'private, no-store');
      return c.json(await reportedStories(db));
    })
    .post('/:id/dismiss-reports', async (c) => {
      // Dismissing updates the reports (marked dismissed, so their readers cannot report the
      // story again); both backends do the same.
      authorize(c, 'reports', 'update');
      const storyId = storyIdParam(c.req.param('id'));
      const { restored } = await dismissReports(db, storyId);
      // Mails her, if she asked, that her story is back.
      if (restored) storyMail.storyChanged(storyId, 'restored');
      return c.body(null, 204);
    })
    .delete('/:id', async (c) => {
      authorize(c, 'stories', 'delete');
      await deleteStory({ db, mediaStore, storyId: storyIdParam(c.req.param('id')) });
      return c.body(null, 204);
    });
}
