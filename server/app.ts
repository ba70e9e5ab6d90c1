import { Hono } from 'hono';
import type { Auth } from './auth/auth';
import type { Database } from './db/database';
import { pingDatabase } from './db/database';
import type { Env } from './env';
import { apiError, onError } from './http/error-handler';
import { CLIENT_IP_HEADER, clientAddress } from './http/client-address';
import { securityHeaders } from './http/security-headers';
import { mountSpa } from './http/spa';
import { sessionRoutes } from './session/session-routes';
import { type AppEnv, currentUser } from './http/current-user';
import type { RouteDeps } from './http/route-deps';
import { mediaFileRoutes } from './media/media-file-routes';
import { mediaRoutes } from './media/media-routes';
import { ngoAdminRoutes } from './ngos/ngo-admin-routes';
import { ngosRoutes } from './ngos/ngos-routes';
import { storiesRoutes } from './stories/stories-routes';
import { storyModerationRoutes } from './stories/story-moderation-routes';
import { testimonialsRoutes } from './testimonials/testimonials-routes';

export interface AppDeps {
  env: Pick<Env, 'adminEmails' | 'google' | 'staticDir' | 'mediaDir'>;
  db: Database;
  auth: Auth;
}

export function createApp({ env, db, auth }: AppDeps) {
  const app = new Hono();
  app.onError(onError);
  app.use('*', securityHeaders);

  app.get('/api/health', async (c) => {
    await pingDatabase(db);
    return c.json({ status: 'ok' });
  });

  app.get('/api/config', (c) => c.json({ google: Boolean(env.google) }));

  app.on(['GET', 'POST'], '/api/auth/*', (c) => {
    // The client address for rate limits comes from the socket, never from a client header.
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientAddress(c));
    return auth.handler(new Request(c.req.raw, { headers }));
  });

  app.route('/api/session', sessionRoutes(auth, env.adminEmails));

  // Resource routes below read the caller from c.get('user').
  const api = new Hono<AppEnv>();
  api.use('*', currentUser(auth, env.adminEmails));
  const deps: RouteDeps = { db, mediaDir: env.mediaDir };
  api.route('/stories', storiesRoutes(deps));
  api.route('/admin/stories', storyModerationRoutes(deps));
  api.route('/testimonials', testimonialsRoutes(deps));
  api.route('/ngos', ngosRoutes(deps));
  api.route('/admin/ngos', ngoAdminRoutes(deps));
  api.route('/media', mediaRoutes(deps));
  app.route('/api', api);

  app.all('/api/*', (c) => apiError(c, 404, 'Not found'));
  app.route('/media', mediaFileRoutes(deps));

  mountSpa(app, env.staticDir);
  return app;
}
