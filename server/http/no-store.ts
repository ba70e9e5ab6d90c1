// What the browser may keep. On a shared or watched phone its HTTP cache outlives the tab:
// `fetch(url, {cache: 'only-if-cached'})` hands a story she opened, or a photo, to whoever picks
// the phone up next. So every answer of the API (stories, testimonials, her account,
// administration, sign-in), of media and of the writing helpers says no-store, errors included.
// Only the public NGO directory (its route decides), the build's files and the public pages
// (spa.ts) may be cached.
import type { MiddlewareHandler } from 'hono';
import { HELPERS_BASE_PATH } from '../helpers/helper-routes';

/** The public NGO directory: the same for every reader, so its route sets its own caching. */
const CACHEABLE_API_PATHS = new Set(['/api/ngos']);

const PRIVATE_PREFIXES = ['/api', '/media', HELPERS_BASE_PATH];

/** True for a path whose answers no cache may keep. */
export function isPrivatePath(path: string): boolean {
  if (CACHEABLE_API_PATHS.has(path.replace(/\/+$/, ''))) return false;
  return PRIVATE_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

const NO_STORE = /(^|,)\s*no-store\s*(,|$)/i;

/**
 * Sets `Cache-Control: no-store` on every answer under the private paths, whatever the route
 * said (a route's stricter "private, no-store" is kept as it is). Set before the route runs, so
 * that the answer it builds with c.json carries it without being copied, and checked after, for
 * a Response the route returned itself or a Cache-Control it set.
 */
export const noStore: MiddlewareHandler = async (c, next) => {
  if (!isPrivatePath(c.req.path)) return next();
  c.header('Cache-Control', 'no-store');
  await next();
  if (!NO_STORE.test(c.res.headers.get('Cache-Control') ?? '')) {
    c.header('Cache-Control', 'no-store');
  }
};
