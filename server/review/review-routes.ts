// /api/admin/reviews: review before publishing (issue 36), the declared operations of
// src/domain/operations/review-operations.ts, one handler each (review-handlers.ts).
import { Hono } from 'hono';
import { REVIEW_OPERATIONS } from '@/domain/operations/review-operations';
import type { AppEnv } from '../http/current-user';
import { operationRoutes } from '../http/operation-route';
import type { RouteDeps } from '../http/route-deps';
import type { StoryMail } from '../story-mail/story-mail';
import { reviewHandlers } from './review-handlers';

export function reviewRoutes({ db, storyMail }: RouteDeps & { storyMail: StoryMail }) {
  const routes = new Hono<AppEnv>();
  operationRoutes(routes, '/admin/reviews', REVIEW_OPERATIONS, reviewHandlers(db, storyMail));
  return routes;
}
