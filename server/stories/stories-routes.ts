// /api/stories: public reads, and the signed-in writes (create, edit, delete, react, report,
// withdraw her report).
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { authorize, authorizeOwn, callerOf } from '../http/authorize';
import type { AppEnv } from '../http/current-user';
import { refuse, refuseWith } from '../http/error-handler';
import type { RouteDeps } from '../http/route-deps';
import { parseJson, parseQuery } from '../http/validate';
import { deleteStory } from './delete-story';
import { addReaction } from './reactions';
import { addReport, withdrawReport } from './reports';
import type { StoryMail } from '../story-mail/story-mail';
import { supportHandlers } from '../support/support-handlers';
import type { StoryReviewMode } from '@/domain/review';
import { operationRoutes } from '../http/operation-route';
import { STORY_OPERATIONS } from '@/domain/operations/story-operations';
import { decodeCursor } from './story-cursor';
import { parseStoryBody, type StoryBody, storyIdParam, storyListQuerySchema } from './story-input';
import { storyJson } from './story-json';
import { assertAuthorMay, assertMayKnowOf } from './story-policy';
import { LIMITS } from '@/domain/limits';
import { isUuid } from '@/domain/uuid';
import { reportInputSchema } from '@/domain/report-input';
import { storyInputSchema, storyUpdateSchema } from '@/domain/story-input';
import { findStory, isPublicRow, myStoriesQuery, storiesJson } from './story-queries';
import { publicTopStories, storyListPage } from './public-story-answers';
import { createStory, updateStory } from './story-writes';

const limitStoryBody = bodyLimit({
  maxSize: LIMITS.storyJsonBodyMaxBytes,
  onError: () => refuseWith(413, 'tooLarge', 'The story is too long.'),
});

/** An answer's JSON text, already written (a kept public answer), sent as c.json sends one. */
function jsonText(c: Context, json: string) {
  return c.body(json, 200, { 'Content-Type': 'application/json' });
}

/** Reads and checks the body now, but lets the caller decide when a bad body is reported. */
async function settledBody(promise: Promise<StoryBody>): Promise<() => StoryBody> {
  try {
    const body = await promise;
    return () => body;
  } catch (error) {
    return () => {
      throw error;
    };
  }
}

export interface StoriesRouteDeps extends RouteDeps {
  /** Distinct pending reports that hide a story from readers (REPORTS_TO_HIDE_STORY). */
  reportsToHideStory: number;
  /** Review before publishing (STORY_REVIEW); off when absent. */
  storyReview?: StoryReviewMode;
  /** Mails her, if she asked, when reports hide her story. */
  storyMail: StoryMail;
}

export function storiesRoutes({
  db,
  mediaStore,
  reportsToHideStory,
  storyReview = 'off',
  storyMail,
}: StoriesRouteDeps) {
  const routes = new Hono<AppEnv>()
    .get('/', async (c) => {
      authorize(c, 'stories', 'list');
      const query = parseQuery(c, storyListQuerySchema);
      const cursor = query.cursor ? decodeCursor(query.cursor, query.sort) : null;
      if (query.cursor && !cursor) {
        refuseWith(400, 'invalidRequest', 'cursor: not a cursor for this list');
      }
      // Her own likes and reports ride on the page (every answer here is no-store: no-store.ts).
      const viewerId = c.get('user')?.id ?? null;
      return jsonText(c, (await storyListPage(db, { ...query, cursor }, viewerId)).json);
    })
    .get('/top', async (c) => {
      authorize(c, 'stories', 'list');
      return jsonText(c, (await publicTopStories(db)).json);
    })
    .get('/mine', async (c) => {
      const user = authorizeOwn(c, 'stories', 'list');
      c.header('Cache-Control', 'private, no-store');
      return c.json({ stories: storiesJson(await myStoriesQuery(db, user.id), user.id) });
    })
    .get('/:id', async (c) => {
      const caller = callerOf(c.get('user'));
      const story = await findStory(db, storyIdParam(c.req.param('id')), caller.userId);
      if (!story) refuse(404, 'storyNotFound');
      // Hidden by reports, or not yet published: like a missing story to those who may not act
      // on it (its author, admins).
      const hidden = !isPublicRow(story);
      assertMayKnowOf({ authorId: story.authorId, hidden }, caller);
      authorize(c, 'stories', 'get', story.authorId);
      if (hidden) c.header('Cache-Control', 'private, no-store');
      return c.json(storyJson(story, story.mediaSizes, caller.userId));
    })
    .post('/', limitStoryBody, async (c) => {
      const user = authorizeOwn(c, 'stories', 'create');
      const body = await parseStoryBody(c, storyInputSchema);
      return c.json(await createStory(db, user.id, body, storyReview), 201);
    })
    .patch('/:id', limitStoryBody, async (c) => {
      // Before the story is read: whoever may not edit even a story of her own (a visitor)
      // learns nothing of which ids exist. The story's own check follows in updateStory.
      const user = authorizeOwn(c, 'stories', 'update');
      const storyId = storyIdParam(c.req.param('id'));
      const readBody = await settledBody(parseStoryBody(c, storyUpdateSchema));
      const caller = { userId: user.id, isAdmin: user.isAdmin };
      const story = await updateStory(
        db,
        { storyId, caller, mediaStore, review: storyReview },
        readBody,
      );
      return c.json(story);
    })
    .delete('/:id', async (c) => {
      const user = authorizeOwn(c, 'stories', 'delete');
      await deleteStory({
        db,
        mediaStore,
        storyId: storyIdParam(c.req.param('id')),
        authorize: (story) =>
          assertAuthorMay('delete', story, { userId: user.id, isAdmin: user.isAdmin }),
      });
      return c.body(null, 204);
    })
    .post('/:id/reactions', async (c) => {
      const user = authorizeOwn(c, 'reactions', 'create');
      const result = await addReaction(db, storyIdParam(c.req.param('id')), user.id);
      return c.json(result, 201);
    })
    .post('/:id/reports', async (c) => {
      const user = authorizeOwn(c, 'reports', 'create');
      const storyId = storyIdParam(c.req.param('id'));
      const { reason } = await parseJson(c, reportInputSchema);
      const { hid } = await addReport(db, {
        storyId,
        userId: user.id,
        reason,
        reportsToHide: reportsToHideStory,
      });
      if (hid) storyMail.storyChanged(storyId, 'hidden');
      return c.body(null, 201);
    });
  // The declared operations (src/domain/operations/story-operations.ts), one handler each.
  operationRoutes(routes, '/stories', STORY_OPERATIONS, {
    ...supportHandlers(db),
    withdrawReport: async (c, { storyId }) => {
      const user = authorizeOwn(c, 'reports', 'delete');
      // Any id that names no story of ours has no report of hers either.
      if (!isUuid(storyId)) refuse(404, 'reportNotPending');
      await withdrawReport(db, {
        storyId: storyId.toLowerCase(),
        userId: user.id,
        reportsToHide: reportsToHideStory,
      });
    },
  });
  return routes;
}
