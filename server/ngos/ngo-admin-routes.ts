import { Hono } from 'hono';
import type { AppEnv } from '../http/current-user';
import type { RouteDeps } from '../http/route-deps';

export function ngoAdminRoutes(deps: RouteDeps) {
  void deps;
  return new Hono<AppEnv>();
}
