// /api/admin/support: support's totals for admins (src/domain/operations/review-operations.ts,
// SUPPORT_ADMIN_OPERATIONS). Admins only, decided before anything is read; the answer is private.
import { Hono } from 'hono';
import { SUPPORT_ADMIN_OPERATIONS } from '@/domain/operations/review-operations';
import { mayReviewStories } from '@/domain/policies';
import { callerOf } from '../http/authorize';
import { type AppEnv, refuseSignedOut } from '../http/current-user';
import { refuseWith } from '../http/error-handler';
import { operationRoutes } from '../http/operation-route';
import type { RouteDeps } from '../http/route-deps';
import { supportTotals } from './support-totals';

export function supportAdminRoutes({ db }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  operationRoutes(routes, '/admin/support', SUPPORT_ADMIN_OPERATIONS, {
    supportTotals: async (c) => {
      const user = c.get('user');
      if (!user) refuseSignedOut();
      // The admins who review stories are the ones who see this dashboard.
      if (!mayReviewStories(callerOf(user))) {
        refuseWith(403, 'forbidden', 'Only administrators may do this.');
      }
      c.header('Cache-Control', 'private, no-store');
      return supportTotals(db);
    },
  });
  return routes;
}
