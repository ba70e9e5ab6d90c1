// The helpers as Netlify builds them: configuration from the function's environment, once per
// instance (the cache and rate limits live as long as the instance), the client address from
// Netlify's own header, and the signed-in user from a Firebase ID token.
import { bearerToken, createFirebaseTokenVerifier } from './firebase-id-token';
import type { Authenticate, HelperHandlers } from './helper-handlers';
import { createHelpers } from './helper-services';
import { HelpersConfigError, parseHelpersConfig, type HelpersConfig } from './helpers-config';

/** What Netlify passes beside the request (only the part used here). */
export interface NetlifyContext {
  ip?: string;
}

let built: { helpers: HelperHandlers; authenticate: Authenticate } | null = null;

function build(config: HelpersConfig): { helpers: HelperHandlers; authenticate: Authenticate } {
  const projectId = config.firebaseProjectId;
  if (!projectId && config.grammarProvider) {
    console.error('Grammar correction needs FIREBASE_PROJECT_ID to check who is signed in.');
  }
  const verify = projectId
    ? createFirebaseTokenVerifier({ projectId, jwksUrl: config.firebaseJwksUrl })
    : null;
  return {
    // Without a project to check tokens against, grammar stays off rather than open to all.
    helpers: createHelpers(projectId ? config : { ...config, grammarProvider: undefined }),
    authenticate: async (request) => {
      const token = bearerToken(request);
      return token && verify ? verify(token) : null;
    },
  };
}

function instance() {
  if (!built) {
    let config: HelpersConfig;
    try {
      config = parseHelpersConfig(process.env);
    } catch (error) {
      if (!(error instanceof HelpersConfigError)) throw error;
      // A bad variable switches the helpers off (503) and says why in the function log.
      console.error(error.message);
      config = parseHelpersConfig({});
    }
    built = build(config);
  }
  return built;
}

/** Netlify sets this header itself; a client cannot choose its own rate-limit bucket. */
function clientKey(request: Request, context: NetlifyContext | undefined): string {
  return request.headers.get('x-nf-client-connection-ip') ?? context?.ip ?? 'unknown';
}

export function netlifyTranslate(request: Request, context?: NetlifyContext): Promise<Response> {
  return instance().helpers.translate(request, clientKey(request, context));
}

export function netlifyCorrectGrammar(
  request: Request,
  context?: NetlifyContext,
): Promise<Response> {
  const { helpers, authenticate } = instance();
  return helpers.correctGrammar(request, clientKey(request, context), authenticate);
}

/** Tests only: forget the built instance so the next call reads the environment again. */
export function resetNetlifyHelpersForTests() {
  built = null;
}
