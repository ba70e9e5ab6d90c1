// Google's OAuth endpoints, moved to a stand-in on loopback for tests. better-auth's Google
// provider names Google's endpoints in its code, with no option to change them: the provider
// object of the auth context keeps all its own logic (authorization URL, scopes, PKCE, state,
// id_token profile) and only the two addresses it calls change. Nothing but a test server passes
// these endpoints (createAuth's `google.endpoints`).
import { validateAuthorizationCode } from 'better-auth/oauth2';

export interface GoogleEndpoints {
  authorization: string;
  token: string;
}

interface GoogleProvider {
  id: string;
  options?: unknown;
  createAuthorizationURL(input: unknown): Promise<URL>;
  validateAuthorizationCode(input: {
    code: string;
    codeVerifier?: string;
    redirectURI: string;
  }): Promise<unknown>;
}

interface ProviderContext {
  $context: Promise<{ socialProviders: unknown[] }>;
}

/** Points the auth's Google provider at `endpoints`; resolves once done. */
export async function pointGoogleAt(auth: ProviderContext, endpoints: GoogleEndpoints) {
  const { socialProviders } = await auth.$context;
  const google = (socialProviders as GoogleProvider[]).find((provider) => provider.id === 'google');
  if (!google) throw new Error('Google sign-in is not configured');
  const googleUrl = google.createAuthorizationURL.bind(google);
  google.createAuthorizationURL = async (input) => {
    const moved = new URL(endpoints.authorization);
    moved.search = (await googleUrl(input)).search;
    return moved;
  };
  google.validateAuthorizationCode = ({ code, codeVerifier, redirectURI }) =>
    validateAuthorizationCode({
      code,
      codeVerifier,
      redirectURI,
      options: google.options as Parameters<typeof validateAuthorizationCode>[0]['options'],
      tokenEndpoint: endpoints.token,
    });
}
