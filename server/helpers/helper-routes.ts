// The Netlify functions' handlers, mounted at the same paths (/.netlify/functions/*) so the SPA
// calls one URL in both deployments. Here the client address is the socket's and the signed-in
// user is the session's.
import { Hono, type MiddlewareHandler } from 'hono';
import type { HelperHandlers } from '../../helpers/helper-handlers';
import { clientAddress } from '../http/client-address';
import type { AppEnv } from '../http/current-user';

export const HELPERS_BASE_PATH = '/.netlify/functions';

export function helperRoutes(helpers: HelperHandlers, currentUser: MiddlewareHandler<AppEnv>) {
  const routes = new Hono<AppEnv>();
  routes.all('/translate', (c) => helpers.translate(c.req.raw, clientAddress(c)));
  // Only grammar correction asks who is signed in; translation is open to every reader.
  routes.use('/correct-grammar', currentUser);
  routes.all('/correct-grammar', (c) => {
    const user = c.get('user');
    return helpers.correctGrammar(c.req.raw, clientAddress(c), () =>
      Promise.resolve(user ? { userId: user.id } : null),
    );
  });
  return routes;
}
