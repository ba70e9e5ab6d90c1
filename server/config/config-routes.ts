// What this deployment offers, for the SPA to show only controls that can work: Google sign-in,
// and the translate and correct-grammar helpers (a helper without a provider answers 503 to
// every call, so its control would only ever fail). Public and the same for every reader; it
// stays no-store like the rest of /api, so a provider switched on or off shows at the next load.
import { Hono } from 'hono';
import type { OfferedHelpers } from '../../helpers/helper-handlers';

export interface DeploymentConfig {
  google: boolean;
  helpers: OfferedHelpers;
}

export function configRoutes({ google, helpers }: DeploymentConfig) {
  const routes = new Hono();
  const body: DeploymentConfig = {
    google,
    helpers: { translate: helpers.translate, grammar: helpers.grammar },
  };
  routes.get('/', (c) => c.json(body));
  return routes;
}
