import { Hono } from 'hono';
import type { RouteDeps } from '../http/route-deps';

/** Serves stored media at /media/<file> (outside /api). */
export function mediaFileRoutes(deps: RouteDeps) {
  void deps;
  return new Hono();
}
